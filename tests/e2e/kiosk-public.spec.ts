/**
 * A kiosk is a public machine (docs/kiosk.md, "What visitors see"): nothing goes to its
 * clipboard, each QR panel says what it hands over, and an address too long for a QR code gets a
 * readable sentence instead of an error.
 */
import type { Page } from '@playwright/test';
import { expect, open, test, text, KIOSK_SCREENS } from './fixtures';

/**
 * Opens `url` as a browser kiosk and waits for the kiosk layout (`body.kiosk-mode`), which the app
 * sets in its first commit: on a prerendered web page, a tap aimed before that lands where the web
 * layout had the control.
 */
async function openKiosk(page: Page, url: string) {
  await open(page, url);
  await expect(page.locator('body')).toHaveClass(/\bkiosk-mode\b/);
}

for (const screen of KIOSK_SCREENS) {
  test.describe(`kiosk QR panels at ${screen.width} × ${screen.height}`, () => {
    test.use({ viewport: screen, deviceScaleFactor: 1, hasTouch: true });

    test('the email address is offered as a QR code titled for email, with no copy button', async ({ page }) => {
      await openKiosk(page, '/?kiosk=1');
      // The start page opens on the start screen; a key, like a touch, lets the visitor in.
      await expect(
        page.getByRole('dialog', { name: new RegExp(text('en', 'hero.title', { group: '' }).trim()) }),
      ).toBeVisible();
      await page.keyboard.press('Shift');
      const contact = page.locator('#contact');
      await expect(contact.getByRole('button', { name: text('en', 'contact.copyEmail') })).toHaveCount(0);
      const email = contact.getByRole('link', { name: /@/ });
      const address = (await email.textContent())?.trim() ?? '';
      await email.tap();
      const panel = page.getByRole('dialog', { name: text('en', 'kiosk:qrTitleEmail') });
      await expect(panel).toBeVisible();
      await expect(panel.getByText(address, { exact: true })).toBeVisible();
      await expect(panel.getByText(/mailto:/)).toHaveCount(0);
      await expect(panel.getByRole('img', { name: address })).toBeVisible();
    });

    test('a document is offered as a document, and a calendar entry as a calendar entry', async ({ page }) => {
      await openKiosk(page, '/zh-TW/announcement/2026-11-12-appointment-of-executive-director?kiosk=1');
      await page.getByRole('main').getByRole('link', { name: /PDF/ }).first().tap();
      const documentPanel = page.getByRole('dialog', { name: text('zh-TW', 'kiosk:qrTitleDocument') });
      await expect(documentPanel).toBeVisible();
      await expect(documentPanel.getByText(/\/documents\/announcements\/.+\.pdf$/)).toBeVisible();
      await documentPanel.getByRole('button', { name: text('zh-TW', 'kiosk:close') }).tap();

      await openKiosk(page, '/investors/calendar?kiosk=1');
      await page.getByRole('main').getByRole('link', { name: /\.ics/ }).first().tap();
      await expect(page.getByRole('dialog', { name: text('en', 'kiosk:qrTitleCalendar') })).toBeVisible();
    });

    test('an address too long for a QR code is named in a sentence, and the kiosk keeps working', async ({ page }) => {
      const id = '2026-11-12-appointment-of-executive-director';
      const longUrl = `https://www.hkexnews.hk/search?${'q=director&'.repeat(300)}end=1`;
      await page.route(`**/content/en/announcements/${id}.md`, (route) =>
        route.fulfill({
          contentType: 'text/markdown; charset=utf-8',
          body: `Read the [full filing](${longUrl}) on HKEXnews.`,
        }),
      );
      // From the list, so the body is fetched (a prerendered announcement carries its own).
      await openKiosk(page, '/announcements?kiosk=1');
      await page.getByRole('main').locator(`a[href^="/announcement/${id}"]`).tap();
      await page.getByRole('link', { name: 'full filing' }).tap();
      const panel = page.getByRole('dialog', { name: text('en', 'kiosk:qrTitle') });
      await expect(panel.getByText(text('en', 'kiosk:qrTooLong', { host: 'www.hkexnews.hk' }))).toBeVisible();
      await expect(panel.getByRole('img')).toHaveCount(0);
      await panel.getByRole('button', { name: text('en', 'kiosk:close') }).tap();
      await expect(panel).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
}

test('the restarting screen says so in a status a screen reader announces, inside the page’s main landmark', async ({
  page,
}) => {
  await page.goto('/kiosk/restarting.html');
  const status = page.getByRole('main').getByRole('status');
  await expect(status).toContainText('The screen is restarting.');
  await expect(status).toContainText('屏幕正在重新启动');
  await expect(status).toContainText('螢幕正在重新啟動');
});

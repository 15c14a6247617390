import { expect, open, resizeTo, test, text } from './fixtures';
import { overflowing } from './overflow';

const WIDTHS = [375, 768, 1080, 1440, 1920, 3840] as const;

for (const path of ['/', '/announcements', '/careers', '/privacy']) {
  test(`nothing on ${path} is cut off, from 375 to 3840 px wide`, async ({ page }) => {
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // One load, measured at each width (`resizeTo`).
    for (const width of WIDTHS) {
      await resizeTo(page, { width, height: width === 1080 ? 1920 : 900 });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await page.evaluate(overflowing), `${path} at ${width} px`).toEqual({ scroll: 0, offenders: [] });
    }
  });
}

test.describe('phone, 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('a menu button opens the navigation and a link closes it', async ({ page }) => {
    await open(page, '/');
    const menuButton = page.getByRole('button', { name: text('en', 'nav.openMenu') });
    await expect(menuButton).toBeVisible();
    await expect(page.getByRole('link', { name: text('en', 'nav.team'), exact: true })).toBeHidden();
    await menuButton.click();
    const close = page.getByRole('button', { name: text('en', 'nav.closeMenu') });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: text('en', 'nav.label') });
    await expect(menu.getByRole('link', { name: text('en', 'nav.industryPolicies') })).toBeVisible();
    // The button names the panel it opened, though the panel was mounted after hydration.
    const controlled = page.locator(`[id="${await close.getAttribute('aria-controls')}"]`);
    await expect(controlled.getByRole('link', { name: text('en', 'nav.industryPolicies') })).toBeVisible();
    await menu.getByRole('link', { name: text('en', 'nav.team'), exact: true }).click();
    await expect(page.getByRole('button', { name: text('en', 'nav.openMenu') })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page.getByRole('heading', { level: 2, name: text('en', 'team.title') })).toBeInViewport();
  });

  test('Escape closes the menu and returns focus to its button', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: text('en', 'nav.openMenu') }).click();
    await page.keyboard.press('Escape');
    const menuButton = page.getByRole('button', { name: text('en', 'nav.openMenu') });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
  });

  test('touch targets are at least 44 px', async ({ page }) => {
    await open(page, '/');
    const small = await page.evaluate(() =>
      [...document.querySelectorAll('header a, header button, footer a, main button, main a.button')]
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
        .map(
          ({ element, box }) =>
            `${element.textContent.trim() || element.getAttribute('aria-label')} ${box.width}×${box.height}`,
        ),
    );
    expect(small).toEqual([]);
  });
});

test.describe('desktop, 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the navigation is a bar without a menu button, sized to the 1440 design', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByRole('button', { name: text('en', 'nav.openMenu') })).toBeHidden();
    const nav = page.getByRole('navigation', { name: text('en', 'nav.label') });
    for (const key of [
      'nav.home',
      'nav.aboutUs',
      'nav.claim',
      'nav.team',
      'nav.ecosystem',
      'nav.news',
      'nav.investorRelations',
      'nav.careers',
      'nav.contactUs',
    ]) {
      // "Claim" leaves the site, so its name adds "(opens in a new window)".
      await expect(nav.getByRole('link', { name: new RegExp(`^${text('en', key)}( \\(|$)`) })).toBeVisible();
    }
  });

  test('content sits in the 1440 design column and scales with the window', async ({ page }) => {
    await open(page, '/careers');
    const title = page.getByRole('heading', { level: 1 });
    // The design's 120 px gutter at 1440; 100 px at 1200 (120 / 1440 × 1200).
    expect((await title.boundingBox())?.x).toBeCloseTo(120, 0);
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect.poll(async () => Math.round((await title.boundingBox())?.x ?? 0)).toBe(100);
    // And it stops growing past 1440: centred, with the 1200 px column.
    await page.setViewportSize({ width: 1920, height: 1080 });
    await expect.poll(async () => Math.round((await title.boundingBox())?.x ?? 0)).toBe(360);
  });

  test('a skip link leads to the main content', async ({ page }) => {
    await open(page, '/careers');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: text('en', 'app.skipToContent') });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the page has its landmarks', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: text('en', 'nav.label') })).toBeVisible();
  });
});

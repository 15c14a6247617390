import { expect, KIOSK_SCREENS, open, reopen, test, text } from './fixtures';

test.describe('kiosk mode in a browser (?kiosk=1)', () => {
  test('an idle session warns, then resets to the start screen with the defaults, then attracts', async ({ page }) => {
    // The page's clock is the test's: the idle time and the warning's countdown are run, not waited for.
    await page.clock.install();
    await open(page, '/careers?kiosk=1&idle=5');
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'careers.title') })).toBeVisible();
    // The visitor picks a theme and a language and leaves something in session storage.
    await page.getByRole('button', { name: text('en', 'theme.switchToDark') }).click();
    await page.getByRole('button', { name: '繁體中文', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await page.evaluate(() => window.sessionStorage.setItem('visitor', 'x'));

    // From here the page's time stands still but for what the test runs.
    await page.clock.pauseAt(await page.evaluate(() => Date.now()));
    const warning = page.getByRole('alertdialog', { name: text('zh-TW', 'kiosk:idleTitle') });
    await page.clock.runFor(5_000);
    await expect(warning).toBeVisible();
    // A touch keeps the session.
    await warning.getByRole('button', { name: text('zh-TW', 'kiosk:continue') }).click();
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL(/\/careers/);

    // Left alone: the warning after the idle time, then the reset when its 10 s have run out.
    await page.clock.runFor(5_000);
    await expect(warning).toBeVisible();
    await page.clock.runFor(9_000);
    await expect(warning).toBeVisible();
    await expect(page).toHaveURL(/\/careers/);
    await page.clock.runFor(1_000);
    await page.clock.resume();
    // The start screen covers the start page until the next visitor comes.
    const startScreen = page.getByRole('dialog', { name: new RegExp(text('en', 'hero.title', { group: '' }).trim()) });
    await expect(startScreen).toBeVisible();
    // The browser kiosk's flags stay in the URL, so a reload is still a kiosk.
    await expect(page).toHaveURL(/\/\?kiosk=1&idle=5$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('body')).toHaveClass(/light-theme/);
    expect(await page.evaluate(() => window.sessionStorage.getItem('visitor'))).toBeNull();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const attract = page.getByRole('status').filter({ hasText: text('en', 'kiosk:attract') });
    await expect(attract).toBeVisible();
    // A touch anywhere but on a tile or a language lets the visitor in.
    await attract.click();
    await expect(attract).toBeHidden();
    await expect(startScreen).toBeHidden();
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(text('en', 'hero.title', { group: '' }).trim()) }),
    ).toBeVisible();
  });

  test('an external link opens the QR panel instead of leaving the kiosk', async ({ page }) => {
    let popups = 0;
    page.on('popup', () => (popups += 1));
    // Not the start page, where the start screen comes first (kiosk-start.spec.ts).
    await open(page, '/careers?kiosk=1');
    await page.getByRole('link', { name: 'Telegram' }).click();
    const panel = page.getByRole('dialog', { name: text('en', 'kiosk:qrTitle') });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('img', { name: 'https://t.me/lumenpacific' })).toBeVisible();
    await expect(panel.getByText('https://t.me/lumenpacific', { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: text('en', 'kiosk:close') }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/careers\?kiosk=1$/);
    expect(popups).toBe(0);
  });

  test('a link in a document’s text opens the QR panel too', async ({ page }) => {
    let popups = 0;
    page.on('popup', () => (popups += 1));
    await open(page, '/terms?kiosk=1');
    await page.getByRole('article').getByRole('link', { name: 'www.hkexnews.hk', exact: true }).click();
    const panel = page.getByRole('dialog', { name: text('en', 'kiosk:qrTitle') });
    await expect(panel.getByText('https://www.hkexnews.hk/', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/terms\?kiosk=1$/);
    expect(popups).toBe(0);
  });

  test('the link mode "browser" opens the link outside without the panel', async ({ page }) => {
    await page
      .context()
      .route('https://t.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>t</title>' }));
    await open(page, '/careers?kiosk=1&links=browser');
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Telegram' }).click();
    expect((await popup).url()).toContain('t.me/lumenpacific');
    await expect(page.getByRole('dialog', { name: text('en', 'kiosk:qrTitle') })).toBeHidden();
  });

  test('text cannot be selected and the context menu does not open', async ({ page }) => {
    await open(page, '/careers?kiosk=1');
    // Kiosk mode switches the layout and the lock-down on in the app's first commit.
    await expect(page.locator('body')).toHaveClass(/\bkiosk-mode\b/);
    const lead = page.getByText(text('en', 'careers.subtitle'));
    await lead.click({ clickCount: 3 });
    expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');
    const prevented = await page.evaluate(() => {
      const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
      return !document.body.dispatchEvent(event);
    });
    expect(prevented).toBe(true);
  });

  test('for a web visitor the production build ignores the flags: no attract screen, no reset, nothing kept', async ({
    page,
  }) => {
    // A visitor's browser, not one under test automation (src/stores/kiosk-store.ts, takesKioskUrlFlags).
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
    await open(page, '/?kiosk=1&idle=1&warn=1&links=browser');
    expect(await page.evaluate(() => navigator.webdriver)).toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('body')).not.toHaveClass(/kiosk-mode/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: text('en', 'kiosk:startOver') })).toHaveCount(0);
    expect(await page.evaluate(() => window.sessionStorage.getItem('kiosk-flags'))).toBeNull();
  });

  test('the web build without the flag is not a kiosk', async ({ page }) => {
    await open(page, '/');
    const lead = page.getByText(text('en', 'about.lead'));
    await lead.click({ clickCount: 3 });
    expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).not.toBe('');
  });
});

// What a reload keeps does not depend on the screen: the portrait totem stands for all three.
for (const screen of KIOSK_SCREENS.filter((kioskScreen) => kioskScreen.portrait)) {
  test.describe(`a browser kiosk at ${screen.width} × ${screen.height}`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height }, deviceScaleFactor: 1 });

    test('stays a kiosk after a reload on a page whose URL has lost the flags', async ({ page }) => {
      await open(page, '/investors?kiosk=1&idle=30');
      await expect(page.locator('body')).toHaveClass(/kiosk-mode/);
      await page
        .getByRole('navigation', { name: text('en', 'nav.label') })
        .getByRole('link', { name: text('en', 'nav.careers'), exact: true })
        .click();
      await expect(page).toHaveURL(/\/careers$/);
      await reopen(page);
      await expect(page.locator('body')).toHaveClass(/kiosk-mode/);
      await page.getByRole('link', { name: 'Telegram' }).click();
      await expect(page.getByRole('dialog', { name: text('en', 'kiosk:qrTitle') })).toBeVisible();
    });
  });
}

import { expect, open, reopen, requestGate, startWith, test, text } from './fixtures';

test.describe('theme', () => {
  test('toggles, persists across reload and never flashes the wrong theme', async ({ page }) => {
    await open(page, '/');
    await expect(page.locator('body')).toHaveClass('light-theme');
    await page.getByRole('button', { name: text('en', 'theme.switchToDark') }).click();
    await expect(page.locator('body')).toHaveClass('dark-theme');
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');

    // Hold the app's scripts back: the page must already be dark before any of them runs.
    const gate = requestGate();
    await page.route('**/assets/*.js', async (route) => {
      await gate.passed;
      await route.continue();
    });
    await page.reload({ waitUntil: 'commit' });
    // The prerendered page shows, already dark, before any of the app's scripts has run.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('body')).toHaveClass('dark-theme');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(10, 17, 32)');
    gate.open();
    await expect(page.getByRole('button', { name: text('en', 'theme.switchToLight') })).toBeVisible();
    await expect(page.locator('body')).toHaveClass('dark-theme');
  });

  test('a bad stored theme falls back to light without an error', async ({ page }) => {
    await startWith(page, { theme: 'purple' });
    await open(page, '/');
    await expect(page.locator('body')).toHaveClass('light-theme');
    await expect(page.getByRole('button', { name: text('en', 'theme.switchToDark') })).toBeVisible();
  });
});

test.describe('locale', () => {
  for (const path of ['/zh//evil.example', '/zh/%5Cevil.example', '/zh/.//evil.example']) {
    test(`the language control on ${path} stays on the site`, async ({ page, baseURL }) => {
      await open(page, path);
      await page.getByRole('button', { name: new RegExp(text('zh', 'language.label')) }).click();
      await page.getByRole('button', { name: 'English' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
      expect(new URL(page.url()).pathname).not.toMatch(/^\/[/\\]/);
    });
  }

  test('switches from the language control, persists and sets <html lang>', async ({ page }) => {
    await open(page, '/careers');
    await page.getByRole('button', { name: /Language/ }).click();
    await expect(page.getByRole('button', { name: '繁體中文' })).toBeVisible();
    await expect(page.getByRole('button', { name: '简体中文' })).toBeVisible();
    await page.getByRole('button', { name: '繁體中文' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await expect(page.getByRole('heading', { level: 1, name: text('zh-TW', 'careers.title') })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('locale'))).toBe('zh-TW');
    await reopen(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await expect(page.getByRole('heading', { level: 1, name: text('zh-TW', 'careers.title') })).toBeVisible();
  });
});

for (const [browserLocale, expected] of [
  ['zh-HK', 'zh-TW'],
  ['zh-CN', 'zh'],
  ['fr-FR', 'en'],
] as const) {
  test.describe(`browser language ${browserLocale}`, () => {
    test.use({ locale: browserLocale });
    test(`starts in ${expected}`, async ({ page }) => {
      await open(page, '/announcements');
      await expect(page.locator('html')).toHaveAttribute('lang', expected);
      await expect(page.getByRole('heading', { level: 1, name: text(expected, 'announcements.title') })).toBeVisible();
    });
  });
}

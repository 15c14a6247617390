/**
 * Every control answers from the moment it is painted (`docs/design.md` §3.3): a tap on a prerendered page
 * before its app has started is held and plays once it has (src/lib/pre-paint/early-input-capture.ts);
 * links and the archive's GET form work without the app. The phone runs as the bug report's did:
 * 375 px, CPU slowed 6x and slow 4G through the DevTools protocol; the app's entry module is
 * held back until the test has tapped, so every tap lands before the start.
 */
import type { Page } from '@playwright/test';
import { STARTED_ATTRIBUTE } from '../../src/app/prerender-contract';
import { PENDING_ATTRIBUTE } from '../../src/config/early-input';
import { expect, iconFileColour, open, requestGate, startWith, test, text } from './fixtures';

/** Lighthouse's "slow 4G" (150 ms, 1.6 Mbit/s down, 750 kbit/s up) and the CPU 6x slower. */
async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * Opens `path` with the app's entry module held back: the page paints, its app cannot start
 * until the returned function is called, which then waits for the start.
 */
async function openBeforeStart(page: Page, path: string): Promise<() => Promise<void>> {
  const gate = requestGate();
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await gate.passed;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return async () => {
    expect(
      await page.evaluate((name) => document.documentElement.hasAttribute(name), STARTED_ATTRIBUTE),
      'tapped before the start',
    ).toBe(false);
    gate.open();
    await expect(page.locator('html')).toHaveAttribute(STARTED_ATTRIBUTE, '', { timeout: 60_000 });
  };
}

test.describe('a phone tapping before the app has started', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  // The CPU runs 6x slower, and slower still while the other worker runs.
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => slowPhone(page));

  test('the menu button opens the menu, once, however often it was tapped', async ({ page }) => {
    const start = await openBeforeStart(page, '/');
    const menuButton = page.getByRole('button', { name: text('en', 'nav.openMenu') });
    await menuButton.tap();
    await expect(menuButton).toHaveAttribute(PENDING_ATTRIBUTE, '');
    await menuButton.tap();
    await start();
    const close = page.getByRole('button', { name: text('en', 'nav.closeMenu') });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(close).not.toHaveAttribute(PENDING_ATTRIBUTE);
    await expect(
      page
        .getByRole('navigation', { name: text('en', 'nav.label') })
        .getByRole('link', { name: text('en', 'nav.team'), exact: true }),
    ).toBeVisible();
  });

  test('the theme button switches the theme and stores it', async ({ page }) => {
    const start = await openBeforeStart(page, '/careers');
    await page.getByRole('button', { name: text('en', 'theme.switchToDark') }).tap();
    await start();
    await expect(page.locator('body')).toHaveClass('dark-theme');
    await expect(page.getByRole('button', { name: text('en', 'theme.switchToLight') })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');
  });

  test("in the dark theme the header's icons show, and answer, before the app has started", async ({ page }) => {
    await startWith(page, { theme: 'dark' });
    const start = await openBeforeStart(page, '/careers');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link').first().locator('img')).toBeVisible();
    // The page arrives over slow 4G: once <main> is parsed, the whole header is there to list.
    await expect(page.getByRole('main')).toBeAttached();
    // Each button's icon drawn in its dark file's colour.
    const buttons = await header
      .getByRole('button')
      .filter({ has: page.locator('[data-icon]') })
      .all();
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) {
      const icon = button.locator('[data-icon]').first();
      const name = (await icon.getAttribute('data-icon')) ?? '';
      await expect(icon.locator('> svg')).toBeVisible();
      await expect(icon.locator('> svg')).toHaveCSS('stroke', iconFileColour('dark', name));
    }
    await header.getByRole('button', { name: text('en', 'nav.openMenu') }).tap();
    await start();
    await expect(header.getByRole('button', { name: text('en', 'nav.closeMenu') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.locator('body')).toHaveClass('dark-theme');
  });

  test('the language button opens the list of languages', async ({ page }) => {
    const start = await openBeforeStart(page, '/zh-TW/careers');
    const language = page.getByRole('button', { name: new RegExp(text('zh-TW', 'language.label')) });
    await language.tap();
    await start();
    await expect(language).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'English' }).tap();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'careers.title') })).toBeVisible();
  });

  test('a careers entry opens its details', async ({ page }) => {
    const start = await openBeforeStart(page, '/careers');
    const entry = page.getByRole('main').getByRole('button', { expanded: false }).first();
    await entry.tap();
    await start();
    await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 3, name: text('en', 'careers.howToApply') })).toBeVisible();
  });

  test('the copy-email button copies and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const start = await openBeforeStart(page, '/');
    await page.getByRole('button', { name: text('en', 'contact.copyEmail') }).tap();
    await start();
    await expect(page.getByText(text('en', 'contact.emailCopied'))).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^[\w.-]+@[\w.-]+$/);
  });

  test('a year chosen in the archive searches by it, and text typed in the search box is kept', async ({ page }) => {
    const start = await openBeforeStart(page, '/announcements');
    await page.getByRole('searchbox', { name: text('en', 'archive:searchLabel') }).fill('results');
    await page.getByRole('combobox', { name: text('en', 'archive:yearLabel') }).selectOption('2024');
    await start();
    await expect(page).toHaveURL(/[?&]year=2024(&|$)/);
    await expect(page).toHaveURL(/[?&]q=results(&|$)/);
    const results = page.getByRole('main').getByRole('article');
    await expect(results.first()).toBeVisible();
    for (const result of await results.allTextContents()) expect(result.toLowerCase()).toContain('results');
  });

  test('the archive search submitted with Enter loads the results without the app', async ({ page }) => {
    const start = await openBeforeStart(page, '/announcements');
    const search = page.getByRole('searchbox', { name: text('en', 'archive:searchLabel') });
    await search.fill('director');
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]q=director(&|$)/);
    await start();
    const results = page.getByRole('main').getByRole('article');
    await expect(results.first()).toBeVisible();
    for (const result of await results.allTextContents()) expect(result.toLowerCase()).toContain('director');
  });
});

test.describe('a desktop clicking before the app has started', () => {
  test('the copy-email button answers its first click', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const start = await openBeforeStart(page, '/');
    await page.getByRole('button', { name: text('en', 'contact.copyEmail') }).click();
    await start();
    await expect(page.getByText(text('en', 'contact.emailCopied'))).toBeVisible();
  });

  test('a submenu button of the navigation bar opens its submenu', async ({ page }) => {
    const start = await openBeforeStart(page, '/investors');
    const nav = page.getByRole('navigation', { name: text('en', 'nav.label') });
    const toggle = nav.getByRole('button', { expanded: false }).first();
    await toggle.click();
    await start();
    await expect(nav.getByRole('button', { expanded: true })).toHaveCount(1);
  });

  test('a click right after load is not lost', async ({ page }) => {
    // The screen's own code (a lazy chunk, which the load event does not wait for) is held back,
    // as a slow network would: the page has loaded, its app has not started.
    const gate = requestGate();
    await page.route(/\/assets\/investors-[\w-]+\.js$/, async (route) => {
      await gate.passed;
      await route.continue();
    });
    await page.goto('/investors', { waitUntil: 'load' });
    await page.getByRole('button', { name: text('en', 'theme.switchToDark') }).click();
    expect(
      await page.evaluate((name) => document.documentElement.hasAttribute(name), STARTED_ATTRIBUTE),
      'clicked after load, before the start',
    ).toBe(false);
    gate.open();
    await expect(page.locator('html')).toHaveAttribute(STARTED_ATTRIBUTE, '');
    await expect(page.locator('body')).toHaveClass('dark-theme');
  });
});

test.describe('a phone tapping a section whose code is on its way', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the copy-email button is held, then copies and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The app has started; the contact section's code (loaded as the visitor nears it,
    // src/components/ui/deferred-part.tsx) is held back, as a slow network would.
    const gate = requestGate();
    await page.route(/\/assets\/contact-section-[\w-]+\.js$/, async (route) => {
      await gate.passed;
      await route.continue();
    });
    await open(page, '/');
    const copy = page.getByRole('button', { name: text('en', 'contact.copyEmail') });
    await copy.tap();
    await expect(copy).toHaveAttribute(PENDING_ATTRIBUTE, '');
    await copy.tap();
    gate.open();
    await expect(page.getByText(text('en', 'contact.emailCopied'))).toHaveCount(1);
    await expect(copy).not.toHaveAttribute(PENDING_ATTRIBUTE, '');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^[\w.-]+@[\w.-]+$/);
  });
});

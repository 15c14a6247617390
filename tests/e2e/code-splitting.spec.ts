/**
 * The home page's initial JS does not grow with the screens that need big code (`scripts/bench/goals.mjs`): the
 * financial highlights' charts, the site search's Pagefind and the kiosk's parts load only where
 * they are used. The size of what the home page does load is budgeted by size-limit
 * (`npm run size`, scripts/bench/goals.mjs); this test names what must stay out of it.
 */
import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';

/** Code that only its own screens may load: the chunk's or file's name. */
const SCREEN_ONLY = {
  charts: /\/assets\/financial-highlights-[\w-]+\.js$/,
  search: /\/(assets\/search-[\w-]+\.js|pagefind\/)/,
  kiosk: /\/assets\/(kiosk-session|on-screen-keyboard|use-on-screen-keyboard)[\w.-]*\.js$/,
};

/** Every script and Pagefind file `page` requests from now on. */
function recordCode(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (request.resourceType() === 'script' || url.includes('/pagefind/')) requested.push(new URL(url).pathname);
  });
  return requested;
}

const loaded = (requested: readonly string[], pattern: RegExp) => requested.filter((path) => pattern.test(path));

for (const path of ['/', '/zh-TW/']) {
  test(`the home page ${path} loads no chart, search or kiosk code, also once it is idle`, async ({ page }) => {
    const requested = recordCode(page);
    await open(page, path);
    await page.waitForLoadState('networkidle');
    expect(requested.length).toBeGreaterThan(0);
    for (const [name, pattern] of Object.entries(SCREEN_ONLY)) expect(loaded(requested, pattern), name).toEqual([]);
  });
}

test.describe('the home page on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('loads the code of a section below the hero, and of the footer, only as the visitor comes near it', async ({
    page,
  }) => {
    const requested = recordCode(page);
    const contact = /\/assets\/contact-section-[\w-]+\.js$/;
    const footer = /\/assets\/footer-[\w-]+\.js$/;
    await open(page, '/');
    await page.waitForLoadState('networkidle');
    expect(loaded(requested, /\/assets\/home-[\w-]+\.js$/), 'the route itself').not.toEqual([]);
    expect(loaded(requested, contact), 'before scrolling').toEqual([]);
    expect(loaded(requested, footer), 'the footer, before scrolling').toEqual([]);
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect.poll(() => loaded(requested, contact), { message: 'once near' }).not.toEqual([]);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => loaded(requested, footer), { message: 'the footer, once near' }).not.toEqual([]);
  });
});

test('the screens that need that code load it', async ({ page }) => {
  const requested = recordCode(page);
  await open(page, '/investors/financial-highlights');
  await page.waitForLoadState('networkidle');
  expect(loaded(requested, SCREEN_ONLY.charts)).not.toEqual([]);
  await open(page, '/search?q=director');
  await expect(page.getByRole('link', { name: /director/i }).first()).toBeVisible();
  expect(loaded(requested, SCREEN_ONLY.search)).not.toEqual([]);
  await open(page, '/?kiosk=1');
  await page.waitForLoadState('networkidle');
  expect(loaded(requested, SCREEN_ONLY.kiosk)).not.toEqual([]);
});

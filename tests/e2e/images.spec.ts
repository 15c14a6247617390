import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { STARTED_ATTRIBUTE } from '../../src/app/prerender-contract';
import { site } from '../../src/config/site';
import { expect, iconFileColour, open, startWith, test, text } from './fixtures';

const MOBILE_HERO = /\/(light|dark)\/home-bg-mobile\.\d+w\.[0-9a-f]+\.avif$/;
/** The landscape hero in any form: the original or a variant. */
const DESKTOP_HERO = /\/(light|dark)\/home-bg\.(?:\d+w\.[0-9a-f]+\.)?(?:avif|webp)$/;

/** Every image URL the page requests from now on, preloads included. */
function imageRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** The hero's background image: decorative, so found inside the hero's region. */
function heroImage(page: Page) {
  return page
    .getByRole('region', { name: text('en', 'hero.title', { group: site.groupShortName.en }) })
    .locator('picture img');
}

test.describe('responsive images on a phone, 375 px', () => {
  // A phone's screen is as wide as its viewport. With the desktop profile's 1920 px screen, mobile
  // emulation evaluates `<link media>` against the screen before the viewport meta tag applies.
  test.use({
    viewport: { width: 375, height: 812 },
    screen: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });

  test('the hero shows the portrait variant, and the landscape one is never requested', async ({ page }) => {
    const requested = imageRequests(page);
    await open(page, '/');
    const hero = heroImage(page);
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toMatch(MOBILE_HERO);
    expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(requested.filter((url) => MOBILE_HERO.test(url))).not.toEqual([]);
    expect(requested.filter((url) => DESKTOP_HERO.test(url))).toEqual([]);
  });

  test('icons are drawn inline, once each: the page asks for no icon file, and a touch screen never shows a hover colour', async ({
    page,
  }) => {
    const requested = imageRequests(page);
    await open(page, '/');
    await expect(page.locator('html')).toHaveAttribute(STARTED_ATTRIBUTE, '');
    const header = page.getByRole('banner');
    for (const name of ['search', 'globe', 'menu']) {
      await expect(header.locator(`[data-icon="${name}"] > svg`)).toBeVisible();
      await expect(header.locator(`[data-icon="${name}"] svg`)).toHaveCount(1);
    }
    // The footer's social links, some 8,000 px down the phone's home page, are drawn too.
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const telegram = footer.locator('[data-icon="telegram"] > svg').first();
    await expect(telegram).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => url.includes('/icons/'))).toEqual([]);
    // A screen with no pointer that hovers: even a pointer resting over the control leaves the
    // icon in its file's colour, never its hover file's.
    const menu = header.getByRole('button', { name: text('en', 'nav.openMenu') });
    await menu.hover();
    await expect(menu.locator('[data-icon="menu"] > svg')).toHaveCSS('stroke', iconFileColour('light', 'menu'));
  });

  test('images far below the fold wait until the visitor scrolls near them', async ({ page }) => {
    // Chromium fetches a lazy image once it comes within a margin of the viewport: 1,250 px in
    // Chrome on a fast connection, up to 3,000 px in Blink's own defaults, which the headless
    // shell the tests run in keeps ("Browser-level image lazy loading for the web", web.dev). On
    // a 667 px tall phone the team's portraits are further below the fold than either.
    await page.setViewportSize({ width: 375, height: 667 });
    const requested = imageRequests(page);
    await open(page, '/');
    await expect.poll(() => heroImage(page).evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    const below = await page.evaluate(
      () =>
        Math.min(
          ...[...document.querySelectorAll('img')]
            .filter((img) => img.src.includes('/team/'))
            .map((img) => img.getBoundingClientRect().top),
        ) - window.innerHeight,
    );
    expect(below, 'px from the fold to the first portrait').toBeGreaterThan(3000);
    expect(requested.filter((url) => url.includes('/team/'))).toEqual([]);
    const team = page.getByRole('heading', { level: 2, name: text('en', 'team.title') });
    await team.scrollIntoViewIfNeeded();
    await expect
      .poll(() => requested.filter((url) => /\/common\/team\/[\w-]+\.\d+w\.[0-9a-f]+\.avif$/.test(url)).length)
      .toBeGreaterThan(0);
  });

  test("a portrait's <picture> wrapper leaves the card's layout alone: 96 px wide, beside the name", async ({
    page,
  }) => {
    await open(page, '/#team');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: 'Dr. Helen Lau' }) });
    const portrait = card.getByRole('img', { name: text('en', 'team.portraitAlt', { name: 'Dr. Helen Lau' }) });
    const photo = await portrait.boundingBox();
    const name = await card.getByRole('heading', { level: 3 }).boundingBox();
    expect(photo?.width).toBe(96);
    expect((photo?.x ?? 0) + (photo?.width ?? 0)).toBeLessThanOrEqual(name?.x ?? 0);
    expect(Math.abs((photo?.y ?? 0) - (name?.y ?? 0))).toBeLessThan(40);
  });

  test('in the dark theme the hero switches to the dark portrait', async ({ page }) => {
    await startWith(page, { theme: 'dark' });
    await open(page, '/');
    await expect
      .poll(() => heroImage(page).evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\/dark\/home-bg-mobile\./);
    await expect(heroImage(page)).toHaveAttribute('src', /\/dark\//);
  });
});

test.describe('responsive images on a 1440 px desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Chromium asks for AVIF and gets it, for the hero and for lazy images further down', async ({ page }) => {
    const images: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image') images.push(response);
    });
    await open(page, '/');
    await expect
      .poll(() => heroImage(page).evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toMatch(/\/light\/home-bg\.\d+w\.[0-9a-f]+\.avif$/);
    const about = page
      .getByRole('article', { name: text('en', 'about.groupTitle', { group: site.groupName.en }) })
      .locator('img')
      .first();
    await about.scrollIntoViewIfNeeded();
    await expect
      .poll(() => about.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toMatch(/\/common\/company\.\d+w\.[0-9a-f]+\.avif$/);
    const avif = images.filter((response) => response.url().endsWith('.avif'));
    expect(avif.map((response) => new URL(response.url()).pathname)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/light\/home-bg\./),
        expect.stringMatching(/^\/common\/company\./),
      ]),
    );
    for (const response of avif) {
      // `allHeaders`: the Accept header is added below the page, where `headers()` does not see it.
      expect((await response.request().allHeaders()).accept).toContain('image/avif');
      expect(await response.headerValue('content-type')).toBe('image/avif');
    }
  });
});

test.describe('icons on a desktop', () => {
  test("an icon takes its theme's file colour, and its hover file's colour while the pointer is over its control", async ({
    page,
  }) => {
    await open(page, '/');
    const header = page.getByRole('banner');
    const search = header.getByRole('link', { name: text('en', 'nav.search') });
    const drawing = search.locator('[data-icon="search"] > svg');
    const [lightBase, lightHover, darkBase, darkHover] = [
      iconFileColour('light', 'search'),
      iconFileColour('light', 'search-hover'),
      iconFileColour('dark', 'search'),
      iconFileColour('dark', 'search-hover'),
    ];
    expect(new Set([lightBase, lightHover, darkBase, darkHover]).size, 'four colours').toBe(4);
    await expect(drawing).toHaveCSS('stroke', lightBase);
    await search.hover();
    await expect(drawing).toHaveCSS('stroke', lightHover);
    await header.getByRole('button', { name: text('en', 'theme.switchToDark') }).click();
    await expect(drawing).toHaveCSS('stroke', darkBase);
    await search.hover();
    await expect(drawing).toHaveCSS('stroke', darkHover);
  });
});

test.describe('the prerendered home page', () => {
  test('preloads each hero image in <head> for its own media only', () => {
    const html = readFileSync(path.resolve(import.meta.dirname, '../../dist/index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = head.match(/<link rel="preload" as="image" type="image\/avif"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(2);
    const [mobile, desktop] = preloads;
    expect(mobile).toContain('media="(max-width: 767px)"');
    expect(mobile).toMatch(/imageSrcSet="\/light\/home-bg-mobile\.\d+w\./i);
    expect(mobile).toContain('fetchPriority="high"');
    expect(desktop).toContain('media="(min-width: 768px)"');
    expect(desktop).toMatch(/imageSrcSet="\/light\/home-bg\.\d+w\./i);
  });
});

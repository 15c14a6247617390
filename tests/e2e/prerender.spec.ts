import { STARTED_ATTRIBUTE } from '../../src/app/prerender-contract';
import { bundled, expect, open, startWith, test, text } from './fixtures';

const careers = bundled('zh-TW/careers.json') as { title: string }[];
const announcements = bundled('en/announcements.json') as { id: string; title: string }[];

test.describe('prerendered pages', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a page is real HTML in its locale, with its head for search engines', async ({ page }) => {
      await page.goto('/zh-TW/careers');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
      await expect(page.getByRole('heading', { level: 1, name: text('zh-TW', 'careers.title') })).toBeVisible();
      await expect(page.getByText(careers[0]?.title ?? '', { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(text('zh-TW', 'careers.title')));
      const head = page.locator('head');
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        'https://www.lumenpacific-group.com/zh-TW/careers',
      );
      const alternates = await head
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`));
      expect(alternates).toEqual([
        'en https://www.lumenpacific-group.com/careers',
        'zh-Hans https://www.lumenpacific-group.com/zh/careers',
        'zh-Hant https://www.lumenpacific-group.com/zh-TW/careers',
        'x-default https://www.lumenpacific-group.com/careers',
      ]);
      // The page's language's feed, for feed readers' autodiscovery, even without JavaScript.
      await expect(head.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        'href',
        '/feeds/zh-TW/announcements.xml',
      );
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute(
        'content',
        'https://www.lumenpacific-group.com/zh-TW/careers',
      );
      await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'zh_HK');
      await expect(head.locator('meta[name="description"]')).toHaveCount(1);
      await expect(head.locator('title')).toHaveCount(1);
    });

    test('each bundled announcement is a page of its own', async ({ page }) => {
      const first = announcements[0];
      await page.goto(`/announcement/${first?.id ?? ''}`);
      await expect(page.getByRole('heading', { level: 1, name: first?.title })).toBeVisible();
      await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'article');
    });
  });

  test('the browser takes over the page without re-rendering it', async ({ page }) => {
    // The page is marked before any script runs (the app starts after the first paint, which
    // follows DOMContentLoaded); a hydration mismatch would log an error (the fixture fails the
    // test on any) and replace the marked element.
    await page.goto('/announcements', { waitUntil: 'domcontentloaded' });
    const heading = page.getByRole('heading', { level: 1, name: text('en', 'announcements.title') });
    await heading.evaluate((element) => element.setAttribute('data-from-server', ''));
    await expect(page.getByRole('navigation', { name: text('en', 'archive:filterLabel') })).toBeVisible();
    // Hydrated: from the app's start on, its buttons answer.
    await expect(page.locator('html')).toHaveAttribute(STARTED_ATTRIBUTE, '');
    await page.getByRole('button', { name: text('en', 'theme.switchToDark') }).click();
    await expect(page.locator('body')).toHaveClass('dark-theme');
    await expect(heading).toHaveAttribute('data-from-server', '');
  });

  test('the app’s scripts are requested only once the page has painted', async ({ page }) => {
    await open(page, '/');
    // `paintTime` (W3C Paint Timing's PaintTimingMixin) is when the frame's rendering ended on the
    // main thread; `startTime` is when it was shown, which can be hundreds of ms later on a slow
    // device, and the app does not wait for that (`src/lib/pre-paint/page.ts`).
    const timing = await page.evaluate(() => ({
      paint:
        performance
          .getEntriesByName('first-contentful-paint')
          .map((entry) => (entry as PerformanceEntry & { paintTime?: number }).paintTime)[0] ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint);
  });

  test('the run-time configuration is on its way before the app’s scripts, and asked for once', async ({ page }) => {
    await open(page, '/careers');
    await expect(page.locator('html')).toHaveAttribute(STARTED_ATTRIBUTE, '');
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource');
      return {
        config: resources
          .filter((entry) => new URL(entry.name).pathname === '/config.json')
          .map((entry) => entry.startTime),
        scripts: resources.filter((entry) => entry.name.endsWith('.js')).map((entry) => entry.startTime),
      };
    });
    expect(timing.config).toHaveLength(1);
    expect(timing.config[0]).toBeLessThan(Math.min(...timing.scripts));
  });

  test('an unprefixed URL sends a visitor who chose another language to that language’s page', async ({ page }) => {
    await startWith(page, { locale: 'zh' });
    const catalogues: string[] = [];
    page.on('request', (request) => {
      const match = /\/assets\/(zh-TW|zh|en)-[\w-]+\.js$/.exec(request.url());
      if (match?.[1]) catalogues.push(match[1]);
    });
    await open(page, '/careers?from=mail#top');
    await expect(page).toHaveURL(/\/zh\/careers\?from=mail#top$/);
    await expect(page.getByRole('heading', { level: 1, name: text('zh', 'careers.title') })).toBeVisible();
    expect(catalogues).toEqual(['zh']);
  });

  test('a locale prefix pins the page’s language whatever was saved, and links stay in it', async ({ page }) => {
    await startWith(page, { locale: 'en' });
    await open(page, '/zh/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    const nav = page.getByRole('navigation', { name: text('zh', 'nav.label') });
    await nav.getByRole('link', { name: text('zh', 'nav.careers'), exact: true }).click();
    await expect(page).toHaveURL(/\/zh\/careers$/);
    await expect(page.getByRole('heading', { level: 1, name: text('zh', 'careers.title') })).toBeVisible();
  });

  test('switching language opens the same page under the other locale, and Back returns', async ({ page }) => {
    await open(page, '/announcements');
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('button', { name: '简体中文' }).click();
    await expect(page).toHaveURL(/\/zh\/announcements$/);
    await expect(page.getByRole('heading', { level: 1, name: text('zh', 'announcements.title') })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/announcements$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'announcements.title') })).toBeVisible();
  });

  test('a page served for another URL is rendered for that URL, never shown as the wrong one', async ({ page }) => {
    // vite preview, like a static host, answers an unknown path with index.html: the prerendered home.
    await open(page, '/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'notFound.title') })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(text('en', 'hero.title', { group: '' }).trim()) }),
    ).toHaveCount(0);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('sitemap.xml lists every page in every language, and robots.txt names it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    // Home, the two lists, the investor centre, reports, governance, the calendar, the financial
    // highlights, the shareholder information, privacy and terms, and each announcement, in three
    // languages; not the site search.
    const pages = (3 + 6 + 2 + announcements.length) * 3;
    expect(sitemap.match(/<loc>/g)).toHaveLength(pages);
    expect(sitemap).not.toContain('/search');
    expect(sitemap).toContain(
      `<loc>https://www.lumenpacific-group.com/zh-TW/announcement/${announcements[0]?.id ?? ''}</loc>`,
    );
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://www.lumenpacific-group.com/sitemap.xml');
  });
});

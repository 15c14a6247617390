/**
 * A content API holding 5,000 announcements (`docs/design.md` §4.5): however far a visitor
 * scrolls, the page keeps a bounded number of elements, and an announcement opened from deep in
 * the list comes back to the same place.
 */
import type { Page } from '@playwright/test';
import { expect, open, test, text } from '../fixtures';
import { ANNOUNCEMENT_CATEGORIES } from '../../../src/content/announcements/categories';
import { CONTENT_API_URL } from './servers';

const TOTAL = 5_000;
/** How many to load before checking: thousands, as a visitor reading back years would. */
const LOADED = 2_000;
/** Live elements allowed in the whole document, wherever the page is scrolled. */
const ELEMENT_BUDGET = 1_500;

/**
 * The `n`-th newest generated announcement (from 1), valid by the contract (`docs/content-api.md`
 * §3) and of varied height: long and short titles, with and without summary and documents.
 */
function generated(n: number) {
  const published = new Date(Date.UTC(2026, 10, 21, 1) - n * 6 * 3_600_000);
  return {
    id: `generated-${n}`,
    title:
      n % 3 === 0
        ? `Announcement ${n}: results of the annual general meeting and payment of a final dividend`
        : `Announcement ${n}`,
    category: ANNOUNCEMENT_CATEGORIES[n % ANNOUNCEMENT_CATEGORIES.length],
    publishedAt: `${published.toISOString().slice(0, 19)}+00:00`,
    ...(n % 2 === 0 ? { summary: `Summary of announcement ${n}. `.repeat(1 + (n % 4)) } : {}),
    ...(n % 5 === 0
      ? { attachments: [{ title: `Filing ${n} (PDF)`, url: `/documents/filing-${n}.pdf`, sizeBytes: 12_345 }] }
      : {}),
  };
}

/** Answers list pages (any page size the app asks for) and details from {@link generated}. */
async function serveGenerated(page: Page) {
  const served = { lastPage: 0 };
  const api = new URL(CONTENT_API_URL);
  await page.route(
    (url) => url.origin === api.origin && url.pathname === '/announcements',
    (route) => {
      const params = new URL(route.request().url()).searchParams;
      const number = Number(params.get('page'));
      const pageSize = Number(params.get('pageSize'));
      const first = (number - 1) * pageSize + 1;
      const items = Array.from({ length: Math.max(0, Math.min(pageSize, TOTAL - first + 1)) }, (_, offset) =>
        generated(first + offset),
      );
      served.lastPage = Math.max(served.lastPage, number);
      return route.fulfill({ json: { items, page: number, pageSize, total: TOTAL } });
    },
  );
  await page.route(
    (url) => url.origin === api.origin && /^\/announcements\/generated-\d+$/.test(url.pathname),
    (route) => {
      const n = Number(/generated-(\d+)/.exec(route.request().url())?.[1]);
      return route.fulfill({ json: { ...generated(n), body: `The full text of announcement ${n}.` } });
    },
  );
  return served;
}

const elementCount = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);

/** Waits until the page has painted what the last scroll asked for. */
const settle = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

test.describe('5,000 announcements', () => {
  test.setTimeout(240_000);

  test('stay within the element budget wherever the page is scrolled, and Back returns to an item opened far down', async ({
    page,
  }) => {
    const served = await serveGenerated(page);
    await open(page, '/announcements');
    const list = page.getByRole('list', { name: text('en', 'announcements.title'), exact: true });
    await expect(list.locator(':scope > li').first()).toHaveAttribute('aria-setsize', String(TOTAL));

    // To the bottom again and again, each time loading the next page, checking on the way.
    let most = 0;
    await expect
      .poll(
        async () => {
          most = Math.max(most, await elementCount(page));
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return served.lastPage;
        },
        { timeout: 180_000, intervals: [50] },
      )
      .toBeGreaterThanOrEqual(LOADED / 10);
    await expect(page.getByText(text('en', 'archive:loadingMore'), { exact: true })).toBeHidden();
    expect(most, 'elements in the document while loading').toBeLessThanOrEqual(ELEMENT_BUDGET);

    const listBox = await list.evaluate((element) => ({
      top: element.getBoundingClientRect().top + window.scrollY,
      height: element.getBoundingClientRect().height,
    }));
    for (const fraction of [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1]) {
      await page.evaluate((y) => window.scrollTo(0, y), listBox.top + fraction * listBox.height);
      await settle(page);
      await expect(list.locator(':scope > li').first()).toBeAttached();
      const count = await elementCount(page);
      expect(count, `elements in the document at ${fraction * 100}% of the list`).toBeLessThanOrEqual(ELEMENT_BUDGET);
    }
    const rendered = await list.locator(':scope > li').count();
    expect(rendered, 'items in the document at once').toBeLessThan(100);

    // Far down (about 60 % of the way), open the first item wholly in view.
    await page.evaluate((y) => window.scrollTo(0, y), listBox.top + 0.6 * listBox.height);
    await settle(page);
    const position = await list.evaluate((element) => {
      const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      const item = [...element.children].find((child) => {
        const box = child.getBoundingClientRect();
        return box.top > header && box.bottom < window.innerHeight;
      });
      return Number(item?.getAttribute('aria-posinset'));
    });
    expect(position).toBeGreaterThan(1_000);
    const target = generated(position);
    const link = list.getByRole('link', { name: target.title, exact: true });
    const before = (await link.boundingBox())?.y ?? Number.NaN;
    const scrolled = await page.evaluate(() => window.scrollY);

    for (const how of ['browser Back', 'the back link'] as const) {
      await link.click();
      await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
      await expect(page.getByText(`The full text of announcement ${position}.`)).toBeVisible();
      if (how === 'browser Back') await page.goBack();
      else await page.getByRole('link', { name: text('en', 'announcements.backToList') }).click();
      await expect(page).toHaveURL(/\/announcements$/);
      await expect
        .poll(async () => Math.abs(((await link.boundingBox())?.y ?? Number.POSITIVE_INFINITY) - before), {
          message: `${how}: the item's place on screen`,
        })
        .toBeLessThanOrEqual(3);
      expect(
        Math.abs((await page.evaluate(() => window.scrollY)) - scrolled),
        `${how}: the scroll position`,
      ).toBeLessThanOrEqual(3);
      expect(await elementCount(page)).toBeLessThanOrEqual(ELEMENT_BUDGET);
    }
  });
});

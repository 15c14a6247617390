import type { Page } from '@playwright/test';
import { bundled, countLayoutShifts, expect, open, reopen, requestGate, test, text } from './fixtures';

interface Summary {
  id: string;
  title: string;
  category: string;
}

const announcements = bundled('en/announcements.json') as Summary[];

test.describe('announcements list', () => {
  test('infinite scroll loads every page, then says all content is loaded', async ({ page }) => {
    await open(page, '/announcements');
    const list = page.getByRole('list', { name: text('en', 'announcements.title'), exact: true });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const status = page.getByRole('status').filter({ hasText: /Loading more|All content loaded/ });
    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      await expect(page.getByText(text('en', 'archive:allLoaded'))).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 30_000 });
    await expect(status).toHaveText(text('en', 'archive:allLoaded'));
    // Past 30 items the list is virtual: the last item is there, with its position and the
    // total, but not every item is in the document at once.
    const items = list.locator(':scope > li');
    // The wheel may stop a little short of the end once the status shows (the list re-measures
    // items as they render); at the very end, the last item is rendered.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(items.last()).toHaveAttribute('aria-posinset', String(announcements.length), { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(items.last()).toContainText(announcements.at(-1)?.title ?? '');
    const rendered = await items.count();
    expect(rendered).toBeGreaterThan(0);
    expect(rendered, 'items in the document at once').toBeLessThan(announcements.length);
    for (const item of await items.all())
      await expect(item).toHaveAttribute('aria-setsize', String(announcements.length));
  });

  test('shows "Loading more..." while a page is on its way', async ({ page }) => {
    const gate = requestGate();
    await page.route('**/content/en/announcements.json', async (route) => {
      await gate.passed;
      await route.continue();
    });
    // The first page is part of the prerendered page; the second is fetched as the end nears.
    await open(page, '/announcements');
    const list = page.getByRole('list', { name: text('en', 'announcements.title'), exact: true });
    await expect(list.locator(':scope > li')).toHaveCount(10);
    await page.mouse.wheel(0, 4000);
    await expect(page.getByText(text('en', 'archive:loadingMore'), { exact: true })).toBeVisible();
    gate.open();
    await expect(list.locator(':scope > li')).not.toHaveCount(10);
    await expect(page.getByText(text('en', 'archive:loadingMore'), { exact: true })).toBeHidden();
  });

  test('while a page is on its way the footer stays out of view, and its arrival moves nothing in view', async ({
    page,
  }) => {
    const gate = requestGate();
    await page.route('**/content/en/announcements.json', async (route) => {
      await gate.passed;
      await route.continue();
    });
    // Scrolling is not input: a shift it brings counts.
    const shifts = await countLayoutShifts(page);
    await open(page, '/announcements');
    const list = page.getByRole('list', { name: text('en', 'announcements.title'), exact: true });
    await expect(list.locator(':scope > li')).toHaveCount(10);
    const loadingMore = page.getByText(text('en', 'archive:loadingMore'), { exact: true });
    await expect(async () => {
      await page.mouse.wheel(0, 600);
      await expect(loadingMore).toBeInViewport({ timeout: 200 });
    }).toPass({ timeout: 10_000 });
    await expect(page.getByRole('contentinfo')).not.toBeInViewport();
    const shiftsBefore = await shifts();
    gate.open();
    await expect(list.locator(':scope > li')).not.toHaveCount(10);
    await expect(loadingMore).toBeHidden();
    expect((await shifts()) - shiftsBefore).toBeLessThanOrEqual(0.02);
  });

  test('a failed page shows the localized error, and its retry loads the list', async ({ page, pageErrors }) => {
    pageErrors.allow(/status of 503/);
    let failing = true;
    await page.route('**/content/zh/announcements.json', async (route) => {
      if (failing) await route.fulfill({ status: 503, body: 'busy' });
      else await route.continue();
    });
    await page.addInitScript(() => window.localStorage.setItem('locale', 'zh'));
    await open(page, '/announcements');
    await expect(page).toHaveURL(/\/zh\/announcements$/);
    const list = page.getByRole('list', { name: text('zh', 'announcements.title'), exact: true });
    await expect(list.locator(':scope > li')).toHaveCount(10);
    await page.mouse.wheel(0, 4000);
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(
      new RegExp(text('zh', 'errors.listFailed', { reason: text('zh', 'errors.server') })),
    );
    failing = false;
    await alert.getByRole('button', { name: text('zh', 'app.retry') }).click();
    const eleventh = (bundled('zh/announcements.json') as Summary[])[10];
    await expect(page.getByRole('link', { name: eleventh?.title, exact: true })).toBeVisible();
    await expect(alert).toBeHidden();
  });

  test('filters by category through the URL', async ({ page }) => {
    await open(page, '/announcements');
    const filter = page.getByRole('navigation', { name: text('en', 'archive:filterLabel') });
    await filter.getByRole('link', { name: text('en', 'categories.industryPolicy') }).click();
    await expect(page).toHaveURL(/\/announcements\?category=industry-policy$/);
    await expect(filter.getByRole('link', { name: text('en', 'categories.industryPolicy') })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const expected = announcements.filter((item) => item.category === 'industry-policy');
    const list = page.getByRole('list', { name: text('en', 'announcements.title'), exact: true });
    await expect(list.locator(':scope > li').first()).toContainText(expected[0]?.title ?? '');
    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      await expect(page.getByText(text('en', 'archive:allLoaded'))).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 20_000 });
    await expect(list.locator(':scope > li')).toHaveCount(expected.length);
    for (const item of await list.locator(':scope > li').all()) {
      await expect(item).toContainText(text('en', 'categories.industryPolicy'));
    }
    await reopen(page);
    await expect(filter.getByRole('link', { name: text('en', 'categories.industryPolicy') })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('opens an announcement and comes back to the same scroll position', async ({ page }) => {
    await open(page, '/announcements');
    const list = page.getByRole('list', { name: text('en', 'announcements.title'), exact: true });
    await expect(list.locator(':scope > li')).toHaveCount(10);
    await page.mouse.wheel(0, 2500);
    await expect(list.locator(':scope > li')).not.toHaveCount(10);
    const target = announcements[12];
    const link = page.getByRole('link', { name: target?.title, exact: true });
    await link.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(500);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/announcement/${target?.id ?? ''}$`));
    await expect(page.getByRole('heading', { level: 1, name: target?.title })).toBeVisible();
    await page.getByRole('link', { name: text('en', 'announcements.backToList') }).click();
    await expect(page).toHaveURL(/\/announcements$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 50);
  });
});

test.describe('long announcements list', () => {
  const list = (page: Page) => page.getByRole('list', { name: text('en', 'announcements.title'), exact: true });

  /** Scrolls until every page is loaded. */
  async function loadAll(page: Page) {
    await open(page, '/announcements');
    await expect(list(page).locator(':scope > li').first()).toBeVisible();
    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      await expect(page.getByText(text('en', 'archive:allLoaded'))).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 30_000 });
  }

  /** The position (`aria-posinset`) of the list item holding focus, or null outside the list. */
  const focusedPosition = (page: Page) =>
    page.evaluate(() => {
      const item = document.activeElement?.closest('main ul > li[aria-posinset]');
      return item ? Number(item.getAttribute('aria-posinset')) : null;
    });

  test('Tab moves through every item in order, scrolling follows focus, and focus survives scrolling away', async ({
    page,
  }) => {
    await loadAll(page);
    const first = list(page).getByRole('link', { name: announcements[0]?.title, exact: true });
    // The last wheel's scroll can still be under way (`mouse.wheel` does not wait for it) and
    // carry the page down again: back to the top until the first item stays in view.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(first).toBeInViewport({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await first.focus();
    const seen: number[] = [1];
    while (seen.length < 400) {
      await page.keyboard.press('Tab');
      const position = await focusedPosition(page);
      if (position === null) break;
      await expect(page.locator(':focus')).toBeInViewport();
      seen.push(position);
    }
    // In order, one item after another (an item's document links come after its title).
    expect(
      seen.every(
        (position, index) => index === 0 || position === seen[index - 1] || position === (seen[index - 1] ?? 0) + 1,
      ),
    ).toBe(true);
    expect(seen.at(-1)).toBe(announcements.length);

    // Back to item 20, then the wheel takes the page far away: the focused link stays.
    const twentieth = list(page).getByRole('link', { name: announcements[19]?.title, exact: true });
    while ((await focusedPosition(page)) !== 20) await page.keyboard.press('Shift+Tab');
    await expect(twentieth).toBeFocused();
    await page.mouse.wheel(0, 20_000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(5_000);
    await expect(twentieth).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await focusedPosition(page)).toBeGreaterThanOrEqual(20);
    expect(await focusedPosition(page)).toBeLessThanOrEqual(21);
    await expect(page.locator(':focus')).toBeInViewport();
  });

  for (const how of ['browser Back', 'the back link'] as const) {
    test(`${how} from an announcement far down the list lands on the same item`, async ({ page }) => {
      await loadAll(page);
      const target = announcements[49];
      const link = list(page).getByRole('link', { name: target?.title, exact: true });
      // Wheel until the link is well inside the viewport, clear of the sticky header: a link at
      // an edge would be scrolled into view by the click itself, after `before` is read. Each
      // step aims at the band from where the link is (or, while it is virtualized away, from the
      // items that are rendered), so a step that overshoots, as the list re-measures items
      // above, is corrected by the next.
      await expect(async () => {
        const box = await link.boundingBox({ timeout: 200 }).catch(() => null);
        if (box && box.y >= 150 && box.y <= 500) return;
        if (box) {
          await page.mouse.wheel(0, box.y - 300);
        } else {
          const first = await page.evaluate(() =>
            Number(document.querySelector('main ul > li[aria-posinset]')?.getAttribute('aria-posinset')),
          );
          await page.mouse.wheel(0, first > 50 ? -300 : 300);
        }
        throw new Error(`the link is at ${box ? String(box.y) : 'no rendered item'}`);
      }).toPass({ timeout: 20_000 });
      const before = (await link.boundingBox())?.y ?? Number.NaN;
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(5_000);

      await link.click();
      await expect(page.getByRole('heading', { level: 1, name: target?.title })).toBeVisible();
      if (how === 'browser Back') await page.goBack();
      else await page.getByRole('link', { name: text('en', 'announcements.backToList') }).click();
      await expect(page).toHaveURL(/\/announcements$/);
      // The same item at the same place, to the pixel.
      await expect
        .poll(async () => Math.abs(((await link.boundingBox())?.y ?? Number.POSITIVE_INFINITY) - before))
        .toBeLessThanOrEqual(1);
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(1);
    });
  }
});

test.describe('careers list', () => {
  test('infinite scroll reaches the end; an entry opens its details', async ({ page }) => {
    const careers = bundled('en/careers.json') as { title: string; summary: string }[];
    await open(page, '/careers');
    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      await expect(page.getByText(text('en', 'careers.allLoaded'))).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 20_000 });
    const list = page.getByRole('list', { name: text('en', 'careers.title'), exact: true });
    await expect(list.locator(':scope > li')).toHaveCount(careers.length);
    const first = page.getByRole('button', { name: careers[0]?.title });
    await first.scrollIntoViewIfNeeded();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(careers[0]?.summary ?? '')).toBeHidden();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(careers[0]?.summary ?? '')).toBeVisible();
    await expect(page.getByRole('heading', { name: text('en', 'careers.howToApply') }).first()).toBeVisible();
  });
});

test.describe('announcement detail', () => {
  test('an unknown id shows the not-found message', async ({ page }) => {
    await open(page, '/announcement/does-not-exist');
    await expect(
      page.getByRole('heading', { level: 1, name: text('en', 'announcements.notFoundTitle') }),
    ).toBeVisible();
  });

  test('a failed fetch says so with the reason and recovers through retry', async ({ page, pageErrors }) => {
    // The browser logs the failed requests itself; that is the point of this test.
    pageErrors.allow(/status of 500/);
    const target = announcements[2];
    // Every attempt fails (the loader's and the query's, with the client's automatic retries)
    // until the visitor retries.
    let failing = true;
    await page.route(`**/content/en/announcements/${target?.id ?? ''}.md`, async (route) => {
      if (failing) await route.fulfill({ status: 500, body: 'down' });
      else await route.continue();
    });
    // Opened from the list, so the announcement is fetched (a prerendered one carries its body).
    await open(page, '/announcements');
    await page.getByRole('link', { name: target?.title, exact: true }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(text('en', 'announcements.fetchFailed', { reason: text('en', 'errors.server') }));
    failing = false;
    await alert.getByRole('button', { name: text('en', 'app.retry') }).click();
    await expect(page.getByRole('heading', { level: 1, name: target?.title })).toBeVisible();
  });

  test('shows date, category, body and documents with sizes', async ({ page }) => {
    const withPdf = (
      bundled('en/announcements.json') as (Summary & { attachments?: { title: string; sizeBytes: number }[] })[]
    ).find((item) => item.attachments?.length);
    await open(page, `/announcement/${withPdf?.id ?? ''}`);
    await expect(page.getByRole('heading', { level: 1, name: withPdf?.title })).toBeVisible();
    await expect(page.locator('article time')).toBeVisible();
    const documents = page.getByRole('list', { name: text('en', 'announcements.attachments'), exact: true });
    await expect(documents.getByRole('link')).toHaveCount(withPdf?.attachments?.length ?? 0);
    await expect(documents.getByRole('link').first()).toContainText(/PDF, \d+ kB/);
    const href = await documents.getByRole('link').first().getAttribute('href');
    const response = await page.request.get(href ?? '');
    expect(response.headers()['content-type']).toContain('pdf');
  });
});

/**
 * The live content path: a build with `VITE_API_BASE_URL` pointed at the development content
 * server, with faults injected by route interception (per test, so tests stay independent).
 */
import type { Page, Request, Route } from '@playwright/test';
import { bundled, expect, open, reopen, requestGate, test, text } from '../fixtures';
import { CONTENT_API_URL } from './servers';

interface Summary {
  id: string;
  title: string;
  category: string;
  publishedAt: string;
}
interface ListPage {
  items: Record<string, unknown>[];
  page: number;
  pageSize: number;
  total: number;
}

const LIST = `${CONTENT_API_URL}/announcements?*`;
const newest = (bundled('en/announcements.json') as Summary[])[0];
if (!newest) throw new Error('No bundled announcements');

/** Requests the page made to the content API. */
function recordApiRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(CONTENT_API_URL)) requests.push(request);
  });
  return requests;
}

/**
 * The live content the app has saved in IndexedDB, as stored (the persisted client's JSON), or
 * `''` while there is none. The names are `SAVED_CONTENT_DB` and `SAVED_CONTENT_KEY` of
 * src/lib/content/query-persister.ts. Reading never creates the database: an upgrade, which only a
 * missing database would need, is aborted, so the app's own first open still creates its store.
 */
function savedContent(page: Page): Promise<string> {
  return page.evaluate(
    ({ database, store, key }) =>
      new Promise<string>((resolve) => {
        const opening = indexedDB.open(database);
        opening.onupgradeneeded = () => opening.transaction?.abort();
        opening.onerror = () => resolve('');
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            resolve('');
            return;
          }
          const reading = db.transaction(store, 'readonly').objectStore(store).get(key);
          reading.onsuccess = () => {
            db.close();
            resolve(typeof reading.result === 'string' ? reading.result : '');
          };
          reading.onerror = () => {
            db.close();
            resolve('');
          };
        };
      }),
    { database: 'web3-group-site', store: 'query-cache', key: 'content' },
  );
}

/** Answers from the real server, with the JSON body changed by `edit`. */
async function editJson(route: Route, edit: (body: ListPage) => unknown) {
  const response = await route.fetch();
  await route.fulfill({ response, json: edit((await response.json()) as ListPage) });
}

const announcementsList = (page: Page, locale: 'en' | 'zh' | 'zh-TW' = 'en') =>
  page.getByRole('list', { name: text(locale, 'announcements.title'), exact: true });

/** An announcement only the API knows (so the bundled content cannot stand in for it). */
const LIVE_ONLY = {
  id: 'live-only-2026-11-21',
  title: 'Notice of a board meeting published through the content API',
  category: 'corporate-governance',
  publishedAt: '2026-11-21T09:00:00+08:00',
};

test.describe('content API', () => {
  test('reads lists from the API with the locale, page and category, never sending cookies', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'session', value: 'secret', domain: '127.0.0.1', path: '/' }]);
    const requests = recordApiRequests(page);
    const bundledLists: string[] = [];
    page.on('request', (request) => {
      if (/\/content\/[^/]+\/(announcements|careers)\.json/.test(request.url())) bundledLists.push(request.url());
    });
    await open(page, '/announcements?category=industry-policy');
    await expect(announcementsList(page).getByRole('listitem').first()).toBeVisible();

    const list = requests.find((request) => new URL(request.url()).pathname === '/announcements');
    expect(list, 'a list request to the API').toBeDefined();
    const params = new URL(list?.url() ?? '').searchParams;
    expect(Object.fromEntries(params)).toEqual({
      locale: 'en',
      page: '1',
      pageSize: '10',
      category: 'industry-policy',
    });
    expect(list?.method()).toBe('GET');
    const headers = await list?.allHeaders();
    expect(headers?.accept).toBe('application/json');
    expect(headers?.cookie, 'no cookies go to the API').toBeUndefined();

    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('button', { name: '繁體中文' }).click();
    await expect(announcementsList(page, 'zh-TW').getByRole('listitem').first()).toBeVisible();
    await expect
      .poll(() => requests.some((request) => new URL(request.url()).searchParams.get('locale') === 'zh-TW'))
      .toBe(true);
    expect(bundledLists, 'the bundled lists are not read').toEqual([]);
  });

  test('archive filters on a v1 server, which ignores year and search: the site filters the whole list itself', async ({
    page,
  }) => {
    const requests = recordApiRequests(page);
    await open(page, '/announcements?year=2023&q=results');
    const expected = (bundled('en/announcements.json') as (Summary & { summary?: string })[]).filter(
      (item) =>
        item.publishedAt.startsWith('2023') && `${item.title} ${item.summary ?? ''}`.toLowerCase().includes('results'),
    );
    await expect(announcementsList(page).locator(':scope > li')).toHaveCount(expected.length);
    await expect(page.getByRole('status').filter({ hasText: /announcements?$/ })).toHaveText(
      text('en', 'archive:resultCount_other', { count: expected.length }),
    );
    const lists = requests
      .map((request) => Object.fromEntries(new URL(request.url()).searchParams))
      .filter((params) => params.locale);
    expect(lists[0]).toMatchObject({ year: '2023', q: 'results' });
    expect(lists.slice(1).every((params) => params.pageSize === '50' && !('year' in params) && !('q' in params))).toBe(
      true,
    );
  });

  test('a v1.1 server’s filtered answer, which echoes the filters, is shown as it is', async ({ page }) => {
    const requests = recordApiRequests(page);
    await page.route(LIST, (route) => {
      const params = new URL(route.request().url()).searchParams;
      if (params.get('q') !== 'board') return route.fallback();
      return route.fulfill({ json: { items: [LIVE_ONLY], page: 1, pageSize: 10, total: 1, year: 2026, q: 'board' } });
    });
    await open(page, '/announcements?year=2026&q=board');
    await expect(announcementsList(page).locator(':scope > li')).toHaveCount(1);
    await expect(announcementsList(page)).toContainText(LIVE_ONLY.title);
    await expect(page.getByRole('status').filter({ hasText: /announcements?$/ })).toHaveText(
      text('en', 'archive:resultCount_one', { count: 1 }),
    );
    expect(requests.filter((request) => new URL(request.url()).searchParams.get('pageSize') === '50')).toEqual([]);
  });

  test('the site search asks the API for announcements and adds them to the index’s pages', async ({ page }) => {
    const asked: string[] = [];
    await page.route(LIST, (route) => {
      const params = new URL(route.request().url()).searchParams;
      if (params.get('q') !== 'board') return route.fallback();
      asked.push(params.toString());
      return route.fulfill({ json: { items: [LIVE_ONLY], page: 1, pageSize: 20, total: 1, q: 'board' } });
    });
    await open(page, '/search?q=board');
    const announcements = page.getByRole('region', { name: text('en', 'search:kinds.announcement') });
    await expect(announcements.getByRole('link', { name: LIVE_ONLY.title })).toHaveAttribute(
      'href',
      `/announcement/${LIVE_ONLY.id}`,
    );
    // The rest of the site comes from the build's index (a build for the API prerenders no
    // announcement bodies: those the API searches).
    await expect(
      page.getByRole('region', { name: text('en', 'search:kinds.governance') }).getByRole('link'),
    ).toHaveAttribute('href', '/investors/governance');
    expect(asked[0]).toContain('locale=en');
  });

  test('a 500 is retried, and the retry shows the list without an error', async ({ page, pageErrors }) => {
    pageErrors.allow(/status of 500/);
    let calls = 0;
    await page.route(LIST, async (route) => {
      calls += 1;
      if (calls === 1) await route.fulfill({ status: 500, body: 'Internal Server Error' });
      else await route.continue();
    });
    await open(page, '/announcements');
    await expect(announcementsList(page).getByRole('link', { name: newest.title, exact: true })).toBeVisible();
    expect(calls).toBe(2);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(text('en', 'savedContent.bundled'))).toBeHidden();
  });

  test('when the API keeps failing and nothing is saved, the bundled content stands in, then the live list returns', async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(/status of 503/);
    await page.route(LIST, (route) => route.fulfill({ status: 503, body: 'down' }));
    await open(page, '/announcements');
    const notice = page.getByRole('status').filter({ hasText: text('en', 'savedContent.bundled') });
    await expect(notice).toContainText(text('en', 'errors.server'));
    await expect(announcementsList(page).getByRole('link', { name: newest.title, exact: true })).toBeVisible();

    await page.unroute(LIST);
    await page.route(LIST, (route) => editJson(route, (body) => ({ ...body, items: [LIVE_ONLY, ...body.items] })));
    await notice.getByRole('button', { name: text('en', 'app.retry') }).click();
    await expect(announcementsList(page).getByRole('link', { name: LIVE_ONLY.title })).toBeVisible();
    await expect(notice).toBeHidden();
  });

  test('a hung request ends in the timeout error within the configured timeout; retry and navigation work', async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(/ERR_|timed out/);
    // One build, many deployments: the run-time config.json shortens the per-attempt timeout.
    await page.route('**/config.json', (route) => route.fulfill({ json: { apiTimeoutMs: 1000 } }));
    await page.route(`${CONTENT_API_URL}/announcements/${LIVE_ONLY.id}?*`, () => {
      // Never answered.
    });
    const started = Date.now();
    await open(page, `/announcement/${LIVE_ONLY.id}`);
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(
      new RegExp(
        text('en', 'announcements.fetchFailed', { reason: text('en', 'errors.timeout') }).replace(/[.?]/g, '\\$&'),
      ),
    );
    // Three attempts of 1 s plus backoff, far inside the 25 s the contract allows.
    expect(Date.now() - started).toBeLessThan(12_000);

    await page.unroute(`${CONTENT_API_URL}/announcements/${LIVE_ONLY.id}?*`);
    await page.route(`${CONTENT_API_URL}/announcements/${LIVE_ONLY.id}?*`, (route) =>
      route.fulfill({ json: { ...LIVE_ONLY, body: 'The board will meet on 4 December 2026.' } }),
    );
    await alert.getByRole('button', { name: text('en', 'app.retry') }).click();
    await expect(page.getByRole('heading', { level: 1, name: LIVE_ONLY.title })).toBeVisible();
    await expect(alert).toBeHidden();
    await page
      .getByRole('navigation', { name: text('en', 'nav.label') })
      .getByRole('link', { name: text('en', 'nav.careers') })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'careers.title') })).toBeVisible();
  });

  test('malformed JSON says the server sent unreadable content, on a list and on an announcement', async ({ page }) => {
    await page.route(LIST, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"items": [{"id": ' }),
    );
    await page.route(`${CONTENT_API_URL}/announcements/${LIVE_ONLY.id}?*`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '<html>Gateway</html>' }),
    );
    await open(page, '/announcements');
    await expect(page.getByRole('status').filter({ hasText: text('en', 'savedContent.bundled') })).toContainText(
      text('en', 'errors.invalidResponse'),
    );
    await expect(announcementsList(page).getByRole('link', { name: newest.title, exact: true })).toBeVisible();
    await open(page, `/announcement/${LIVE_ONLY.id}`);
    await expect(page.getByRole('alert')).toContainText(
      text('en', 'announcements.fetchFailed', { reason: text('en', 'errors.invalidResponse') }),
    );
  });

  test('an item missing its title is skipped and the others are shown', async ({ page }) => {
    let dropped: string | undefined;
    await page.route(LIST, (route) =>
      editJson(route, (body) => {
        const [first, ...rest] = body.items;
        dropped = String(first?.title);
        const untitled = { ...first };
        delete untitled.title;
        return { ...body, items: [untitled, ...rest] };
      }),
    );
    await open(page, '/announcements');
    const list = announcementsList(page);
    await expect(list.locator(':scope > li')).toHaveCount(9);
    await expect(list.getByText(dropped ?? '', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a 20 MB response is refused without freezing the page', async ({ page }) => {
    const huge = JSON.stringify({
      items: [{ id: 'x', title: 'x'.repeat(20_000_000) }],
      page: 1,
      pageSize: 10,
      total: 1,
    });
    await page.route(LIST, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: huge }));
    await open(page, '/announcements');
    await expect(page.getByRole('status').filter({ hasText: text('en', 'savedContent.bundled') })).toContainText(
      text('en', 'errors.invalidResponse'),
    );
    // The page still answers at once: a click opens the menu of languages.
    const before = Date.now();
    await page.getByRole('button', { name: /Language/ }).click();
    await expect(page.getByRole('button', { name: '简体中文' })).toBeVisible();
    expect(Date.now() - before).toBeLessThan(2_000);
  });

  test('a slow page shows "Loading more..." until it arrives', async ({ page }) => {
    const gate = requestGate();
    await page.route(LIST, async (route) => {
      if (new URL(route.request().url()).searchParams.get('page') !== '2') return route.continue();
      await gate.passed;
      // Page 2 says it is the last, so the list stays scrolled to its end without a page 3.
      await editJson(route, (body) => ({ ...body, total: 20 }));
    });
    await open(page, '/announcements');
    await expect(announcementsList(page).locator(':scope > li')).toHaveCount(10);
    await page.mouse.wheel(0, 10_000);
    await expect(page.getByText(text('en', 'archive:loadingMore'), { exact: true })).toBeVisible();
    gate.open();
    await expect(announcementsList(page).locator(':scope > li')).toHaveCount(20);
    await expect(page.getByText(text('en', 'archive:loadingMore'), { exact: true })).toBeHidden();
  });

  test('an announcement opened from the list shows its title, date and category at once, and its body when it arrives', async ({
    page,
  }) => {
    const gate = requestGate();
    const BODY = 'The body of this announcement arrived.';
    await page.route(`${CONTENT_API_URL}/announcements/${newest.id}?*`, async (route) => {
      await gate.passed;
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as object), body: BODY } });
    });
    await open(page, '/announcements');
    await announcementsList(page).getByRole('link', { name: newest.title, exact: true }).click();
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1, name: newest.title })).toBeVisible();
    await expect(article.locator('time')).toHaveAttribute('datetime', newest.publishedAt);
    await expect(page).toHaveTitle(new RegExp(`^${newest.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await expect(article.getByRole('status')).toHaveText(text('en', 'app.loading'));
    await expect(article.getByText(BODY)).toBeHidden();
    gate.open();
    await expect(article.getByText(BODY)).toBeVisible();
    await expect(article.getByRole('status')).toBeHidden();
  });

  test('markup in titles and bodies is shown as text and a javascript: link is never a link', async ({ page }) => {
    const title = '<script>window.__xss = "title"</script><img src=x onerror="window.__xss = \'img\'">';
    const body = [
      'Before <script>window.__xss = "body"</script> after.',
      '',
      '<img src="x" onerror="window.__xss = \'body-img\'">',
      '',
      '[Open the filing](javascript:window.__xss="link")',
    ].join('\n');
    const hostile = { ...LIVE_ONLY, title };
    await page.route(LIST, (route) => editJson(route, (list) => ({ ...list, items: [hostile, ...list.items] })));
    await page.route(`${CONTENT_API_URL}/announcements/${LIVE_ONLY.id}?*`, (route) =>
      route.fulfill({ json: { ...hostile, body } }),
    );
    await open(page, '/announcements');
    await expect(announcementsList(page).getByRole('link', { name: title, exact: true })).toBeVisible();
    await announcementsList(page).getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('Before <script>window.__xss = "body"</script> after.')).toBeVisible();
    await expect(page.getByText('<img src="x" onerror="window.__xss = \'body-img\'">')).toBeVisible();
    const linkText = page.getByText('Open the filing', { exact: true });
    await expect(linkText).toBeVisible();
    await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
    await linkText.click();
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    await expect(page.locator('main script, main img[src="x"]')).toHaveCount(0);
  });

  test('links in a body: same-site ones go through the router, others open in a new window', async ({ page }) => {
    const body = [
      'Fees fell &mdash; see the [governance announcements](/announcements?category=corporate-governance),',
      '[HKEXnews](https://www.hkexnews.hk) and [write to us](mailto:ir@example.com).',
    ].join('\n');
    await page.route(`${CONTENT_API_URL}/announcements/${LIVE_ONLY.id}?*`, (route) =>
      route.fulfill({ json: { ...LIVE_ONLY, body } }),
    );
    await open(page, `/announcement/${LIVE_ONLY.id}`);
    const article = page.getByRole('article');
    // The browser build decodes character references through the DOM.
    await expect(article.getByText(/^Fees fell — see the/)).toBeVisible();
    const external = article.getByRole('link', { name: 'HKEXnews (opens in a new window)', exact: true });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(article.getByRole('link', { name: 'write to us', exact: true })).toHaveAttribute(
      'href',
      'mailto:ir@example.com',
    );
    await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
    await article.getByRole('link', { name: 'governance announcements', exact: true }).click();
    await expect(page).toHaveURL(/\/announcements\?category=corporate-governance$/);
    await expect(announcementsList(page).locator(':scope > li').first()).toBeVisible();
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  test('a locale change cancels the request under way, silently', async ({ page }) => {
    const gate = requestGate();
    await page.route(LIST, async (route) => {
      if (new URL(route.request().url()).searchParams.get('locale') !== 'en') return route.continue();
      await gate.passed;
      await route.continue().catch(() => undefined);
    });
    const failed = page.waitForEvent(
      'requestfailed',
      (request) => new URL(request.url()).searchParams.get('locale') === 'en',
    );
    await open(page, '/announcements');
    await expect(page.getByText(text('en', 'archive:loadingMore'), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('button', { name: '简体中文' }).click();
    expect((await failed).failure()?.errorText).toMatch(/ABORTED/);
    gate.open();
    await expect(announcementsList(page, 'zh').locator(':scope > li')).toHaveCount(10);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(text('zh', 'errors.cancelled'))).toHaveCount(0);
  });
});

test.describe('saved content', () => {
  test('offline after a first visit, lists and announcements already seen stay, with the notice; back online it goes', async ({
    page,
    context,
    pageErrors,
  }) => {
    pageErrors.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource/);
    await open(page, '/announcements');
    await announcementsList(page).getByRole('link', { name: newest.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: newest.title })).toBeVisible();
    // Seen means read to the end: the title shows from the list before the body arrives.
    await expect(page.getByRole('article').getByText(text('en', 'app.loading'))).toBeHidden();

    await context.setOffline(true);
    await page.goBack();
    const notice = page.getByRole('status').filter({ hasText: /Showing saved content from/ });
    await expect(notice).toContainText(text('en', 'errors.network'));
    await expect(announcementsList(page).getByRole('link', { name: newest.title, exact: true })).toBeVisible();
    await announcementsList(page).getByRole('link', { name: newest.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: newest.title })).toBeVisible();
    await expect(notice).toBeVisible();

    await context.setOffline(false);
    await expect(notice).toBeHidden();
  });

  test('a visitor’s search is never written to IndexedDB, while the lists they saw are', async ({ page }) => {
    const words = 'zzq private words';
    /** When the saved cache was last written (the persisted client's `timestamp`), 0 before. */
    const savedAt = async () => Number(/"timestamp":(\d+)/.exec(await savedContent(page))?.[1] ?? 0);
    await open(page, '/announcements');
    await expect(announcementsList(page).getByRole('listitem').first()).toBeVisible();
    await expect.poll(savedAt, { message: 'the unfiltered list saved' }).toBeGreaterThan(0);
    const before = await savedAt();

    await page.getByRole('searchbox', { name: text('en', 'archive:searchLabel') }).fill(words);
    await page.getByRole('button', { name: text('en', 'archive:searchSubmit') }).click();
    await expect(page.getByText(text('en', 'archive:noMatches'))).toBeVisible();
    // A save after the search (the persister saves on every change of the cache, at most once a second).
    await expect.poll(savedAt, { message: 'the cache saved again after the search' }).toBeGreaterThan(before);
    const saved = await savedContent(page);
    expect(saved).toContain(`"id":"${newest.id}"`);
    expect(saved).not.toContain('zzq');
  });

  test('after a reload with the API unreachable, the saved copy is shown from IndexedDB', async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource/);
    await page.route(LIST, (route) => editJson(route, (body) => ({ ...body, items: [LIVE_ONLY, ...body.items] })));
    await open(page, '/announcements');
    await expect(announcementsList(page).getByRole('link', { name: LIVE_ONLY.title })).toBeVisible();
    // The cache is saved at most once a second, some time after the list shows: the reload below
    // means something only once the list with the API's own item is in IndexedDB.
    await expect
      .poll(() => savedContent(page), { message: 'the live list saved in IndexedDB' })
      .toContain(`"id":"${LIVE_ONLY.id}"`);

    await page.unroute(LIST);
    await page.route(`${CONTENT_API_URL}/**`, (route) => route.abort('internetdisconnected'));
    await reopen(page);
    // Only the API's own copy has this item: it can only come from the saved cache.
    await expect(announcementsList(page).getByRole('link', { name: LIVE_ONLY.title })).toBeVisible();
    const notice = page
      .getByRole('status')
      .filter({ has: page.getByRole('button', { name: text('en', 'app.retry') }) });
    await expect(notice).toContainText(text('en', 'errors.network'));
    await expect(notice).toContainText(/Showing saved content from/);

    await page.unroute(`${CONTENT_API_URL}/**`);
    await notice.getByRole('button', { name: text('en', 'app.retry') }).click();
    await expect(notice).toBeHidden();
    await expect(announcementsList(page).getByRole('link', { name: LIVE_ONLY.title })).toBeHidden();
  });
});

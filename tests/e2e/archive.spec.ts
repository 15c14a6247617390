import { bundled, expect, open, reopen, test, text } from './fixtures';

interface Summary {
  id: string;
  title: string;
  category: string;
  publishedAt: string;
  summary?: string;
  attachments?: { title: string; url: string; sizeBytes?: number }[];
}

const english = bundled('en/announcements.json') as Summary[];
const traditional = bundled('zh-TW/announcements.json') as Summary[];
// Every bundled date is written in Hong Kong time (+08:00), so its year is its first four digits.
const inYear = (items: Summary[], year: string) =>
  items.filter((item) => item.publishedAt.startsWith(year) && item.publishedAt.endsWith('+08:00'));
const mentions = (item: Summary, word: string) =>
  `${item.title} ${item.summary ?? ''}`.toLowerCase().includes(word.toLowerCase());

test.describe('announcement archive', () => {
  test('year, category and search combine, live in the URL, and come back with Back and reload', async ({ page }) => {
    await open(page, '/announcements');
    const list = page.getByRole('list', { name: text('en', 'announcements.title'), exact: true });
    const count = page.getByRole('status').filter({ hasText: /announcements?$/ });
    await expect(count).toHaveText(text('en', 'archive:resultCount_other', { count: english.length }));

    await page.getByRole('combobox', { name: text('en', 'archive:yearLabel') }).selectOption('2023');
    await expect(page).toHaveURL(/\/announcements\?year=2023$/);
    const of2023 = inYear(english, '2023');
    await expect(count).toHaveText(text('en', 'archive:resultCount_other', { count: of2023.length }));
    await expect(list.locator(':scope > li')).toHaveCount(of2023.length);

    await page.getByRole('searchbox', { name: text('en', 'archive:searchLabel') }).fill('results');
    await page.getByRole('button', { name: text('en', 'archive:searchSubmit') }).click();
    await expect(page).toHaveURL(/\/announcements\?year=2023&q=results$/);
    const results2023 = of2023.filter((item) => mentions(item, 'results'));
    expect(results2023.length).toBeGreaterThan(1);
    await expect(list.locator(':scope > li')).toHaveCount(results2023.length);
    for (const [index, item] of results2023.entries())
      await expect(list.locator(':scope > li').nth(index)).toContainText(item.title);

    const filter = page.getByRole('navigation', { name: text('en', 'archive:filterLabel') });
    await filter.getByRole('link', { name: text('en', 'categories.announcement') }).click();
    await expect(page).toHaveURL(/\/announcements\?category=announcement&year=2023&q=results$/);
    const narrowed = results2023.filter((item) => item.category === 'announcement');
    await expect(list.locator(':scope > li')).toHaveCount(narrowed.length);
    await expect(page.getByRole('searchbox', { name: text('en', 'archive:searchLabel') })).toHaveValue('results');

    await page.goBack();
    await expect(page).toHaveURL(/\/announcements\?year=2023&q=results$/);
    await expect(list.locator(':scope > li')).toHaveCount(results2023.length);
    await reopen(page);
    await expect(page.getByRole('combobox', { name: text('en', 'archive:yearLabel') })).toHaveValue('2023');
    await expect(list.locator(':scope > li')).toHaveCount(results2023.length);
  });

  test('each result shows its date, category and documents, so a filing opens without its page', async ({ page }) => {
    const withPdf = english.filter((item) => item.attachments?.some((file) => file.url.endsWith('.pdf')));
    const target = withPdf.at(-1);
    if (!target) throw new Error('the bundled content has no announcement with a PDF');
    const year = target.publishedAt.slice(0, 4);
    await open(page, `/announcements?year=${year}`);
    const card = page.getByRole('listitem').filter({ hasText: target.title });
    await expect(card.locator('time')).toBeVisible();
    const pdf = card.getByRole('link', {
      name: new RegExp(target.attachments?.[0]?.title.replace(/[()]/g, '.') ?? ''),
    });
    await expect(pdf).toHaveAttribute('href', target.attachments?.[0]?.url ?? '');
    await expect(card).toContainText(/PDF, \d+ kB/);
  });

  for (const [locale, prefix, first, second] of [
    ['zh-TW', '/zh-TW', 'zh-Hant', 'en'],
    ['zh', '/zh', 'zh-Hant', 'en'],
    ['en', '', 'en', 'zh-Hant'],
  ] as const) {
    test(`in ${locale}: an announcement offers its filing in ${first} first and in ${second} beside it, and each opens as a PDF`, async ({
      page,
      request,
    }) => {
      const target = english.find((item) => item.attachments?.length);
      if (!target) throw new Error('the bundled content has no announcement with a filing');
      await open(page, `${prefix}/announcement/${target.id}`);
      const documents = page.getByRole('main').getByRole('list', { name: text(locale, 'announcements.attachments') });
      const links = documents.getByRole('link');
      await expect(links).toHaveCount(2);
      await expect(links.nth(0)).toHaveAttribute('hreflang', first);
      await expect(links.nth(1)).toHaveAttribute('hreflang', second);
      const chinese = links.and(page.locator('[hreflang="zh-Hant"]'));
      await expect(chinese).toHaveAttribute('href', /-tc\.pdf$/);
      for (const link of [links.nth(0), links.nth(1)]) {
        const response = await request.get((await link.getAttribute('href')) ?? '');
        expect(response.headers()['content-type']).toContain('application/pdf');
        expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
      }
    });
  }

  test('the compact table view: kept in the URL with the filters, rows of date, title, category and documents', async ({
    page,
  }) => {
    await open(page, '/announcements?category=corporate-governance');
    const views = page.getByRole('group', { name: text('en', 'archive:viewLabel') });
    await views.getByRole('link', { name: text('en', 'archive:viewTable') }).click();
    await expect(page).toHaveURL(/\/announcements\?category=corporate-governance&view=table$/);
    await expect(views.getByRole('link', { name: text('en', 'archive:viewTable') })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const table = page.getByRole('table', { name: text('en', 'announcements.title') });
    await expect(table.getByRole('columnheader')).toHaveText([
      text('en', 'archive:dateColumn'),
      text('en', 'archive:titleColumn'),
      text('en', 'archive:categoryColumn'),
      text('en', 'announcements.attachments'),
    ]);
    const governance = english.filter((item) => item.category === 'corporate-governance');
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(Math.min(10, governance.length));
    const first = governance[0];
    if (!first) throw new Error('no corporate governance announcement');
    const row = rows.first();
    await expect(row.getByRole('rowheader')).toHaveText(first.title);
    await expect(row.locator('time')).toHaveAttribute('datetime', first.publishedAt);
    await expect(row).toContainText(text('en', 'categories.corporateGovernance'));
    if (first.attachments?.length) await expect(row.getByRole('link', { name: /PDF/ })).toHaveCount(2);
    if (governance.length > 10) {
      await page.getByRole('button', { name: text('en', 'archive:showMore') }).click();
      await expect(rows).toHaveCount(Math.min(20, governance.length));
    }

    // A search keeps the view; reload keeps both; Cards goes back.
    const search = page.getByRole('searchbox', { name: text('en', 'archive:searchLabel') });
    await search.fill('director');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/announcements\?category=corporate-governance&q=director&view=table$/);
    await reopen(page);
    await expect(page.getByRole('table', { name: text('en', 'announcements.title') })).toBeVisible();
    await views.getByRole('link', { name: text('en', 'archive:viewCards') }).click();
    await expect(page).toHaveURL(/\/announcements\?category=corporate-governance&q=director$/);
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('announcements five years old and older stay listed under their year', async ({ page }) => {
    const oldest = english.at(-1);
    if (!oldest) throw new Error('no bundled announcements');
    const year = oldest.publishedAt.slice(0, 4);
    expect(Number(year)).toBeLessThanOrEqual(2026 - 5);
    await open(page, `/announcements?year=${year}`);
    await expect(page.getByRole('listitem').filter({ hasText: oldest.title })).toBeVisible();
  });

  test('Traditional Chinese: search finds Chinese terms, and the count speaks Chinese', async ({ page }) => {
    await open(page, '/zh-TW/announcements');
    await page.getByRole('searchbox', { name: text('zh-TW', 'archive:searchLabel') }).fill('業績');
    await page.getByRole('searchbox', { name: text('zh-TW', 'archive:searchLabel') }).press('Enter');
    await expect(page).toHaveURL(/\/zh-TW\/announcements\?q=%E6%A5%AD%E7%B8%BE$/);
    const expected = traditional.filter((item) => mentions(item, '業績'));
    expect(expected.length).toBeGreaterThan(0);
    await expect(page.getByRole('status').filter({ hasText: /^共/ })).toHaveText(
      text('zh-TW', 'archive:resultCount_other', { count: expected.length }),
    );
    const list = page.getByRole('list', { name: text('zh-TW', 'announcements.title'), exact: true });
    await expect(list.locator(':scope > li')).toHaveCount(Math.min(expected.length, 10));
  });

  test('nothing found says so, and clearing the filters shows everything again', async ({ page }) => {
    await open(page, '/announcements?year=2022&q=zeppelin');
    await expect(page.getByText(text('en', 'archive:noMatches'))).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /announcements?$/ })).toHaveText(
      text('en', 'archive:resultCount_other', { count: 0 }),
    );
    await page.getByRole('link', { name: text('en', 'archive:clearFilters') }).click();
    await expect(page).toHaveURL(/\/announcements$/);
    await expect(page.getByRole('searchbox', { name: text('en', 'archive:searchLabel') })).toHaveValue('');
    await expect(
      page
        .getByRole('list', { name: text('en', 'announcements.title'), exact: true })
        .locator(':scope > li')
        .first(),
    ).toContainText(english[0]?.title ?? '');
  });
});

import type { Locator, Page } from '@playwright/test';
import { bundled, expect, open, test, text, type Locale } from './fixtures';

interface Summary {
  id: string;
  title: string;
}

const appointments = (locale: Locale) =>
  (bundled(`${locale}/announcements.json`) as Summary[]).filter((item) => item.id.includes('-appointment-of-'));

const group = (page: Page, locale: Locale, kind: string) =>
  page.getByRole('region', { name: text(locale, `search:kinds.${kind}`) });

/** Opens the search from the header of `from` and types `query` into it. */
async function searchFrom(page: Page, from: string, locale: Locale, query: string): Promise<Locator> {
  await open(page, from);
  await page
    .getByRole('banner')
    .getByRole('link', { name: text(locale, 'nav.search') })
    .click();
  const field = page.getByRole('searchbox', { name: text(locale, 'search:label') });
  await expect(field).toBeVisible();
  await field.fill(query);
  return field;
}

test.describe('site search', () => {
  test('"director" from /careers finds the director appointments and the governance page, grouped, dated, with snippets', async ({
    page,
  }) => {
    await searchFrom(page, '/careers', 'en', 'director');
    await expect(page).toHaveURL(/\/search\?q=director$/);
    await expect(page.getByRole('status').filter({ hasText: /results for “director”/ })).toBeVisible();

    const announcements = group(page, 'en', 'announcement');
    expect(appointments('en').length).toBeGreaterThanOrEqual(2);
    for (const item of appointments('en')) {
      const result = announcements
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: item.title, exact: true }) });
      await expect(result).toHaveCount(1);
      await expect(result.getByRole('link')).toHaveAttribute('href', `/announcement/${item.id}`);
      await expect(result.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
      await expect(result.locator('mark').first()).toHaveText(/director/i);
    }
    const governance = group(page, 'en', 'governance').getByRole('link');
    await expect(governance).toHaveAttribute('href', '/investors/governance');
    // Groups come in the order of kinds: announcements before governance.
    const headings = await page.getByRole('heading', { level: 2 }).allInnerTexts();
    expect(headings.findIndex((h) => h.startsWith(text('en', 'search:kinds.announcement')))).toBeLessThan(
      headings.findIndex((h) => h.startsWith(text('en', 'search:kinds.governance'))),
    );

    // A result opens its page in the router.
    await announcements.getByRole('link', { name: appointments('en')[0]?.title ?? '', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(appointments('en')[0]?.title ?? '');
  });

  test('董事 from /zh-TW/investors finds the appointments and the governance page in Traditional Chinese', async ({
    page,
  }) => {
    await searchFrom(page, '/zh-TW/investors', 'zh-TW', '董事');
    await expect(page).toHaveURL(/\/zh-TW\/search\?q=%E8%91%A3%E4%BA%8B$/);
    const announcements = group(page, 'zh-TW', 'announcement');
    expect(appointments('zh-TW').length).toBeGreaterThanOrEqual(2);
    for (const item of appointments('zh-TW')) {
      await expect(announcements.getByRole('link', { name: item.title, exact: true })).toHaveAttribute(
        'href',
        `/zh-TW/announcement/${item.id}`,
      );
    }
    await expect(group(page, 'zh-TW', 'governance').getByRole('link')).toHaveAttribute(
      'href',
      '/zh-TW/investors/governance',
    );
  });

  test('a search is a URL: reload and Back keep it, and a word nothing matches says so', async ({ page }) => {
    const field = await searchFrom(page, '/', 'en', 'dividend');
    await expect(group(page, 'en', 'investors').getByRole('link').first()).toBeVisible();
    // The address follows the field at once: a reload right after typing keeps the search.
    await expect(page).toHaveURL(/\/search\?q=dividend$/, { timeout: 100 });
    await page.reload();
    await expect(page.getByRole('searchbox', { name: text('en', 'search:label') })).toHaveValue('dividend');
    await expect(group(page, 'en', 'announcement').getByRole('listitem').first()).toBeVisible();

    // Back from a result opened at once after typing comes back to the search.
    await field.fill('director');
    await group(page, 'en', 'governance').getByRole('link').click();
    await expect(page).toHaveURL(/\/investors\/governance$/);
    await page.goBack();
    await expect(page.getByRole('searchbox', { name: text('en', 'search:label') })).toHaveValue('director');

    await field.fill('zzzqxv');
    await expect(
      page.getByRole('status').filter({ hasText: text('en', 'search:none', { query: 'zzzqxv' }) }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: text('en', 'search:resultsLabel') })).toHaveCount(0);
  });

  test('works before the app has started: the header link and the form are plain HTML', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/careers');
    await page
      .getByRole('banner')
      .getByRole('link', { name: text('en', 'nav.search') })
      .click();
    await expect(page).toHaveURL(/\/search$/);
    await page.getByRole('searchbox', { name: text('en', 'search:label') }).fill('director');
    await page.getByRole('button', { name: text('en', 'search:submit') }).click();
    await expect(page).toHaveURL(/\/search\?q=director$/);
    await context.close();
  });

  test('in kiosk mode the on-screen keyboard types the search, and results follow the keys', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await open(page, '/search?kiosk=1');
    await page.getByRole('searchbox', { name: text('en', 'search:label') }).click();
    const keyboard = page.getByRole('group', { name: text('en', 'keyboard.label'), exact: true });
    await expect(keyboard).toBeVisible();
    for (const letter of 'dividend') await keyboard.getByRole('button', { name: letter, exact: true }).click();
    await expect(page.getByRole('searchbox', { name: text('en', 'search:label') })).toHaveValue('dividend');
    await expect(group(page, 'en', 'announcement').getByRole('listitem').first()).toBeVisible();
  });
});

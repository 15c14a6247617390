import { bundled, expect, LOCALES, open, startWith, test, text } from './fixtures';

interface Summary {
  id: string;
  title: string;
}

for (const locale of LOCALES) {
  test.describe(`routes in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await startWith(page, { locale });
    });

    test('home shows every section by its heading', async ({ page }) => {
      await open(page, '/');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const key of [
        'about.title',
        'team.title',
        'ecosystem.title',
        'news.title',
        'events.title',
        'ir.title',
        'contact.title',
      ]) {
        await expect(page.getByRole('heading', { level: 2, name: text(locale, key), exact: true })).toBeVisible();
      }
      for (const key of ['ir.governanceTitle', 'ir.disclosureTitle', 'about.strategicPartnershipTitle']) {
        await expect(page.getByRole('heading', { level: 3, name: text(locale, key), exact: true })).toBeVisible();
      }
      const team = bundled(`${locale}/team.json`) as { name: string }[];
      for (const member of team) await expect(page.getByRole('heading', { name: member.name })).toBeVisible();
      const latest = (bundled(`${locale}/announcements.json`) as Summary[]).slice(0, 3);
      const news = page.locator('#news');
      for (const item of latest) await expect(news.getByRole('link', { name: item.title })).toBeVisible();
      // No broken image anywhere on the page.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
          ),
        )
        .toEqual([]);
    });

    test('careers lists openings', async ({ page }) => {
      await open(page, '/careers');
      await expect(page.getByRole('heading', { level: 1, name: text(locale, 'careers.title') })).toBeVisible();
      const first = (bundled(`${locale}/careers.json`) as { title: string }[])[0];
      await expect(page.getByRole('button', { name: first?.title })).toBeVisible();
    });

    test('announcements lists the newest first', async ({ page }) => {
      await open(page, '/announcements');
      await expect(page.getByRole('heading', { level: 1, name: text(locale, 'announcements.title') })).toBeVisible();
      await expect(page.getByText(text(locale, 'archive:subtitle'), { exact: true })).toBeVisible();
      const newest = (bundled(`${locale}/announcements.json`) as Summary[])[0];
      await expect(page.getByRole('link', { name: newest?.title, exact: true })).toBeVisible();
    });

    test('an announcement shows its title and body', async ({ page }) => {
      const item = (bundled(`${locale}/announcements.json`) as Summary[])[4];
      await open(page, `/announcement/${item?.id ?? ''}`);
      await expect(page.getByRole('heading', { level: 1, name: item?.title })).toBeVisible();
      await expect(page.getByRole('link', { name: text(locale, 'announcements.backToList') })).toBeVisible();
    });

    test('privacy and terms render their documents', async ({ page }) => {
      await open(page, '/privacy');
      await expect(page.getByRole('heading', { level: 1, name: text(locale, 'legal.privacyTitle') })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await open(page, '/terms');
      await expect(page.getByRole('heading', { level: 1, name: text(locale, 'legal.termsTitle') })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    });

    test('an unknown path shows the not-found screen with a link home', async ({ page }) => {
      await open(page, '/no/such/page');
      await expect(page.getByRole('heading', { level: 1, name: text(locale, 'notFound.title') })).toBeVisible();
      await page.getByRole('link', { name: text(locale, 'notFound.home') }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 2, name: text(locale, 'about.title') })).toBeVisible();
    });
  });
}

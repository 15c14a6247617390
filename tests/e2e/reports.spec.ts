import { bundled, expect, LOCALES, open, test, text } from './fixtures';

interface Report {
  id: string;
  kind: 'annual' | 'interim' | 'esg';
  title: string;
  period: string;
  document: { title: string; url: string; sizeBytes: number };
}

test.describe('financial reports', () => {
  test('Investor Relations in the navigation leads to them', async ({ page }) => {
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: text('en', 'nav.label') });
    await nav
      .getByRole('button', { name: text('en', 'nav.showSubmenu', { item: text('en', 'nav.investorRelations') }) })
      .click();
    await nav.getByRole('link', { name: text('en', 'nav.financialReports') }).click();
    await expect(page).toHaveURL(/\/investors\/reports$/);
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'reports.title') })).toBeVisible();
  });

  for (const locale of LOCALES) {
    test(`in ${locale}: every report by financial year, newest first, each with its cover and PDF`, async ({
      page,
    }) => {
      const reports = bundled(`${locale}/reports.json`) as Report[];
      const prefix = locale === 'en' ? '' : `/${locale}`;
      await open(page, `${prefix}/investors/reports`);
      await expect(page.getByRole('heading', { level: 1, name: text(locale, 'reports.title') })).toBeVisible();
      const years = [...new Set(reports.map((report) => report.period))].sort().reverse();
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
        years.map((year) => text(locale, 'reports.yearTitle', { year })),
      );
      for (const report of reports) {
        const card = page.getByRole('article', { name: report.title });
        await expect(card.getByText(text(locale, `reports.kind.${report.kind}`), { exact: true })).toBeVisible();
        const pdf = card.getByRole('link', { name: new RegExp(report.document.title.replace(/[()]/g, '.')) });
        await expect(pdf).toHaveAttribute('href', report.document.url);
        await expect(card.locator('img').first()).toHaveAttribute('width', '420');
      }
      // The covers of the latest year are in view at once; the older ones load as they near it.
      const lazy = await page
        .locator('article img')
        .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).loading));
      expect(lazy.filter((loading) => loading === 'lazy').length).toBeGreaterThan(lazy.length / 2);
      // A report's PDF opens as the file itself (here a stand-in page, as the browser's PDF
      // viewer is not the app's), not as a screen of the app.
      const [first] = reports;
      if (!first) throw new Error('no bundled reports');
      const file = await page.request.get(first.document.url);
      expect(file.headers()['content-type']).toContain('application/pdf');
      expect((await file.body()).length).toBe(first.document.sizeBytes);
      await page.route(`**${first.document.url}`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><link rel="icon" href="data:,"><title>PDF</title><p>The PDF file</p>',
        }),
      );
      await page
        .getByRole('article', { name: first.title })
        .getByRole('link', { name: new RegExp(first.document.title.replace(/[()]/g, '.')) })
        .click();
      await expect(page).toHaveURL(new RegExp(`${first.document.url}$`));
      await expect(page.getByText('The PDF file')).toBeVisible();
    });
  }
});

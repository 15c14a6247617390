import { bundled, expect, LOCALES, open, test, text } from './fixtures';

interface Director {
  id: string;
  name: string;
  role: 'executive' | 'non-executive' | 'independent-non-executive';
  committees?: Partial<Record<'audit' | 'remuneration' | 'nomination', 'chair' | 'member'>>;
}
interface GovernanceDocument {
  id: string;
  section: string;
  title: string;
  document: { title: string; url: string };
}

const ROLE_KEY = {
  executive: 'executive',
  'non-executive': 'nonExecutive',
  'independent-non-executive': 'independent',
} as const;

test.describe('corporate governance', () => {
  for (const locale of LOCALES) {
    test(`in ${locale}: the board as a matrix of designations and committee seats, and every document with its PDF`, async ({
      page,
    }) => {
      const { directors, documents } = bundled(`${locale}/governance.json`) as {
        directors: Director[];
        documents: GovernanceDocument[];
      };
      await open(page, `${locale === 'en' ? '' : `/${locale}`}/investors/governance`);
      await expect(page.getByRole('heading', { level: 1, name: text(locale, 'governance:title') })).toBeVisible();
      const board = page.getByRole('table');
      await expect(board.getByRole('columnheader')).toHaveText([
        text(locale, 'governance:director'),
        text(locale, 'governance:designation'),
        text(locale, 'governance:committee.audit'),
        text(locale, 'governance:committee.remuneration'),
        text(locale, 'governance:committee.nomination'),
      ]);
      const rows = board.locator('tbody tr');
      await expect(rows).toHaveCount(directors.length);
      for (const [index, director] of directors.entries()) {
        // Each cell as a screen reader names it; a seat not held shows a dash, read as its words.
        const seat = (committee: 'audit' | 'remuneration' | 'nomination') =>
          text(locale, `governance:seat.${director.committees?.[committee] ?? 'none'}`);
        await expect(rows.nth(index).getByRole('rowheader')).toContainText(director.name);
        const cells = rows.nth(index).getByRole('cell');
        const names = [
          text(locale, `governance:role.${ROLE_KEY[director.role]}`),
          seat('audit'),
          seat('remuneration'),
          seat('nomination'),
        ];
        await expect(cells).toHaveCount(names.length);
        for (const [column, name] of names.entries()) await expect(cells.nth(column)).toHaveAccessibleName(name);
        for (const [column, committee] of (['audit', 'remuneration', 'nomination'] as const).entries()) {
          if (!director.committees?.[committee])
            await expect(cells.nth(column + 1).locator('[aria-hidden="true"]')).toHaveText('–');
        }
      }
      for (const document of documents) {
        const item = page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { level: 3, name: document.title, exact: true }) });
        await expect(
          item.getByRole('link', { name: new RegExp(document.document.title.replace(/[()（）]/g, '.')) }),
        ).toHaveAttribute('href', document.document.url);
      }
    });
  }

  test('the home page’s investor relations lead to the governance documents and the reports', async ({ page }) => {
    await open(page, '/#investor-relations');
    await page.getByRole('link', { name: text('en', 'ir.viewGovernanceDocuments') }).click();
    await expect(page).toHaveURL(/\/investors\/governance$/);
    await page.goBack();
    await page.getByRole('link', { name: text('en', 'ir.viewReports') }).click();
    await expect(page).toHaveURL(/\/investors\/reports$/);
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'reports.title') })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('each director is a card with the designation and every committee seat, and nothing scrolls sideways', async ({
      page,
    }) => {
      const { directors } = bundled('en/governance.json') as { directors: Director[] };
      await open(page, '/investors/governance');
      await expect(page.getByRole('table')).toBeHidden();
      for (const director of directors) {
        const card = page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { level: 3, name: director.name, exact: true }) });
        await expect(card.getByRole('definition')).toHaveText([
          text('en', `governance:role.${ROLE_KEY[director.role]}`),
          ...(['audit', 'remuneration', 'nomination'] as const).map((committee) =>
            text('en', `governance:seat.${director.committees?.[committee] ?? 'none'}`),
          ),
        ]);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  });
});

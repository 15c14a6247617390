/**
 * The shareholder information (`docs/design.md` §4.6): the dividend history and the share registrar, in the
 * prerendered page of every locale, and the ways in.
 */
import { bundled, expect, LOCALES, open, test, text, type Locale } from './fixtures';

interface Dividend {
  id: string;
  financialYear: number;
  amountCents: number;
}
interface ShareholderDocument {
  id: string;
  kind: string;
  title: string;
  meetingId?: string;
  attachments: { title: string; url: string; language: string }[];
}
interface Information {
  registrar: { name: string; phone: string };
  dividends: Dividend[];
  documents: ShareholderDocument[];
}

const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);
const information = (locale: Locale) => bundled(`${locale}/shareholder-information.json`) as Information;

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of LOCALES) {
    test(`in ${locale}: the dividend history and the registrar are in the prerendered page`, async ({ page }) => {
      await page.goto(`${prefix(locale)}/investors/shareholders`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'shareholders:title'));
      const table = page.getByRole('table', { name: text(locale, 'shareholders:dividendsCaption') });
      const rows = table.locator('tbody tr');
      const { dividends, registrar } = information(locale);
      await expect(rows).toHaveCount(dividends.length);
      const [newest] = dividends;
      await expect(rows.first().getByRole('rowheader')).toHaveText(String(newest?.financialYear));
      await expect(rows.first()).toContainText(newest?.amountCents.toFixed(1) ?? '');
      for (const column of ['exDate', 'recordDate', 'paymentDate'])
        await expect(table.getByRole('columnheader', { name: text(locale, `shareholders:${column}`) })).toBeVisible();
      await expect(page.getByText(registrar.name)).toBeVisible();
      await expect(page.getByText(registrar.phone, { exact: true })).toBeVisible();
    });

    test(`in ${locale}: each general meeting's circular, notice and proxy form, and the results presentations, in the page's language first`, async ({
      page,
      request,
    }) => {
      await page.goto(`${prefix(locale)}/investors/shareholders`);
      const section = page.getByRole('region', { name: text(locale, 'shareholders:documentsTitle') });
      const { documents } = information(locale);
      const latestMeeting = documents.find((document) => document.meetingId)?.meetingId ?? '';
      const meeting = section.getByRole('region', {
        name: text(locale, 'shareholders:meetingTitle', { year: latestMeeting.slice(0, 4) }),
      });
      await expect(meeting.getByRole('listitem').filter({ has: page.getByRole('list') })).toHaveCount(3);
      const first = locale === 'zh' || locale === 'zh-TW' ? 'zh-Hant' : 'en';
      const presentation = documents.find((document) => document.kind === 'results-presentation');
      if (!presentation) throw new Error('no results presentation');
      const files = section.getByRole('list', {
        name: text(locale, 'shareholders:filesOf', { title: presentation.title }),
      });
      const links = files.getByRole('link');
      await expect(links).toHaveCount(3);
      await expect(links.first()).toHaveAttribute('hreflang', locale === 'zh' ? 'zh-Hans' : first);
      for (const attachment of presentation.attachments) {
        const response = await request.get(attachment.url);
        expect(response.headers()['content-type'], attachment.url).toContain('application/pdf');
      }
    });
  }
});

test('the Investor Centre and the navigation lead to it', async ({ page }) => {
  await open(page, '/zh-TW/investors');
  await page
    .getByRole('main')
    .getByRole('link', { name: text('zh-TW', 'nav.shareholderInformation') })
    .click();
  await expect(page).toHaveURL(/\/zh-TW\/investors\/shareholders$/);
  const nav = page.getByRole('navigation', { name: text('zh-TW', 'nav.label') });
  await expect(nav.locator('a[href="/zh-TW/investors/shareholders"]')).toHaveCount(1);
});

/**
 * The financial highlights (`docs/design.md` §4.6): the key figures of five financial years and more as SVG
 * charts and a table in the prerendered page of every locale, values on hover and tap once the
 * app runs, the CSV download, and the ways in (navigation, Investor Centre, home).
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { bundled, expect, LOCALES, open, test, text, type Locale } from './fixtures';

interface FinancialYear {
  year: number;
  revenue: number;
  profitAttributable: number;
}

const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);
const years = (locale: Locale) => (bundled(`${locale}/financial-highlights.json`) as { years: FinancialYear[] }).years;
const pagePath = (locale: Locale) => `${prefix(locale)}/investors/financial-highlights`;

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of LOCALES) {
    test(`in ${locale}: the prerendered page holds the charts as SVG and the table of every year`, async ({ page }) => {
      await page.goto(pagePath(locale));
      await expect(page.getByRole('heading', { level: 1, name: text(locale, 'financials:title') })).toBeVisible();
      const charts = page.locator('figure svg');
      await expect(charts).toHaveCount(4);
      for (const chart of await charts.all()) {
        await expect(chart).toBeVisible();
        expect((await chart.boundingBox())?.height ?? 0).toBeGreaterThan(120);
        // One bar per year and figure: at least five years drawn.
        expect(await chart.locator('rect.visx-bar').count()).toBeGreaterThanOrEqual(5);
      }
      const table = page.getByRole('table', { name: text(locale, 'financials:tableCaption') });
      const headers = await table.locator('thead th').allInnerTexts();
      const expected = years(locale).map((entry) => String(entry.year));
      expect(expected.length).toBeGreaterThanOrEqual(5);
      expect(headers.slice(1)).toEqual(expected);
      const revenueRow = table.getByRole('row', { name: new RegExp(text(locale, 'financials:figures.revenue')) });
      await expect(revenueRow.getByRole('cell').first()).toHaveText(years(locale)[0]?.revenue.toFixed(1) ?? '');
    });
  }
});

test('pointing at a year shows its values; the latest year shows first', async ({ page }) => {
  await open(page, '/investors/financial-highlights');
  const chart = page.getByRole('figure', { name: /Profit attributable to owners/ });
  const readout = chart.locator('p[aria-hidden="true"]');
  const [latest] = years('en');
  await expect(readout).toContainText(`${latest?.year}`);
  await expect(readout).toContainText(latest?.profitAttributable.toFixed(1) ?? '');
  const loss = years('en').find((entry) => entry.profitAttributable < 0);
  expect(loss).toBeDefined();
  await chart.locator(`svg g[data-year="${loss?.year}"] rect`).first().hover();
  await expect(readout).toContainText(`${loss?.year}`);
  await expect(readout).toContainText(loss?.profitAttributable.toFixed(1) ?? '');
});

test.describe('on a touchscreen', () => {
  test.use({ hasTouch: true, viewport: { width: 375, height: 740 } });

  test('tapping a year shows its values', async ({ page }) => {
    await open(page, '/zh-TW/investors/financial-highlights');
    const chart = page.getByRole('figure').first();
    const second = years('zh-TW').at(-2);
    await chart.locator(`svg g[data-year="${second?.year}"] rect`).first().tap();
    await expect(chart.locator('p[aria-hidden="true"]')).toContainText(`${second?.year}`);
    await expect(chart.locator('p[aria-hidden="true"]')).toContainText(second?.revenue.toFixed(1) ?? '');
  });
});

for (const locale of ['en', 'zh', 'zh-TW'] as const) {
  test(`in ${locale}: the CSV downloads with a BOM and parses to a row per year`, async ({ page }) => {
    await open(page, pagePath(locale));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: text(locale, 'financials:download') }).click(),
    ]);
    const body = await readFile(await download.path(), 'utf8');
    expect(body.startsWith('\uFEFF')).toBe(true);
    const rows = parse(body, { bom: true }) satisfies string[][];
    expect(rows[0]?.[0]).toBe(text(locale, 'financials:year'));
    expect(rows[0]?.[2]).toContain(text(locale, 'financials:figures.revenue'));
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(years(locale).map((entry) => entry.year));
    expect(rows.slice(1).map((row) => Number(row[2]))).toEqual(years(locale).map((entry) => entry.revenue));
  });
}

test('the navigation, the Investor Centre and the home page lead to the highlights', async ({ page }) => {
  await open(page, '/investors');
  await page
    .getByRole('link', { name: text('en', 'financials:title') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/investors\/financial-highlights$/);
  await open(page, '/zh/');
  await page
    .getByRole('main')
    .getByRole('link', { name: text('zh', 'ir.viewFinancials'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/zh\/investors\/financial-highlights$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('zh', 'financials:title'));
  const nav = page.getByRole('navigation', { name: text('zh', 'nav.label') });
  await expect(nav.locator(`a[href="/zh/investors/financial-highlights"]`)).toHaveCount(1);
});

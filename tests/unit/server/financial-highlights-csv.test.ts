import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { financialHighlightsCsv } from '@/server/financial-highlights-csv';
import type { FinancialHighlights } from '@/content/investors/financial-highlights';

const year = (value: number, profit: number) => ({
  year: value,
  periodEnd: `${value}-12-31`,
  revenue: 100.5,
  grossProfit: 40,
  profitAttributable: profit,
  basicEps: profit / 10,
  dividendPerShare: 0,
  totalAssets: 300,
  cash: 200.25,
  source: `${value}-annual-results`,
});
const highlights: FinancialHighlights = {
  currency: 'HKD',
  amountScale: 'million',
  perShareUnit: 'cents',
  note: 'Years ended 31 December.',
  years: [year(2025, 41.7), year(2024, -14.2)],
};
const csv = financialHighlightsCsv(highlights, {
  year: '財政年度',
  periodEnd: '年結日',
  figure: (figure) => `${figure}（百萬港元, "HK$ million"）`,
  source: '來源',
  sourceUrl: (id) => `https://example.com/zh-TW/announcement/${id}`,
});

describe('financialHighlightsCsv', () => {
  it('starts with a UTF-8 byte order mark and ends lines with CRLF, as Excel expects', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(4);
  });

  it('parses back to a heading row and one row per year, figures as plain numbers', () => {
    const rows = parse(csv, { bom: true }) satisfies string[][];
    expect(rows[0]?.slice(0, 3)).toEqual(['財政年度', '年結日', 'revenue（百萬港元, "HK$ million"）']);
    expect(rows[0]?.at(-1)).toBe('來源');
    expect(rows[1]).toEqual([
      '2025',
      '2025-12-31',
      '100.5',
      '40',
      '41.7',
      '4.17',
      '0',
      '300',
      '200.25',
      'https://example.com/zh-TW/announcement/2025-annual-results',
    ]);
    expect(rows[2]?.[4]).toBe('-14.2');
  });
});

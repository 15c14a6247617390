// @vitest-environment node
/**
 * The bundled financial highlights (`public/content/<locale>/financial-highlights.json`) pass the
 * app's schema whole, state the same figures in every locale, cover five financial years or more,
 * and agree with what the results announcements say.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/config/locales';
import { financialHighlightsSchema } from '@/content/investors/financial-highlights';

const CONTENT = path.resolve(__dirname, '../../../public/content');
const read = (relative: string) => readFileSync(path.join(CONTENT, relative), 'utf8');
const highlights = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    financialHighlightsSchema.parse(JSON.parse(read(`${locale}/financial-highlights.json`))),
  ]),
);
const english = highlights.en;

describe('bundled financial highlights', () => {
  it('cover at least five consecutive financial years, newest first', () => {
    const years = english?.years.map((entry) => entry.year) ?? [];
    expect(years.length).toBeGreaterThanOrEqual(5);
    expect(years).toEqual(years.map((_year, index) => (years[0] ?? 0) - index));
  });

  it.each(LOCALES)('in %s state the same figures as in English, each year citing its annual results', (locale) => {
    expect(highlights[locale]?.years).toEqual(english?.years);
    const ids = new Set((JSON.parse(read(`${locale}/announcements.json`)) as { id: string }[]).map((item) => item.id));
    for (const entry of highlights[locale]?.years ?? []) expect(ids, entry.source).toContain(entry.source);
  });

  it('agree with the revenue and profit each annual results announcement states', () => {
    for (const entry of english?.years ?? []) {
      const body = read(`en/announcements/${entry.source}.md`);
      expect(body, `${entry.year} revenue`).toContain(`HK$${entry.revenue.toFixed(1)} million`);
      expect(body, `${entry.year} profit`).toContain(`HK$${Math.abs(entry.profitAttributable).toFixed(1)} million`);
      expect(body, `${entry.year} EPS`).toContain(`HK${Math.abs(entry.basicEps).toFixed(2)} cents`);
    }
  });
});

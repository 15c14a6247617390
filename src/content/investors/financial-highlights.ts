/**
 * Financial highlights (`docs/design.md` §4.6): the key figures of each financial year, the fetcher and its
 * schema. Always the bundled `financial-highlights.json`, published with the annual results; the
 * file is whole or refused (a table with a year missing would mislead), and its years are
 * returned newest first.
 */
import * as z from 'zod/mini';
import { contentId, parseOne, text } from '@/lib/content/schemas';
import { withSignal, type ContentSource, type LocaleQuery } from '@/lib/content/source';

/** A figure: a finite number (zod's `number` refuses NaN and the infinities). */
const amount = z.number();

/**
 * The figures of one financial year, in the units of {@link FinancialHighlights}: amounts in HK$
 * million (a loss is negative), per-share figures in HK cents.
 */
const financialYearSchema = z.object({
  /** The financial year, by the calendar year it ends in. */
  year: z.number().check(z.int(), z.gte(1990), z.lte(2100)),
  /** The year's last day, `YYYY-MM-DD`. */
  periodEnd: z.iso.date(),
  revenue: amount,
  grossProfit: amount,
  /** Profit attributable to owners of the Company (HKFRS / IFRS "attributable to owners"). */
  profitAttributable: amount,
  /** Basic earnings per share (HKAS 33), HK cents. */
  basicEps: amount,
  /** Dividends declared for the year, interim and final together, HK cents per share. */
  dividendPerShare: z.number().check(z.gte(0)),
  /** Total assets at the year end. */
  totalAssets: amount,
  /** Cash and cash equivalents at the year end. */
  cash: amount,
  /** Id of the annual results announcement the figures come from. */
  source: contentId,
});
export type FinancialYear = z.infer<typeof financialYearSchema>;

/** The figures shown, in the order the table and the CSV list them. */
export const FINANCIAL_FIGURES = [
  'revenue',
  'grossProfit',
  'profitAttributable',
  'basicEps',
  'dividendPerShare',
  'totalAssets',
  'cash',
] as const satisfies readonly (keyof FinancialYear)[];
export type FinancialFigure = (typeof FINANCIAL_FIGURES)[number];

/** The per-share figures (HK cents); the others are amounts (HK$ million). */
export const PER_SHARE_FIGURES: ReadonlySet<FinancialFigure> = new Set(['basicEps', 'dividendPerShare']);

export const financialHighlightsSchema = z.object({
  currency: z.literal('HKD'),
  amountScale: z.literal('million'),
  perShareUnit: z.literal('cents'),
  /** What the figures are and where they come from, in the file's language. */
  note: text,
  years: z.array(financialYearSchema).check(
    z.minLength(1),
    z.refine(
      (years) => new Set(years.map((entry) => entry.year)).size === years.length,
      'each financial year must appear once',
    ),
  ),
});
export type FinancialHighlights = z.infer<typeof financialHighlightsSchema>;

/**
 * The financial highlights of `locale`, years newest first.
 * @throws {ContentError} kind `invalid-response` when the file does not match the schema.
 */
export async function getFinancialHighlights(
  source: ContentSource,
  { locale, signal }: LocaleQuery,
): Promise<FinancialHighlights> {
  const highlights = parseOne(
    financialHighlightsSchema,
    await source.files.getJson(`${locale}/financial-highlights.json`, withSignal(signal)),
    'financial highlights',
  );
  return { ...highlights, years: [...highlights.years].sort((a, b) => b.year - a.year) };
}

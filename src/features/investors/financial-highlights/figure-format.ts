/**
 * How the financial highlights state each figure: its label key, its unit and its decimals, the
 * same in the table, the charts and the CSV.
 */
import type { Locale } from '@/config/locales';
import { formatFigure } from '@/lib/format';
import { PER_SHARE_FIGURES, type FinancialFigure } from '../api/get-financial-highlights';

/** Catalogue keys of the figures' names. */
export const FIGURE_LABEL_KEY = {
  revenue: 'financials.figures.revenue',
  grossProfit: 'financials.figures.grossProfit',
  profitAttributable: 'financials.figures.profitAttributable',
  basicEps: 'financials.figures.basicEps',
  dividendPerShare: 'financials.figures.dividendPerShare',
  totalAssets: 'financials.figures.totalAssets',
  cash: 'financials.figures.cash',
} as const satisfies Record<FinancialFigure, `financials.figures.${string}`>;

/** Catalogue key of `figure`'s unit: HK$ million for amounts, HK cents per share. */
export const unitKey = (figure: FinancialFigure) =>
  PER_SHARE_FIGURES.has(figure) ? ('financials.unitPerShare' as const) : ('financials.unitAmount' as const);

/** `value` of `figure` as the page shows it: one decimal for amounts, two for cents per share. */
export function formatFinancialFigure(figure: FinancialFigure, value: number, locale: Locale): string {
  return formatFigure(value, locale, PER_SHARE_FIGURES.has(figure) ? 2 : 1);
}

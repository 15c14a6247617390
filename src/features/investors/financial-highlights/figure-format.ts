/**
 * How the financial highlights state each figure: its label key, its unit and its decimals, the
 * same in the table, the charts and the CSV.
 */
import type { Locale } from '@/config/locales';
import { formatFigure } from '@/lib/locale/format';
import { PER_SHARE_FIGURES, type FinancialFigure } from '@/content/investors/financial-highlights';

/** Keys of the figures' names in the `financials` catalogue (`./catalogue.ts`). */
export const FIGURE_LABEL_KEY = {
  revenue: 'figures.revenue',
  grossProfit: 'figures.grossProfit',
  profitAttributable: 'figures.profitAttributable',
  basicEps: 'figures.basicEps',
  dividendPerShare: 'figures.dividendPerShare',
  totalAssets: 'figures.totalAssets',
  cash: 'figures.cash',
} as const satisfies Record<FinancialFigure, `figures.${string}`>;

/** Key of `figure`'s unit in the `financials` catalogue: HK$ million for amounts, HK cents per share. */
export const unitKey = (figure: FinancialFigure) =>
  PER_SHARE_FIGURES.has(figure) ? ('unitPerShare' as const) : ('unitAmount' as const);

/** `value` of `figure` as the page shows it: one decimal for amounts, two for cents per share. */
export function formatFinancialFigure(figure: FinancialFigure, value: number, locale: Locale): string {
  return formatFigure(value, locale, PER_SHARE_FIGURES.has(figure) ? 2 : 1);
}

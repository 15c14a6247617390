/**
 * The financial highlights as a CSV file (RFC 4180: comma-separated, CRLF line ends, fields
 * quoted when they need it, by `csv-stringify`), one row per financial year, newest first.
 *
 * It starts with a UTF-8 byte order mark: Excel reads a CSV without one in the system's legacy
 * code page, which garbles the Chinese headings (Microsoft, "Opening CSV UTF-8 files correctly
 * in Excel"). Figures are plain numbers with a `.` decimal point, so a spreadsheet reads them as
 * numbers in any locale; the headings carry the units.
 */
import { stringify } from 'csv-stringify/sync';
import {
  FINANCIAL_FIGURES,
  type FinancialFigure,
  type FinancialHighlights,
} from '@/content/investors/financial-highlights';

/** The CSV's text: headings in the file's language, and where each year's figures come from. */
export interface FinancialCsvLabels {
  /** The heading of the year column ("Financial year"). */
  year: string;
  /** The heading of the period-end column ("Year end"). */
  periodEnd: string;
  /** Each figure's heading with its unit ("Revenue (HK$ million)"). */
  figure: (figure: FinancialFigure) => string;
  /** The heading of the source column ("Source"). */
  source: string;
  /** The absolute URL of the announcement with id `id`. */
  sourceUrl: (id: string) => string;
}

/** The CSV of `highlights`, BOM first. */
export function financialHighlightsCsv(highlights: FinancialHighlights, labels: FinancialCsvLabels): string {
  const header = [labels.year, labels.periodEnd, ...FINANCIAL_FIGURES.map(labels.figure), labels.source];
  const rows = highlights.years.map((entry) => [
    entry.year,
    entry.periodEnd,
    ...FINANCIAL_FIGURES.map((figure) => entry[figure]),
    labels.sourceUrl(entry.source),
  ]);
  return stringify([header, ...rows], { bom: true, record_delimiter: 'windows' });
}

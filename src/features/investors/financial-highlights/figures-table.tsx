import { useTranslation } from 'react-i18next';
import { useCatalogue } from '@/lib/locale/use-catalogue';
import { FINANCIALS_NS, financialsCatalogue } from './catalogue';
import { TableSection } from '@/components/ui/data-table';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/locale/use-locale';
import { FINANCIAL_FIGURES, type FinancialYear } from '@/content/investors/financial-highlights';
import { FIGURE_LABEL_KEY, formatFinancialFigure, unitKey } from './figure-format';
import styles from './figures-table.module.css';

/**
 * The key figures as a table, as annual reports print them: one column per financial year
 * (newest first), one row per figure with its unit, and a last row linking each year's results
 * announcement. Row and column headers name every cell for a screen reader; on a narrow screen the
 * table scrolls sideways (`DataTable`), its figure names staying in view.
 * @param props.id - the section's `id` (the screen makes the table a static part).
 */
export function FiguresTable({ id, years }: { id?: string; years: readonly FinancialYear[] }) {
  useCatalogue(financialsCatalogue);
  const { t } = useTranslation(FINANCIALS_NS);
  const locale = useLocale();
  return (
    <TableSection
      id={id}
      titleId="figures-title"
      title={t('tableTitle')}
      caption={t('tableCaption')}
      classes={styles}
      table={
        <>
          <thead>
            <tr>
              <th scope="col">{t('year')}</th>
              {years.map((entry) => (
                <th key={entry.year} scope="col" className={styles.number}>
                  {entry.year}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {FINANCIAL_FIGURES.map((figure) => (
              <tr key={figure}>
                <th scope="row">
                  {t(FIGURE_LABEL_KEY[figure])}
                  <span className={styles.unit}>{t(unitKey(figure))}</span>
                </th>
                {years.map((entry) => (
                  <td key={entry.year} className={styles.number}>
                    {formatFinancialFigure(figure, entry[figure], locale)}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">{t('source')}</th>
              {years.map((entry) => (
                <td key={entry.year} className={styles.number}>
                  <Link to={paths.announcement(entry.source)} className="text-link">
                    {t('sourceLink', { year: entry.year })}
                  </Link>
                </td>
              ))}
            </tr>
          </tbody>
        </>
      }
    />
  );
}

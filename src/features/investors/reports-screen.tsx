import { useTranslation } from 'react-i18next';
import { staticPart } from '@/components/ui/deferred-part';
import { PageSection } from '@/components/ui/page-section';
import type { Report } from '@/content/investors/reports';
import { ReportCard } from './report-card';
import styles from './reports-screen.module.css';

/** `reports` grouped by the financial year they cover, newest year first, in their own order within a year. */
function reportsByYear(reports: readonly Report[]): { year: string; reports: Report[] }[] {
  const years = new Map<string, Report[]>();
  for (const report of reports) years.set(report.period, [...(years.get(report.period) ?? []), report]);
  return [...years].sort(([a], [b]) => b.localeCompare(a)).map(([year, items]) => ({ year, reports: items }));
}

const YEARS_ID = 'report-years';
/** The reports, covers and links that nothing on the page changes: a static part (`docs/design.md` §3.3). */
const Years = staticPart(YEARS_ID).Component;

/**
 * The reports page (`/investors/reports`): annual, interim and ESG reports by financial year, each with its cover and
 * PDF.
 */
export function ReportsScreen({ reports }: { reports: readonly Report[] }) {
  const { t } = useTranslation();
  return (
    <PageSection
      id="reports"
      title={t('reports.title')}
      lead={t('reports.subtitle')}
      description={t('reports.subtitle')}
    >
      <Years>
        <div id={YEARS_ID}>
          {reportsByYear(reports).map(({ year, reports: ofYear }, yearIndex) => (
            <section key={year} className={styles.year} aria-labelledby={`reports-${year}`}>
              <h2 id={`reports-${year}`} className={styles.yearTitle}>
                {t('reports.yearTitle', { year })}
              </h2>
              <ul className={styles.grid}>
                {ofYear.map((report) => (
                  <li key={report.id}>
                    {/* The first year's covers are in view on arrival; the rest load as they near it. */}
                    <ReportCard report={report} eager={yearIndex === 0} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Years>
    </PageSection>
  );
}

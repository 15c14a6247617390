import { useTranslation } from 'react-i18next';
import { useCatalogue } from '@/lib/locale/use-catalogue';
import { FINANCIALS_NS, financialsCatalogue } from './catalogue';
import { staticPart } from '@/components/ui/deferred-part';
import { Icon } from '@/components/ui/icon';
import { PageSection } from '@/components/ui/page-section';
import { SmartLink } from '@/components/ui/smart-link';
import { filePaths } from '@/config/paths';
import { site } from '@/config/site';
import { useLocale } from '@/lib/locale/use-locale';
import type { FinancialHighlights } from '@/content/investors/financial-highlights';
import { FiguresTable } from './figures-table';
import { FinancialCharts } from './financial-charts';
import styles from './financial-highlights-screen.module.css';

const FIGURES_ID = 'figures';
/** The table of figures: text and links, hydrated only when reached (`docs/design.md` §3.3). */
const Figures = staticPart(FIGURES_ID).Component;

/**
 * The financial highlights (`/investors/financial-highlights`; `docs/design.md` §4.6): the key figures of each
 * financial year as charts (SVG in the prerendered page, values on hover and tap once the app
 * runs), the same figures as a table, and as a CSV file made at build time.
 */
export function FinancialHighlightsScreen({ highlights }: { highlights: FinancialHighlights }) {
  useCatalogue(financialsCatalogue);
  const { t } = useTranslation(FINANCIALS_NS);
  const locale = useLocale();
  const lead = t('subtitle', { group: site.groupName[locale] });
  return (
    <PageSection id="financials" title={t('title')} lead={lead} description={lead}>
      <FinancialCharts years={highlights.years} />
      <Figures>
        <FiguresTable id={FIGURES_ID} years={highlights.years} />
      </Figures>
      <p className={styles.note}>{highlights.note}</p>
      <p className={styles.download}>
        <SmartLink
          href={filePaths.financialHighlightsCsv(locale)}
          className="button button-secondary"
          type="text/csv"
          download
          data-hover-icons
        >
          <Icon name="download" size={20} />
          {t('download')}
        </SmartLink>
        <span className={styles.muted}>{t('downloadNote')}</span>
      </p>
    </PageSection>
  );
}

import { useTranslation } from 'react-i18next';
import { DocumentList } from '@/components/ui/document-list';
import { useLocale } from '@/lib/locale/use-locale';
import { publishedFileUrl } from '@/lib/content/settings';
import { formatDate } from '@/lib/locale/format';
import type { Report, ReportKind } from '@/content/investors/reports';
import styles from './report-card.module.css';

/** Catalogue key of each report kind's label. */
const REPORT_KIND_LABEL_KEY = {
  annual: 'reports.kind.annual',
  interim: 'reports.kind.interim',
  esg: 'reports.kind.esg',
} as const satisfies Record<ReportKind, `reports.kind.${string}`>;

/** Cover size in CSS px: the covers are A4 portrait (1 : √2). */
const COVER = { width: 420, height: 594 } as const;

/**
 * One report: its cover beside its kind, title and publication date, and its PDF below. The cover
 * is decorative (the title says what it shows); `eager` covers load at once, the others as they
 * near the viewport.
 */
export function ReportCard({ report, eager = false }: { report: Report; eager?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <article className={`card ${styles.card}`} aria-labelledby={`report-${report.id}`}>
      {report.cover ? (
        <img
          className={styles.cover}
          src={publishedFileUrl(report.cover)}
          // A kiosk reading the website's content shows the website's cover; offline, its own copy.
          onError={(event) => {
            if (event.currentTarget.getAttribute('src') !== report.cover) event.currentTarget.src = report.cover ?? '';
          }}
          alt=""
          width={COVER.width}
          height={COVER.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : null}
      <div className={styles.text}>
        <p className="eyebrow">{t(REPORT_KIND_LABEL_KEY[report.kind])}</p>
        <h3 id={`report-${report.id}`} className={styles.title}>
          {report.title}
        </h3>
        <p className={styles.date}>
          <time dateTime={report.publishedAt}>
            {t('announcements.publishedOn', { date: formatDate(report.publishedAt, locale) })}
          </time>
        </p>
      </div>
      <div className={styles.documents}>
        <DocumentList
          attachments={[report.document]}
          label={`${t('announcements.attachments')}: ${report.title}`}
          named
        />
      </div>
    </article>
  );
}

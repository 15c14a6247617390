import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { DocumentList } from '@/components/ui/document-list';
import { CATEGORY_LABEL_KEY } from '@/content/announcements/categories';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/locale/use-locale';
import type { AnnouncementSummary } from '@/content/announcements/schema';
import { formatDate } from '@/lib/locale/format';
import styles from './announcement-card.module.css';

/** Router state a list link leaves, so the detail's back link can return to the same place. */
export interface FromListState {
  fromList: string;
}

/** One announcement in the list: date, category, title (the link), summary and documents. */
export function AnnouncementCard({ announcement }: { announcement: AnnouncementSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const state: FromListState = { fromList: `${location.pathname}${location.search}` };
  return (
    <article className={`card ${styles.card}`}>
      <p className={styles.meta}>
        <time dateTime={announcement.publishedAt}>{formatDate(announcement.publishedAt, locale)}</time>
        <span className="category-pill">{t(CATEGORY_LABEL_KEY[announcement.category])}</span>
      </p>
      <h2 className={styles.title}>
        <Link to={paths.announcement(announcement.id)} state={state} className={styles.link}>
          {announcement.title}
        </Link>
      </h2>
      {announcement.summary ? <p className={styles.summary}>{announcement.summary}</p> : null}
      {announcement.attachments?.length ? (
        <DocumentList
          attachments={announcement.attachments}
          label={`${t('announcements.attachments')}: ${announcement.title}`}
        />
      ) : null}
    </article>
  );
}

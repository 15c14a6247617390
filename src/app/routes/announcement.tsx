import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DocumentList } from '@/components/ui/document-list';
import { ErrorState } from '@/components/ui/error-state';
import { Markdown } from '@/components/ui/markdown';
import { CATEGORY_LABEL_KEY } from '@/config/categories';
import { useAnnouncement } from '@/features/announcements/api/get-announcement';
import { BackToList } from '@/features/announcements/components/back-to-list';
import { useErrorMessage } from '@/hooks/use-error-message';
import { useLocale } from '@/hooks/use-locale';
import { PageMeta } from '@/components/ui/page-meta';
import { toContentError } from '@/lib/content-error';
import { formatDate } from '@/lib/format';
import styles from './announcement.module.css';

/** `/announcement/:id`: one announcement, or a not-found message, or the failure with a retry. */
export function AnnouncementRoute() {
  const { t } = useTranslation();
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const { id = '' } = useParams();
  const query = useAnnouncement(id);
  const notFound = query.isError && toContentError(query.error).kind === 'not-found';

  return (
    <article className={`page container ${styles.page}`} aria-labelledby="announcement-title">
      <BackToList />
      {query.isPending ? (
        <p role="status" className={styles.loading}>
          {t('app.loading')}
        </p>
      ) : null}
      {notFound ? (
        <>
          <PageMeta page={t('announcements.notFoundTitle')} />
          <h1 id="announcement-title" className="page-title">
            {t('announcements.notFoundTitle')}
          </h1>
          <p className="page-lead">{t('announcements.notFoundBody')}</p>
        </>
      ) : null}
      {query.isError && !notFound ? (
        <>
          <h1 id="announcement-title" className="sr-only">
            {t('announcements.title')}
          </h1>
          <ErrorState
            message={t('announcements.fetchFailed', { reason: errorMessage(query.error) })}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </>
      ) : null}
      {query.data ? (
        <>
          <PageMeta page={query.data.title} {...(query.data.summary ? { description: query.data.summary } : {})} />
          <header className={styles.header}>
            <p className={styles.meta}>
              <time dateTime={query.data.publishedAt}>{formatDate(query.data.publishedAt, locale)}</time>
              <span className={styles.category}>{t(CATEGORY_LABEL_KEY[query.data.category])}</span>
            </p>
            <h1 id="announcement-title" className={`page-title ${styles.title}`}>
              {query.data.title}
            </h1>
          </header>
          <Markdown>{query.data.body}</Markdown>
          {query.data.attachments?.length ? (
            <section className={styles.documents} aria-labelledby="announcement-documents">
              <h2 id="announcement-documents" className={styles.documentsTitle}>
                {t('announcements.attachments')}
              </h2>
              <DocumentList attachments={query.data.attachments} label={t('announcements.attachments')} />
            </section>
          ) : null}
        </>
      ) : null}
    </article>
  );
}

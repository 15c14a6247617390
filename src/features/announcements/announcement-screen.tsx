import { useTranslation } from 'react-i18next';
import { DocumentList } from '@/components/ui/document-list';
import { ErrorState } from '@/components/ui/error-state';
import { PageMeta } from '@/components/ui/page-meta';
import { staticMarkdown } from '@/components/ui/static-markdown';
import { CATEGORY_LABEL_KEY } from '@/content/announcements/categories';
import { useErrorMessage } from '@/hooks/use-error-message';
import { useLocale } from '@/lib/locale/use-locale';
import { keepsDataThroughFailure, toContentError } from '@/lib/content/content-error';
import type { Announcement } from '@/content/announcements/schema';
import { formatDate } from '@/lib/locale/format';
import { useAnnouncement, useAnnouncementPreview } from '@/content/announcements/hooks';
import { BackToList } from './components/back-to-list';
import styles from './announcement-screen.module.css';

/** The body: painted text and links, whose code loads only when reached or changed (`staticMarkdown`). */
const Body = staticMarkdown('announcement-body');

/**
 * Loads the code of an announcement's body, so a navigation to one commits whole: the route's
 * loader awaits it. Rejects as a failed dynamic import does.
 */
export function preloadAnnouncementBody(): Promise<void> {
  return Body.preload();
}

/**
 * One announcement (`/announcement/:id`; `initial` is the route loader's), or a not-found message, or the failure with
 * a retry. An announcement already shown stays when a refresh fails for a passing reason (the saved-content notice says
 * so); a 404 on refresh means it was withdrawn, and says that.
 */
export function AnnouncementScreen({ id, initial }: { id: string; initial: Announcement | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const query = useAnnouncement(id, initial);
  const failure = query.isError ? toContentError(query.error) : undefined;
  const notFound = failure?.kind === 'not-found';
  const announcement = failure && !keepsDataThroughFailure(query) ? undefined : query.data;
  // While the body loads, what the list already showed of it.
  const preview = useAnnouncementPreview(id);
  const shown = announcement ?? (query.isPending ? preview : undefined);
  const loading = query.isPending ? (
    <p role="status" className={styles.loading}>
      {t('app.loading')}
    </p>
  ) : null;

  return (
    <article className={`page container ${styles.page}`} aria-labelledby="announcement-title">
      <BackToList />
      {shown ? null : loading}
      {notFound ? (
        <>
          <PageMeta page={t('announcements.notFoundTitle')} indexable={false} />
          <h1 id="announcement-title" className="page-title">
            {t('announcements.notFoundTitle')}
          </h1>
          <p className="page-lead">{t('announcements.notFoundBody')}</p>
        </>
      ) : null}
      {failure && !notFound && !announcement ? (
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
      {shown ? (
        <>
          <PageMeta page={shown.title} type="article" {...(shown.summary ? { description: shown.summary } : {})} />
          <header className={styles.header}>
            {/* The site search takes the date from here but leaves the line out of its snippets. */}
            <p className={styles.meta} data-pagefind-ignore>
              <time dateTime={shown.publishedAt}>{formatDate(shown.publishedAt, locale)}</time>
              <span className={`category-pill ${styles.category}`}>{t(CATEGORY_LABEL_KEY[shown.category])}</span>
            </p>
            <h1 id="announcement-title" className={`page-title ${styles.title}`}>
              {shown.title}
            </h1>
          </header>
          {announcement ? <Body.Component>{announcement.body}</Body.Component> : loading}
          {shown.attachments?.length ? (
            <section className={styles.documents} aria-labelledby="announcement-documents">
              <h2 id="announcement-documents" className={styles.documentsTitle}>
                {t('announcements.attachments')}
              </h2>
              <DocumentList attachments={shown.attachments} label={t('announcements.attachments')} />
            </section>
          ) : null}
        </>
      ) : null}
    </article>
  );
}

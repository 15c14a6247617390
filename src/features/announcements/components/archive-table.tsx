import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCatalogue } from '@/lib/locale/use-catalogue';
import { DataTable } from '@/components/ui/data-table';
import { DocumentList } from '@/components/ui/document-list';
import { Link } from '@/components/ui/link';
import { CATEGORY_LABEL_KEY } from '@/content/announcements/categories';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/locale/use-locale';
import type { Page } from '@/lib/content/schemas';
import type { AnnouncementSummary } from '@/content/announcements/schema';
import { formatDate } from '@/lib/locale/format';
import styles from './archive-table.module.css';
import { ARCHIVE_NS, archiveCatalogue } from '../catalogue';

export interface ArchiveTableProps {
  query: UseInfiniteQueryResult<InfiniteData<Page<AnnouncementSummary>>>;
  /** The id of the heading that names the table. */
  labelledBy: string;
  emptyText: string;
  /** The localized message for a failure. */
  errorText: (error: Error) => string;
}

/**
 * The archive's compact view: one row per announcement (date, title linking to it, category, its
 * documents in each language), the pages loaded so far, and a button for the next page. A table
 * reads row by row with a screen reader's table commands, and a finger or a mouse loads more on
 * purpose rather than by scrolling.
 */
export function ArchiveTable({ query, labelledBy, emptyText, errorText }: ArchiveTableProps) {
  useCatalogue(archiveCatalogue);
  const { t } = useTranslation(['translation', ARCHIVE_NS]);
  const locale = useLocale();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isError && items.length === 0)
    return (
      <p role="alert" className={styles.message}>
        {errorText(query.error)}
      </p>
    );
  if (query.isSuccess && items.length === 0) return <p className={styles.message}>{emptyText}</p>;
  return (
    <>
      <DataTable labelledBy={labelledBy} caption={t('announcements.title')} tableClassName={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('archive:dateColumn')}</th>
            <th scope="col">{t('archive:titleColumn')}</th>
            <th scope="col">{t('archive:categoryColumn')}</th>
            <th scope="col">{t('announcements.attachments')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td className={styles.date}>
                <time dateTime={item.publishedAt}>{formatDate(item.publishedAt, locale)}</time>
              </td>
              <th scope="row" className={styles.title}>
                <Link to={paths.announcement(item.id)} className="text-link">
                  {item.title}
                </Link>
              </th>
              <td className={styles.category}>{t(CATEGORY_LABEL_KEY[item.category])}</td>
              <td className={styles.documents}>
                {item.attachments?.length ? (
                  <DocumentList
                    attachments={item.attachments}
                    label={`${t('announcements.attachments')}: ${item.title}`}
                    named
                  />
                ) : (
                  '–'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      {query.hasNextPage ? (
        <button
          type="button"
          className={`button button-secondary ${styles.more}`}
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('archive:loadingMore') : t('archive:showMore')}
        </button>
      ) : null}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { useCatalogue } from '@/lib/locale/use-catalogue';
import { useSearchParams } from 'react-router-dom';
import { InfiniteList } from '@/components/ui/infinite-list/infinite-list';
import { Link } from '@/components/ui/link';
import { PageSection } from '@/components/ui/page-section';
import {
  archiveFilterOf,
  isFiltered,
  matchFilterOf,
  type ArchiveFilter,
  archivePath,
} from '@/content/announcements/archive-filter';
import { site } from '@/config/site';
import { siteYear } from '@/config/site-time';
import { useErrorMessage } from '@/hooks/use-error-message';
import type { Page } from '@/lib/content/schemas';
import type { AnnouncementSummary } from '@/content/announcements/schema';
import { useAnnouncements } from '@/content/announcements/hooks';
import { AnnouncementCard } from './components/announcement-card';
import { ArchiveSearch } from './components/archive-search';
import { ArchiveTable } from './components/archive-table';
import { CategoryFilter } from './components/category-filter';
import styles from './archive-screen.module.css';
import { ARCHIVE_NS, archiveCatalogue } from './catalogue';

/** What the archive shows first, as its route loader reads it. */
export interface ArchiveData {
  /** The list's first page from the bundled content, or `null` (see `loadIfBundled`). */
  firstPage: Page<AnnouncementSummary> | null;
  /**
   * The years the archive offers, newest first: this year (Hong Kong time) back to the group's
   * founding. Decided by the loader, so a page prerendered last year hydrates with its own list.
   */
  years: number[];
}

/** The years from `now`'s (Hong Kong time) back to `site.foundedYear`, newest first. */
export function archiveYears(now: Date): number[] {
  const latest = siteYear(now.toISOString()) ?? site.foundedYear;
  return Array.from({ length: Math.max(1, latest - site.foundedYear + 1) }, (_, index) => latest - index);
}

const announcementKey = (announcement: AnnouncementSummary) => announcement.id;
const renderAnnouncement = (announcement: AnnouncementSummary) => <AnnouncementCard announcement={announcement} />;

/**
 * The two views of the archive, as links that keep the filters (`?view=table` for the table), so
 * the choice is in the URL and works before the app has started.
 */
function ViewSwitch({ filter }: { filter: ArchiveFilter }) {
  useCatalogue(archiveCatalogue);
  const { t } = useTranslation(['translation', ARCHIVE_NS]);
  const current = filter.view ?? 'cards';
  return (
    <div role="group" aria-label={t('archive:viewLabel')} className={styles.views}>
      {(['cards', 'table'] as const).map((view) => (
        <Link
          key={view}
          to={archivePath({ ...filter, view: view === 'table' ? 'table' : undefined })}
          className={styles.view}
          aria-current={view === current ? 'true' : undefined}
          preventScrollReset
        >
          {t(view === 'table' ? 'archive:viewTable' : 'archive:viewCards')}
        </Link>
      ))}
    </div>
  );
}

/**
 * The announcement archive (`/announcements`), newest first, filtered by category, year and text
 * together (`?category=…&year=…&q=…`; a value that is not valid is no filter), with the count of
 * what matches, as cards or as a compact table (`&view=table`). `firstPage` and `years` are the route loader's.
 */
export function ArchiveScreen({ firstPage, years }: ArchiveData) {
  useCatalogue(archiveCatalogue);
  const { t } = useTranslation(['translation', ARCHIVE_NS]);
  const errorMessage = useErrorMessage();
  const [params] = useSearchParams();
  const filter = archiveFilterOf(params);
  const query = useAnnouncements(matchFilterOf(filter), firstPage);
  const total = query.data?.pages[0]?.total;
  const filtered = isFiltered(filter);
  return (
    <PageSection id="announcements" title={t('announcements.title')} lead={t('archive:subtitle')}>
      <CategoryFilter filter={filter} />
      <ArchiveSearch filter={filter} years={years} />
      <div className={styles.summary}>
        <p role="status" className={styles.count}>
          {total === undefined ? null : t('archive:resultCount', { count: total })}
        </p>
        {filtered ? (
          <Link to={archivePath({ view: filter.view })} className="text-link" preventScrollReset>
            {t('archive:clearFilters')}
          </Link>
        ) : null}
        <ViewSwitch filter={filter} />
      </div>
      {filter.view === 'table' ? (
        <ArchiveTable
          query={query}
          labelledBy="announcements-title"
          emptyText={filtered ? t('archive:noMatches') : t('archive:empty')}
          errorText={(error) => t('errors.listFailed', { reason: errorMessage(error) })}
        />
      ) : (
        <InfiniteList
          query={query}
          getKey={announcementKey}
          renderItem={renderAnnouncement}
          label={t('announcements.title')}
          loadingMoreText={t('archive:loadingMore')}
          allLoadedText={t('archive:allLoaded')}
          emptyText={filtered ? t('archive:noMatches') : t('archive:empty')}
          errorText={(error) => t('errors.listFailed', { reason: errorMessage(error) })}
        />
      )}
    </PageSection>
  );
}

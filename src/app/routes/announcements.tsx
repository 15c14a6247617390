import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { ContentQueryProvider } from '@/components/ui/content-query-provider';
import { InfiniteList } from '@/components/ui/infinite-list';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { ANNOUNCEMENTS_PAGE_SIZE, useAnnouncements } from '@/features/announcements/api/get-announcements';
import { AnnouncementCard } from '@/features/announcements/components/announcement-card';
import { ArchiveSearch } from '@/features/announcements/components/archive-search';
import { CategoryFilter } from '@/features/announcements/components/category-filter';
import { PageSection } from '@/components/ui/page-section';
import { useErrorMessage } from '@/hooks/use-error-message';
import { archiveFilterOf, isFiltered } from '@/config/archive-filter';
import { siteYear } from '@/config/site-time';
import type { AnnouncementSummary, Page } from '@/lib/content-schemas';
import { requestLocale } from '@/lib/locale-path';
import { loadIfBundled } from '@/lib/route-content';
import styles from './announcements.module.css';
import { getAnnouncements } from '@/lib/announcement-list';

/** What the archive's route loader gives its screen. */
export interface AnnouncementsData {
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

/** The archive's first page under the URL's filters, and the years it offers. */
export async function announcementsLoader({ request }: LoaderFunctionArgs): Promise<AnnouncementsData> {
  const locale = requestLocale(request);
  const filter = archiveFilterOf(new URL(request.url).searchParams);
  const firstPage = await loadIfBundled((source) =>
    getAnnouncements(source, { locale, ...filter, page: 1, pageSize: ANNOUNCEMENTS_PAGE_SIZE }),
  );
  return { firstPage, years: archiveYears(new Date()) };
}

/**
 * `/announcements`: the announcement archive, newest first, filtered by category, year and text
 * together (`?category=…&year=…&q=…`; a value that is not valid is no filter), with the count
 * of what matches.
 */
export function AnnouncementsRoute() {
  return (
    <ContentQueryProvider>
      <AnnouncementsScreen />
    </ContentQueryProvider>
  );
}

/** Fetches the announcement screen's code once the list is up, so opening an item waits for no download. */
function usePrefetchAnnouncementScreen() {
  useEffect(() => {
    const prefetch = () => void import('./announcement');
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(prefetch);
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(prefetch, 1_000);
    return () => clearTimeout(timer);
  }, []);
}

const announcementKey = (announcement: AnnouncementSummary) => announcement.id;
const renderAnnouncement = (announcement: AnnouncementSummary) => <AnnouncementCard announcement={announcement} />;

function AnnouncementsScreen() {
  usePrefetchAnnouncementScreen();
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [params] = useSearchParams();
  const filter = archiveFilterOf(params);
  const { firstPage, years } = useLoaderData<AnnouncementsData>();
  const query = useAnnouncements(filter, firstPage);
  const total = query.data?.pages[0]?.total;
  const filtered = isFiltered(filter);
  return (
    <PageSection id="announcements" title={t('announcements.title')} lead={t('announcements.subtitle')}>
      <CategoryFilter filter={filter} />
      <ArchiveSearch filter={filter} years={years} />
      <div className={styles.summary}>
        <p role="status" className={styles.count}>
          {total === undefined ? null : t('announcements.resultCount', { count: total })}
        </p>
        {filtered ? (
          <Link to={paths.announcements()} className="text-link" preventScrollReset>
            {t('announcements.clearFilters')}
          </Link>
        ) : null}
      </div>
      <InfiniteList
        query={query}
        getKey={announcementKey}
        renderItem={renderAnnouncement}
        label={t('announcements.title')}
        loadingMoreText={t('announcements.loadingMore')}
        allLoadedText={t('announcements.allLoaded')}
        emptyText={filtered ? t('announcements.noMatches') : t('announcements.empty')}
        errorText={(error) => t('errors.listFailed', { reason: errorMessage(error) })}
      />
    </PageSection>
  );
}

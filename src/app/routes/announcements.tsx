import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { ContentQueryProvider } from '@/components/ui/content-query-provider';
import { InfiniteList } from '@/components/ui/infinite-list';
import { CATEGORY_PARAM } from '@/config/paths';
import { ANNOUNCEMENTS_PAGE_SIZE, useAnnouncements } from '@/features/announcements/api/get-announcements';
import { AnnouncementCard } from '@/features/announcements/components/announcement-card';
import { CategoryFilter } from '@/features/announcements/components/category-filter';
import { PageMeta } from '@/components/ui/page-meta';
import { useErrorMessage } from '@/hooks/use-error-message';
import { isAnnouncementCategory, type AnnouncementCategory, type AnnouncementSummary, type Page } from '@/lib/content-schemas';
import { requestLocale } from '@/lib/locale-path';
import { loadIfBundled } from '@/lib/route-content';

/** The `?category=` filter; an unknown value means no filter. */
function categoryOf(params: URLSearchParams): AnnouncementCategory | undefined {
  const raw = params.get(CATEGORY_PARAM);
  return isAnnouncementCategory(raw) ? raw : undefined;
}

/** The list's first page from the bundled content, or `null` (see `loadIfBundled`). */
export function announcementsLoader({ request }: LoaderFunctionArgs): Promise<Page<AnnouncementSummary> | null> {
  const locale = requestLocale(request);
  const category = categoryOf(new URL(request.url).searchParams);
  return loadIfBundled((source) => source.getAnnouncements({ locale, category, page: 1, pageSize: ANNOUNCEMENTS_PAGE_SIZE }));
}

/** `/announcements`: every announcement, newest first, filtered by `?category=` (an unknown value shows all). */
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
  const category = categoryOf(params);
  const query = useAnnouncements(category, useLoaderData<Page<AnnouncementSummary> | null>());
  return (
    <section className="page container" aria-labelledby="announcements-title">
      <PageMeta page={t('announcements.title')} />
      <h1 id="announcements-title" className="page-title">
        {t('announcements.title')}
      </h1>
      <p className="page-lead">{t('announcements.subtitle')}</p>
      <CategoryFilter current={category} />
      <InfiniteList
        query={query}
        getKey={announcementKey}
        renderItem={renderAnnouncement}
        label={t('announcements.title')}
        loadingMoreText={t('announcements.loadingMore')}
        allLoadedText={t('announcements.allLoaded')}
        emptyText={t('announcements.empty')}
        errorText={(error) => t('errors.listFailed', { reason: errorMessage(error) })}
      />
    </section>
  );
}

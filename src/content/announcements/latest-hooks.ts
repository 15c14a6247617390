/** The newest few announcements for the home page's news and governance blocks. */
import { useContentQuery } from '@/lib/content/use-content-query';
import { useLocale } from '@/lib/locale/use-locale';
import type { AnnouncementCategory } from '@/content/announcements/categories';
import { latestAnnouncementsQueryOptions } from '@/content/announcements/list-queries';

/** The first `count` announcements in the active locale, optionally of one category. */
export function useLatestAnnouncements(count: number, category?: AnnouncementCategory) {
  const locale = useLocale();
  return useContentQuery((source) => latestAnnouncementsQueryOptions(locale, count, category, source));
}

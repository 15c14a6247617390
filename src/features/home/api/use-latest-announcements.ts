/** The newest few announcements for the home page's news and governance blocks. */
import { useContentQuery } from '@/hooks/use-content-query';
import { useLocale } from '@/hooks/use-locale';
import type { AnnouncementCategory } from '@/lib/announcements/categories';
import { latestAnnouncementsQueryOptions } from '@/lib/announcements/list-queries';

/** The first `count` announcements in the active locale, optionally of one category. */
export function useLatestAnnouncements(count: number, category?: AnnouncementCategory) {
  const locale = useLocale();
  return useContentQuery((source) => latestAnnouncementsQueryOptions(locale, count, category, source));
}

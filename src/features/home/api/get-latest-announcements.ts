/** The newest few announcements for the home page's news and governance blocks. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/locales';
import { useLocale } from '@/hooks/use-locale';
import { content } from '@/lib/content';
import type { AnnouncementCategory } from '@/lib/content-schemas';

/** The first `count` announcements (newest first), optionally of one category. */
export async function getLatestAnnouncements(
  locale: Locale,
  count: number,
  category?: AnnouncementCategory,
  signal?: AbortSignal,
) {
  const page = await content.getAnnouncements({ locale, page: 1, pageSize: count, category, ...(signal ? { signal } : {}) });
  return page.items;
}

export function latestAnnouncementsQueryOptions(locale: Locale, count: number, category?: AnnouncementCategory) {
  return queryOptions({
    queryKey: ['announcements', 'latest', locale, category ?? 'all', count],
    queryFn: ({ signal }) => getLatestAnnouncements(locale, count, category, signal),
  });
}

export function useLatestAnnouncements(count: number, category?: AnnouncementCategory) {
  return useQuery(latestAnnouncementsQueryOptions(useLocale(), count, category));
}

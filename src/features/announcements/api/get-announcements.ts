/** The announcements list: fetcher, query options and hook (infinite, 10 per page). */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/locales';
import { useLocale } from '@/hooks/use-locale';
import { content } from '@/lib/content';
import { hasNextPage, type AnnouncementCategory } from '@/lib/content-schemas';

export const ANNOUNCEMENTS_PAGE_SIZE = 10;

/** One page of announcements, newest first, optionally in one category. */
export function getAnnouncements(
  locale: Locale,
  category: AnnouncementCategory | undefined,
  page: number,
  signal?: AbortSignal,
) {
  return content.getAnnouncements({ locale, category, page, pageSize: ANNOUNCEMENTS_PAGE_SIZE, ...(signal ? { signal } : {}) });
}

export function announcementsQueryOptions(locale: Locale, category: AnnouncementCategory | undefined) {
  return infiniteQueryOptions({
    queryKey: ['announcements', 'list', locale, category ?? 'all'],
    queryFn: ({ pageParam, signal }) => getAnnouncements(locale, category, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (hasNextPage(last) ? last.page + 1 : undefined),
  });
}

/** The list in the active locale; a locale or category change starts a new list. */
export function useAnnouncements(category: AnnouncementCategory | undefined) {
  return useInfiniteQuery(announcementsQueryOptions(useLocale(), category));
}

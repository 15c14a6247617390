/** The announcements list: query options and hook (infinite, 10 per page). */
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Locale } from '@/config/locales';
import { useInfiniteContentQuery } from '@/hooks/use-content-query';
import { useLocale } from '@/hooks/use-locale';
import { contentSource } from '@/lib/content';
import { VISITOR_INPUT } from '@/lib/query-client';
import type { ArchiveFilter } from '@/config/archive-filter';
import { hasNextPage, type AnnouncementSummary, type Page } from '@/lib/content-schemas';
import { getAnnouncements } from '@/lib/announcement-list';
import { announcementKeys } from './announcement-keys';
import type { ContentSource } from '@/lib/content-source';

export const ANNOUNCEMENTS_PAGE_SIZE = 10;

/** Pages of announcements from `source`, newest first, under the archive's `filter`. */
export function announcementsQueryOptions(
  locale: Locale,
  filter: ArchiveFilter,
  source: ContentSource = contentSource(),
) {
  const { category, year, q } = filter;
  return infiniteQueryOptions({
    queryKey: announcementKeys.list(source, locale, filter),
    // The key holds the filter, which the visitor typed or chose.
    meta: category || year !== undefined || q ? VISITOR_INPUT : undefined,
    queryFn: ({ pageParam, signal }) =>
      getAnnouncements(source, {
        locale,
        category,
        year,
        q,
        page: pageParam,
        pageSize: ANNOUNCEMENTS_PAGE_SIZE,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (hasNextPage(last) ? last.page + 1 : undefined),
  });
}

/**
 * The list in the active locale; a locale or filter change starts a new list (and cancels the
 * old request). `firstPage` (the route loader's) is the list's first page without a request.
 */
export function useAnnouncements(filter: ArchiveFilter, firstPage?: Page<AnnouncementSummary> | null) {
  const locale = useLocale();
  return useInfiniteContentQuery((source) => announcementsQueryOptions(locale, filter, source), firstPage);
}

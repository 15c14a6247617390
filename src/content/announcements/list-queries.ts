/**
 * The announcement lists' query options: the archive (infinite, 10 per page) and the newest few
 * the home page shows. Their hooks live with the screens that show them.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/config/locales';
import { contentSource } from '@/lib/content/active-source';
import { VISITOR_INPUT } from '@/lib/content/query-client';
import type { AnnouncementCategory } from './categories';
import type { ArchiveFilter } from './archive-filter';
import { hasNextPage } from '@/lib/content/schemas';
import { type AnnouncementSummary } from './schema';
import { getAnnouncements } from './list';
import { announcementKeys } from './keys';
import type { ContentSource, LocaleQuery } from '@/lib/content/source';

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

/** The first `count` announcements (newest first), optionally of one category. */
export async function getLatestAnnouncements(
  source: ContentSource,
  { locale, count, category, signal }: LocaleQuery & { count: number; category?: AnnouncementCategory | undefined },
): Promise<AnnouncementSummary[]> {
  return (await getAnnouncements(source, { locale, page: 1, pageSize: count, category, signal })).items;
}

/** The first `count` announcements (newest first) from `source`, optionally of one category. */
export function latestAnnouncementsQueryOptions(
  locale: Locale,
  count: number,
  category?: AnnouncementCategory,
  source: ContentSource = contentSource(),
) {
  return queryOptions({
    queryKey: announcementKeys.latest(source, locale, count, category),
    queryFn: ({ signal }) => getLatestAnnouncements(source, { locale, count, category, signal }),
  });
}

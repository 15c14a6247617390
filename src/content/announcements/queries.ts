/**
 * The announcements' queries, each defined once for the route loader and the screen's hook
 * (`src/lib/content/content-query.ts`): the archive (10 per page, under its filter), the newest few
 * the home page and the kiosk's attract loop show, and one announcement with its body.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Locale } from '@/config/locales';
import { contentListQuery, contentQuery } from '@/lib/content/content-query';
import { VISITOR_INPUT } from '@/lib/content/query-client';
import type { Page } from '@/lib/content/schemas';
import { CONTENT_SOURCE_KINDS } from '@/lib/content/source';
import type { ArchiveFilter } from './archive-filter';
import type { AnnouncementCategory } from './categories';
import { announcementKeys } from './keys';
import { getAnnouncement, getAnnouncements } from './read';
import type { AnnouncementSummary } from './schema';

/** The archive in `locale` under `filter`. */
export interface ArchiveParams {
  locale: Locale;
  filter: ArchiveFilter;
}

/** Pages of announcements, newest first, under the archive's filter. */
export const archiveQuery = contentListQuery<ArchiveParams, AnnouncementSummary>({
  key: (source, { locale, filter }) => announcementKeys.list(source, locale, filter),
  pageSize: 10,
  readPage: (source, { locale, filter: { category, year, q } }, { page, pageSize }, signal) =>
    getAnnouncements(source, { locale, category, year, q, page, pageSize, signal }),
  // The key then holds the filter, which the visitor typed or chose.
  meta: ({ filter: { category, year, q } }) => (category || year !== undefined || q ? VISITOR_INPUT : undefined),
});

/** The newest `count` announcements in `locale`, of one category or all. */
export interface LatestParams {
  locale: Locale;
  count: number;
  category?: AnnouncementCategory | undefined;
}

/** The newest `count` announcements (newest first), optionally of one category. */
export const latestAnnouncementsQuery = contentQuery<LatestParams, AnnouncementSummary[]>({
  key: (source, { locale, count, category }) => announcementKeys.latest(source, locale, count, category),
  read: async (source, { locale, count, category }, signal) =>
    (await getAnnouncements(source, { locale, page: 1, pageSize: count, category, signal })).items,
});

/** Announcement `id` in `locale`; the query fails with a ContentError (`not-found` for an unknown id). */
export const announcementQuery = contentQuery({
  key: (source, { locale, id }: { locale: Locale; id: string }) => announcementKeys.detail(source, locale, id),
  read: (source, { locale, id }, signal) => getAnnouncement(source, { locale, id, signal }),
});

/**
 * The list entry for announcement `id` in `locale`, from any announcements list already in the
 * query cache (any category, live or bundled), or `undefined`. A visitor who taps an item sees
 * its title, date, category and documents at once, while the body is on its way.
 */
export function findAnnouncementSummary(
  queryClient: QueryClient,
  locale: Locale,
  id: string,
): AnnouncementSummary | undefined {
  const lists = CONTENT_SOURCE_KINDS.flatMap((kind) =>
    queryClient.getQueriesData<InfiniteData<Page<AnnouncementSummary>>>({
      queryKey: announcementKeys.lists({ kind }, locale),
    }),
  );
  for (const [, data] of lists) {
    for (const page of data?.pages ?? []) {
      const found = page.items.find((item) => item.id === id);
      if (found) return found;
    }
  }
  return undefined;
}

/** The announcements as screens read them, in the active locale (`./queries.ts`). */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useContentQuery, useInfiniteContentQuery } from '@/lib/content/use-content-query';
import { useLocale } from '@/lib/locale/use-locale';
import type { Page } from '@/lib/content/schemas';
import type { ArchiveFilter } from './archive-filter';
import type { AnnouncementCategory } from './categories';
import { announcementQuery, archiveQuery, findAnnouncementSummary, latestAnnouncementsQuery } from './queries';
import type { Announcement, AnnouncementSummary } from './schema';

/**
 * The archive under `filter`; a locale or filter change starts a new list (and cancels the old
 * request). `firstPage` (the route loader's) is the list's first page without a request.
 */
export function useAnnouncements(filter: ArchiveFilter, firstPage?: Page<AnnouncementSummary> | null) {
  const locale = useLocale();
  return useInfiniteContentQuery(archiveQuery, { locale, filter }, firstPage);
}

/** Announcement `id`; `initial` (the route loader's) is shown without a request. */
export function useAnnouncement(id: string, initial?: Announcement | null) {
  const locale = useLocale();
  return useContentQuery(announcementQuery, { locale, id }, initial);
}

/** `findAnnouncementSummary` in the active locale, read as the screen opens an announcement. */
export function useAnnouncementPreview(id: string): AnnouncementSummary | undefined {
  const queryClient = useQueryClient();
  const locale = useLocale();
  return useMemo(() => findAnnouncementSummary(queryClient, locale, id), [queryClient, locale, id]);
}

/**
 * The newest `count` announcements, optionally of one category; `initial` (the home route
 * loader's) is shown without a request.
 */
export function useLatestAnnouncements(
  count: number,
  category?: AnnouncementCategory,
  initial?: AnnouncementSummary[] | null,
) {
  const locale = useLocale();
  return useContentQuery(latestAnnouncementsQuery, { locale, count, category }, initial);
}

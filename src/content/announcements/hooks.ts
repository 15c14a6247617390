/** The announcements as the archive and announcement screens read them (`src/content/announcements/`). */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useContentQuery, useInfiniteContentQuery } from '@/lib/content/use-content-query';
import { useLocale } from '@/lib/locale/use-locale';
import { announcementQueryOptions, findAnnouncementSummary } from '@/content/announcements/announcement';
import type { ArchiveFilter } from '@/content/announcements/archive-filter';
import { announcementsQueryOptions } from '@/content/announcements/list-queries';
import type { Announcement, AnnouncementSummary } from '@/content/announcements/schema';
import type { Page } from '@/lib/content/schemas';

/**
 * The archive in the active locale; a locale or filter change starts a new list (and cancels the
 * old request). `firstPage` (the route loader's) is the list's first page without a request.
 */
export function useAnnouncements(filter: ArchiveFilter, firstPage?: Page<AnnouncementSummary> | null) {
  const locale = useLocale();
  return useInfiniteContentQuery((source) => announcementsQueryOptions(locale, filter, source), firstPage);
}

/** Announcement `id` in the active locale; `initial` (the route loader's) is shown without a request. */
export function useAnnouncement(id: string, initial?: Announcement | null) {
  const locale = useLocale();
  return useContentQuery((source) => announcementQueryOptions(id, locale, source), initial);
}

/** `findAnnouncementSummary` in the active locale, read as the screen opens an announcement. */
export function useAnnouncementPreview(id: string): AnnouncementSummary | undefined {
  const queryClient = useQueryClient();
  const locale = useLocale();
  return useMemo(() => findAnnouncementSummary(queryClient, locale, id), [queryClient, locale, id]);
}

/**
 * One announcement with its body (`docs/content-api.md` §3, `GET /announcements/{id}`): the
 * fetcher, query options and hook. From the content API when there is one, else the bundled
 * summary joined with its Markdown body (`announcements/<id>.md`).
 */
import { queryOptions, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Locale } from '@/config/locales';
import { useContentQuery } from '@/hooks/use-content-query';
import { useLocale } from '@/hooks/use-locale';
import { bundledAnnouncementIndex } from '@/lib/announcement-list';
import { contentSource } from '@/lib/content';
import { ContentError } from '@/lib/content-error';
import {
  announcementSchema,
  parseOne,
  type Announcement,
  type AnnouncementSummary,
  type Page,
} from '@/lib/content-schemas';
import { CONTENT_SOURCE_KINDS, withSignal, type ContentSource, type LocaleQuery } from '@/lib/content-source';
import { announcementKeys } from './announcement-keys';

/**
 * Announcement `id` in `locale`.
 * @throws {ContentError} kind `not-found` for an unknown id, or any the source reports.
 */
export async function getAnnouncement(
  source: ContentSource,
  { id, locale, signal }: LocaleQuery & { id: string },
): Promise<Announcement> {
  if (source.api) {
    const raw = await source.api.getJson(`announcements/${encodeURIComponent(id)}`, {
      searchParams: { locale },
      ...withSignal(signal),
    });
    return parseOne(announcementSchema, raw, 'announcement');
  }
  const summary = (await bundledAnnouncementIndex(source, locale, signal)).find((item) => item.id === id);
  if (!summary) throw new ContentError('not-found', `No announcement "${id}"`, 404);
  const body = await source.files.getText(`${locale}/announcements/${encodeURIComponent(id)}.md`, withSignal(signal));
  return parseOne(announcementSchema, { ...summary, body }, 'announcement');
}

/** Announcement `id` from `source`; the query fails with a ContentError (`not-found` for an unknown id). */
function announcementQueryOptions(id: string, locale: Locale, source: ContentSource = contentSource()) {
  return queryOptions({
    queryKey: announcementKeys.detail(source, locale, id),
    queryFn: ({ signal }) => getAnnouncement(source, { id, locale, signal }),
  });
}

/** Announcement `id` in the active locale; `initial` (the route loader's) is shown without a request. */
export function useAnnouncement(id: string, initial?: Announcement | null) {
  const locale = useLocale();
  return useContentQuery((source) => announcementQueryOptions(id, locale, source), initial);
}

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

/** {@link findAnnouncementSummary} in the active locale, read as the screen opens an announcement. */
export function useAnnouncementPreview(id: string): AnnouncementSummary | undefined {
  const queryClient = useQueryClient();
  const locale = useLocale();
  return useMemo(() => findAnnouncementSummary(queryClient, locale, id), [queryClient, locale, id]);
}

/**
 * One announcement with its body (`docs/content-api.md` §3, `GET /announcements/{id}`): the
 * fetcher, its query options, and the list entry already in the cache. From the content API when there is one, else the bundled
 * summary joined with its Markdown body (`announcements/<id>.md`).
 */
import { queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { Locale } from '@/config/locales';
import { bundledAnnouncementIndex } from './list';
import { contentSource } from '@/lib/content/active-source';
import { ContentError } from '@/lib/content/content-error';
import { parseOne, type Page } from '@/lib/content/schemas';
import { announcementSchema, type Announcement, type AnnouncementSummary } from './schema';
import { CONTENT_SOURCE_KINDS, withSignal, type ContentSource, type LocaleQuery } from '@/lib/content/source';
import { announcementKeys } from './keys';

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
export function announcementQueryOptions(id: string, locale: Locale, source: ContentSource = contentSource()) {
  return queryOptions({
    queryKey: announcementKeys.detail(source, locale, id),
    queryFn: ({ signal }) => getAnnouncement(source, { id, locale, signal }),
  });
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

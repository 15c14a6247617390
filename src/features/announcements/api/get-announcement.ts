/** One announcement with its body: query options and hook. */
import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/config/locales';
import { useContentQuery } from '@/hooks/use-content-query';
import { useLocale } from '@/hooks/use-locale';
import { contentSource } from '@/lib/content';
import type { Announcement } from '@/lib/content-schemas';
import type { ContentSource } from '@/lib/content-source';
import { contentKey } from '@/lib/query-client';

/** Announcement `id` from `source`; the query fails with a ContentError (`not-found` for an unknown id). */
export function announcementQueryOptions(id: string, locale: Locale, source: ContentSource = contentSource()) {
  return queryOptions({
    queryKey: contentKey(source, 'announcements', 'detail', locale, id),
    queryFn: ({ signal }) => source.getAnnouncement({ id, locale, signal }),
  });
}

/** Announcement `id` in the active locale; `initial` (the route loader's) is shown without a request. */
export function useAnnouncement(id: string, initial?: Announcement | null) {
  const locale = useLocale();
  return useContentQuery((source) => announcementQueryOptions(id, locale, source), initial);
}

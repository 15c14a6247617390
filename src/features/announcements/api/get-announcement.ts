/** One announcement with its body: fetcher, query options and hook. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/locales';
import { useLocale } from '@/hooks/use-locale';
import { content } from '@/lib/content';

/** Fetches announcement `id`; rejects with a ContentError (`not-found` for an unknown id). */
export function getAnnouncement(id: string, locale: Locale, signal?: AbortSignal) {
  return content.getAnnouncement({ id, locale, ...(signal ? { signal } : {}) });
}

export function announcementQueryOptions(id: string, locale: Locale) {
  return queryOptions({
    queryKey: ['announcements', 'detail', locale, id],
    queryFn: ({ signal }) => getAnnouncement(id, locale, signal),
  });
}

export function useAnnouncement(id: string) {
  return useQuery(announcementQueryOptions(id, useLocale()));
}

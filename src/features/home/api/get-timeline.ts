/** The major-events timeline (bundled content): fetcher, query options and hook. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/locales';
import { useLocale } from '@/hooks/use-locale';
import { contentSource } from '@/lib/content';

export function getTimeline(locale: Locale, signal?: AbortSignal) {
  return contentSource().getTimeline({ locale, ...(signal ? { signal } : {}) });
}

export function timelineQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['timeline', locale],
    queryFn: ({ signal }) => getTimeline(locale, signal),
    staleTime: Infinity,
  });
}

export function useTimeline() {
  return useQuery(timelineQueryOptions(useLocale()));
}

/** The careers list: fetcher, query options and hook (infinite, 8 per page). */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/locales';
import { useLocale } from '@/hooks/use-locale';
import { content } from '@/lib/content';
import { hasNextPage } from '@/lib/content-schemas';

export const CAREERS_PAGE_SIZE = 8;

export function getCareers(locale: Locale, page: number, signal?: AbortSignal) {
  return content.getCareers({ locale, page, pageSize: CAREERS_PAGE_SIZE, ...(signal ? { signal } : {}) });
}

export function careersQueryOptions(locale: Locale) {
  return infiniteQueryOptions({
    queryKey: ['careers', 'list', locale],
    queryFn: ({ pageParam, signal }) => getCareers(locale, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (hasNextPage(last) ? last.page + 1 : undefined),
  });
}

export function useCareers() {
  return useInfiniteQuery(careersQueryOptions(useLocale()));
}

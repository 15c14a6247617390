/** The careers list: query options and hook (infinite, 8 per page). */
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Locale } from '@/config/locales';
import { useInfiniteContentQuery } from '@/hooks/use-content-query';
import { useLocale } from '@/hooks/use-locale';
import { contentSource } from '@/lib/content';
import { hasNextPage, type Career, type Page } from '@/lib/content-schemas';
import type { ContentSource } from '@/lib/content-source';
import { contentKey } from '@/lib/query-client';

export const CAREERS_PAGE_SIZE = 8;

/** Pages of open positions from `source`, newest first. */
export function careersQueryOptions(locale: Locale, source: ContentSource = contentSource()) {
  return infiniteQueryOptions({
    queryKey: contentKey(source, 'careers', 'list', locale),
    queryFn: ({ pageParam, signal }) =>
      source.getCareers({ locale, page: pageParam, pageSize: CAREERS_PAGE_SIZE, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (hasNextPage(last) ? last.page + 1 : undefined),
  });
}

/** The list in the active locale; `firstPage` (the route loader's) is its first page without a request. */
export function useCareers(firstPage?: Page<Career> | null) {
  const locale = useLocale();
  return useInfiniteContentQuery((source) => careersQueryOptions(locale, source), firstPage);
}

/** A legal page's Markdown: fetcher, query options and hook. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/locales';
import { useLocale } from '@/hooks/use-locale';
import { contentSource } from '@/lib/content';
import type { LegalPage } from '@/lib/content-source';

export function getLegalPage(page: LegalPage, locale: Locale, signal?: AbortSignal) {
  return contentSource().getLegalPage({ page, locale, ...(signal ? { signal } : {}) });
}

export function legalPageQueryOptions(page: LegalPage, locale: Locale) {
  return queryOptions({
    queryKey: ['legal', page, locale],
    queryFn: ({ signal }) => getLegalPage(page, locale, signal),
    staleTime: Infinity,
  });
}

export function useLegalPage(page: LegalPage) {
  return useQuery(legalPageQueryOptions(page, useLocale()));
}

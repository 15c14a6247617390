/** The team section's doctors (bundled content): fetcher, query options and hook. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/locales';
import { useLocale } from '@/hooks/use-locale';
import { contentSource } from '@/lib/content';

export function getTeam(locale: Locale, signal?: AbortSignal) {
  return contentSource().getTeam({ locale, ...(signal ? { signal } : {}) });
}

export function teamQueryOptions(locale: Locale) {
  return queryOptions({ queryKey: ['team', locale], queryFn: ({ signal }) => getTeam(locale, signal), staleTime: Infinity });
}

export function useTeam() {
  return useQuery(teamQueryOptions(useLocale()));
}

/** The careers list as the careers screen reads it (`src/content/careers/careers.ts`). */
import { useInfiniteContentQuery } from '@/lib/content/use-content-query';
import { useLocale } from '@/lib/locale/use-locale';
import { careersQueryOptions, type Career } from '@/content/careers/careers';
import type { Page } from '@/lib/content/schemas';

/** The list in the active locale; `firstPage` (the route loader's) is its first page without a request. */
export function useCareers(firstPage?: Page<Career> | null) {
  const locale = useLocale();
  return useInfiniteContentQuery((source) => careersQueryOptions(locale, source), firstPage);
}

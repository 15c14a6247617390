/** The careers list as the careers screen reads it, in the active locale (`./queries.ts`). */
import type { Page } from '@/lib/content/schemas';
import { useInfiniteContentQuery } from '@/lib/content/use-content-query';
import { useLocale } from '@/lib/locale/use-locale';
import { careersQuery } from './queries';
import type { Career } from './schema';

/** The list; `firstPage` (the route loader's) is its first page without a request. */
export function useCareers(firstPage?: Page<Career> | null) {
  const locale = useLocale();
  return useInfiniteContentQuery(careersQuery, { locale }, firstPage);
}

/**
 * The careers list's query (8 per page), defined once for the route loader and the careers
 * screen's hook (`src/lib/content/content-query.ts`).
 */
import type { Locale } from '@/config/locales';
import { contentListQuery } from '@/lib/content/content-query';
import { contentKey } from '@/lib/content/query-client';
import type { ContentSource } from '@/lib/content/source';
import { getCareers } from './read';
import type { Career } from './schema';

/** The careers' query keys (one factory, as `src/content/announcements/keys.ts`). */
const careerKeys = {
  list: (source: Pick<ContentSource, 'kind'>, locale: Locale) => contentKey(source, 'careers', 'list', locale),
};

/** Pages of open positions in `locale`, newest first. */
export const careersQuery = contentListQuery<{ locale: Locale }, Career>({
  key: (source, { locale }) => careerKeys.list(source, locale),
  pageSize: 8,
  readPage: (source, { locale }, { page, pageSize }, signal) => getCareers(source, { locale, page, pageSize, signal }),
});

/**
 * The careers list endpoint (`docs/content-api.md` §3, `GET /careers`): the fetcher, its
 * schema and query options (infinite, 8 per page); the hook is the careers screen's. From the content API when there is one,
 * else from the bundled `careers.json`, paged here as the API pages.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Locale } from '@/config/locales';
import { contentSource } from '@/lib/content/active-source';
import { hasNextPage, parsePage, type Page } from '@/lib/content/schemas';
import { careerSchema, type Career } from './schema';
import { checkPaging, paginate, withSignal, type ContentSource, type ListQuery } from '@/lib/content/source';
import { contentKey } from '@/lib/content/query-client';

export type { Career, EmploymentType } from './schema';

export const CAREERS_PAGE_SIZE = 8;

/** The careers' query keys (one factory, as `src/content/announcements/keys.ts`). */
const careerKeys = {
  list: (source: Pick<ContentSource, 'kind'>, locale: Locale) => contentKey(source, 'careers', 'list', locale),
};

/**
 * One page of open positions, newest first.
 * @throws {ContentError} kind `bad-request` for paging outside the contract, or any the source reports.
 */
export async function getCareers(source: ContentSource, query: ListQuery): Promise<Page<Career>> {
  checkPaging(query);
  const { locale, page, pageSize, signal } = query;
  if (!source.api) {
    return paginate(await source.readList(`${locale}/careers.json`, careerSchema, 'career', signal), page, pageSize);
  }
  const raw = await source.api.getJson('careers', { searchParams: { locale, page, pageSize }, ...withSignal(signal) });
  return parsePage(careerSchema, raw, 'career');
}

/** Pages of open positions from `source`, newest first. */
export function careersQueryOptions(locale: Locale, source: ContentSource = contentSource()) {
  return infiniteQueryOptions({
    queryKey: careerKeys.list(source, locale),
    queryFn: ({ pageParam, signal }) =>
      getCareers(source, { locale, page: pageParam, pageSize: CAREERS_PAGE_SIZE, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (hasNextPage(last) ? last.page + 1 : undefined),
  });
}

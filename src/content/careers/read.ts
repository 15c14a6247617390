/**
 * Reading the careers list (`docs/content-api.md` §3, `GET /careers`): from the content API when
 * there is one, else from the bundled `careers.json`, paged here as the API pages.
 */
import { parsePage, type Page } from '@/lib/content/schemas';
import { checkPaging, paginate, withSignal, type ContentSource, type ListQuery } from '@/lib/content/source';
import { careerSchema, type Career } from './schema';

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

/**
 * The announcement archive's filters: category, year and a text search, together, as the URL
 * carries them (`/announcements?category=…&year=2024&q=results`), and the one rule that decides
 * whether an announcement matches, shared by the bundled content source, the fallback for an API
 * that ignores the filters, and the tests.
 */
import { CATEGORY_PARAM, QUERY_PARAM, YEAR_PARAM } from '@/config/search-params';
import { isAnnouncementCategory, type AnnouncementCategory } from '@/config/categories';
import type { AnnouncementSummary } from '@/lib/content-schemas';

/** Longest search text kept, in UTF-16 code units; longer input is cut, never refused. */
export const MAX_QUERY_LENGTH = 100;

/** Offset of Hong Kong time from UTC, in ms: HKT has no daylight saving time. */
const HONG_KONG_OFFSET_MS = 8 * 60 * 60 * 1000;

/** What the archive shows. Every field is optional: nothing set means every announcement. */
export interface ArchiveFilter {
  category?: AnnouncementCategory | undefined;
  /** Calendar year of publication in Hong Kong time (a filing dated 1 January 00:30 HKT is that year's). */
  year?: number | undefined;
  /** Text that must appear in the title or summary; see {@link searchTerms}. */
  q?: string | undefined;
}

/** Whether `value` is a year the archive can ask for (1990 to 2999; the group keeps nothing older). */
function isArchiveYear(value: number): boolean {
  return Number.isInteger(value) && value >= 1990 && value <= 2999;
}

/**
 * The filters in `params`. A value that is not valid (an unknown category, a year that is not
 * four digits, an empty search) is no filter: a hand-edited or outdated link still shows a list.
 */
export function archiveFilterOf(params: URLSearchParams): ArchiveFilter {
  const category = params.get(CATEGORY_PARAM);
  const yearText = params.get(YEAR_PARAM) ?? '';
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : Number.NaN;
  const q = normalizeQuery(params.get(QUERY_PARAM) ?? '');
  return {
    ...(isAnnouncementCategory(category) ? { category } : {}),
    ...(isArchiveYear(year) ? { year } : {}),
    ...(q ? { q } : {}),
  };
}

/** The search text as it is kept: spaces collapsed and trimmed, at most {@link MAX_QUERY_LENGTH} long. */
export function normalizeQuery(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

/** `filter` as URL search parameters, in a fixed order (category, year, q); unset ones left out. */
export function archiveSearchParams(filter: ArchiveFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.category) params.set(CATEGORY_PARAM, filter.category);
  if (filter.year !== undefined) params.set(YEAR_PARAM, String(filter.year));
  const q = normalizeQuery(filter.q ?? '');
  if (q) params.set(QUERY_PARAM, q);
  return params;
}

/** Whether any filter is set. */
export function isFiltered(filter: ArchiveFilter): boolean {
  return filter.category !== undefined || filter.year !== undefined || Boolean(filter.q);
}

/** The Hong Kong calendar year of an ISO 8601 time with offset, or `undefined` when it is not one. */
export function hongKongYear(iso: string): number | undefined {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? undefined : new Date(time + HONG_KONG_OFFSET_MS).getUTCFullYear();
}

/**
 * The search's terms: compatibility-normalized (NFKC: full-width Latin letters and digits, as a
 * Chinese keyboard types them, match their ASCII forms) and lower-cased, split at spaces.
 */
export function searchTerms(q: string): string[] {
  return foldText(normalizeQuery(q)).split(' ').filter(Boolean);
}

function foldText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/**
 * Whether `item` is in the archive under `filter`: its category, its year in Hong Kong time,
 * and every search term found in its title or summary (as substrings, so Chinese text, written
 * without spaces, matches too).
 */
export function matchesArchive(
  item: Pick<AnnouncementSummary, 'category' | 'publishedAt' | 'title' | 'summary'>,
  filter: ArchiveFilter,
): boolean {
  if (filter.category && item.category !== filter.category) return false;
  if (filter.year !== undefined && hongKongYear(item.publishedAt) !== filter.year) return false;
  const terms = searchTerms(filter.q ?? '');
  if (terms.length === 0) return true;
  const text = foldText(`${item.title}\n${item.summary ?? ''}`);
  return terms.every((term) => text.includes(term));
}

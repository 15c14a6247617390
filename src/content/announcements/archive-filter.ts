/**
 * The announcement archive's filters as the URL carries them
 * (`/announcements?category=…&year=2024&q=results`): read from and written to search parameters.
 * Whether an announcement matches them is `src/content/announcements/archive-match.ts`.
 */
import { paths } from '@/config/paths';
import { CATEGORY_PARAM, QUERY_PARAM, VIEW_PARAM, YEAR_PARAM } from '@/config/search-params';
import { isAnnouncementCategory, type AnnouncementCategory } from './categories';

/** Longest search text kept, in UTF-16 code units; longer input is cut, never refused. */
export const MAX_QUERY_LENGTH = 100;

/** What the archive shows. Every field is optional: nothing set means every announcement. */
export interface ArchiveFilter {
  category?: AnnouncementCategory | undefined;
  /** Calendar year of publication in site time (a filing dated 1 January 00:30 HKT is that year's). */
  year?: number | undefined;
  /** Text that must appear in the title or summary (see `searchTerms` in `src/content/announcements/archive-match.ts`). */
  q?: string | undefined;
  /**
   * `table` for the compact view (date, title, category, documents); unset for the cards. Not a filter of what matches.
   */
  view?: 'table' | undefined;
}

/** `filter` without its view: what decides which announcements match, and the list's cache key. */
export function matchFilterOf({ category, year, q }: ArchiveFilter): ArchiveFilter {
  return { ...(category ? { category } : {}), ...(year === undefined ? {} : { year }), ...(q ? { q } : {}) };
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
    ...(params.get(VIEW_PARAM) === 'table' ? { view: 'table' as const } : {}),
  };
}

/** The search text as it is kept: spaces collapsed and trimmed, at most {@link MAX_QUERY_LENGTH} long. */
export function normalizeQuery(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

/** `filter` as URL search parameters, in a fixed order (category, year, q, view); unset ones left out. */
export function archiveSearchParams(filter: ArchiveFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.category) params.set(CATEGORY_PARAM, filter.category);
  if (filter.year !== undefined) params.set(YEAR_PARAM, String(filter.year));
  const q = normalizeQuery(filter.q ?? '');
  if (q) params.set(QUERY_PARAM, q);
  if (filter.view === 'table') params.set(VIEW_PARAM, 'table');
  return params;
}

/** The archive's href under `filter` (`/announcements?category=…&year=…&q=…`). */
export function archivePath(filter: ArchiveFilter = {}): string {
  return paths.announcements(archiveSearchParams(filter));
}

/** Whether any filter is set. */
export function isFiltered(filter: ArchiveFilter): boolean {
  return filter.category !== undefined || filter.year !== undefined || Boolean(filter.q);
}

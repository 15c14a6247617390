/**
 * The one rule that decides whether an announcement is in the archive under a filter
 * (`src/content/announcements/archive-filter.ts`), shared by the bundled content, the fallback for an API that
 * ignores the filters, and the archive's year list.
 */
import { normalizeQuery, type ArchiveFilter } from './archive-filter';
import { siteYear } from '@/config/site-time';
import type { AnnouncementSummary } from './schema';

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
 * Whether `item` is in the archive under `filter`: its category, its year in site time, and
 * every search term found in its title or summary (as substrings, so Chinese text, written
 * without spaces, matches too).
 */
export function matchesArchive(
  item: Pick<AnnouncementSummary, 'category' | 'publishedAt' | 'title' | 'summary'>,
  filter: ArchiveFilter,
): boolean {
  if (filter.category && item.category !== filter.category) return false;
  if (filter.year !== undefined && siteYear(item.publishedAt) !== filter.year) return false;
  const terms = searchTerms(filter.q ?? '');
  if (terms.length === 0) return true;
  const text = foldText(`${item.title}\n${item.summary ?? ''}`);
  return terms.every((term) => text.includes(term));
}

/**
 * What the site-wide search covers (`docs/design.md` §4.8): which pages, grouped by kind, in the order the results
 * show the groups. The build indexes the prerendered pages with Pagefind
 * (`vite-plugins/search-index.ts`); the search screen groups Pagefind's results by the `kind` the build
 * gave each page. Relative imports only, so the build can load it without the app's aliases.
 */
import { matchRoute } from './routes.ts';

/** The kinds of page a result can be, most wanted first. */
export const SEARCH_KINDS = [
  'announcement',
  'governance',
  'report',
  'investors',
  'calendar',
  'careers',
  'home',
  'legal',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * The kind of the page at `pagePath` (its path without the locale prefix, `/investors/reports`),
 * as its route in the route table says (`./routes.ts`), or `undefined` for a page the search
 * leaves out: the announcement archive (its items are found as announcements), the search itself
 * and anything unknown.
 */
export function searchKindOf(pagePath: string): SearchKind | undefined {
  return matchRoute(pagePath)?.search;
}

/** Where the search index is served from, relative to the site's base. */
export const SEARCH_INDEX_FOLDER = 'pagefind';

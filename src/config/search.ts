/**
 * What the site-wide search covers (`docs/design.md` §4.8): which pages, grouped by kind, in the order the results
 * show the groups. The build indexes the prerendered pages with Pagefind
 * (`vite-plugins/search-index.ts`); the search screen groups Pagefind's results by the `kind` the build
 * gave each page (`searchKindOf`, `./routes.ts`, from the route table). No imports, so the build
 * can load it without the app's aliases.
 */

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

/** Where the search index is served from, relative to the site's base. */
export const SEARCH_INDEX_FOLDER = 'pagefind';

/**
 * URL search parameters the screens' loaders read. A prerendered page was rendered without any
 * of them, so a URL that carries one (`/announcements?category=…`) is rendered afresh in the
 * browser rather than hydrated over the unfiltered page (`src/lib/pre-paint.ts`).
 */

/** Query parameter that carries the announcements list's category filter. */
export const CATEGORY_PARAM = 'category';
/** Query parameter that carries the announcement archive's year (`2024`, Hong Kong time). */
export const YEAR_PARAM = 'year';
/** Query parameter that carries the announcement archive's search text. */
export const QUERY_PARAM = 'q';

/** Query parameter that carries the archive's view: `table` for the compact table, absent for cards. */
export const VIEW_PARAM = 'view';

/**
 * Every parameter that changes what a screen's loader returns, or how the screen shows it (the
 * archive's view): a prerendered page, rendered without them, is not hydrated over.
 */
export const DATA_SEARCH_PARAMS: readonly string[] = [CATEGORY_PARAM, YEAR_PARAM, QUERY_PARAM, VIEW_PARAM];

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

/** Every parameter that changes what a screen's loader returns. */
export const DATA_SEARCH_PARAMS: readonly string[] = [CATEGORY_PARAM, YEAR_PARAM, QUERY_PARAM];

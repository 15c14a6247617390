/**
 * The archive's URL search parameters by name, in a module of constants alone: the pre-paint
 * script (`src/lib/pre-paint/page.ts`) reads them without the rest of the archive's code.
 */

/** Query parameter that carries the archive's category filter. */
export const CATEGORY_PARAM = 'category';
/** Query parameter that carries the archive's year (`2024`, Hong Kong time). */
export const YEAR_PARAM = 'year';
/**
 * Query parameter that carries the archive's search text; the site search (`/search?q=`) uses the
 * same name, so its text carries over to the archive.
 */
export const QUERY_PARAM = 'q';
/** Query parameter that carries the archive's view: `table` for the compact table, absent for cards. */
export const VIEW_PARAM = 'view';

/**
 * Every parameter that changes what a screen's loader returns, or how the screen shows it (the
 * archive's filters and view, the site search's text). A prerendered page was rendered without
 * them, so a URL that carries one is rendered afresh in the browser rather than hydrated over
 * (`src/lib/pre-paint/page.ts`).
 */
export const DATA_SEARCH_PARAMS: readonly string[] = [CATEGORY_PARAM, YEAR_PARAM, QUERY_PARAM, VIEW_PARAM];

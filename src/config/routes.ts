/**
 * The route table: every screen of the site, once (`docs/design.md` §4.1). The router
 * (`src/app/router.tsx`), the pages prerendered (`src/app/entry-server.tsx`), the href builders'
 * paths (`ROUTES`, `./paths.ts`), the search's kinds of page (`searchKindOf`) and
 * the host rules (`vite-plugins/host-config.ts`) all read it.
 *
 * Plain data with only type imports: the build's plugins load it in Node without the app's
 * aliases or any screen's code; the router finds each screen's code by its `module` name. The
 * careers, archive and announcement screens wrap themselves in the page's query cache
 * (`ContentQueryProvider`) rather than the table naming it: imported by the router, the cache's
 * module became a chunk entry of its own and the bundler split React out of the chunk it shares,
 * which grew the home page's first download by 0.65 kB (`npm run size`).
 */
import type { SearchKind } from './search.ts';

/** How the build prerenders a route, once per locale. */
export type PrerenderKind =
  /** One page at the route's path, listed in the sitemap. */
  | 'page'
  /** One page at the route's path, left out of the sitemap: no content of its own (the site search). */
  | 'unlisted'
  /** One page per announcement of the locale's bundled index (`<locale>/announcements.json`), for `:id`. */
  | 'bundled-announcements'
  /** The locale's not-found page (`NOT_FOUND_PAGE_PATH`), which servers answer with status 404. */
  | 'not-found';

/** One route of the table. */
export interface RouteFacts {
  /**
   * The URL pattern without a locale prefix, as react-router matches it (`/careers`,
   * `/announcement/:id`; `*` for any path no other route has).
   */
  readonly path: string;
  /**
   * The screen module's file name under `src/app/routes/`, without `.tsx`. It exports the route's
   * `Component` and, if the screen needs data, its `loader` (react-router's lazy route module).
   */
  readonly module: string;
  readonly prerender: PrerenderKind;
  /** Its pages' kind in the site search's results; none leaves them out of the index. */
  readonly search?: SearchKind;
  /**
   * The content API may have pages of this route beyond the prerendered ones: servers answer its
   * unknown paths with the locale's home page, from which the app renders the screen, instead of
   * the not-found page. Its last segment must be its one parameter.
   */
  readonly apiOnly?: true;
}

/**
 * Every route, by name. The order is the router's: react-router names a route by its place
 * (`0-0-0-1`), and the names are the keys of a prerendered page's loader data.
 */
export const ROUTE_TABLE = {
  home: { path: '/', module: 'home', prerender: 'page', search: 'home' },
  careers: { path: '/careers', module: 'careers', prerender: 'page', search: 'careers' },
  // Left out of the search: its items are found as announcements.
  announcements: { path: '/announcements', module: 'announcements', prerender: 'page' },
  announcement: {
    path: '/announcement/:id',
    module: 'announcement',
    prerender: 'bundled-announcements',
    search: 'announcement',
    apiOnly: true,
  },
  privacy: { path: '/privacy', module: 'privacy', prerender: 'page', search: 'legal' },
  terms: { path: '/terms', module: 'terms', prerender: 'page', search: 'legal' },
  reports: { path: '/investors/reports', module: 'reports', prerender: 'page', search: 'report' },
  governance: { path: '/investors/governance', module: 'governance', prerender: 'page', search: 'governance' },
  investors: { path: '/investors', module: 'investors', prerender: 'page', search: 'investors' },
  calendar: { path: '/investors/calendar', module: 'calendar', prerender: 'page', search: 'calendar' },
  financialHighlights: {
    path: '/investors/financial-highlights',
    module: 'financial-highlights',
    prerender: 'page',
    search: 'investors',
  },
  shareholders: { path: '/investors/shareholders', module: 'shareholders', prerender: 'page', search: 'investors' },
  search: { path: '/search', module: 'search', prerender: 'unlisted' },
  notFound: { path: '*', module: 'not-found', prerender: 'not-found' },
} as const satisfies Record<string, RouteFacts>;

export type RouteName = keyof typeof ROUTE_TABLE;

/** The table's routes in its order, each with its name. */
export function routeList(): (RouteFacts & { name: RouteName })[] {
  return Object.entries(ROUTE_TABLE).map(([name, route]) => ({ ...route, name: name as RouteName }));
}

/** `text` with every regular-expression metacharacter escaped. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `path`'s pattern as a regular expression: a `:param` segment matches any one segment. */
const patternOf = (path: string) => new RegExp(`^${escapeRegExp(path).replace(/:[^/]+/g, '[^/]+')}$`);

/**
 * The route whose pattern `pagePath` (a path without its locale prefix, `/announcement/x`)
 * matches, or `undefined` for a path that only the not-found route (`*`) takes.
 */
export function matchRoute(pagePath: string): (RouteFacts & { name: RouteName }) | undefined {
  return routeList().find((route) => route.path !== '*' && patternOf(route.path).test(pagePath));
}

/**
 * The part of `pagePath` before its parameter (`/announcement/`) when its route is
 * {@link RouteFacts.apiOnly}, else `undefined`.
 */
export function apiOnlyPrefix(pagePath: string): string | undefined {
  return matchRoute(pagePath)?.apiOnly ? pagePath.slice(0, pagePath.lastIndexOf('/') + 1) : undefined;
}

/** A route's path with its one parameter `:…` set to `value` (encoded as a path segment). */
export const fillRoutePath = (path: string, value: string) => path.replace(/:[^/]+/, encodeURIComponent(value));

/** The screen module's path relative to the project root (`src/app/routes/careers.tsx`). */
export const screenModuleFile = (route: Pick<RouteFacts, 'module'>) => `src/app/routes/${route.module}.tsx`;

/**
 * The kind of the page at `pagePath` (its path without the locale prefix, `/investors/reports`),
 * as its route in the route table says, or `undefined` for a page the search
 * leaves out: the announcement archive (its items are found as announcements), the search itself
 * and anything unknown.
 */
export function searchKindOf(pagePath: string): SearchKind | undefined {
  return matchRoute(pagePath)?.search;
}

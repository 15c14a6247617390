/**
 * What the prerendering step (`vite-plugins/prerender.ts`, in Node) and the server entry
 * (`src/app/entry-server.tsx`, built for Node by Vite) agree on, and the mark the browser entry
 * looks for before it hydrates.
 */
import type { Locale } from '@/config/locales';

/** Attribute on `#root` of a prerendered page: its markup is the app's, ready to hydrate. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Id of the locale pre-paint `<script>` element in `<head>`. */
export const PRE_PAINT_ID = 'pre-paint';

/**
 * Attribute of the locale pre-paint `<script>` that names the path a prerendered page was made
 * for (`/zh/careers`), or, on a not-found page, its locale's prefix and `*` (`/zh/*`): that page
 * stands for every path the site does not have in its locale.
 */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';

/**
 * Attributes of the locale pre-paint `<script>` on a prerendered page: the app's entry module
 * and (space-separated) every module it will import for this page. The script starts them only
 * when the visitor stays, so a visitor sent to their locale's page downloads nothing of this
 * one, and only after the first paint (`startAfterFirstPaint`, `src/lib/pre-paint/page.ts`);
 * meanwhile it holds taps on the page's controls for the app to play (`captureEarlyInput`).
 */
export const PAGE_ENTRY_ATTRIBUTE = 'data-entry';
export const PAGE_PRELOAD_ATTRIBUTE = 'data-preload';

/**
 * Id of the `<script type="application/json">` holding a prerendered page's router data
 * ({@link HydrationData}). Data, not a script: a browser never runs it, so every page's inline
 * scripts are the same few and a Content-Security-Policy can allow them by hash (deploy/README.md).
 */
export const HYDRATION_DATA_ID = 'router-hydration-data';

/**
 * A prerendered page's router state as react-router's `createBrowserRouter` takes it
 * (`hydrationData`): the loaders' data by route id. A page whose loaders failed is never
 * prerendered, so it carries no errors.
 */
export interface HydrationData {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: null;
}

/**
 * `data` as the text of a `<script type="application/json">` element: JSON with every `<`
 * escaped (`\u003c`), so no `</script>` or `<!--` in the data can end or change the element
 * (HTML, "Restrictions for contents of script elements").
 */
export function jsonScriptText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * Attribute on `<html>` once the app has committed its first render, the hydration of a
 * prerendered page or the mount of the shell: from then on the page's controls answer. A
 * prerendered page is readable and its links work before (they load their page), but a button
 * does nothing yet; tests and the bench wait for this mark before they press one.
 */
export const STARTED_ATTRIBUTE = 'data-started';

/**
 * Reads one bundled content file, by its path under `public/content/` (`zh/careers.json`);
 * rejects when there is none.
 */
export type ContentFileReader = (file: string) => Promise<string>;

/** One page to prerender. */
export interface PrerenderPage {
  /** The URL path it answers at (`/zh-TW/careers`, `/zh/`). */
  path: string;
  locale: Locale;
  /** The path without its locale prefix (`/careers`): the same page in another locale shares it. */
  pagePath: string;
  /** The route module rendering it, relative to the project root (for its chunk and CSS). */
  module: string;
  /**
   * `true` for the locale's not-found page (`404.html`, `zh/404.html`), which a server answers,
   * with status 404, for any path it has no page for; not in the sitemap.
   */
  notFound?: boolean;
  /** `true` for a page that is no content of its own (the site search): not in the sitemap. */
  unlisted?: boolean;
}

/** A rendered page. */
export interface RenderedPage {
  /** The markup inside `#root`. */
  html: string;
  /** The router's state for hydration. */
  hydrationData: HydrationData;
  /** `<title>`, `<meta>` and `<link>` elements the screen declared (React hoists them to `<head>`). */
  head: string;
  status: number;
}

/** A site file made from the bundled content (a feed, a calendar), served beside the pages. */
export interface SiteFile {
  /** Its URL path (`/feeds/en/announcements.xml`), also its path under the output folder. */
  path: string;
  /** Its media type with charset, for the dev server's answer. */
  contentType: string;
  body: string;
}

/** The server entry's exports. */
export interface ServerEntry {
  /** Prepares rendering from the bundled content `read` gives. Call once before {@link ServerEntry.render}. */
  setup(read: ContentFileReader): Promise<void>;
  /** Every page with fixed content in every locale. */
  prerenderPages(read: ContentFileReader): Promise<PrerenderPage[]>;
  /** Renders one page as the browser's first render will; rejects when a loader fails. */
  render(page: PrerenderPage): Promise<RenderedPage>;
  /** Every site file made from the bundled content; `generatedAt` dates the calendars. */
  siteFiles(generatedAt: Date): Promise<SiteFile[]>;
}

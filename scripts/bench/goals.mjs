// @ts-check
/**
 * The site's speed goals (`docs/development.md` §8), in one place for the bench, the size-limit
 * configuration and the budget tests.
 */

export const KIB = 1024;

export const GOALS = Object.freeze({
  /**
   * Gzip bytes of the JS the home page loads before any interaction: the framework the site is
   * built on (React, react-dom, react-router's data router, i18next, react-i18next, zustand: about
   * 114 KiB in their production builds, `docs/development.md` §8) and 16 KiB for the app.
   */
  initialJsGzip: 130 * KIB,
  /** Gzip bytes of any one lazily loaded chunk. */
  lazyChunkGzip: 30 * KIB,
  /** Each Lighthouse category score (0–100) but performance, mobile. */
  lighthouseScore: 100,
  /** Lighthouse's performance score (0–100), mobile, on every route in every locale. */
  lighthousePerformance: 98,
  /** Lighthouse's Total Blocking Time, mobile (simulated throttling), on every route in every locale, ms. */
  tbtMobileMs: 100,
  /** Largest Contentful Paint, Lighthouse mobile (simulated throttling), ms. */
  lcpMobileMs: 1800,
  /** Largest Contentful Paint, Lighthouse desktop, ms. */
  lcpDesktopMs: 700,
  /** Cumulative Layout Shift on every route. */
  cls: 0.02,
  /** Live DOM elements on the announcements list, wherever it is scrolled. */
  listDomElements: 1500,
  /** From the tap on a list item to the paint that shows the announcement, ms. */
  tapToPaintMs: 100,
  /** From a key typed in the site search to the painted results, on a phone, ms. */
  searchKeyMs: 100,
  /**
   * The main thread's blocking time while a page starts (long tasks' time beyond 50 ms after the
   * first contentful paint), CPU 4× slower, ms: the budget of Lighthouse's Total Blocking Time
   * for a page it scores at least 0.98.
   */
  startupBlockingMs: 100,
  /**
   * On a slow phone (CPU 6× slower, slow 4G), from the first contentful paint to the app's start,
   * ms: the framework's chunk alone takes at least 1.1 s to arrive on that network once asked for,
   * and evaluating and hydrating 0.4 to 0.6 s more (`docs/development.md` §8).
   */
  paintToStartMs: 2000,
  /**
   * From a content commit to a site ready to deploy, as the publish workflow runs it
   * (`publish.mjs`), whatever the number of announcements, ms: the Listing Rules' hour leaves room,
   * but a correction should be live within minutes (`docs/publishing.md` §8).
   */
  publishMs: 120_000,
  /** The kiosk's JS heap after the last visitor session may exceed the first by this share. */
  soakHeapGrowth: 0.1,
});

/** The home page's initial JS guard (`BUDGETS.initialJsGzip`, where it is explained), gzip bytes. */
const HOME_INITIAL_JS_GZIP = 144 * KIB;

/**
 * What `npm test` holds the build to through size-limit (`.size-limit.mjs`): a goal where the
 * build meets it, and a regression guard a little above today's figure where it does not yet.
 * The home page's initial JS is over its 130 KiB goal: React 19, react-dom, react-router's data
 * router, i18next and react-i18next alone take about 114 KiB gzip here, before the app's own
 * shell and home screen (`docs/development.md` §8; the bench prints the figure against the goal).
 */
export const BUDGETS = Object.freeze({
  /**
   * Gzip bytes of the home page's initial JS, read statically from the build (today 146.0 KiB:
   * the archive's filter links, the investor-relations navigation and the file-link rule added
   * about 2 KiB to the 142 KiB the bench measured before them; the investor centre's, the
   * calendar's and the feeds' texts in the one catalogue every page loads, the feed link in every
   * head and the home IR links about 2 KiB more). The layering of the features (`docs/development.md` §1) put code several
   * features share into modules of their own (the listing facts, the retry button, the archive
   * filter's URL contract), which the bundler emits as small shared chunks: 148.6 KiB, the
   * overhead of those chunks; the home loader's fetchers and their schemas load with the loader.
   * The financial highlights' texts are a catalogue of their own that comes with that screen, so
   * the home page does not grow with them. The site search adds only the header's link
   * (its screen, Pagefind and the index load on /search), and the archive's and governance's texts
   * moved to catalogues of their own: 148.5 KiB. The kiosk's rules that must hold from the first
   * script (the URL flags ignored for web visitors, a kiosk's content address held to https, the
   * event that ends a visitor's session) add 0.2 KiB: 148.7 KiB. The route table
   * (`src/config/routes.ts`), whose prerender and search facts the router's chunk carries with
   * the paths, adds 50 bytes: 148.82 KiB. The stores' explicit start (`initKiosk`, `initTheme`,
   * called from `src/app/main.tsx` instead of on import) adds 40 bytes: 148.86 KiB. The home
   * sections below the hero load as the visitor comes near them (`src/components/ui/deferred-part.tsx`),
   * their code out of the initial JS: 144.9 KiB. The framework and the shell as two chunks rather
   * than a dozen (`vite.config.ts`, `codeSplitting`) drop the shared chunks' own overhead:
   * 141.8 KiB. react-router's production build in place of the development one its package
   * names (`vite.config.ts`): 141.3 KiB, held at 142.5 KiB. Icons drawn inline rather than
   * loaded as SVG documents (`src/components/ui/icon.tsx`): their drawings in the asset manifest
   * (1.3 KiB) and the code that draws them, 144.8 KiB, held at 145.5 KiB. Each icon's shape drawn
   * once and coloured by the stylesheet (`shareShapes`, `vite-plugins/asset-manifest.ts`), and the
   * kiosk's texts in a catalogue of their own that comes with the kiosk's code
   * (`src/features/kiosk/catalogue.ts`): 143.9 KiB. The image variants listed by hash and widths
   * rather than file by file (`variantsOf`, `src/lib/assets/asset-manifest.ts`): 143.3 KiB, held
   * at 144 KiB.
   */
  initialJsGzip: HOME_INITIAL_JS_GZIP,
  /**
   * Gzip bytes of the JS each route's page loads before any interaction (its pre-paint script's
   * entry and preloads, with their static imports; `analyzeRoutes` in `size-config.mjs`): a
   * regression guard about 1 KiB over each route's figure of late November 2026, raised by 1 KiB in
   * early December 2026 for the content's character and document-address rules
   * (`src/lib/content/characters.ts`, `documentUrl`), which the app applies to everything it reads
   * as the build does: 0.86 to 0.9 KiB more on every route that reads content, measured against the
   * build before them; `/investors` by 0.5 KiB more for the kiosk's attract loop, which reads the
   * financial calendar with the investor centre's own fetcher (`src/content/investors/calendar.ts`), a
   * module the two then share as a chunk of its own (0.17 KiB over the guard, measured against the
   * build before it). Every prerendered route needs one; `/` is held by `initialJsGzip`. The lists (`/careers`, `/announcements`) and
   * an announcement carry the virtualised list and the query library. An announcement's body and
   * a legal page's text are static parts whose Markdown renderer loads only when reached
   * (`src/components/ui/static-markdown.tsx`): 176.8 KiB and 158.1 KiB, held at 178 and 159.
   * Validating each list download once (`src/lib/content/source.ts`) put `/investors/financial-highlights`
   * 64 bytes over its guard: 182.5 KiB. Icons drawn inline (see `initialJsGzip`) add 1.5 to 2.6 KiB
   * to every route (every page has the header's icons); each guard is again about 0.5 KiB over
   * its route's figure of 5 December 2026. The start in steps (`src/lib/yield-to-main.ts`,
   * `src/app/page-chunks.ts`) and the investor pages' static parts (`staticPart`) then added 0.2
   * to 0.4 KiB to every route, and each guard was raised by 0.5 KiB.
   */
  routeInitialJsGzip: /** @type {Readonly<Record<string, number>>} */ (
    Object.freeze({
      '/': HOME_INITIAL_JS_GZIP,
      '/careers': 191 * KIB,
      '/announcements': 197 * KIB,
      '/announcement/:id': 180.5 * KIB,
      '/investors': 181.5 * KIB,
      '/investors/reports': 157.5 * KIB,
      '/investors/governance': 165.5 * KIB,
      '/investors/calendar': 163 * KIB,
      '/investors/financial-highlights': 186 * KIB,
      '/investors/shareholders': 171.5 * KIB,
      '/search': 167 * KIB,
      '/privacy': 162 * KIB,
      '/terms': 162 * KIB,
      '/*': 142 * KIB,
    })
  ),
  /** Gzip bytes of any one lazily loaded chunk: the goal. */
  lazyChunkGzip: GOALS.lazyChunkGzip,
});

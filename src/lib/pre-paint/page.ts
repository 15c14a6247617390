/**
 * The pre-paint scripts: inline in `index.html`, they run before any of the page can paint, so
 * the visitor never sees the wrong theme or language (`docs/design.md` §3.4).
 *
 * {@link prePaintLocale} runs first thing in `<head>`, before the style sheet and the app's
 * scripts are even requested. It sets `<html lang>`, and:
 * - on an unprefixed URL whose visitor's locale is not English (saved choice, else browser
 *   language), hides the page and names that locale's URL (`/zh-TW/careers`), which the inline
 *   script loads in its place;
 * - on a not-found page (prerendered for any path of its locale), changes nothing: it is the page
 *   for this URL;
 * - on a prerendered page served for another URL (a host's fallback to `index.html` for
 *   `/announcement/<id>` of an API-only announcement), hides the prerendered markup until the
 *   app has rendered the right screen (`data-prerender="stale"` on `<html>`, styled in
 *   `global.css`); on its own page served for a URL with filters it was rendered without
 *   (`/announcements.html` for `/announcements?category=…`), hides only `<main>`'s content
 *   (`data-prerender="stale-content"`), so the visitor never sees what the URL excludes.
 *
 * `prePaintTheme` (`./theme.ts`) runs first thing in `<body>`: it sets the body's theme
 * class and the page's `color-scheme`.
 *
 * The scripts themselves are `src/app/pre-paint-locale.ts` and `src/app/pre-paint-theme.ts`, which
 * `vite-plugins/inline-script.ts` compiles, with what they import, into self-contained inline
 * scripts.
 */
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY } from '@/config/locales';
import { MAIN_ID } from '@/config/paths';
import { DATA_SEARCH_PARAMS } from '@/config/search-params';
import { detectLocale } from '../locale/detect-locale';
import { splitLocalePath } from '../locale/locale-path';
import { readStorage } from '../storage';

/** `<html data-prerender>` value while prerendered markup is another page's: the whole app is hidden. */
export const STALE_PRERENDER = 'stale';
/**
 * `<html data-prerender>` value while prerendered markup is this page's, but without the URL's
 * filters: header and footer show (they are the same), `<main>` shows only its pending status.
 */
export const STALE_CONTENT = 'stale-content';

/**
 * Applies the locale to the document. Never throws.
 * @param prerenderedPath The path this document was prerendered for (`/`, `/zh/careers`), its
 *   locale's prefix and `*` for a not-found page, which stands for any path in its locale
 *   (`/zh/*`), or `null` for the app shell.
 * @returns The URL to load instead (same path, search and hash under the visitor's locale
 *   prefix), or `undefined` to stay.
 */
export function prePaintLocale(prerenderedPath: string | null): string | undefined {
  const root = document.documentElement;
  const { pathname, search, hash } = window.location;
  const { locale: pinned, path } = splitLocalePath(pathname);
  // `languages` is missing in some embedded browsers, whatever lib.dom says.
  const locale =
    pinned ??
    detectLocale(
      readStorage(LOCALE_STORAGE_KEY),
      (navigator.languages as readonly string[] | undefined)?.[0] ?? navigator.language,
    );
  if (!pinned && locale !== DEFAULT_LOCALE) {
    root.style.visibility = 'hidden';
    return `/${locale}${path}${search}${hash}`;
  }
  root.lang = locale;
  if (prerenderedPath === null) return undefined;
  const params = new URLSearchParams(search);
  const own = prerenderedPath.endsWith('*')
    ? splitLocalePath(prerenderedPath.slice(0, -1)).locale === pinned
    : prerenderedPath === pathname;
  if (!own) root.dataset.prerender = STALE_PRERENDER;
  else if (prerenderedPath === pathname && DATA_SEARCH_PARAMS.some((name) => params.has(name)))
    root.dataset.prerender = STALE_CONTENT;
  return undefined;
}

/**
 * How many `modulepreload` links one task adds. Each one costs the main thread about 0.5 to 2 ms
 * on this project's 2-core bench host (Chromium starts the request synchronously), so a page's
 * twenty at once made a task of up to 40 ms, 160 ms on Lighthouse's 4× slower phone: a long task
 * of its own, just after the first paint (`docs/development.md` §8).
 */
export const PRELOADS_PER_TASK = 3;

/**
 * Starts a prerendered page's app once the page has painted: the page is whole and readable
 * without it, so nothing of the app (about 140 KiB of JS) competes with the page and its hero
 * image for the network, or for the main thread, before the first paint.
 *
 * When `paintFirst`, it waits for the first animation frame that renders the page's header with
 * its text (the parser has reached `<main>`, below it), and starts in a task after that frame:
 * HTML's event loop runs a frame's animation callbacks, then its style, layout and paint, before
 * the next task, so the frame is painted by then. It does not wait for the browser's
 * `first-contentful-paint` entry (W3C Paint Timing), which comes when the frame has been
 * presented: on the bench's slow phone that was 100 to 800 ms later, and the download waited
 * with it (`docs/development.md` §8). Then it adds a `modulepreload` for `entry` and each of
 * `preloads` (the entry's imports, the route's chunks and the catalogue: fetched side by side
 * rather than one import after another), {@link PRELOADS_PER_TASK} to a task in their order, the
 * entry and the framework first: on a slow phone the first paint comes while the parser is still
 * working through the rest of a long page, a second or more before `DOMContentLoaded`, and the
 * download need not wait for it. The entry itself, as a module script, waits for
 * `DOMContentLoaded` (a module script added by a script runs as soon as it has loaded, maybe
 * before the parser has reached the end of `#root`, which hydration must find whole). A hidden
 * page gets no frames, so it starts when first shown.
 * @param entry URL of the app's entry module.
 * @param preloads URLs of the modules it will import.
 * @param paintFirst `false` when the page shows nothing before the app (a stale prerendered
 *   page): it starts at `DOMContentLoaded` without waiting for a paint.
 */
export function startAfterFirstPaint(entry: string, preloads: readonly string[], paintFirst: boolean): void {
  const fetchModules = () => {
    const pending = [entry, ...preloads];
    const addBatch = () => {
      for (const href of pending.splice(0, PRELOADS_PER_TASK)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      }
      if (pending.length > 0) setTimeout(addBatch, 0);
    };
    addBatch();
  };
  const start = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  };
  const whenParsed = (then: () => void) => {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', then, { once: true });
    else then();
  };
  if (!paintFirst) {
    fetchModules();
    return whenParsed(start);
  }
  const afterPageFrame = () =>
    requestAnimationFrame(() => {
      if (!document.getElementById(MAIN_ID)) return afterPageFrame();
      setTimeout(() => {
        fetchModules();
        whenParsed(start);
      }, 0);
    });
  afterPageFrame();
}

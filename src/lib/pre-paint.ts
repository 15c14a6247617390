/**
 * The pre-paint scripts: inline in `index.html`, they run before any of the page can paint, so
 * the visitor never sees the wrong theme or language (`docs/design.md` §3.4).
 *
 * {@link prePaintLocale} runs first thing in `<head>`, before the style sheet and the app's
 * scripts are even requested. It sets `<html lang>`, and:
 * - on an unprefixed URL whose visitor's locale is not English (saved choice, else browser
 *   language), hides the page and names that locale's URL (`/zh-TW/careers`), which the inline
 *   wrapper loads in its place;
 * - on a not-found page (prerendered for any path of its locale), changes nothing: it is the page
 *   for this URL;
 * - on a prerendered page served for another URL (a host's fallback to `index.html` for
 *   `/announcement/<id>` of an API-only announcement), hides the prerendered markup until the
 *   app has rendered the right screen (`data-prerender="stale"` on `<html>`, styled in
 *   `global.css`); on its own page served for a URL with filters it was rendered without
 *   (`/announcements.html` for `/announcements?category=…`), hides only `<main>`'s content
 *   (`data-prerender="stale-content"`), so the visitor never sees what the URL excludes.
 *
 * {@link prePaintTheme} runs first thing in `<body>`: it sets the body's theme class and the
 * page's `color-scheme`.
 *
 * Both must stay self-contained (no imports, no outer names): the `index-html` Vite plugin embeds
 * their source text, with their configuration and the sources of {@link detectLocale} and
 * {@link splitLocalePath}, inline.
 */
import type { detectLocale } from './detect-locale';
import type { splitLocalePath } from './locale-path';

export interface PrePaintLocaleConfig {
  localeKey: string;
  /** Search parameters a prerendered page was rendered without (`DATA_SEARCH_PARAMS`). */
  dataParams: readonly string[];
  /**
   * The path this document was prerendered for (`/`, `/zh/careers`), its locale's prefix and `*`
   * for a not-found page, which stands for any path in its locale (`/zh/*`), or `null` for the
   * app shell.
   */
  prerenderedPath: string | null;
}

export interface PrePaintThemeConfig {
  themeKey: string;
  themes: readonly string[];
  defaultTheme: string;
}

/** `<html data-prerender>` value while prerendered markup is another page's: the whole app is hidden. */
export const STALE_PRERENDER = 'stale';
/**
 * `<html data-prerender>` value while prerendered markup is this page's, but without the URL's
 * filters: header and footer show (they are the same), `<main>` shows only its pending status.
 */
export const STALE_CONTENT = 'stale-content';

/**
 * Applies the locale to the document. Never throws.
 * @returns The URL to load instead (same path, search and hash under the visitor's locale
 *   prefix), or `undefined` to stay.
 */
export function prePaintLocale(
  config: PrePaintLocaleConfig,
  detect: typeof detectLocale,
  split: typeof splitLocalePath,
): string | undefined {
  let saved: string | null = null;
  try {
    saved = window.localStorage.getItem(config.localeKey);
  } catch {
    // Storage can be blocked; the browser language decides then.
  }
  const root = document.documentElement;
  const { pathname, search, hash } = window.location;
  const { locale: pinned, path } = split(pathname);
  // `languages` is missing in some embedded browsers, whatever lib.dom says.
  const locale =
    pinned ?? detect(saved, (navigator.languages as readonly string[] | undefined)?.[0] ?? navigator.language);
  if (!pinned && locale !== 'en') {
    root.style.visibility = 'hidden';
    return `/${locale}${path}${search}${hash}`;
  }
  root.lang = locale;
  if (config.prerenderedPath === null) return undefined;
  const params = new URLSearchParams(search);
  // The literals are STALE_PRERENDER and STALE_CONTENT: this function runs inline, without its module.
  const prerendered = config.prerenderedPath;
  const own = prerendered.endsWith('*') ? split(prerendered.slice(0, -1)).locale === pinned : prerendered === pathname;
  if (!own) root.dataset.prerender = 'stale';
  else if (prerendered === pathname && config.dataParams.some((name) => params.has(name)))
    root.dataset.prerender = 'stale-content';
  return undefined;
}

/**
 * Starts a prerendered page's app once the page has painted: the page is whole and readable
 * without it, so nothing of the app (about 140 KiB of JS) competes with the page and its hero
 * image for the network, or for the main thread, before the first paint.
 *
 * It waits for `DOMContentLoaded` (a module script added by a script runs as soon as it has
 * loaded, maybe before the parser has reached the end of `#root`, which hydration must find
 * whole), then, when `paintFirst`, for the browser's `first-contentful-paint` entry (W3C Paint
 * Timing; its time is when the frame was shown, which can be a frame or two after the page's
 * first animation frame), or for 1 s after the first frame when no such entry comes (a browser
 * without Paint Timing starts right after the first frame). Then
 * it adds a `modulepreload` for each of `preloads` (the entry's imports, the route's chunks and
 * the catalogue: fetched side by side rather than one import after another) and `entry` as a
 * module script. A hidden page gets no frames and no paint, so it starts when first shown.
 * @param entry URL of the app's entry module.
 * @param preloads URLs of the modules it will import.
 * @param paintFirst `false` when the page shows nothing before the app (a stale prerendered
 *   page): it starts without waiting for a paint.
 */
export function startAfterFirstPaint(entry: string, preloads: readonly string[], paintFirst: boolean): void {
  let started = false;
  let observer: PerformanceObserver | undefined;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  };
  const afterPaint = () => {
    if (!paintFirst) return start();
    try {
      observer = new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length > 0) setTimeout(start, 0);
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      observer = undefined;
    }
    requestAnimationFrame(() => setTimeout(start, observer ? 1000 : 0));
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint, { once: true });
  else afterPaint();
}

/**
 * Applies the stored theme (or the default) to the body and the page's `color-scheme`. Never throws.
 *
 * A prerendered page is rendered in the default theme, and `global.css` hides its images from
 * the default theme's folder in another theme. Its SVG icons and logo, though, are the header's
 * controls: so that a visitor in another theme sees them from the first paint (and can tap
 * them), each `<img>` the parser adds with a `/<default>/….svg` source is pointed at the same
 * file in the theme's folder before it paints (every SVG exists in both folders; a unit test
 * holds that). Raster images keep waiting for the app: their names carry a content hash.
 */
export function prePaintTheme(config: PrePaintThemeConfig): void {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(config.themeKey);
  } catch {
    // Storage can be blocked; the default theme applies then.
  }
  const theme = stored !== null && config.themes.includes(stored) ? stored : config.defaultTheme;
  document.body.classList.add(`${theme}-theme`);
  document.documentElement.style.colorScheme = theme;
  // Once parsed, the page has no more markup coming (and is the app's, in the right theme).
  if (theme === config.defaultTheme || document.readyState !== 'loading' || typeof MutationObserver !== 'function')
    return;
  const from = `/${config.defaultTheme}/`;
  const swap = (image: Element) => {
    const source = image.getAttribute('src');
    if (source?.startsWith(from) && source.endsWith('.svg'))
      image.setAttribute('src', `/${theme}/${source.slice(from.length)}`);
  };
  // Mutation records are delivered at the end of each parser task, before the page can paint.
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.tagName === 'IMG') swap(node);
        for (const image of node.querySelectorAll('img')) swap(image);
      }
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => observer.disconnect(), { once: true });
}

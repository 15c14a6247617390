/**
 * Locale URL prefixes: every page answers under one URL per language, as search engines need
 * (Google Search Central, "Managing multi-regional and multilingual sites": one URL per language
 * version, linked with `hreflang`). English pages are unprefixed (`/careers`), Simplified Chinese
 * ones sit under `/zh` and Traditional Chinese ones under `/zh-TW` (`/zh-TW/careers`, `/zh-TW/`).
 * A prefix pins the locale; an unprefixed URL is English once the pre-paint script has sent a
 * visitor whose saved choice or browser language says otherwise to their own prefix.
 *
 * The app and the pre-paint script (`src/app/pre-paint-locale.ts`) both split paths with
 * {@link splitLocalePath}, so the first paint and the app always agree.
 */
// Relative, not `@/`: the Vite plugins (`vite-plugins/prerender.ts`, `host-config.ts`) load this
// file in Node without the app's aliases.
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../config/locales.ts';

/** The locales with a URL prefix: every one but the default, which is unprefixed. */
const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** `/<prefix>` then the rest of the path, if any. Locale names need no escaping (letters and `-`). */
const PREFIXED_PATH = new RegExp(`^/(${PREFIXED_LOCALES.join('|')})(/.*)?$`);

/**
 * Splits a URL path into its locale prefix and the path inside the site.
 *
 * @param pathname - A URL path starting with `/` (no search or hash), e.g. `/zh-TW/careers`.
 * @returns The prefix's locale (`undefined` when unprefixed) and the path without the prefix,
 *   always starting with `/` (`/zh` and `/zh/` both give `/`). Matching is case-sensitive, as
 *   URL paths are.
 */
export function splitLocalePath(pathname: string): { locale: Locale | undefined; path: string } {
  const match = PREFIXED_PATH.exec(pathname);
  const locale = PREFIXED_LOCALES.find((prefixed) => prefixed === match?.[1]);
  if (!match || !locale) return { locale: undefined, path: pathname };
  return { locale, path: match[2] ?? '/' };
}

/**
 * The same-site `href` (path, optional `?search` and `#hash`) in `locale`: any locale prefix is
 * replaced by `locale`'s. A locale's home is its prefix with a trailing slash (`/zh/`), the path
 * its prerendered page is served at.
 *
 * The result always stays on the site: a path inside the prefix that starts with more than one
 * slash or a backslash (`/zh//evil.example`, `/zh/\evil.example`) keeps one slash, since
 * browsers read a leading `//` or `/\` as another host (WHATWG URL Standard, "special
 * authority ignore slashes state", which treats `\` as `/` for http(s)).
 *
 * @example localizePath('/#news', 'zh') === '/zh/#news'; localizePath('/zh/careers', 'en') === '/careers'
 * @example localizePath('/zh//evil.example', 'en') === '/evil.example'
 */
export function localizePath(href: string, locale: Locale): string {
  const end = href.search(/[?#]/);
  const pathname = end === -1 ? href : href.slice(0, end);
  const rest = end === -1 ? '' : href.slice(end);
  const { path } = splitLocalePath(pathname || '/');
  return `${locale === DEFAULT_LOCALE ? '' : `/${locale}`}${path.replace(/^[/\\]+/, '/')}${rest}`;
}

/** The locale a URL path is in: its prefix's, or `en` for an unprefixed path. */
export function localeOfPath(pathname: string): Locale {
  return splitLocalePath(pathname).locale ?? DEFAULT_LOCALE;
}

/** The locale of a loader's request (its URL's prefix). */
export function requestLocale(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

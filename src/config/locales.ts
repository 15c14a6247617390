/**
 * The site's locales (DESIGN.md, "Behaviour that the seed fixes"): `en`, `zh` (Simplified
 * Chinese) and `zh-TW` (Traditional Chinese), with `en` as the fallback.
 */

/** Every supported locale, in the order the language control lists them. */
export const LOCALES = ['en', 'zh', 'zh-TW'] as const;

/** One supported locale; also the catalogue's file name under `locales/` and the `lang` value. */
export type Locale = (typeof LOCALES)[number];

/** The locale used when nothing else decides, and the source catalogue. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Local-storage key that holds the visitor's chosen locale. */
export const LOCALE_STORAGE_KEY = 'locale';

/** Narrows an unknown value (from storage, a URL or config) to a {@link Locale}. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** BCP 47 tags for `Intl` formatting; `zh-TW` formats as Hong Kong would read it. */
export const INTL_LOCALE: Readonly<Record<Locale, string>> = {
  en: 'en-HK',
  zh: 'zh-Hans-CN',
  'zh-TW': 'zh-Hant-HK',
};

/**
 * `hreflang` of each locale (BCP 47, as Google Search Central's "Tell Google about localized
 * versions of your page" accepts): the script subtag says which Chinese a page is written in.
 */
export const HREFLANG: Readonly<Record<Locale, string>> = { en: 'en', zh: 'zh-Hans', 'zh-TW': 'zh-Hant' };

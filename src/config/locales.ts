/**
 * The site's locales (DESIGN.md, "Behaviour that the seed fixes"): `en`, `zh` (Simplified
 * Chinese) and `zh-TW` (Traditional Chinese), with `en` as the fallback.
 */
// The list itself is shared with the kiosk shell. A relative import, not `@shared/`: `vite.config.ts`
// and its plugins load this file without the app's aliases.
import { type Locale, LOCALES } from '../../electron/shared/locales.ts';

export { DEFAULT_LOCALE, LOCALES, type Locale } from '../../electron/shared/locales.ts';

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

/** Catalogue key of each locale's own name ("English", "简体中文", "繁體中文"), the language controls' labels. */
export const LOCALE_NAME_KEY = {
  en: 'language.en',
  zh: 'language.zh',
  'zh-TW': 'language.zhTW',
} as const satisfies Record<Locale, `language.${string}`>;

/** `lang` of each locale's own name, so screen readers pronounce it in its own language. */
export const LOCALE_NAME_LANG: Readonly<Record<Locale, string>> = HREFLANG;

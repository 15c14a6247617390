/**
 * The site's locales (`docs/design.md` §5.2): `en`, `zh` (Simplified
 * Chinese) and `zh-TW` (Traditional Chinese), with `en` as the fallback.
 */
// The list itself is shared with the kiosk shell. A relative import, not `@common/`: `vite.config.ts`
// and its plugins load this file without the app's aliases.
import type { Locale } from '../../common/locales.ts';

export { DEFAULT_LOCALE, LOCALES, type Locale } from '../../common/locales.ts';

/** Local-storage key that holds the visitor's chosen locale. */
export const LOCALE_STORAGE_KEY = 'locale';

/** BCP 47 tags for `Intl` formatting; `zh-TW` formats as Hong Kong would read it. */
export const INTL_LOCALE: Readonly<Record<Locale, string>> = {
  en: 'en-HK',
  zh: 'zh-Hans-CN',
  'zh-TW': 'zh-Hant-HK',
};

/**
 * The BCP 47 language tag of each locale: a page's `hreflang` (as Google Search Central's "Tell
 * Google about localized versions of your page" accepts) and the `lang` of a locale's own name,
 * so screen readers pronounce it in its own language. The script subtag says which Chinese.
 */
export const LANGUAGE_TAG: Readonly<Record<Locale, string>> = { en: 'en', zh: 'zh-Hans', 'zh-TW': 'zh-Hant' };

/**
 * Catalogue key of each locale's own name ("English", "简体中文", "繁體中文"), the language controls' labels.
 */
export const LOCALE_NAME_KEY = {
  en: 'language.en',
  zh: 'language.zh',
  'zh-TW': 'language.zhTW',
} as const satisfies Record<Locale, `language.${string}`>;

/**
 * The page's locale is the locale of its URL (`src/lib/locale/locale-path.ts`; `useLocale()` reads it
 * from the router's location, so server and browser renders agree). A visitor's choice is a
 * navigation to the same page under the other locale's prefix, and is stored under the
 * local-storage key `locale` for unprefixed URLs (`docs/design.md` §4.2). This module holds the
 * rest: the visitor's preferred locale, storing a choice, and applying a locale to i18next and
 * `<html lang>`.
 */
import { LOCALE_STORAGE_KEY, type Locale } from '@/config/locales';
import { detectLocale } from '@/lib/locale/detect-locale';
import { i18n } from '@/lib/locale/i18n';
import { readStorage, writeStorage } from '@/lib/storage';

/** The visitor's first preferred browser language, if the browser tells. */
function browserLanguage(nav: Navigator = navigator): string | undefined {
  return (nav.languages as readonly string[] | undefined)?.[0] ?? nav.language;
}

/**
 * The locale an unprefixed URL belongs to for this visitor: saved choice, else browser
 * language, else `en` (`docs/design.md` §5.2). The pre-paint script sends the visitor to that
 * locale's prefix before anything paints when it is not English.
 */
export function preferredLocale(): Locale {
  return detectLocale(readStorage(LOCALE_STORAGE_KEY), browserLanguage());
}

/** Stores `locale` as the visitor's choice; returns `false` when storage refused it. */
export function saveLocaleChoice(locale: Locale): boolean {
  return writeStorage(LOCALE_STORAGE_KEY, locale);
}

/**
 * Makes `locale` the page's: the i18next language (its catalogue must already be loaded, as the
 * locale routes' loaders ensure, so text switches in the same render as the content) and `<html
 * lang>`. Called before the router renders a navigation's result.
 */
export function applyLocale(locale: Locale): void {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

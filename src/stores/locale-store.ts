/**
 * Locale store (zustand). The first locale comes from {@link detectLocale}; a change is stored
 * under local-storage key `locale`, sets `<html lang>` and switches the i18next catalogue
 * (DESIGN.md, "Locales").
 */
import { create } from 'zustand';
import { LOCALE_STORAGE_KEY, type Locale } from '@/config/locales';
import { detectLocale } from '@/lib/detect-locale';
import { i18n } from '@/lib/i18n';
import { logger } from '@/lib/log';
import { readStorage, writeStorage } from '@/lib/storage';

/** The visitor's first preferred browser language, if the browser tells. */
export function browserLanguage(nav: Navigator = navigator): string | undefined {
  return (nav.languages as readonly string[] | undefined)?.[0] ?? nav.language;
}

/** The locale this page load starts in: saved choice, else browser language, else `en`. */
export function initialLocale(): Locale {
  return detectLocale(readStorage(LOCALE_STORAGE_KEY), browserLanguage());
}

interface LocaleState {
  locale: Locale;
}

interface LocaleActions {
  /**
   * Stores `locale` at once (the choice is never lost), loads its catalogue, then switches the
   * store and `<html lang>` together so text and content change language in one step. Resolves
   * `false` when the catalogue could not be loaded; the page stays in the current locale.
   */
  setLocale: (locale: Locale) => Promise<boolean>;
}

export const useLocaleStore = create<LocaleState & LocaleActions>()((set) => ({
  locale: initialLocale(),
  setLocale: async (locale) => {
    writeStorage(LOCALE_STORAGE_KEY, locale);
    try {
      await i18n.changeLanguage(locale);
    } catch (error) {
      logger.error(`Could not load the ${locale} catalogue`, error);
      return false;
    }
    document.documentElement.lang = locale;
    set({ locale });
    return true;
  },
}));

/** Selector: the active locale. */
export const selectLocale = (state: LocaleState): Locale => state.locale;

/**
 * i18next set-up. Catalogues live in `locales/<locale>.json`; English is the source and its type
 * checks every key (`t('nav.home')`). Each catalogue is its own chunk, loaded on demand through
 * i18next-resources-to-backend, so a visitor downloads only the active locale's catalogue.
 *
 * `fallbackLng` is off on purpose: i18next would otherwise load the English catalogue beside
 * every other one. A unit test keeps the catalogues' keys identical, so no key ever needs a
 * fallback; a missing key still warns in development.
 */
import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type en from '@locales/en.json';
import type archive from '@locales/archive/en.json';
import type financials from '@locales/financials/en.json';
import type governance from '@locales/governance/en.json';
import type insights from '@locales/insights/en.json';
import type investors from '@locales/investors/en.json';
import type kiosk from '@locales/kiosk/en.json';
import type search from '@locales/search/en.json';
import type shareholders from '@locales/shareholders/en.json';
import { LOCALES, type Locale } from '@/config/locales';
import { logger } from '@/lib/log';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    /** Besides the main catalogue, screens' own ones ({@link addCatalogue}). */
    resources: {
      translation: typeof en;
      archive: typeof archive;
      financials: typeof financials;
      governance: typeof governance;
      insights: typeof insights;
      investors: typeof investors;
      kiosk: typeof kiosk;
      shareholders: typeof shareholders;
      search: typeof search;
    };
  }
}

/**
 * Loads one catalogue as its own chunk (Vite splits each dynamic import target). Only the main
 * namespace comes from here: a screen's own catalogue comes with its code.
 */
const loadCatalogue = (locale: string, namespace: string) =>
  namespace === 'translation'
    ? import(`../../../locales/${locale}.json`)
    : Promise.reject(new Error(`No catalogue ${namespace} is loaded on demand`));

/** The app's i18next instance. */
export const i18n: I18n = i18next.createInstance();

/**
 * Initialises {@link i18n} with `locale`'s catalogue; resolves when it is loaded.
 * Rejects only if the catalogue cannot be fetched (the caller shows the error screen).
 */
export async function initI18n(locale: Locale): Promise<I18n> {
  await i18n
    .use(initReactI18next)
    .use(resourcesToBackend(loadCatalogue))
    .init({
      lng: locale,
      supportedLngs: LOCALES,
      fallbackLng: false,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      saveMissing: import.meta.env.DEV,
      missingKeyHandler: (languages, _namespace, key) =>
        logger.warn(`Missing catalogue key "${key}" in ${languages.join(', ')}`),
      react: { useSuspense: false },
    });
  return i18n;
}

/**
 * Loads `locale`'s catalogue without switching to it, so a switch can happen in one render.
 * @throws {Error} when the catalogue could not be fetched (i18next's `loadLanguages` itself
 *   resolves either way, so the bundle is checked).
 */
export async function ensureCatalogue(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return;
  await i18n.loadLanguages(locale);
  if (!i18n.hasResourceBundle(locale, 'translation')) throw new Error(`The ${locale} catalogue could not be loaded`);
}

/**
 * A screen's own catalogue: i18next namespace `namespace`, with its texts in every locale
 * (`locales/<namespace>/<locale>.json`). It comes with the screen's code rather than the catalogue
 * every page loads, so a page that never shows the screen does not download its texts.
 */
export interface Catalogue {
  readonly namespace: string;
  readonly texts: Readonly<Record<Locale, object>>;
}

/**
 * Adds `catalogue` to {@link i18n} in every locale, unless it is there already; a component calls
 * it (`useCatalogue`) before it reads the texts, never a module on import. i18next then never asks
 * its backend for them (`hasResourceBundle`).
 * @throws {Error} before {@link initI18n} (i18next has no store to add to yet).
 */
export function addCatalogue({ namespace, texts }: Catalogue): void {
  if (!i18n.isInitialized) throw new Error(`The ${namespace} catalogue was added before i18next was initialised`);
  for (const locale of LOCALES) {
    if (!i18n.hasResourceBundle(locale, namespace)) i18n.addResourceBundle(locale, namespace, texts[locale]);
  }
}

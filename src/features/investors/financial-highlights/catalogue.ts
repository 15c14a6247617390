/**
 * The financial highlights' texts, a catalogue of their own (i18next namespace
 * {@link FINANCIALS_NS}, `locales/financials/<locale>.json`) that comes with this screen's code
 * rather than in the catalogue every page loads: the home page's initial JS stays as it was.
 *
 * All three locales are added as soon as this module is imported (by the screen, and by the
 * build's CSV) and i18next is initialised, so the screen renders, prerendered or hydrated, with
 * its texts already there; i18next then never asks its backend for them (`hasResourceBundle`).
 */
import en from '@locales/financials/en.json';
import zh from '@locales/financials/zh.json';
import zhTW from '@locales/financials/zh-TW.json';
import type { Locale } from '@/config/locales';
import { i18n } from '@/lib/i18n';

/** The namespace of the financial highlights' texts. */
export const FINANCIALS_NS = 'financials';

const CATALOGUES: Readonly<Record<Locale, typeof en>> = { en, zh, 'zh-TW': zhTW };

function register(): void {
  for (const [locale, catalogue] of Object.entries(CATALOGUES)) {
    if (!i18n.hasResourceBundle(locale, FINANCIALS_NS)) i18n.addResourceBundle(locale, FINANCIALS_NS, catalogue);
  }
}

// i18next's store exists only once it is initialised (and `init` makes a new one).
if (i18n.isInitialized) register();
i18n.on('initialized', register);

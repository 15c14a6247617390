/**
 * The financial highlights' texts, a catalogue of their own (i18next namespace
 * {@link FINANCIALS_NS}, `locales/financials/<locale>.json`) that comes with this screen's code
 * (`addCatalogue`): the home page's initial JS does not carry them.
 */
import en from '@locales/financials/en.json';
import zh from '@locales/financials/zh.json';
import zhTW from '@locales/financials/zh-TW.json';
import type { Catalogue } from '@/lib/locale/i18n';

/** The namespace of the financial highlights' texts. */
export const FINANCIALS_NS = 'financials';

/** The texts, added by the components that show them (`useCatalogue`), not on import. */
export const financialsCatalogue: Catalogue = { namespace: FINANCIALS_NS, texts: { en, zh, 'zh-TW': zhTW } };

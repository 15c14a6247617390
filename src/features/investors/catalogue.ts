/**
 * The Investor Centre's texts (its destinations, stock information, feeds and alerts), a
 * catalogue of their own (i18next namespace {@link INVESTORS_NS}, `locales/investors/<locale>.json`)
 * that comes with the Investor Centre's code (`addCatalogue`); the two the home page shows
 * too (`investors.quoteLink`, `investors.feedLink`) stay in the main catalogue.
 */
import en from '@locales/investors/en.json';
import zh from '@locales/investors/zh.json';
import zhTW from '@locales/investors/zh-TW.json';
import type { Catalogue } from '@/lib/locale/i18n';

/** The namespace of the Investor Centre's texts. */
export const INVESTORS_NS = 'investors';

/** The texts, added by the components that show them (`useCatalogue`), not on import. */
export const investorsCatalogue: Catalogue = { namespace: INVESTORS_NS, texts: { en, zh, 'zh-TW': zhTW } };

/**
 * The search screen's texts, a catalogue of their own (i18next namespace {@link SEARCH_NS},
 * `locales/search/<locale>.json`) that comes with the screen's code (`addCatalogue`).
 */
import en from '@locales/search/en.json';
import zh from '@locales/search/zh.json';
import zhTW from '@locales/search/zh-TW.json';
import type { Catalogue } from '@/lib/locale/i18n';

/** The namespace of the search screen's texts. */
export const SEARCH_NS = 'search';

/** The texts, added by the components that show them (`useCatalogue`), not on import. */
export const searchCatalogue: Catalogue = { namespace: SEARCH_NS, texts: { en, zh, 'zh-TW': zhTW } };

/**
 * The search screen's texts, a catalogue of their own (i18next namespace {@link SEARCH_NS},
 * `locales/search/<locale>.json`) that comes with the screen's code (`registerCatalogue`).
 */
import en from '@locales/search/en.json';
import zh from '@locales/search/zh.json';
import zhTW from '@locales/search/zh-TW.json';
import { registerCatalogue } from '@/lib/locale/i18n';

/** The namespace of the search screen's texts. */
export const SEARCH_NS = 'search';

registerCatalogue(SEARCH_NS, { en, zh, 'zh-TW': zhTW });

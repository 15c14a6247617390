/**
 * The staff screen's texts, a catalogue of their own (i18next namespace {@link INSIGHTS_NS},
 * `locales/insights/<locale>.json`) that comes with the staff screen's code (`addCatalogue`):
 * visitors' pages never load them.
 */
import en from '@locales/insights/en.json';
import zh from '@locales/insights/zh.json';
import zhTW from '@locales/insights/zh-TW.json';
import type { Catalogue } from '@/lib/locale/i18n';

/** The namespace of the staff screen's texts. */
export const INSIGHTS_NS = 'insights';

/** The texts, added by the components that show them (`useCatalogue`), not on import. */
export const insightsCatalogue: Catalogue = { namespace: INSIGHTS_NS, texts: { en, zh, 'zh-TW': zhTW } };

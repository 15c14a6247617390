/**
 * The corporate governance screen's texts (the board matrix, its designations and committee seats,
 * the sections of governance documents), a catalogue of their own (i18next namespace
 * {@link GOVERNANCE_NS}, `locales/governance/<locale>.json`) that comes with the screens that show
 * them (`addCatalogue`): the home page's initial JS does not carry them.
 */
import en from '@locales/governance/en.json';
import zh from '@locales/governance/zh.json';
import zhTW from '@locales/governance/zh-TW.json';
import type { Catalogue } from '@/lib/locale/i18n';

/** The namespace of the governance texts. */
export const GOVERNANCE_NS = 'governance';

/** The texts, added by the components that show them (`useCatalogue`), not on import. */
export const governanceCatalogue: Catalogue = { namespace: GOVERNANCE_NS, texts: { en, zh, 'zh-TW': zhTW } };

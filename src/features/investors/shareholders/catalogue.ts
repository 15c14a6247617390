/**
 * The shareholder information's texts, a catalogue of their own (i18next namespace
 * {@link SHAREHOLDERS_NS}, `locales/shareholders/<locale>.json`) that comes with this screen's
 * code (`addCatalogue`).
 */
import en from '@locales/shareholders/en.json';
import zh from '@locales/shareholders/zh.json';
import zhTW from '@locales/shareholders/zh-TW.json';
import type { Catalogue } from '@/lib/locale/i18n';

/** The namespace of the shareholder information's texts. */
export const SHAREHOLDERS_NS = 'shareholders';

/** The texts, added by the components that show them (`useCatalogue`), not on import. */
export const shareholdersCatalogue: Catalogue = { namespace: SHAREHOLDERS_NS, texts: { en, zh, 'zh-TW': zhTW } };

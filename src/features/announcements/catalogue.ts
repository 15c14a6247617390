/**
 * The announcement archive's texts (filters, search, views, counts), a catalogue of their own
 * (i18next namespace {@link ARCHIVE_NS}, `locales/archive/<locale>.json`) that comes with the
 * archive's code (`addCatalogue`): the home page's initial JS does not carry them.
 */
import en from '@locales/archive/en.json';
import zh from '@locales/archive/zh.json';
import zhTW from '@locales/archive/zh-TW.json';
import type { Catalogue } from '@/lib/locale/i18n';

/** The namespace of the archive's texts. */
export const ARCHIVE_NS = 'archive';

/** The texts, added by the components that show them (`useCatalogue`), not on import. */
export const archiveCatalogue: Catalogue = { namespace: ARCHIVE_NS, texts: { en, zh, 'zh-TW': zhTW } };

/**
 * The financial highlights' texts, a catalogue of their own (i18next namespace
 * {@link FINANCIALS_NS}, `locales/financials/<locale>.json`) that comes with this screen's code
 * (`registerCatalogue`): the home page's initial JS does not carry them.
 */
import en from '@locales/financials/en.json';
import zh from '@locales/financials/zh.json';
import zhTW from '@locales/financials/zh-TW.json';
import { registerCatalogue } from '@/lib/locale/i18n';

/** The namespace of the financial highlights' texts. */
export const FINANCIALS_NS = 'financials';

registerCatalogue(FINANCIALS_NS, { en, zh, 'zh-TW': zhTW });

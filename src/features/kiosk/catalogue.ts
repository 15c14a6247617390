/**
 * The kiosk's own texts (start screen, attract loop, idle warning, QR panel, staff sign-in), a
 * catalogue of their own (i18next namespace {@link KIOSK_NS}, `locales/kiosk/<locale>.json`) that
 * comes with the kiosk's code (`addCatalogue`): web visitors, who never load that code,
 * never download its texts either.
 */
import en from '@locales/kiosk/en.json';
import zh from '@locales/kiosk/zh.json';
import zhTW from '@locales/kiosk/zh-TW.json';
import type { Catalogue } from '@/lib/locale/i18n';

/** The namespace of the kiosk's texts. */
export const KIOSK_NS = 'kiosk';

/** The texts, added by the components that show them (`useCatalogue`), not on import. */
export const kioskCatalogue: Catalogue = { namespace: KIOSK_NS, texts: { en, zh, 'zh-TW': zhTW } };

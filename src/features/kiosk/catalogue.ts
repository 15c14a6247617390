/**
 * The kiosk's own texts (start screen, attract loop, idle warning, QR panel, staff sign-in), a
 * catalogue of their own (i18next namespace {@link KIOSK_NS}, `locales/kiosk/<locale>.json`) that
 * comes with the kiosk's code (`registerCatalogue`): web visitors, who never load that code,
 * never download its texts either.
 */
import en from '@locales/kiosk/en.json';
import zh from '@locales/kiosk/zh.json';
import zhTW from '@locales/kiosk/zh-TW.json';
import { registerCatalogue } from '@/lib/locale/i18n';

/** The namespace of the kiosk's texts. */
export const KIOSK_NS = 'kiosk';

registerCatalogue(KIOSK_NS, { en, zh, 'zh-TW': zhTW });

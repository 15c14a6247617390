/**
 * What a kiosk's QR panel hands over (`docs/design.md` §7.3): the panel's title says whether
 * it is a link, an email address, a document or a calendar entry, and shows it readably (an
 * email address without `mailto:`).
 *
 * A QR code holds at most 2,953 bytes (ISO/IEC 18004, version 40 at error correction level L,
 * byte mode), and phones read dense codes badly long before that: an address longer than
 * {@link MAX_QR_BYTES} is not drawn (qrcode.react throws past the limit); the panel says where
 * to find it instead.
 */
import type { QrKind } from '@common/insights';

/** What an offered address hands over (the kinds the kiosk's insights count, `@common/insights`). */
export type QrOfferKind = QrKind;

/** Longest address, in UTF-8 bytes, the panel draws as a QR code. */
export const MAX_QR_BYTES = 2000;

/** An offered address as the QR panel shows it. */
export interface QrOffer {
  kind: QrOfferKind;
  /** What the QR code encodes: the address as given. */
  value: string;
  /** What the panel writes under it: the email address, or the address made readable. */
  display: string;
  /** Whether the address fits in a QR code ({@link MAX_QR_BYTES}). */
  fits: boolean;
  /** The address's host, for the panel to name when the code cannot be drawn (`''` for none). */
  host: string;
}

const CALENDAR_PATH = /\.ics$/i;
const DOCUMENT_PATH = /\.(?:pdf|docx?|xlsx?|csv|txt|zip)$/i;
/** Characters of the display past which the panel shortens it: a wall of text helps no one. */
const MAX_DISPLAY = 160;

/** Decodes percent-escapes for reading (`%E8%91%A3` → `董`), leaving the address as it is if they are malformed. */
function readable(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

/**
 * Describes `url` (an absolute address the kiosk offers: another site's, a same-site file's at
 * the public site, or a `mailto:` link) for the QR panel. Never throws.
 */
export function describeQrOffer(url: string): QrOffer {
  const fits = new TextEncoder().encode(url).length <= MAX_QR_BYTES;
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (parsed?.protocol === 'mailto:') {
    return { kind: 'email', value: url, display: readable(parsed.pathname), fits, host: '' };
  }
  const kind: QrOfferKind =
    parsed && CALENDAR_PATH.test(parsed.pathname)
      ? 'calendar'
      : parsed && DOCUMENT_PATH.test(parsed.pathname)
        ? 'document'
        : 'link';
  const text = readable(url);
  const display = text.length > MAX_DISPLAY ? `${text.slice(0, MAX_DISPLAY - 1)}…` : text;
  return { kind, value: url, display, fits, host: parsed?.host ?? '' };
}

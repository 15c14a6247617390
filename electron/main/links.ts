/**
 * Where links may go from the kiosk window (DESIGN.md, "Electron shell"; Electron security
 * checklist, items 13 and 14): navigation stays inside the app's origin; anything else is
 * denied in the window, and only `https:`, `http:` and `mailto:` are handed to the system.
 */
import type { LinkMode } from '../shared/kiosk-settings.ts';
import { classifyLink } from '../shared/links.ts';

/**
 * Whether the link mode lets a link reach the system browser or mail client: `browser` and
 * `both` do; in `qr` links are only shown as QR codes, so page script can never open anything.
 */
export function mayOpenExternally(linkMode: LinkMode): boolean {
  return linkMode !== 'qr';
}

/** Whether the window may navigate to `url` (same app origin only; the dev server in development). */
export function isAppNavigation(url: string, appOrigin: string): boolean {
  return classifyLink(url, appOrigin).kind === 'internal';
}

export interface ExternalOpener {
  /** `shell.openExternal`. */
  openExternal(url: string): Promise<void>;
  /** Receives one line per refused or failed link. */
  log(message: string): void;
}

/**
 * Opens `url` in the system browser or mail client when its scheme is allowed; refuses and logs
 * everything else (`file:`, `smb:`, `javascript:`, custom schemes, same-origin links).
 * @returns `'opened'`, `'refused'` or `'failed'`; never throws.
 */
export async function openExternalSafely(
  url: string,
  appOrigin: string,
  opener: ExternalOpener,
): Promise<'opened' | 'refused' | 'failed'> {
  const target = classifyLink(url, appOrigin);
  if (target.kind !== 'external') {
    opener.log(
      `Refused to open ${JSON.stringify(url.slice(0, 300))}: ${target.kind === 'blocked' ? 'scheme or address not allowed' : 'not an external link'}`,
    );
    return 'refused';
  }
  try {
    await opener.openExternal(target.url);
    return 'opened';
  } catch (error) {
    opener.log(`Could not open ${target.url}: ${(error as Error).message}`);
    return 'failed';
  }
}

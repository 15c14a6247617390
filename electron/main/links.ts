/**
 * Where links may go from the kiosk window (docs/kiosk.md, "2. Configure"; Electron security
 * checklist, items 13 and 14): navigation stays inside the app's origin; anything else is
 * denied in the window, and only `https:`, `http:` and `mailto:` are handed to the system.
 */
import type { LinkMode } from '../../common/kiosk-settings.ts';
import { classifyLink } from '../../common/links.ts';

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
  /** Receives one line per refused or failed link, and one per `mailto:` link that lost fields. */
  log(message: string): void;
}

/** The `mailto:` header fields handed to the mail client (RFC 6068 hfnames, compared in lower case). */
const MAILTO_KEPT_FIELDS: ReadonlySet<string> = new Set(['subject', 'body']);

/**
 * A `mailto:` URL (RFC 6068, https://www.rfc-editor.org/rfc/rfc6068) reduced to what the site's
 * links need: the recipients (the path, as parsed) and the first `subject` and `body` fields,
 * their names matched in any case (hfnames are case-insensitive) and written in lower case, their
 * values kept exactly as encoded (`+` is a plus sign in a mailto: URL, not a space). Everything
 * else is dropped: `cc`, `bcc` and `to` (more recipients), `attach` and `attachment` (files some
 * mail clients attach from the kiosk's disk), `in-reply-to`, any other field, repeats of a kept
 * one, and a `#` fragment.
 * @param url - a parsed `mailto:` URL.
 * @returns the URL to hand over and the names of what was dropped (never their values),
 *   percent-decoded and in lower case, a fragment as `#`.
 */
function reduceMailto(url: URL): { href: string; dropped: string[] } {
  const kept = new Map<string, string>();
  const dropped: string[] = [];
  for (const field of url.search.slice(1).split('&')) {
    if (field === '') continue;
    const separator = field.indexOf('=');
    const rawName = separator === -1 ? field : field.slice(0, separator);
    let name: string;
    try {
      name = decodeURIComponent(rawName).toLowerCase();
    } catch {
      name = rawName;
    }
    if (MAILTO_KEPT_FIELDS.has(name) && !kept.has(name) && separator !== -1) kept.set(name, field.slice(separator + 1));
    else dropped.push(name);
  }
  if (url.hash !== '') dropped.push('#');
  const query = [...kept].map(([name, value]) => `${name}=${value}`).join('&');
  return { href: `mailto:${url.pathname}${query === '' ? '' : `?${query}`}`, dropped };
}

/** At most this many dropped names are listed in the log line, each at most 40 characters. */
const MAX_NAMES_LOGGED = 10;

/**
 * Opens `url` in the system browser or mail client when its scheme is allowed; refuses and logs
 * everything else (`file:`, `smb:`, `javascript:`, custom schemes, same-origin links). A
 * `mailto:` URL (RFC 6068) is handed over with its recipients, `subject` and `body` only
 * (`reduceMailto`), and the names of the fields it lost are logged in one line, never their values.
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
  let href = target.url;
  if (target.scheme === 'mailto:') {
    const reduced = reduceMailto(new URL(target.url));
    href = reduced.href;
    if (reduced.dropped.length > 0) {
      const names = reduced.dropped.slice(0, MAX_NAMES_LOGGED).map((name) => JSON.stringify(name.slice(0, 40)));
      const more = reduced.dropped.length - names.length;
      opener.log(
        `Dropped from a mailto: link before handing it to the mail client: ${names.join(', ')}${more > 0 ? ` and ${more} more` : ''}`,
      );
    }
  }
  try {
    await opener.openExternal(href);
    return 'opened';
  } catch (error) {
    opener.log(`Could not open ${href}: ${(error as Error).message}`);
    return 'failed';
  }
}

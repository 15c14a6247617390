/**
 * The web app's link rule (`docs/design.md` §5.5): a same-site path goes through the router in the
 * same window; any other http(s) link opens in a new window with `noopener,noreferrer`; mail
 * links go to the mail client; other schemes are refused. `SmartLink` and Markdown bodies
 * render links by it.
 *
 * A same-site path that names a document or data file (`/documents/…/results.pdf`, a feed's `.xml`, a calendar's
 * `.ics`: one of {@link FILE_PATH}'s extensions) is no screen of the app: it is a `file` link, which the browser loads
 * itself (its PDF viewer, with Back to the page), never a router link (the router would show the not-found screen) and
 * never under a locale prefix (the host serves files once, unprefixed).
 */
import { classifyLink, type LinkTarget } from '@common/links';
import { site } from '@/config/site';
import { publishedFileUrl } from '@/lib/content/settings';

/** How the web app treats a link: the shell's classes, plus same-site files. */
export type WebLinkTarget = LinkTarget | { kind: 'file'; path: string };

/**
 * A path ending in a file the host serves as it is, ignoring search and hash. Named extensions
 * only: an announcement id may hold a dot (`/announcement/2026.11-results`) and is a screen.
 */
const FILE_PATH = /\.(?:pdf|xml|ics|csv|txt|json|zip|docx?|xlsx?|png|jpe?g|svg|webp|avif)(?:[?#]|$)/i;

/**
 * Classifies `href` against this page's origin (the seed's "resolved against the current
 * origin"); prerendering, which has no page, uses the public site's.
 */
export function classifyHref(
  href: string,
  origin: string = typeof window === 'undefined' ? site.origin : window.location.origin,
): WebLinkTarget {
  const target = classifyLink(href, origin);
  return target.kind === 'internal' && FILE_PATH.test(target.path) ? { kind: 'file', path: target.path } : target;
}

/**
 * What a kiosk offers as a QR code (`offerLink`) instead of following `target`: another site's
 * address, or a same-site file's at the public site (the website the kiosk reads its content from,
 * `siteUrl`, when it has one), where a visitor's phone can open it (the kiosk window shows screens
 * only); `undefined` for a screen of the app or a refused link.
 */
export function kioskOfferUrl(target: WebLinkTarget): string | undefined {
  if (target.kind === 'external') return target.url;
  if (target.kind === 'file') return new URL(publishedFileUrl(target.path), site.origin).href;
  return undefined;
}

/**
 * The web app's link rule (DESIGN.md, "Links"): a same-site path goes through the router in the
 * same window; any other http(s) link opens in a new window with `noopener,noreferrer`; mail
 * links go to the mail client; other schemes are refused. `SmartLink` renders links by it.
 */
import { classifyLink, type LinkTarget } from '@shared/links';
import { site } from '@/config/site';

/**
 * Classifies `href` against this page's origin (the seed's "resolved against the current
 * origin"); prerendering, which has no page, uses the public site's.
 */
export function classifyHref(href: string, origin: string = typeof window === 'undefined' ? site.origin : window.location.origin): LinkTarget {
  return classifyLink(href, origin);
}

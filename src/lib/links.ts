/**
 * The web app's link rule (DESIGN.md, "Links"): a same-site path goes through the router in the
 * same window; any other http(s) link opens in a new window with `noopener,noreferrer`; mail
 * links go to the mail client; other schemes are refused.
 */
import { classifyLink, type LinkTarget } from '@shared/links';
import { logger } from '@/lib/log';

/** Classifies `href` against this page's origin. */
export function classifyHref(href: string, origin: string = window.location.origin): LinkTarget {
  return classifyLink(href, origin);
}

/** `window.open` features for links that leave the site. */
export const NEW_WINDOW_FEATURES = 'noopener,noreferrer';

/**
 * Opens `href` by the link rule. `navigate` is the router's navigate function.
 * @returns The classification acted on, so callers and tests can see what happened.
 */
export function openLink(href: string, navigate: (path: string) => void, win: Window = window): LinkTarget {
  const target = classifyHref(href, win.location.origin);
  switch (target.kind) {
    case 'internal':
      navigate(target.path);
      break;
    case 'external':
      if (target.scheme === 'mailto:') win.location.href = target.url;
      else win.open(target.url, '_blank', NEW_WINDOW_FEATURES);
      break;
    case 'blocked':
      logger.warn(`Refused to open a link with a disallowed scheme: ${target.href}`);
      break;
  }
  return target;
}

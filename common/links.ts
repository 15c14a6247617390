/**
 * Link classification shared by the web app and the Electron shell, so both agree on what stays
 * in the app and what leaves it (`docs/design.md` §5.5 and §7.2).
 */

/** Schemes the app may hand to the system (browser or mail client); everything else is refused. */
export const EXTERNAL_SCHEMES = ['https:', 'http:', 'mailto:'] as const;

/** Where a link goes. */
export type LinkTarget =
  /** Same origin: `path` is pathname + search + hash, for the router. */
  | { readonly kind: 'internal'; readonly path: string }
  /** Another origin with an allowed scheme: `url` is absolute. */
  | { readonly kind: 'external'; readonly url: string; readonly scheme: (typeof EXTERNAL_SCHEMES)[number] }
  /**
   * A scheme the app never opens (`javascript:`, `file:`, `data:`, custom ones), an address with
   * a user name or password, or an unparsable href.
   */
  | { readonly kind: 'blocked'; readonly href: string };

/**
 * Classifies `href` as seen from a page at `origin` (for example `https://example.com` or
 * `app://site`); relative hrefs resolve against it, as the seed's link rule says.
 */
export function classifyLink(href: string, origin: string): LinkTarget {
  let url: URL;
  try {
    url = new URL(href, `${origin}/`);
  } catch {
    return { kind: 'blocked', href };
  }
  // `https://site@evil.example/` reads as the site to a person but goes to evil.example; no link
  // of the site carries a user name or password, so such an address is refused everywhere.
  if (url.username !== '' || url.password !== '') return { kind: 'blocked', href };
  // `URL.origin` is "null" for schemes Node's URL does not know (`app:`), so compare
  // scheme and host, which equal the origin for http(s) and for a standard custom scheme.
  if (`${url.protocol}//${url.host}` === origin && url.host !== '') {
    // `/.//evil.example` and `/a/../..//evil.example` resolve to the path `//evil.example`, and
    // `/zh//evil.example` is that path under a locale prefix: written as an href, or with its
    // prefix swapped, a browser reads it as another host. No page of the site has an empty
    // segment, so none of them is the site's. `\\` counts as `/` in http(s) (WHATWG URL
    // Standard) and stays as it is under the kiosk's `app:`.
    if (/\/\/|\\/.test(url.pathname)) return { kind: 'blocked', href };
    return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  }
  const scheme = EXTERNAL_SCHEMES.find((allowed) => allowed === url.protocol);
  return scheme ? { kind: 'external', url: url.href, scheme } : { kind: 'blocked', href };
}

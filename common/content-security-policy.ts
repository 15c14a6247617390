/**
 * The site's Content Security Policy (CSP Level 3, W3C), one policy for both places the app runs:
 * the web build's host configurations (`vite-plugins/host-config.ts` writes it into nginx's,
 * Netlify's, Cloudflare Pages' and Vercel's files) and the kiosk's `app://` handler
 * (`electron/main/protocol.ts`). Both build it from the same inputs: the hashes of the inline
 * scripts and stylesheet the built pages carry, and the origins the app may fetch from.
 *
 * Nothing here needs Node or a DOM: hashes use Web Crypto, which Node 20, Electron's main process
 * and browsers all have.
 */

/** The addresses the app may fetch from, each absolute or `undefined`/`""` for none. */
export interface PolicyAddresses {
  /** `VITE_API_BASE_URL` as built into the web bundle. */
  buildApiBaseUrl?: string | undefined;
  /** `VITE_STOCK_QUOTE_URL` as built into the bundle. */
  stockQuoteUrl?: string | undefined;
  /** `apiBaseUrl` of the build's run-time `config.json`, when it ships one. */
  runtimeApiBaseUrl?: string | undefined;
  /** The kiosk configuration's `contentBaseUrl`. */
  contentBaseUrl?: string | undefined;
  /** The kiosk configuration's `siteUrl`: the website whose published content it reads. */
  siteUrl?: string | undefined;
}

/** What a policy allows beyond the site's own origin. */
export interface PolicySources {
  /** `'sha256-…'` sources of the inline scripts (see {@link inlineHashes}). */
  scriptHashes: readonly string[];
  /** `'sha256-…'` sources of the inline `<style>` elements. */
  styleHashes: readonly string[];
  /** Where the app's content comes from (fetched, and images such as report covers). */
  contentOrigins: readonly string[];
  /** Other origins the app fetches from (the stock quote). */
  connectOrigins: readonly string[];
}

/** `value` as an `http:`/`https:` origin, or `undefined` for anything else. */
function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

const unique = (values: readonly (string | undefined)[]) => [
  ...new Set(values.filter((value): value is string => value !== undefined)),
];

/**
 * The origins of `addresses`, as {@link PolicySources} names them: each once, in a stable order.
 * Unparsable or other-scheme values are left out (the app refuses them too).
 */
export function policyOrigins(addresses: PolicyAddresses): Pick<PolicySources, 'contentOrigins' | 'connectOrigins'> {
  const contentOrigins = unique(
    [addresses.buildApiBaseUrl, addresses.runtimeApiBaseUrl, addresses.contentBaseUrl, addresses.siteUrl].map(originOf),
  );
  const connectOrigins = unique([originOf(addresses.stockQuoteUrl)]).filter(
    (origin) => !contentOrigins.includes(origin),
  );
  return { contentOrigins, connectOrigins };
}

/** The text of every inline script and `<style>` element in `html` (not JSON data blocks). */
export function inlineCode(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.trim() === '') continue;
    // A data block (`application/json`, `application/ld+json`) is never run, so a CSP does not govern it.
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type !== undefined && type !== 'module' && type !== 'text/javascript') continue;
    scripts.push(body);
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? '');
  return { scripts, styles };
}

/** The CSP hash source (`'sha256-<base64>'`) of `text`, hashed as UTF-8 (CSP3, "hash-source"). */
export async function sha256Source(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `'sha256-${btoa(binary)}'`;
}

/**
 * The hash sources of every inline script and stylesheet in `pages` (HTML documents), each once,
 * sorted, so the same build always gives the same policy.
 */
export async function inlineHashes(
  pages: Iterable<string>,
): Promise<Pick<PolicySources, 'scriptHashes' | 'styleHashes'>> {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const html of pages) {
    const code = inlineCode(html);
    for (const script of code.scripts) scripts.add(script);
    for (const style of code.styles) styles.add(style);
  }
  const hash = (texts: Set<string>) => Promise.all([...texts].map(sha256Source)).then((list) => list.sort());
  return { scriptHashes: await hash(scripts), styleHashes: await hash(styles) };
}

/**
 * The policy. Nothing is allowed unless named (`default-src 'none'`); scripts and styles come from the site and the
 * hashed inline ones only (no `'unsafe-inline'`, no `'unsafe-eval'`, no wildcard), and WebAssembly may be compiled
 * (`'wasm-unsafe-eval'`, CSP Level 3: it allows `WebAssembly.compile` and nothing of JavaScript's `eval`) for the site
 * search's Pagefind; images and fonts from the site (Vite's `assetsInlineLimit: 0` keeps assets as files, so no
 * `data:`), report covers also from the content origins; fetches go to the site and {@link PolicySources}' origins; no
 * plugins, no `<base>`, forms only to the site, and no page may frame it.
 */
export function contentSecurityPolicy(sources: PolicySources): string {
  const list = (...values: readonly string[]) => values.join(' ');
  return [
    "default-src 'none'",
    `script-src ${list("'self'", "'wasm-unsafe-eval'", ...sources.scriptHashes)}`,
    `style-src ${list("'self'", ...sources.styleHashes)}`,
    `img-src ${list("'self'", ...sources.contentOrigins)}`,
    "font-src 'self'",
    `connect-src ${list("'self'", ...sources.contentOrigins, ...sources.connectOrigins)}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Request paths crafted to turn the site's pretty-URL redirects into an open redirect, and the
 * check every answer to them must pass. Shared by the unit tests of the host rules
 * (`tests/unit/vite-plugins/host-config.test.ts`) and the nginx suite (`./redirects.spec.ts`).
 *
 * A browser resolves `Location` with the WHATWG URL Standard: it drops tabs and newlines and, in
 * http(s) URLs, reads `\` as `/`, so `/\evil.example` and `/<tab>/evil.example` both become
 * `//evil.example`, a URL of another host.
 */

/** The locale prefixes a crafted path is tried under (`''` is English). */
const PREFIXES = ['', '/zh', '/zh-TW'] as const;

/**
 * What follows the prefix's slash, as sent on the wire (percent-encoded unless raw): backslashes,
 * control characters, encoded and doubled slashes, and dot segments mixed with them.
 */
const INJECTIONS = [
  '%5Cevil.example',
  '%5C%5Cevil.example',
  '%5c%5cevil.example',
  '%09/evil.example',
  '%09%09/evil.example',
  '%0A/evil.example',
  '%0D/evil.example',
  '%00/evil.example',
  '%7F/evil.example',
  '%2F%5Cevil.example',
  '%5C%2Fevil.example',
  '%2F%2Fevil.example',
  '%2F%09%2Fevil.example',
  '%5C%09evil.example',
  '%2E%2E%2F%5Cevil.example',
  './%5Cevil.example',
  '/evil.example',
  '\\evil.example',
  '\\\\evil.example',
  '/\\evil.example',
  '%E3%80%80/evil.example',
] as const;

/** What ends a crafted path: the spellings the redirects rewrite. */
const SUFFIXES = ['/', '//', '.html', '/index.html', '/.html', ''] as const;

/** Every crafted path: each injection under each prefix before each suffix (the table among them). */
export const CRAFTED_PATHS: readonly string[] = PREFIXES.flatMap((prefix) =>
  INJECTIONS.flatMap((injection) => SUFFIXES.map((suffix) => `${prefix}/${injection}${suffix}`)),
);

/** The paths of the security review that found the open redirect, each once answered with another host. */
export const REPORTED_PATHS = [
  '/%5Cevil.example/',
  '/%5Cevil.example.html',
  '/%5C%5Cevil.example/',
  '/%09/evil.example/',
  '/%5Cevil.example/index.html',
  '/%2F%5Cevil.example/',
] as const;

/**
 * Whether `location`, the `Location` of an answer from the site at `origin`
 * (`http://127.0.0.1:8080`), takes a browser to another origin.
 */
export function leavesSite(location: string, origin: string): boolean {
  return new URL(location, `${origin}/some/page`).origin !== new URL(origin).origin;
}

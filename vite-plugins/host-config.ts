/**
 * The web build's server rules, written by the build (`./prerender.ts` calls
 * {@link writeHostConfig} once every page is on disk) from one source, {@link hostRules}, in the
 * form each host reads:
 *
 * - `_nginx.conf`: variables and headers that `deploy/nginx.conf` includes (nginx);
 * - `_headers` and `_redirects`: Netlify and Cloudflare Pages;
 * - `vercel.json`: Vercel, deploying the output folder as the project.
 *
 * The rules: every response carries the security headers, with the Content-Security-Policy of
 * `common/content-security-policy.ts` (the kiosk's too) built from the inline scripts and
 * stylesheet of the pages just written and the origins the build may call; hashed files are cached
 * for a year, everything else is revalidated; an announcement only the API has gets its locale's
 * home page (the app renders it), and any other unknown path its locale's not-found page with
 * status 404. The CMS page, `/admin/`, has headers of its own ({@link adminHeaders}), and so do
 * the editors' uploads under `/documents/` ({@link documentHeaders}).
 *
 * When the CMS has an origin of its own, its deployable gets its own rules ({@link cmsHostFiles}).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  contentSecurityPolicy,
  inlineHashes,
  policyOrigins,
  type PolicyAddresses,
} from '../common/content-security-policy.ts';
import type { PrerenderPage } from '../src/app/prerender-contract.ts';
import { LOCALES } from '../src/config/locales.ts';
import { apiOnlyPrefix } from '../src/config/routes.ts';
import { localizePath } from '../src/lib/locale/locale-path.ts';
import { SITE_FILE_FOLDERS } from './site-files.ts';

/** Cache-Control of a file whose name changes with its content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of everything else: kept, but checked with the server (ETag) before each use. */
export const REVALIDATE = 'no-cache';

/**
 * Files whose names change with their content: Vite's chunks and assets under this folder, and
 * the responsive image variants, whose names end as {@link HASHED_SUFFIX} says
 * (`light/home-bg.768w.<10 hex>.avif`, `./responsive-images.ts`).
 */
const HASHED_FOLDER = '/assets/';
const HASHED_SUFFIX = '\\.\\d+w\\.[0-9a-f]{10}\\.(?:avif|webp)';

/** How many distinct inline scripts the pages may carry: the locale and theme pre-paint scripts. */
const MAX_INLINE_SCRIPTS = 2;

/** The generated files, by name in the output folder. */
const HOST_FILES = {
  nginx: '_nginx.conf',
  headers: '_headers',
  redirects: '_redirects',
  vercel: 'vercel.json',
} as const;

/**
 * What the host configurations say.
 * `fallbacks` and `notFound` are ordered most specific first; every path is a URL path.
 */
export interface HostRules {
  /** Headers on every response, in order. */
  headers: readonly (readonly [name: string, value: string])[];
  /**
   * The URL paths cached as {@link IMMUTABLE}: everything under `folder`, and every path ending
   * as `suffix` says (a regular expression, PCRE and JavaScript alike), which are `suffixFiles`.
   */
  hashed: { folder: string; suffix: string; suffixFiles: readonly string[] };
  /** URL paths and `prefix*` patterns of the pages, all {@link REVALIDATE}. */
  pages: readonly string[];
  /** Paths under `prefix` with one more segment get `page` (status 200): routes the app renders. */
  fallbacks: readonly { prefix: string; page: string }[];
  /** Unknown paths under `prefix` get `page` with status 404. */
  notFound: readonly { prefix: string; page: string }[];
  /**
   * Same page, canonical URL: `[regex, replacement]` (`$1` = first group), status 301. A pattern
   * matches only paths of {@link SEGMENT}s, so every target is a path on this site.
   */
  redirects: readonly (readonly [pattern: string, target: string])[];
  /** The generated files themselves: never served. */
  private: readonly string[];
  /**
   * Paths under `prefix` get `headers` in place of the site's headers of the same names: the CMS
   * page, `/admin/`, which needs a policy of its own ({@link adminHeaders}), and the uploads under
   * `/documents/` ({@link documentHeaders}). A `folder` is a page's folder, whose address is its
   * URL with a slash (`/admin` redirects to `/admin/`).
   */
  overrides: readonly HeaderOverride[];
}

/** Headers that replace the site's under a path prefix ({@link HostRules.overrides}). */
export interface HeaderOverride {
  /** A URL path ending in `/`. */
  prefix: string;
  headers: readonly (readonly [name: string, value: string])[];
  /** Whether `prefix` is a page's folder (`/admin/`), served with its slash. */
  folder?: boolean;
}

/**
 * One segment of a page's URL path as the site spells them (`careers`, `zh-TW`, `2026-05-01-agm`):
 * RFC 3986's unreserved characters. A redirect captures only paths made of these, so its
 * `Location` cannot hold what a browser reads as another host: nginx matches the decoded path, in
 * which `/%5Cevil.example` is `/\evil.example`, and the WHATWG URL Standard reads `\` as `/` and drops
 * tabs and newlines, turning `/\evil.example` and `/<tab>/evil.example` into `//evil.example`. A
 * path with anything else is no page's other spelling and gets the not-found page.
 */
const SEGMENT = '[A-Za-z0-9._~-]+';
/** A path of one or more {@link SEGMENT}s without the leading slash: no empty segment, so no `//`. */
const SEGMENTS = `${SEGMENT}(?:/${SEGMENT})*`;

/** `text` with every regular-expression metacharacter escaped. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The prefixed locales' names as they appear in a path, as alternatives of a regular expression (`zh|zh-TW`). */
const LOCALE_NAMES = LOCALES.map((locale) => localizePath('/', locale))
  .filter((prefix) => prefix !== '/')
  .map((prefix) => escapeRegExp(prefix.slice(1, -1)))
  .join('|');
/** Any prefixed locale's name, as a regular expression. */
const LOCALE_NAME = `(?:${LOCALE_NAMES})`;

/**
 * The folders whose index page is their URL with a slash (`/zh/`, `/admin/`), as alternatives of a
 * regular expression: the prefixed locales and the overrides' prefixes.
 */
const folderNames = (overrides: HostRules['overrides']) =>
  [
    LOCALE_NAMES,
    ...overrides.filter(({ folder }) => folder).map(({ prefix }) => escapeRegExp(prefix.slice(1, -1))),
  ].join('|');

/**
 * The security headers of every response. HSTS assumes the site is only ever served over HTTPS
 * (deploy/README.md); Permissions-Policy denies every powerful feature the site never uses.
 */
function securityHeaders(policy: string): [string, string][] {
  return [
    ['Content-Security-Policy', policy],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      [
        'accelerometer',
        'autoplay',
        'bluetooth',
        'browsing-topics',
        'camera',
        'display-capture',
        'encrypted-media',
        'fullscreen',
        'geolocation',
        'gyroscope',
        'hid',
        'idle-detection',
        'magnetometer',
        'microphone',
        'midi',
        'payment',
        'picture-in-picture',
        'publickey-credentials-get',
        'screen-wake-lock',
        'serial',
        'usb',
        'xr-spatial-tracking',
      ]
        .map((feature) => `${feature}=()`)
        .join(', '),
    ],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

/** Where the CMS page is served (`admin/vite.config.ts` builds it into that folder of the output). */
export const ADMIN_PREFIX = '/admin/';

/** Where the editors' uploads are served: the CMS's `media_folder`, `public/documents/`. */
const DOCUMENTS_PREFIX = '/documents/';

/**
 * The headers of every upload under {@link DOCUMENTS_PREFIX} in place of the site's
 * (docs/publishing.md, "Who can reach what"). An editor chooses these files, and a file that a
 * browser would render as a page must not run as the site: `sandbox` (CSP Level 3, the
 * `sandbox` directive with no flags) gives it an opaque origin, so it can run no script and read
 * none of the site's storage (where the CMS keeps the editor's token), submit no form and open no
 * window; `nosniff` keeps a PDF or an image from being read as anything else. The content check
 * already refuses any upload that is not a PDF or an image (`vite-plugins/content/uploads.ts`):
 * this holds even for a file that reached the host another way.
 */
function documentHeaders(): [string, string][] {
  return [
    ['Content-Security-Policy', 'sandbox'],
    ['X-Content-Type-Options', 'nosniff'],
  ];
}

/** Where the build writes the published content files (`public/content/`, generated from `content/`). */
const CONTENT_PREFIX = '/content/';

/**
 * The headers the published content files add (docs/kiosk.md, "Running a fleet"): a kiosk with a
 * `siteUrl` reads them from its own origin (`app://site`; the browser-mode kiosk and the tests from
 * others), so they may be read from any origin (the Fetch Standard's CORS protocol; `*` needs no
 * credentials, and the kiosk sends none). They are the public website's text, readable by anyone
 * who fetches them from a server; no other path gains CORS. They stay revalidated (`no-cache` with
 * an ETag), so a kiosk sees a publish at its next refresh.
 */
function contentHeaders(): [string, string][] {
  return [['Access-Control-Allow-Origin', '*']];
}

/**
 * The header overrides of a web build: the published content files' and the uploads' always, and the CMS page's when the CMS is
 * served at {@link ADMIN_PREFIX}: `cmsApiOrigins` are then its git host's API origins (from
 * `admin/config.yml`). `undefined` when the CMS has an origin of its own: `/admin/` is then a page
 * of the site, under the site's policy, that links there.
 */
export function siteOverrides(cmsApiOrigins: readonly string[] | undefined): HeaderOverride[] {
  return [
    ...(cmsApiOrigins ? [{ prefix: ADMIN_PREFIX, headers: adminHeaders(cmsApiOrigins), folder: true }] : []),
    { prefix: CONTENT_PREFIX, headers: contentHeaders() },
    { prefix: DOCUMENTS_PREFIX, headers: documentHeaders() },
  ];
}

/**
 * The CMS page's headers in place of the site's (docs/publishing.md, "The CMS's own
 * Content-Security-Policy"): Decap CMS compiles code at run time (`'unsafe-eval'`), styles its
 * interface with inline styles (emotion), shows uploads and previews through `blob:` URLs, and
 * talks to the git host's API (`apiOrigins`, from `admin/config.yml`). Its login opens the git
 * host's OAuth page in a pop-up that answers through `window.opener`, which
 * `same-origin-allow-popups` keeps. Its preview pane frames the CMS's own preview page
 * (`admin/preview.html`), so pages of the same origin may frame it (`frame-ancestors 'self'`,
 * `X-Frame-Options: SAMEORIGIN`, both, for browsers that read only the older header); no other
 * origin may. No plugins, no other origin; and search engines leave the page out.
 */
export function adminHeaders(apiOrigins: readonly string[]): [string, string][] {
  const policy = [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self' data:",
    ['connect-src', "'self'", ...apiOrigins].join(' '),
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
  return [
    ['Content-Security-Policy', policy],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
    ['X-Robots-Tag', 'noindex, nofollow'],
  ];
}

/**
 * The rules for a build whose prerendered `pages` are written, whose other files are `files`
 * (URL paths) and whose CSP is `policy`.
 */
export function hostRules(
  pages: readonly Pick<PrerenderPage, 'path' | 'locale' | 'pagePath' | 'notFound'>[],
  files: readonly string[],
  policy: string,
  overrides: HostRules['overrides'] = [],
): HostRules {
  const prefixes = LOCALES.map((locale) => ({ locale, prefix: localizePath('/', locale) })).sort(
    (a, b) => b.prefix.length - a.prefix.length,
  );
  const pagePatterns = new Set<string>();
  const fallbacks = new Map<string, string>();
  for (const page of pages) {
    if (page.notFound) continue;
    const prefix = localizePath('/', page.locale);
    // Every page of a prefixed locale lives under its prefix; English pages sit beside the assets.
    pagePatterns.add(page.locale === LOCALES[0] ? page.path : `${prefix}*`);
    // An announcement's route has an id: the API may have ones no page was prerendered for
    // (the route table's `apiOnly`, src/config/routes.ts).
    const apiOnly = apiOnlyPrefix(page.pagePath);
    if (apiOnly) fallbacks.set(localizePath(apiOnly, page.locale), prefix);
  }
  const folder = `(?:${folderNames(overrides)})`;
  const hashedSuffix = new RegExp(`${HASHED_SUFFIX}$`);
  const notFound = prefixes.map(({ prefix }) => ({ prefix, page: `${prefix}404.html` }));
  const headers = securityHeaders(policy);
  for (const [name, value] of [...headers, ...overrides.flatMap((override) => override.headers)]) {
    if (/[$"\r\n]/.test(value)) throw new Error(`The ${name} header cannot hold ${JSON.stringify(value)}`);
  }
  return {
    headers,
    hashed: {
      folder: HASHED_FOLDER,
      suffix: HASHED_SUFFIX,
      suffixFiles: files.filter((file) => !file.startsWith(HASHED_FOLDER) && hashedSuffix.test(file)),
    },
    pages: [...pagePatterns].sort(),
    fallbacks: [...fallbacks].map(([prefix, page]) => ({ prefix, page: `${page}index.html` })),
    notFound,
    redirects: [
      // A locale's home is its prefix with a slash (`/zh/`), and so is the CMS page (`/admin/`,
      // whose files are relative to it); every other page has none.
      [`^(/${folder})$`, '$1/'],
      [`^(/(?!${folder}/+$)${SEGMENTS})/+$`, '$1'],
      // The page's file name (`/careers.html`, `/zh/index.html`) for its URL; not the 404 pages.
      [`^(/(?:${SEGMENT}/)*)index\\.html$`, '$1'],
      [`^(/(?!(?:${LOCALE_NAME}/)?404\\.html$)${SEGMENTS})\\.html$`, '$1'],
    ],
    private: Object.values(HOST_FILES).map((file) => `/${file}`),
    overrides,
  };
}

/** The site's headers, each with the value it takes under each override's prefix where that differs. */
function headerVariants(rules: HostRules): { name: string; value: string; under: [prefix: string, value: string][] }[] {
  const names = new Set(
    [...rules.headers, ...rules.overrides.flatMap((override) => override.headers)].map(([name]) => name),
  );
  return [...names].map((name) => {
    const value = rules.headers.find(([candidate]) => candidate === name)?.[1] ?? '';
    const under = rules.overrides.flatMap(({ prefix, headers }): [string, string][] => {
      const other = headers.find(([candidate]) => candidate === name)?.[1];
      return other === undefined || other === value ? [] : [[prefix, other]];
    });
    return { name, value, under };
  });
}

/**
 * `value` as an nginx string literal (nginx unescapes `\\"` and `\\\\` in a quoted string and keeps
 * other backslashes).
 */
const nginxString = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * The nginx include (http context): `map`s that give `deploy/nginx.conf` each request's
 * `$site_redirect`, `$site_fallback`, `$site_not_found`, `$site_private` and cache policy, and the
 * headers. `add_header` here is inherited by every server and location that sets none of its own.
 */
export function nginxConfig(rules: HostRules): string {
  const map = (name: string, entries: readonly (readonly [string, string])[], fallback: string) =>
    [
      `map $uri $${name} {`,
      // Worked out again after an internal redirect (to a not-found page), not kept from the first URI.
      '  volatile;',
      ...entries.map(([pattern, value]) => `  ${nginxString(pattern)} ${nginxString(value)};`),
      `  default ${nginxString(fallback)};`,
      '}',
    ].join('\n');
  return [
    '# Written by the build (vite-plugins/host-config.ts): do not edit. deploy/nginx.conf includes it.',
    map(
      'site_redirect',
      rules.redirects.map(([pattern, target]) => [`~${pattern}`, target]),
      '',
    ),
    map(
      'site_fallback',
      rules.fallbacks.map(({ prefix, page }) => [`~^${escapeRegExp(prefix)}[^/]+$`, page]),
      '',
    ),
    map(
      'site_not_found',
      rules.notFound.map(({ prefix, page }) => [`~^${escapeRegExp(prefix)}`, page]),
      rules.notFound.at(-1)?.page ?? '/404.html',
    ),
    map(
      'site_private',
      rules.private.map((file) => [file, '1']),
      '',
    ),
    map(
      'site_cache_control',
      [
        [`~^${escapeRegExp(rules.hashed.folder)}`, IMMUTABLE],
        [`~${rules.hashed.suffix}$`, IMMUTABLE],
      ],
      REVALIDATE,
    ),
    // A header that differs under an override's prefix takes its value from a map of the path;
    // an empty value sends no header. No value has a `$`, which nginx would read as a variable
    // (hostRules checks).
    ...headerVariants(rules).flatMap(({ name, value, under }, index) => {
      if (under.length === 0) return [`add_header ${name} ${nginxString(value)} always;`];
      const variable = `site_header_${index}`;
      return [
        map(
          variable,
          under.map(([prefix, other]) => [`~^${escapeRegExp(prefix)}`, other]),
          value,
        ),
        `add_header ${name} $${variable} always;`,
      ];
    }),
    'add_header Cache-Control $site_cache_control always;',
    '',
  ].join('\n');
}

/**
 * `_headers` (Netlify; Cloudflare Pages reads the same syntax): the security headers on every path, a year's cache on
 * the hashed files, revalidation on the pages and the site files (feeds, calendars, downloads). No two rules set the
 * same header on one path (Cloudflare Pages would join the values), but for the overrides, which detach the site's
 * header first.
 */
export function headersFile(rules: HostRules): string {
  const block = (pattern: string, headers: readonly (readonly [string, string])[]) =>
    [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const revalidated = [
    ...rules.pages,
    ...rules.fallbacks.map(({ prefix }) => `${prefix}*`),
    '/config.json',
    ...SITE_FILE_FOLDERS.map((folder) => `${folder}*`),
    '/sitemap.xml',
  ];
  // Under an override's prefix a header replaces the site's: Cloudflare Pages first detaches the
  // site's (`! Name`, its documented syntax), Netlify serves the later rule's value and skips the
  // line.
  const overrides = rules.overrides.map(({ prefix, headers }) =>
    [
      `${prefix}*`,
      ...headers.flatMap(([name, value]) => [
        ...(rules.headers.some(([candidate]) => candidate === name) ? [`  ! ${name}`] : []),
        `  ${name}: ${value}`,
      ]),
    ].join('\n'),
  );
  return [
    '# Written by the build (vite-plugins/host-config.ts): do not edit.',
    block('/*', rules.headers),
    ...overrides,
    ...[`${rules.hashed.folder}*`, ...rules.hashed.suffixFiles].map((pattern) =>
      block(pattern, [['Cache-Control', IMMUTABLE]]),
    ),
    ...[...new Set(revalidated)].map((pattern) => block(pattern, [['Cache-Control', REVALIDATE]])),
    '',
  ].join('\n');
}

/**
 * `_redirects` (Netlify, Cloudflare Pages): the API-only routes rewritten to their locale's home
 * page (both hosts apply a rule only when no file answers the path), then every other unknown path
 * to its locale's not-found page with status 404 (Netlify; Cloudflare Pages serves the nearest
 * `404.html` by itself and skips those lines).
 */
export function redirectsFile(rules: HostRules): string {
  return [
    '# Written by the build (vite-plugins/host-config.ts): do not edit.',
    ...rules.fallbacks.map(({ prefix, page }) => `${prefix}*  ${page}  200`),
    ...rules.notFound.map(({ prefix, page }) => `${prefix}*  ${page}  404`),
    '',
  ].join('\n');
}

/**
 * `vercel.json` for the output folder deployed as the project: the headers; the redirects of
 * {@link HostRules.redirects} in Vercel's syntax (`source` is a path-to-regexp pattern whose group
 * holds a regular expression; Vercel applies redirects before it looks for a file); then, for
 * paths no file answers, pretty URLs (`/careers` is `careers.html`) and the API-only routes
 * rewritten to their locale's home page (a rewrite to a file that is missing passes the path on
 * to the next, `check: true` in the routes Vercel compiles). Vercel answers any other unknown path
 * with `404.html` and status 404.
 *
 * Not Vercel's own `cleanUrls`: its redirects (`^/(.*)\.html/?$` to `/$1`, as
 * `@vercel/routing-utils` compiles them) copy any path into `Location`, so `//evil.example.html`
 * would answer `Location: //evil.example`, another host.
 */
export function vercelConfig(rules: HostRules): string {
  const headers = (list: readonly (readonly [string, string])[]) => list.map(([key, value]) => ({ key, value }));
  const redirect = (source: string, destination: string) => ({ source, destination, statusCode: 301 });
  const config = {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    cleanUrls: false,
    headers: [
      { source: '/(.*)', headers: headers(rules.headers) },
      // Later rules win for a header both set.
      ...rules.overrides.map(({ prefix, headers: list }) => ({ source: `${prefix}(.*)`, headers: headers(list) })),
      ...[`${rules.hashed.folder}(.*)`, `/(.*${rules.hashed.suffix})`].map((source) => ({
        source,
        headers: headers([['Cache-Control', IMMUTABLE]]),
      })),
    ],
    // The patterns of `hostRules`' redirects, in the same order.
    redirects: [
      redirect(`/:locale(${folderNames(rules.overrides)})`, '/:locale/'),
      redirect(`/:path((?!(?:${folderNames(rules.overrides)})/+$)${SEGMENTS})/`, '/:path'),
      redirect(`/:dir((?:${SEGMENT}/)*)index.html`, '/:dir'),
      redirect(`/:path((?!(?:${LOCALE_NAME}/)?404\\.html$)${SEGMENTS}).html`, '/:path'),
    ],
    rewrites: [
      { source: `/:path(${SEGMENTS})`, destination: '/:path.html' },
      ...rules.fallbacks.map(({ prefix, page }) => ({ source: `${prefix}:id`, destination: page })),
    ],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** Every file under `dir`, as URL paths (`/assets/index-1.js`). */
async function urlPaths(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
}

/**
 * Writes {@link HOST_FILES} into `outDir`, for the prerendered `pages` written there and the
 * addresses the build may call (`addresses`; the run-time `config.json` in `outDir` adds its
 * `apiBaseUrl`).
 * @throws {Error} when the pages carry more than the pre-paint scripts inline (a script that
 *   differs per page could only be allowed by one hash per page), or `config.json` is unreadable.
 */
export async function writeHostConfig(
  outDir: string,
  pages: readonly PrerenderPage[],
  addresses: PolicyAddresses,
  overrides: HostRules['overrides'] = [],
): Promise<HostRules> {
  const files = await urlPaths(outDir);
  const html = await Promise.all(
    files.filter((file) => file.endsWith('.html')).map((file) => readFile(path.join(outDir, file), 'utf8')),
  );
  const hashes = await inlineHashes(html);
  if (hashes.scriptHashes.length > MAX_INLINE_SCRIPTS)
    throw new Error(
      `The pages carry ${hashes.scriptHashes.length} different inline scripts; a CSP by hash allows only the ${MAX_INLINE_SCRIPTS} pre-paint scripts`,
    );
  const runtime = files.includes('/config.json')
    ? (JSON.parse(await readFile(path.join(outDir, 'config.json'), 'utf8')) as { apiBaseUrl?: unknown })
    : {};
  const policy = contentSecurityPolicy({
    ...hashes,
    ...policyOrigins({
      ...addresses,
      runtimeApiBaseUrl: typeof runtime.apiBaseUrl === 'string' ? runtime.apiBaseUrl : undefined,
    }),
  });
  const rules = hostRules(pages, files, policy, overrides);
  await writeFile(path.join(outDir, HOST_FILES.nginx), nginxConfig(rules));
  await writeFile(path.join(outDir, HOST_FILES.headers), headersFile(rules));
  await writeFile(path.join(outDir, HOST_FILES.redirects), redirectsFile(rules));
  await writeFile(path.join(outDir, HOST_FILES.vercel), vercelConfig(rules));
  return rules;
}

/** The CMS deployable's host files, by name: what {@link cmsHostFiles} writes beside its page. */
export const CMS_HOST_FILES = ['_headers', '_nginx.conf', 'vercel.json', 'robots.txt'] as const;

/**
 * The host files of the CMS as a deployable of its own, served at the root of its own origin
 * (`cms.<domain>`, docs/publishing.md, "The CMS's own Content-Security-Policy"): every response
 * gets the site's security headers with the CMS's policy ({@link adminHeaders}) in place of the
 * site's, and is revalidated (`no-cache`: the CMS is small, changes with its configuration and is
 * used by a few editors); search engines are turned away. On its own origin the CMS, and the
 * editor's token it keeps in `localStorage`, shares nothing with the website, where editors'
 * uploads are served.
 *
 * - `_headers`: Cloudflare Pages and Netlify;
 * - `_nginx.conf`: `add_header` lines for the CMS's `server` block (deploy/README.md, "The CMS on
 *   its own origin");
 * - `vercel.json`: Vercel;
 * - `robots.txt`: disallows everything.
 * @param apiOrigins the git host's API origins, from `admin/config.yml` (`cmsApiOrigins`)
 * @throws {Error} when a header value could not be written safely (a `$`, quote or line break)
 */
export function cmsHostFiles(apiOrigins: readonly string[]): Map<(typeof CMS_HOST_FILES)[number], string> {
  const admin = adminHeaders(apiOrigins);
  const replaced = new Set(admin.map(([name]) => name));
  const headers = [
    ...securityHeaders('').filter(([name]) => !replaced.has(name)),
    ...admin,
    ['Cache-Control', REVALIDATE] as [string, string],
  ];
  for (const [name, value] of headers) {
    if (/[$"\r\n]/.test(value)) throw new Error(`The ${name} header cannot hold ${JSON.stringify(value)}`);
  }
  const note = 'Written by the build (admin/vite.config.ts, vite-plugins/host-config.ts): do not edit.';
  return new Map([
    ['_headers', [`# ${note}`, '/*', ...headers.map(([name, value]) => `  ${name}: ${value}`), ''].join('\n')],
    [
      '_nginx.conf',
      [
        `# ${note} Included in the CMS's server block (deploy/README.md).`,
        ...headers.map(([name, value]) => `add_header ${name} ${nginxString(value)} always;`),
        '',
      ].join('\n'),
    ],
    [
      'vercel.json',
      `${JSON.stringify(
        {
          $schema: 'https://openapi.vercel.sh/vercel.json',
          headers: [{ source: '/(.*)', headers: headers.map(([key, value]) => ({ key, value })) }],
        },
        null,
        2,
      )}\n`,
    ],
    ['robots.txt', 'User-agent: *\nDisallow: /\n'],
  ]);
}

/**
 * The `app://` scheme that serves the built web app in production (`docs/design.md` §7.1).
 * Registered as standard and secure with fetch allowed, it gives local storage a stable origin
 * (`app://site`) and lets history routing work: a path that names no file gets `index.html`.
 * Every response carries the kiosk's Content Security Policy (`@common/content-security-policy`,
 * the web's policy built from the kiosk build's inline scripts and the kiosk's origins).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Protocol } from 'electron';
import { contentSecurityPolicy, inlineHashes, policyOrigins } from '../../common/content-security-policy.ts';
import { isSecureRemoteUrl } from '../../common/kiosk-settings.ts';

const APP_SCHEME = 'app';
const APP_HOST = 'site';
/** The app's origin inside the kiosk. */
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** Privileges for `protocol.registerSchemesAsPrivileged` (before `app.ready`). */
export const APP_SCHEME_PRIVILEGES = {
  standard: true,
  secure: true,
  supportFetchAPI: true,
  corsEnabled: false,
  stream: true,
} as const;

/**
 * Registers `app:` as a privileged scheme with {@link APP_SCHEME_PRIVILEGES}. Electron's docs
 * (`protocol.registerSchemesAsPrivileged`): call it before the app's `ready` event, and only once.
 */
export function registerAppScheme(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }]);
}

/** What a request resolves to. */
export type AppFile =
  | { readonly kind: 'file'; readonly file: string }
  /** A route (no file extension): answer with `index.html`. */
  | { readonly kind: 'route'; readonly file: string }
  | { readonly kind: 'refused'; readonly reason: string };

/**
 * Maps a request URL to a file inside `root` (the web build). Never leaves `root`: `..`
 * segments, encoded separators and NUL bytes are refused, and the resolved path is checked
 * against `root` after normalisation.
 */
export function resolveAppFile(requestUrl: string, root: string): AppFile {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return { kind: 'refused', reason: 'unparsable URL' };
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return { kind: 'refused', reason: 'foreign origin' };
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return { kind: 'refused', reason: 'malformed escape' };
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return { kind: 'refused', reason: 'forbidden character' };
  if (pathname.split('/').includes('..')) return { kind: 'refused', reason: 'parent segment' };
  const base = path.resolve(root);
  const file = path.resolve(base, `.${path.posix.normalize(pathname)}`);
  if (file !== base && !file.startsWith(`${base}${path.sep}`)) return { kind: 'refused', reason: 'outside the build' };
  const index = path.join(base, 'index.html');
  if (file === base || pathname.endsWith('/')) return { kind: 'route', file: index };
  return path.posix.extname(pathname) === '' ? { kind: 'route', file: index } : { kind: 'file', file };
}

/** Content types of the files the build contains. */
const MIME: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
};

/** The content type for `file`, `application/octet-stream` when unknown. */
export function contentType(file: string): string {
  return MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** File access the handler needs; real `fs` in the shell, fakes in tests. */
export interface AppFileReader {
  /** The file's bytes, or `undefined` when it is missing or unreadable. */
  read(file: string): Promise<ArrayBuffer | undefined>;
}

/** The build's files as {@link setupProtocol} reads them: bytes and UTF-8 text. */
export interface BuildFileReader extends AppFileReader {
  /** The file's text, or `undefined` when it is missing or unreadable. */
  readText(file: string): Promise<string | undefined>;
}

/** {@link BuildFileReader} on the file system (`node:fs/promises`). */
export const buildFiles: BuildFileReader = {
  read: (file) =>
    readFile(file).then(
      (bytes) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
      () => undefined,
    ),
  readText: (file) => readFile(file, 'utf8').catch(() => undefined),
};

/**
 * Builds the `protocol.handle` handler for the web build at `root`.
 * @returns A function from `Request` to `Response`: 200 with the file, `index.html` for a route
 *   or for a page navigation to a missing file (an id with a dot), 403 for a refused path, 404
 *   for any other missing file; always with the CSP.
 */
export function createAppHandler(root: string, reader: AppFileReader, csp: string) {
  const headers = (type: string) => ({
    'content-type': type,
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-cache',
  });
  return async (request: Request): Promise<Response> => {
    const target = resolveAppFile(request.url, root);
    if (target.kind === 'refused') return new Response('Forbidden', { status: 403, headers: headers('text/plain') });
    let file = target.file;
    let body = await reader.read(file);
    if (!body && target.kind === 'file' && request.headers.get('accept')?.includes('text/html')) {
      file = path.join(path.resolve(root), 'index.html');
      body = await reader.read(file);
    }
    if (!body) return new Response('Not found', { status: 404, headers: headers('text/plain') });
    return new Response(body, { status: 200, headers: headers(contentType(file)) });
  };
}

/** What {@link setupProtocol} needs, passed in so that it runs without Electron in the unit tests. */
export interface ProtocolSetup {
  /** Electron's `protocol` (its `handle`). */
  protocol: Pick<Protocol, 'handle'>;
  /** The web build's folder, holding `index.html` and the runtime `config.json`. */
  webRoot: string;
  files: BuildFileReader;
  /**
   * The addresses the web bundle was built with (`VITE_API_BASE_URL`, `VITE_STOCK_QUOTE_URL`,
   * which Vite builds into the main process as into the renderer).
   */
  buildUrls: { readonly apiBaseUrl?: string | undefined; readonly stockQuoteUrl?: string | undefined };
  /** The configuration's `contentBaseUrl` (validated, `config.ts`), if any. */
  contentBaseUrl: string | undefined;
  /** The configuration's `siteUrl` (validated, `config.ts`), if any. */
  siteUrl: string | undefined;
}

/** `apiBaseUrl` of the web build's `config.json`, which the renderer also reads, if it is a string. */
async function readRuntimeApiBaseUrl(webRoot: string, files: BuildFileReader): Promise<string | undefined> {
  const text = await files.readText(path.join(webRoot, 'config.json'));
  if (text === undefined) return undefined;
  try {
    const value: unknown = (JSON.parse(text) as Record<string, unknown> | null)?.apiBaseUrl;
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves the web build at `webRoot` on `app://` ({@link createAppHandler}) with the kiosk's CSP:
 * the web's policy (`contentSecurityPolicy`, the same function `vite-plugins/host-config.ts`
 * uses) for the inline scripts of `index.html` and the origins the renderer may call, namely the
 * build-time API and quote addresses, the runtime `config.json`'s `apiBaseUrl` and the
 * configuration's `contentBaseUrl` and `siteUrl`. Only addresses the kiosk may read from count (`https:`,
 * plain `http:` on loopback: `isSecureRemoteUrl`); the renderer drops any other
 * (`kioskAddress`, src/lib/content/settings.ts). Call once the app is ready (Electron's docs,
 * `protocol.handle`).
 * @throws Error when `index.html` cannot be read: the kiosk has nothing to show.
 */
export async function setupProtocol(options: ProtocolSetup): Promise<void> {
  const { webRoot, files } = options;
  const indexFile = path.join(webRoot, 'index.html');
  const html = await files.readText(indexFile);
  if (html === undefined) throw new Error(`The web build has no readable ${indexFile}`);
  const secure = (address: string | undefined) => (address && isSecureRemoteUrl(address) ? address : undefined);
  const origins = policyOrigins({
    buildApiBaseUrl: secure(options.buildUrls.apiBaseUrl),
    stockQuoteUrl: secure(options.buildUrls.stockQuoteUrl),
    runtimeApiBaseUrl: secure(await readRuntimeApiBaseUrl(webRoot, files)),
    contentBaseUrl: options.contentBaseUrl,
    siteUrl: options.siteUrl,
  });
  const csp = contentSecurityPolicy({ ...(await inlineHashes([html])), ...origins });
  options.protocol.handle(APP_SCHEME, createAppHandler(webRoot, files, csp));
}

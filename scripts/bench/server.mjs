// @ts-check
/**
 * The bench's static server: a build folder served on 127.0.0.1 by `sirv`, compressed as a CDN
 * would (brotli when the client accepts it, else gzip), with history-routing fallback; over
 * HTTP/1.1, or over HTTP/2 with TLS as the deployment serves the site (`deploy/README.md`,
 * `http2 on`).
 *
 * sirv serves only precompressed files (`*.br`, `*.gz` beside the original, its `brotli` and
 * `gzip` options), so {@link precompress} copies the folder into a temporary one and writes them.
 * sirv's `extensions` lookup also tries `<path>/index.html`, so a prerendered
 * `dist/careers/index.html` answers `/careers`; `single: true` answers any other path without a
 * file extension with `index.html` (the app then shows its not-found screen).
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import selfsigned from 'selfsigned';
import sirv from 'sirv';

/** Text files worth compressing; images and PDFs are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|md|txt|xml|webmanifest)$/i;

/**
 * Copies `dir` into a new temporary folder and writes `<file>.gz` (level 9, as size-limit
 * measures) and `<file>.br` (quality 11) beside every compressible file.
 * @param {string} dir
 * @returns {Promise<string>} the temporary folder; the caller removes it
 */
export async function precompress(dir) {
  const out = await mkdtemp(path.join(tmpdir(), 'bench-site-'));
  await cp(dir, out, { recursive: true });
  const files = /** @type {string[]} */ (await readdir(out, { recursive: true })).filter((file) =>
    COMPRESSIBLE.test(file),
  );
  for (const file of files) {
    const absolute = path.join(out, file);
    const body = await readFile(absolute);
    await writeFile(`${absolute}.gz`, gzipSync(body, { level: 9 }));
    await writeFile(`${absolute}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
  return out;
}

/**
 * @typedef {object} StaticServerOptions
 * @property {string} root a precompressed folder ({@link precompress})
 * @property {Record<string, unknown>} [config] answers `/config.json` with this body instead of the file
 * @property {boolean} [brotli] offer brotli (default true); false serves gzip only, for gzip figures
 * @property {{ prefix: string, root: string }} [mount] a second precompressed site under a path prefix (the reference
 *   page)
 * @property {boolean} [http2] HTTP/2 over TLS (HTTP/1.1 still answered over the same TLS), with a certificate of its
 *   own for 127.0.0.1 that no browser trusts: a client must ignore certificate errors (Playwright's
 *   `ignoreHTTPSErrors`). Over HTTP/1.1 a browser opens at most six connections to a host, so a page of thirty
 *   modules waits on round trips that HTTP/2's one multiplexed connection does not have.
 */

/**
 * @typedef {object} StaticServer
 * @property {string} origin `http://127.0.0.1:<port>`, or `https://` with {@link StaticServerOptions}' `http2`
 * @property {() => Promise<void>} close
 */

/** @param {string} root @param {boolean} brotli */
function site(root, brotli) {
  return sirv(root, {
    gzip: true,
    brotli,
    single: true,
    extensions: ['html'],
    // Hashed assets may be cached for good, as a CDN would; everything else is revalidated.
    setHeaders: (response, pathname) => {
      response.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}

/**
 * An HTTP/2 server with TLS (HTTP/1.1 allowed) for 127.0.0.1, with a certificate made for it that
 * is valid for a day; each session goes into `sessions` while open, so closing can end them.
 * @param {(request: import('node:http2').Http2ServerRequest, response: import('node:http2').Http2ServerResponse) => void} handle
 * @param {Set<import('node:http2').Http2Session>} sessions
 */
async function secureServer(handle, sessions) {
  const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    notAfterDate: new Date(Date.now() + 24 * 60 * 60 * 1000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const server = createSecureServer({ key: pems.private, cert: pems.cert, allowHTTP1: true }, handle);
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  return server;
}

/**
 * Starts a static server on a free port of 127.0.0.1.
 * @param {StaticServerOptions} options
 * @returns {Promise<StaticServer>}
 */
export async function startStaticServer({ root, config, brotli = true, mount, http2 = false }) {
  const app = site(root, brotli);
  const mounted = mount ? { prefix: mount.prefix.replace(/\/$/, ''), handler: site(mount.root, brotli) } : undefined;
  /**
   * @param {import('node:http').IncomingMessage | import('node:http2').Http2ServerRequest} request
   * @param {import('node:http').ServerResponse | import('node:http2').Http2ServerResponse} response
   */
  const handle = (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (config && pathname === '/config.json') {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      response.end(JSON.stringify(config));
      return;
    }
    // sirv takes Node's HTTP/1 pair; HTTP/2's compatibility API has the same members it uses.
    const pair = /** @type {[import('node:http').IncomingMessage, import('node:http').ServerResponse]} */ (
      /** @type {unknown} */ ([request, response])
    );
    if (mounted && (pathname === mounted.prefix || pathname.startsWith(`${mounted.prefix}/`))) {
      request.url = (request.url ?? '/').slice(mounted.prefix.length) || '/';
      mounted.handler(...pair);
      return;
    }
    app(...pair);
  };
  /** @type {Set<import('node:http2').Http2Session>} */
  const sessions = new Set();
  const server = http2 ? await secureServer(handle, sessions) : createServer(handle);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        origin: `${http2 ? 'https' : 'http'}://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            if ('closeAllConnections' in server) server.closeAllConnections();
            for (const session of sessions) session.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

/** Removes a folder made by {@link precompress}. @param {string} dir */
export async function removeTemp(dir) {
  await rm(dir, { recursive: true, force: true });
}

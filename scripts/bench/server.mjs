// @ts-check
/**
 * The bench's static server: a build folder served on 127.0.0.1 by `sirv`, compressed as a CDN
 * would (brotli when the client accepts it, else gzip), with history-routing fallback.
 *
 * sirv serves only precompressed files (`*.br`, `*.gz` beside the original, its `brotli` and
 * `gzip` options), so {@link precompress} copies the folder into a temporary one and writes them.
 * sirv's `extensions` lookup also tries `<path>/index.html`, so a prerendered
 * `dist/careers/index.html` answers `/careers`; `single: true` answers any other path without a
 * file extension with `index.html` (the app then shows its not-found screen).
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
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
 */

/**
 * @typedef {object} StaticServer
 * @property {string} origin `http://127.0.0.1:<port>`
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
 * Starts a static server on a free port of 127.0.0.1.
 * @param {StaticServerOptions} options
 * @returns {Promise<StaticServer>}
 */
export function startStaticServer({ root, config, brotli = true, mount }) {
  const app = site(root, brotli);
  const mounted = mount ? { prefix: mount.prefix.replace(/\/$/, ''), handler: site(mount.root, brotli) } : undefined;
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (config && pathname === '/config.json') {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      response.end(JSON.stringify(config));
      return;
    }
    if (mounted && (pathname === mounted.prefix || pathname.startsWith(`${mounted.prefix}/`))) {
      request.url = (request.url ?? '/').slice(mounted.prefix.length) || '/';
      mounted.handler(request, response);
      return;
    }
    app(request, response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
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

// @ts-check
/**
 * JS sizes, two ways:
 * 1. size-limit on `.size-limit.mjs` (the build read statically: `size-config.mjs`), gzip level 9;
 * 2. what the home page really downloads: Playwright opens `/` in a fresh browser context, with
 *    no interaction, and sums the encoded (gzip, from a gzip-only server) body bytes of every JS
 *    response from navigation until the network has been idle for a while.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { DESKTOP, MOBILE, sleep } from './browser.mjs';
import { INITIAL_CHECK_NAME, ROUTE_CHECK_PREFIX } from './size-config.mjs';

const run = promisify(execFile);

/**
 * @typedef {object} SizeLimitResult
 * @property {string} name
 * @property {number} size gzip bytes
 * @property {number} sizeLimit bytes
 * @property {boolean} passed
 */

/**
 * Runs size-limit with its JSON reporter in `root` (its exit code is 1 when a limit is missed,
 * which is a result, not a failure).
 * @param {string} root the repository root
 * @returns {Promise<{ initial: SizeLimitResult, routes: SizeLimitResult[], lazy: SizeLimitResult[] }>}
 */
export async function runSizeLimit(root) {
  const bin = path.join(root, 'node_modules', 'size-limit', 'bin.js');
  /** @type {string} */
  let stdout;
  try {
    ({ stdout } = await run(process.execPath, [bin, '--json'], { cwd: root, maxBuffer: 16 * 1024 * 1024 }));
  } catch (error) {
    const failed = /** @type {{ stdout?: string, stderr?: string, message: string }} */ (error);
    if (!failed.stdout?.trim().startsWith('['))
      throw new Error(`size-limit failed: ${failed.stderr ?? failed.message}`);
    stdout = failed.stdout;
  }
  const results = /** @type {SizeLimitResult[]} */ (JSON.parse(stdout));
  const initial = results.find((result) => result.name === INITIAL_CHECK_NAME);
  if (!initial) throw new Error(`size-limit gave no "${INITIAL_CHECK_NAME}" result`);
  const routes = results.filter((result) => result.name.startsWith(ROUTE_CHECK_PREFIX));
  return { initial, routes, lazy: results.filter((result) => result !== initial && !routes.includes(result)) };
}

/**
 * @typedef {object} Download
 * @property {string} file the path on the server (`assets/x.js`)
 * @property {number} encodedBytes body bytes on the wire
 */

/**
 * The JS the page at `url` downloads with no interaction, until the network has been quiet for
 * `quietMs` (Playwright's `networkidle`, then a further wait for timers and idle callbacks).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {typeof MOBILE | typeof DESKTOP} device
 * @param {number} [quietMs]
 * @returns {Promise<{ files: Download[], totalBytes: number }>}
 */
export async function measureScriptDownloads(browser, url, device, quietMs = 3000) {
  const context = await browser.newContext({ ...device });
  const page = await context.newPage();
  /** @type {Promise<Download | undefined>[]} */
  const pending = [];
  page.on('response', (response) => {
    const request = response.request();
    const isScript = request.resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');
    if (!isScript || new URL(request.url()).origin !== new URL(url).origin) return;
    pending.push(
      response.finished().then(async () => ({
        file: new URL(request.url()).pathname.replace(/^\//, ''),
        encodedBytes: (await request.sizes()).responseBodySize,
      })),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await sleep(quietMs);
    await page.waitForLoadState('networkidle');
    const files = /** @type {Download[]} */ ((await Promise.all(pending)).filter(Boolean));
    return { files, totalBytes: files.reduce((sum, file) => sum + file.encodedBytes, 0) };
  } finally {
    await context.close();
  }
}

/**
 * The home page's JS downloads on a phone and a desktop viewport (what loads can depend on the
 * width), from a server that offers gzip only.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} gzipOrigin
 */
export async function measureHomeDownloads(browser, gzipOrigin) {
  return {
    mobile: await measureScriptDownloads(browser, `${gzipOrigin}/`, MOBILE),
    desktop: await measureScriptDownloads(browser, `${gzipOrigin}/`, DESKTOP),
  };
}

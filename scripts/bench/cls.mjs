// @ts-check
/**
 * Cumulative Layout Shift per route, measured in the page with a `PerformanceObserver` for
 * `layout-shift` entries (buffered, so shifts before the observer count; entries with
 * `hadRecentInput` are left out, as CLS does). The page loads, waits for the network to go idle,
 * web fonts and every image, then is scrolled through a viewport at a time (lazy images and
 * sections load as a visitor scrolls; a programmatic scroll is not input, so shifts it causes
 * count, as a visitor's scrolling would) and back to the top.
 *
 * CLS is the largest session window (shifts less than 1 s apart, at most 5 s long), the
 * definition of web.dev/articles/cls; the plain sum is kept too. Each route is measured on a
 * fast connection and on Lighthouse's slow 4G (as DevTools throttling: 562.5 ms request latency,
 * 1.4746 Mbit/s down) with a 4× slower CPU, so images and fonts that arrive late would show.
 */
import { DESKTOP, MOBILE, sleep } from './browser.mjs';

/** Lighthouse's `mobileSlow4G` in its DevTools-throttling form (`core/config/constants.js`). */
export const SLOW_4G = Object.freeze({
  latencyMs: 150 * 3.75,
  downloadKbps: 1.6 * 1024 * 0.9,
  uploadKbps: 750 * 0.9,
  cpuSlowdown: 4,
});

/**
 * Puts the page of `cdp` on {@link SLOW_4G}'s network, with the CPU `cpuSlowdown` times slower
 * (the DevTools protocol's `Network.emulateNetworkConditions` and `Emulation.setCPUThrottlingRate`).
 * @param {import('@playwright/test').CDPSession} cdp
 * @param {number} cpuSlowdown
 */
export async function emulateSlow4G(cdp, cpuSlowdown) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.latencyMs,
    downloadThroughput: (SLOW_4G.downloadKbps * 1024) / 8,
    uploadThroughput: (SLOW_4G.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
}

/**
 * @typedef {object} Shift
 * @property {number} value
 * @property {number} startTime
 * @property {string[]} sources short descriptions of the elements that moved
 */

/**
 * @typedef {object} ClsResult
 * @property {string} url
 * @property {string} condition `mobile`, `mobile slow 4G` or `desktop`
 * @property {number} cls the largest session window
 * @property {number} total every shift summed
 * @property {Shift[]} shifts the largest few, for diagnosis
 */

/**
 * A `layout-shift` performance entry (Layout Instability API; not in TypeScript's DOM library).
 * @typedef {PerformanceEntry & { value: number, hadRecentInput: boolean, sources?: { node?: Node | null }[] }}
 *   LayoutShiftEntry
 */

/** @typedef {Window & { __benchShifts?: Shift[] }} BenchWindow */

/** Installed before the page's scripts: collects layout shifts into `window.__benchShifts`. */
function observeShifts() {
  /** @param {Node | null | undefined} node */
  const describe = (node) => {
    if (!(node instanceof Element)) return node ? node.nodeName : '?';
    const label = node.getAttribute('aria-label') ?? node.id;
    const text = (node.textContent ?? '').trim().slice(0, 40);
    return `${node.tagName.toLowerCase()}${label ? `[${label}]` : ''}${text ? ` "${text}"` : ''}`;
  };
  /** @type {Shift[]} */
  const shifts = [];
  /** @type {BenchWindow} */ (window).__benchShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of /** @type {LayoutShiftEntry[]} */ (list.getEntries())) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        startTime: entry.startTime,
        sources: (entry.sources ?? []).map((source) => describe(source.node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * The largest session window of `shifts` (web.dev/articles/cls: a window closes after a 1 s gap
 * or at 5 s).
 * @param {{ value: number, startTime: number }[]} shifts
 */
export function largestSessionWindow(shifts) {
  let largest = 0;
  let current = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (shift.startTime - previous >= 1000 || shift.startTime - windowStart >= 5000) {
      current = 0;
      windowStart = shift.startTime;
    }
    current += shift.value;
    previous = shift.startTime;
    largest = Math.max(largest, current);
  }
  return largest;
}

/**
 * Waits in the page until fonts are ready and every image the browser is fetching (eager, or
 * lazy and near the viewport) has loaded or failed; a lazy image far below is not fetched yet,
 * so it is left for the scroll. Gives up after `timeoutMs`.
 * @param {number} timeoutMs
 */
function waitForFontsAndImages(timeoutMs) {
  const near = (/** @type {HTMLImageElement} */ image) => image.getBoundingClientRect().top < window.innerHeight * 2;
  const pending = Array.from(document.images)
    .filter((image) => !image.complete && (image.loading !== 'lazy' || near(image)))
    .map(
      (image) =>
        new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true });
          image.addEventListener('error', resolve, { once: true });
        }),
    );
  return Promise.race([
    Promise.all([document.fonts.ready, ...pending]),
    new Promise((resolve) => setTimeout(resolve, timeoutMs)),
  ]).then(() => undefined);
}

/**
 * Loads `url` under one condition and measures its CLS.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {'mobile' | 'mobile slow 4G' | 'desktop'} condition
 * @returns {Promise<ClsResult>}
 */
export async function measureCls(browser, url, condition) {
  const context = await browser.newContext({ ...(condition === 'desktop' ? DESKTOP : MOBILE) });
  const page = await context.newPage();
  try {
    if (condition === 'mobile slow 4G') await emulateSlow4G(await context.newCDPSession(page), SLOW_4G.cpuSlowdown);
    await page.addInitScript(observeShifts);
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    const settleMs = condition === 'mobile slow 4G' ? 20_000 : 5_000;
    await page.evaluate(waitForFontsAndImages, settleMs);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const step = (await page.evaluate(() => window.innerHeight)) * 0.8;
    for (let top = step; top < height; top += step) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      await sleep(condition === 'mobile slow 4G' ? 600 : 250);
    }
    await page.waitForLoadState('networkidle');
    await page.evaluate(waitForFontsAndImages, settleMs);
    await page.evaluate(() => window.scrollTo(0, 0));
    await sleep(1000);
    const shifts = await page.evaluate(() => /** @type {BenchWindow} */ (window).__benchShifts ?? []);
    return {
      url,
      condition,
      cls: largestSessionWindow(shifts),
      total: shifts.reduce((sum, shift) => sum + shift.value, 0),
      shifts: [...shifts].sort((a, b) => b.value - a.value).slice(0, 3),
    };
  } finally {
    await context.close();
  }
}

/**
 * CLS of every URL under every condition.
 * @param {import('@playwright/test').Browser} browser
 * @param {string[]} urls
 * @param {(message: string) => void} [log]
 * @returns {Promise<ClsResult[]>}
 */
export async function measureAllCls(browser, urls, log = () => {}) {
  /** @type {ClsResult[]} */
  const results = [];
  for (const url of urls) {
    for (const condition of /** @type {const} */ (['mobile', 'mobile slow 4G', 'desktop'])) {
      const started = Date.now();
      const result = await measureCls(browser, url, condition);
      results.push(result);
      log(`cls ${condition} ${url}: ${result.cls.toFixed(3)} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
  }
  return results;
}

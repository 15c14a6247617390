// @ts-check
/**
 * Kiosk soak: visitor sessions in a browser kiosk (`/?kiosk=1&idle=<s>`, `docs/design.md` §7.4
 * and §7.5) one after another, each a few navigations and then idle until the session resets.
 * After the first and after the last reset the page's garbage is collected (CDP
 * `HeapProfiler.collectGarbage`) and the JS heap and live DOM elements are read: a kiosk that
 * runs for days must come back to where it started. Used by `npm run bench` and by
 * `tests/e2e/budgets.spec.ts`.
 *
 * Two heap figures: V8's whole heap (`Performance.getMetrics` JSHeapUsedSize), and the heap
 * without V8's compiled code, from a heap snapshot. The first grows for a while as V8 tiers
 * hot functions up (optimized machine code, its deoptimization data and feedback vectors:
 * snapshot nodes of type `code`), which is bounded by the app's code and is not a leak; the
 * app's own objects (objects, closures, arrays, strings, DOM wrappers) are in the second, and
 * that is the one held to the 10 % goal. The groups that grew most are kept for diagnosis.
 *
 * A session: open the News submenu and its Announcement link, scroll the list, open the first
 * announcement, go Home and tap 繁體中文 in the kiosk bar; then wait for the
 * "Are you still there?" warning and for the reset to the start screen (its attract message),
 * and for the start screen's attract loop, which the next visitor's first touch ends. The warning
 * and the wait for the loop are shortened with the browser kiosk's `warn=` and `attract=` flags
 * (1 s each here), so a session takes about `idle + warn + 7` seconds.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sleep } from './browser.mjs';

/** The kiosk screen the soak runs on. */
export const KIOSK_VIEWPORT = Object.freeze({ width: 1920, height: 1080 });
/** The browser kiosk's URL flag that shortens the idle warning (`src/stores/kiosk-store.ts`). */
export const WARNING_FLAG = 'warn';
/** Seconds of idle warning a soak session waits through, unless told otherwise. */
export const SOAK_WARNING_SECONDS = 1;
/** Seconds the start screen waits for its attract loop in a soak (the browser kiosk's `attract=` flag). */
const SOAK_ATTRACT_SECONDS = 1;

/** @typedef {{ [key: string]: string | Catalogue }} Catalogue */
/** @param {string} file under `locales/` @returns {Catalogue} */
const catalogue = (file) => JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../locales', file), 'utf8'));
/** The English catalogues by i18next namespace: the main one, and the kiosk's own. */
const EN = { translation: catalogue('en.json'), kiosk: catalogue('kiosk/en.json') };

/**
 * English catalogue text at `key`: `nav.home` in the main catalogue, `kiosk:attract` in a
 * namespace's, as i18next writes them. @param {string} key
 */
function text(key) {
  const [namespace, keyPath] = key.includes(':') ? key.split(':', 2) : ['translation', key];
  /** @type {string | Catalogue | undefined} */
  let node = EN[/** @type {keyof typeof EN} */ (namespace)];
  for (const part of (keyPath ?? '').split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No catalogue text ${key} in en`);
  return node;
}

/**
 * @typedef {object} SoakSnapshot
 * @property {number} jsHeapUsedBytes `Performance.getMetrics` JSHeapUsedSize after GC: all of V8's heap
 * @property {number} jsHeapWithoutCodeBytes V8 objects in a heap snapshot, without compiled code (module comment)
 * @property {number} domElements `document.getElementsByTagName('*').length`, without the attract loop's
 * @property {number} domNodes `Performance.getMetrics` Nodes (elements, text, detached not yet collected)
 * @property {number} eventListeners `Performance.getMetrics` JSEventListeners
 */

/**
 * @typedef {object} SoakResult
 * @property {number} sessions
 * @property {number} idleSeconds
 * @property {SoakSnapshot} first after the first reset
 * @property {SoakSnapshot} last after the last reset
 * @property {number} heapGrowth `last / first - 1` of the JS heap without compiled code: the goal's figure
 * @property {number} wholeHeapGrowth `last / first - 1` of JSHeapUsedSize, compiled code included
 * @property {number} domDelta `last - first` live DOM elements
 * @property {number} interruptions idle warnings, and resets to the start screen, that came before a session's steps
 *   were done (touched away, as a visitor would)
 * @property {number} secondsPerSession
 * @property {{ name: string, count: number, bytes: number }[]} heapGrowthByGroup what grew most in the heap figure, by
 *   type and constructor
 */

/**
 * @typedef {object} SoakOptions
 * @property {number} sessions at least 2
 * @property {number} [idleSeconds] the kiosk's idle time (URL `idle=`, from 1); default 3
 * @property {number} [warningSeconds] the idle warning (URL `warn=`, 1 to 60); default 1
 * @property {(message: string) => void} [log]
 */

/**
 * The kiosk start URL of a soak (relative to the page's base URL when `origin` is empty).
 * @param {string} origin
 * @param {Pick<SoakOptions, 'idleSeconds' | 'warningSeconds'>} options
 */
export function soakUrl(origin, { idleSeconds = 3, warningSeconds = SOAK_WARNING_SECONDS } = {}) {
  const params = new URLSearchParams({ kiosk: '1', idle: String(idleSeconds) });
  params.set(WARNING_FLAG, String(warningSeconds));
  params.set('attract', String(SOAK_ATTRACT_SECONDS));
  return `${origin}/?${params.toString()}`;
}

/** @typedef {Record<string, { count: number, bytes: number }>} HeapSummary */

/**
 * The parts of a V8 heap snapshot (`.heapsnapshot` JSON) the summary reads.
 * @typedef {{ snapshot: { meta: { node_fields: string[], node_types: [string[]] } }, nodes: number[],
 *   strings: string[] }} HeapSnapshot
 */

/**
 * A heap snapshot (CDP `HeapProfiler.takeHeapSnapshot`) summed by node type and name (an
 * object's constructor, a closure's function name, `(code) system / InstructionStream`; all
 * strings as one group).
 * @param {import('@playwright/test').CDPSession} cdp
 * @returns {Promise<HeapSummary>}
 */
export async function heapSummary(cdp) {
  /** @type {string[]} */
  const chunks = [];
  /** @param {{ chunk: string }} event */
  const onChunk = ({ chunk }) => void chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const heap = /** @type {HeapSnapshot} */ (JSON.parse(chunks.join('')));
  const fields = heap.snapshot.meta.node_fields;
  const types = heap.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  /** @type {HeapSummary} */
  const summary = {};
  for (let index = 0; index < heap.nodes.length; index += fields.length) {
    const type = types[heap.nodes[index + (typeAt ?? 0)] ?? 0] ?? '?';
    const name =
      type === 'string' || type === 'concatenated string' || type === 'sliced string' || type === 'number'
        ? `(${type})`
        : `${type === 'object' ? '' : `(${type}) `}${(heap.strings[heap.nodes[index + (nameAt ?? 1)] ?? 0] ?? '?').slice(0, 80)}`;
    const entry = (summary[name] ??= { count: 0, bytes: 0 });
    entry.count += 1;
    entry.bytes += heap.nodes[index + (sizeAt ?? 3)] ?? 0;
  }
  return summary;
}

/**
 * The groups counted in the heap figure that grew most from `before` to `after`, by bytes.
 * @param {HeapSummary} before
 * @param {HeapSummary} after
 * @param {number} [top]
 * @returns {{ name: string, count: number, bytes: number }[]} growth in count and bytes
 */
export function heapGrowthByGroup(before, after, top = 15) {
  return Object.entries(after)
    .filter(([name]) => isAppHeapGroup(name))
    .map(([name, { count, bytes }]) => ({
      name,
      count: count - (before[name]?.count ?? 0),
      bytes: bytes - (before[name]?.bytes ?? 0),
    }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, top);
}

/**
 * Whether a heap snapshot group counts in the soak's heap figure: V8 objects, not Blink's
 * native ones (outside the JS heap) nor V8's compiled code (module comment).
 * @param {string} name
 */
export function isAppHeapGroup(name) {
  return !name.startsWith('(native)') && !name.startsWith('(code)');
}

/** The bytes of the groups {@link isAppHeapGroup} counts. @param {HeapSummary} summary */
export function appHeapBytes(summary) {
  return Object.entries(summary)
    .filter(([name]) => isAppHeapGroup(name))
    .reduce((sum, [, group]) => sum + group.bytes, 0);
}

/**
 * Live DOM elements, without the start screen's attract loop: a transient overlay whose slides
 * differ in size, so a count taken at another slide differs without anything having leaked (its
 * objects stay in the heap figures).
 * @param {import('@playwright/test').Page} page
 */
function domElements(page) {
  return page.evaluate((label) => {
    const loop = document.querySelector(`[aria-label="${CSS.escape(label)}"]`);
    const inLoop = loop ? loop.getElementsByTagName('*').length + 1 : 0;
    return document.getElementsByTagName('*').length - inLoop;
  }, text('kiosk:attractLabel'));
}

/**
 * Garbage-collects, then reads the heap and DOM figures and a heap snapshot's summary.
 * @param {import('@playwright/test').Page} page
 * @param {import('@playwright/test').CDPSession} cdp
 * @returns {Promise<{ figures: SoakSnapshot, heap: HeapSummary }>}
 */
export async function snapshot(page, cdp) {
  const heap = await heapSummary(cdp);
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (/** @type {string} */ name) => metrics.find((entry) => entry.name === name)?.value ?? Number.NaN;
  return {
    heap,
    figures: {
      jsHeapUsedBytes: metric('JSHeapUsedSize'),
      jsHeapWithoutCodeBytes: appHeapBytes(heap),
      domElements: await domElements(page),
      domNodes: metric('Nodes'),
      eventListeners: metric('JSEventListeners'),
    },
  };
}

/**
 * One visitor's navigations (module comment).
 * @param {import('@playwright/test').Page} page
 */
async function visit(page) {
  const main = page.getByRole('navigation', { name: text('nav.label') });
  await main.getByRole('button', { name: text('nav.showSubmenu').replace('{{item}}', text('nav.news')) }).click();
  await main.getByRole('link', { name: text('nav.announcement'), exact: true }).click();
  await page.getByRole('heading', { level: 1, name: text('announcements.title') }).waitFor();
  const list = page.getByRole('list', { name: text('announcements.title') });
  const first = list.getByRole('link').first();
  await first.waitFor();
  for (let step = 0; step < 3; step += 1) {
    await page.mouse.wheel(0, 800);
    await sleep(200);
  }
  const title = (await first.textContent())?.trim() ?? '';
  await first.click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await main.getByRole('link', { name: text('nav.home'), exact: true }).click();
  await page
    .getByRole('heading', { level: 1, name: new RegExp(text('hero.title').replace('{{group}}', '').trim()) })
    .waitFor();
  await page.getByRole('button', { name: '繁體中文', exact: true }).click();
  await page.locator('html[lang="zh-TW"]').waitFor({ state: 'attached' });
}

/**
 * Runs `sessions` kiosk visitor sessions in `page` on the site at `origin` (empty: the page's
 * base URL) and compares the heap and DOM after the first and the last reset.
 * @param {import('@playwright/test').Page} page
 * @param {string} origin
 * @param {SoakOptions} options
 * @returns {Promise<SoakResult>}
 */
export async function runSoak(
  page,
  origin,
  { sessions, idleSeconds = 3, warningSeconds = SOAK_WARNING_SECONDS, log = () => {} },
) {
  if (sessions < 2) throw new Error('a soak needs at least 2 sessions');
  await page.setViewportSize(KIOSK_VIEWPORT);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const warning = page.getByRole('alertdialog');
  const attract = page.getByRole('status').filter({ hasText: text('kiosk:attract') });
  const loop = page.getByRole('region', { name: text('kiosk:attractLabel') });
  let interruptions = 0;
  const keepSession = async () => {
    interruptions += 1;
    await page.keyboard.press('Shift');
  };

  await page.goto(soakUrl(origin, { idleSeconds, warningSeconds }));
  // The kiosk opens at its start page on the start screen, once the kiosk session's lazily loaded
  // chunk runs.
  await attract.waitFor();
  /** @type {{ figures: SoakSnapshot, heap: HeapSummary } | undefined} */
  let first;
  const started = Date.now();
  for (let session = 1; session <= sessions; session += 1) {
    if (await attract.isVisible()) {
      // The start screen plays its attract loop until the next visitor touches the screen (a key
      // press counts as a touch and clicks nothing): the first touch ends the loop, the next one
      // lets the visitor in.
      await loop.waitFor({ timeout: (SOAK_ATTRACT_SECONDS + 30) * 1000 });
      await page.keyboard.press('Shift');
      await loop.waitFor({ state: 'hidden' });
      await page.keyboard.press('Shift');
      await attract.waitFor({ state: 'hidden' });
    }
    // A warning that comes while the visitor is still busy (a slow step) is touched away; so is
    // the start screen, when a step slower still (a page waiting for its chunks, which no input
    // keeps awake) let the reset through: the next visitor goes on from the start page.
    await page.addLocatorHandler(warning, keepSession);
    await page.addLocatorHandler(attract, keepSession);
    await visit(page);
    await page.removeLocatorHandler(warning);
    await page.removeLocatorHandler(attract);
    await warning.waitFor({ timeout: (idleSeconds + 30) * 1000 });
    await attract.waitFor({ timeout: (warningSeconds + 30) * 1000 });
    if (session === 1) first = await snapshot(page, cdp);
    if (session % 10 === 0) log(`soak: ${session} of ${sessions} sessions`);
  }
  const last = await snapshot(page, cdp);
  if (!first) throw new Error('no first snapshot');
  await cdp.detach();
  return {
    sessions,
    idleSeconds,
    first: first.figures,
    last: last.figures,
    heapGrowth: last.figures.jsHeapWithoutCodeBytes / first.figures.jsHeapWithoutCodeBytes - 1,
    wholeHeapGrowth: last.figures.jsHeapUsedBytes / first.figures.jsHeapUsedBytes - 1,
    domDelta: last.figures.domElements - first.figures.domElements,
    interruptions,
    secondsPerSession: (Date.now() - started) / 1000 / sessions,
    heapGrowthByGroup: heapGrowthByGroup(first.heap, last.heap),
  };
}

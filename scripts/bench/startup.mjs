// @ts-check
/**
 * What starting the app costs a phone, per route (`docs/development.md` §8):
 *
 * 1. **Blocking time and long tasks**, from a Chromium trace of the page's load with the CPU 4×
 *    slower (Lighthouse's mobile factor): every task of the renderer's main thread from the
 *    navigation until the app has started and the network has been idle for a while. A long task
 *    takes more than 50 ms; the blocking time sums each long task's time beyond 50 ms from the
 *    first contentful paint on, as Lighthouse's Total Blocking Time does (web.dev/articles/tbt).
 *    Each long task is described by what filled it (a script by file, style and layout, paint).
 * 2. **First paint to app start on a slow phone**: 375 × 667, the CPU 6× slower and DevTools'
 *    slow 4G (`SLOW_4G` of `cls.mjs`), from the `first-contentful-paint` entry to the moment the
 *    app marks `<html data-started>` (`src/app/prerender-contract.ts`), which is when a tap is
 *    answered by the app itself rather than held and replayed. Loaded over HTTP/2 (`measureStartup`'s
 *    `phoneOrigins`), as the deployment serves the site: over HTTP/1.1 the browser's six connections
 *    to a host made the lists' thirty modules queue (`/announcements`: 4.7 s against 2.9 s over
 *    HTTP/2, late November 2026).
 *
 * Both are medians over `runs` loads in fresh browser contexts; the rounds visit every site (the
 * current build and the baseline's) in turn, so a busy host slows them alike.
 */
import path from 'node:path';
import { MOBILE, sleep } from './browser.mjs';
import { emulateSlow4G } from './cls.mjs';

/** A task longer than this blocks input (W3C Long Tasks API; Lighthouse's TBT threshold), ms. */
export const LONG_TASK_MS = 50;
/** CPU slowdown of the traced loads: Lighthouse's mobile emulation. */
export const TRACE_CPU_SLOWDOWN = 4;
/** The slow phone of the start-time figure (as `tests/e2e/early-taps.spec.ts`'s phone). */
export const SLOW_PHONE = Object.freeze({
  viewport: { width: 375, height: 667 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  cpuSlowdown: 6,
});
/** How long a page may take to start before the bench gives up on it, ms. */
const START_TIMEOUT_MS = 120_000;
/** How long the network must have been idle after the start before a traced load ends, ms. */
const SETTLE_MS = 2000;

/** Chromium's names for a top-level task of a thread (Lighthouse's `TraceProcessor.isScheduleableTask`). */
const TASK_NAMES = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'ThreadControllerImpl::DoWork',
  'TaskQueueManager::ProcessTaskFromWorkQueue',
]);

/**
 * @typedef {object} TraceEvent A Chrome trace event (Trace Event Format): times in µs.
 * @property {string} name
 * @property {string} [cat]
 * @property {string} ph
 * @property {number} ts
 * @property {number} [dur]
 * @property {number} pid
 * @property {number} tid
 * @property {Record<string, any>} [args]
 */

/**
 * @typedef {object} LongTask
 * @property {number} startMs from the navigation's start
 * @property {number} durationMs
 * @property {string} what what filled it, the largest share first (`script index.js 80 ms, style & layout 20 ms`)
 */

/**
 * @typedef {object} TraceFigures
 * @property {number} fcpMs first contentful paint, from the navigation's start
 * @property {number} blockingMs the long tasks' time beyond 50 ms, from the first contentful paint on
 * @property {LongTask[]} longTasks every task over 50 ms from the navigation on, in order
 */

/**
 * What a trace event inside a task was doing, or `undefined` for events that only wrap others.
 * @param {TraceEvent} event
 */
function activity(event) {
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'FunctionCall':
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'FireIdleCallback':
    case 'EventDispatch': {
      const url = event.args?.data?.url ?? event.args?.fileName ?? '';
      return url ? `script ${path.posix.basename(new URL(url, 'http://x/').pathname) || url}` : 'script';
    }
    case 'ParseHTML':
      return 'parse HTML';
    // A document committed in the page's renderer: each SVG `<img>` is a document of its own.
    case 'DocumentLoader::CommitNavigation':
    case 'DocumentLoader::BodyLoadingFinished':
      return 'document load';
    case 'UpdateLayoutTree':
    case 'Layout':
    case 'RecalculateStyles':
      return 'style & layout';
    case 'PrePaint':
    case 'Paint':
    case 'Layerize':
    case 'UpdateLayer':
    case 'Commit':
    case 'CompositeLayers':
      return 'paint';
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GCScavenger':
    case 'V8.GCFinalizeMC':
      return 'garbage collection';
    default:
      return undefined;
  }
}

/**
 * Describes a task by the outermost known activities inside it (an event nested in a counted
 * one, a layout forced by a script, counts as that script's).
 * @param {TraceEvent} task
 * @param {TraceEvent[]} inside events of the same thread within the task, by start
 */
function describeTask(task, inside) {
  /** @type {Map<string, number>} */
  const shares = new Map();
  let coveredUntil = Number.NEGATIVE_INFINITY;
  for (const event of inside) {
    if (event === task || event.ts < coveredUntil) continue;
    const label = activity(event);
    if (label === undefined || !event.dur) continue;
    shares.set(label, (shares.get(label) ?? 0) + event.dur / 1000);
    coveredUntil = event.ts + event.dur;
  }
  const parts = [...shares].sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms >= 1);
  return parts.length > 0 ? parts.map(([label, ms]) => `${label} ${Math.round(ms)} ms`).join(', ') : 'other';
}

/**
 * Reads the main thread's tasks of a page load from a trace: the load is the last main-frame
 * `navigationStart` for `url`; its first contentful paint is the `firstContentfulPaint` of the
 * same frame.
 * @param {TraceEvent[]} events
 * @param {string} url the page's URL
 * @returns {TraceFigures}
 * @throws {Error} when the trace holds no such navigation or no contentful paint after it
 */
export function traceFigures(events, url) {
  const navigation = events
    .filter(
      (event) =>
        event.name === 'navigationStart' &&
        event.args?.data?.isLoadingMainFrame === true &&
        event.args.data.documentLoaderURL === url,
    )
    .at(-1);
  if (!navigation) throw new Error(`the trace has no main-frame navigation to ${url}`);
  const frame = navigation.args?.frame;
  const fcp = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.args?.frame === frame && event.ts >= navigation.ts,
  );
  if (!fcp) throw new Error(`the trace has no first contentful paint of ${url}`);
  const thread = events
    .filter((event) => event.pid === navigation.pid && event.tid === navigation.tid && event.ph === 'X')
    .filter((event) => event.ts >= navigation.ts)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const msFromStart = (/** @type {number} */ ts) => (ts - navigation.ts) / 1000;
  /** @type {LongTask[]} */
  const longTasks = [];
  let blockingMs = 0;
  let taskEnd = Number.NEGATIVE_INFINITY;
  thread.forEach((task, index) => {
    if (!TASK_NAMES.has(task.name) || task.ts < taskEnd || task.dur === undefined) return;
    taskEnd = task.ts + task.dur;
    const durationMs = task.dur / 1000;
    if (durationMs <= LONG_TASK_MS) return;
    const inside = [];
    for (let next = index + 1; next < thread.length; next += 1) {
      const event = /** @type {TraceEvent} */ (thread[next]);
      if (event.ts >= taskEnd) break;
      inside.push(event);
    }
    longTasks.push({ startMs: msFromStart(task.ts), durationMs, what: describeTask(task, inside) });
    // Lighthouse counts a task that straddles the paint by its part after the paint.
    const blockingStart = Math.max(task.ts, fcp.ts);
    if (taskEnd > blockingStart) blockingMs += Math.max(0, (taskEnd - blockingStart) / 1000 - LONG_TASK_MS);
  });
  return { fcpMs: msFromStart(fcp.ts), blockingMs, longTasks };
}

/**
 * Installed before the page's scripts: `window.__benchStarted` resolves with the page's first
 * contentful paint and app start, ms from the navigation's start, once the app has marked the
 * page as started (`STARTED_ATTRIBUTE` of `src/app/prerender-contract.ts`, spelt out: the
 * function runs in the page, without this module's scope).
 */
function observeStart() {
  /** @type {Window & { __benchStarted?: Promise<{ fcpMs: number, startedMs: number }> }} */ (window).__benchStarted =
    new Promise((resolve) => {
      const note = () => {
        if (!document.documentElement?.hasAttribute('data-started')) return;
        observer.disconnect();
        const startedMs = performance.now();
        const fcpMs = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
        resolve({ fcpMs, startedMs });
      };
      // Runs before the document has its `<html>`: the observer watches the whole document.
      const observer = new MutationObserver(note);
      observer.observe(document, { attributes: true, subtree: true, attributeFilter: ['data-started'] });
    });
}

/**
 * The page's first contentful paint and app start, ms from the navigation's start. Asked through
 * the DevTools protocol rather than Playwright's `waitForSelector`, whose script (its selector
 * engine, some 200 KB) would otherwise be compiled in the page during the trace, a long task of
 * its own.
 * @param {import('@playwright/test').CDPSession} cdp the page's session
 * @returns {Promise<{ fcpMs: number, startedMs: number }>}
 */
async function paintAndStart(cdp) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The page did not start within ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    );
  });
  try {
    const evaluation = cdp.send('Runtime.evaluate', {
      expression: 'window.__benchStarted',
      awaitPromise: true,
      returnByValue: true,
    });
    const { result, exceptionDetails } = await Promise.race([evaluation, timeout]);
    if (exceptionDetails) throw new Error(`The page did not start: ${exceptionDetails.text}`);
    return result.value;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Loads `url` on a phone with the CPU 4× slower under a trace, until the app has started and the
 * network has been idle for {@link SETTLE_MS}.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @returns {Promise<TraceFigures & { startedMs: number }>}
 */
export async function traceLoad(browser, url) {
  const context = await browser.newContext({ ...MOBILE });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: TRACE_CPU_SLOWDOWN });
    await page.addInitScript(observeStart);
    await browser.startTracing(page, {
      categories: [
        'toplevel',
        'loading',
        'blink.user_timing',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
      ],
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const { startedMs } = await paintAndStart(cdp);
    await page.waitForLoadState('networkidle');
    await sleep(SETTLE_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    const events = /** @type {TraceEvent[]} */ (Array.isArray(trace) ? trace : trace.traceEvents);
    return { ...traceFigures(events, page.url()), startedMs };
  } finally {
    await context.close();
  }
}

/**
 * Loads `url` on the {@link SLOW_PHONE} and returns its first contentful paint and app start.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @returns {Promise<{ fcpMs: number, startedMs: number }>}
 */
export async function slowPhoneStart(browser, url) {
  const { cpuSlowdown, ...device } = SLOW_PHONE;
  // The bench serves the slow phone over HTTP/2 with a certificate of its own (`server.mjs`).
  const context = await browser.newContext({ ...device, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await emulateSlow4G(cdp, cpuSlowdown);
    await page.addInitScript(observeStart);
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    return await paintAndStart(cdp);
  } finally {
    await context.close();
  }
}

/** The median of `values` (the mean of the middle two for an even count). @param {number[]} values */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/**
 * @typedef {object} StartupFigures One route of one site, medians of the runs.
 * @property {string} path
 * @property {number} runs
 * @property {number} blockingMs
 * @property {number} longTaskCount
 * @property {number} longestTaskMs
 * @property {LongTask[]} longTasks the long tasks of the run whose blocking time is the median
 * @property {number} fcpToStartMs on the slow phone
 */

/**
 * Measures every path of every site: `runs` rounds, each loading every path of every site once
 * under the trace and once on the slow phone.
 * @param {import('@playwright/test').Browser} browser
 * @param {Record<string, string>} origins site name → origin (`{ current, baseline }`)
 * @param {string[]} paths
 * @param {{ runs: number, log?: (message: string) => void, phoneOrigins?: Record<string, string> }} options
 *   `phoneOrigins`: site name → the origin the slow phone loads instead (the site over HTTP/2, as the deployment
 *   serves it; `server.mjs`)
 * @returns {Promise<Record<string, StartupFigures[]>>} per site, in the order of `paths`
 */
export async function measureStartup(browser, origins, paths, { runs, log = () => {}, phoneOrigins = {} }) {
  /** @type {Map<string, { traces: TraceFigures[], starts: number[] }>} */
  const samples = new Map();
  const key = (/** @type {string} */ site, /** @type {string} */ route) => `${site} ${route}`;
  for (let round = 1; round <= runs; round += 1) {
    for (const route of paths) {
      for (const [site, origin] of Object.entries(origins)) {
        const trace = await traceLoad(browser, `${origin}${route}`);
        const phone = await slowPhoneStart(browser, `${phoneOrigins[site] ?? origin}${route}`);
        const entry = samples.get(key(site, route)) ?? { traces: [], starts: [] };
        entry.traces.push(trace);
        entry.starts.push(phone.startedMs - phone.fcpMs);
        samples.set(key(site, route), entry);
        log(
          `startup ${round}/${runs} ${site} ${route}: blocking ${Math.round(trace.blockingMs)} ms, ` +
            `${trace.longTasks.length} long tasks; slow phone FCP → start ${Math.round(phone.startedMs - phone.fcpMs)} ms`,
        );
      }
    }
  }
  return Object.fromEntries(
    Object.keys(origins).map((site) => [
      site,
      paths.map((route) => {
        const { traces, starts } = samples.get(key(site, route)) ?? { traces: [], starts: [] };
        const blockingMs = median(traces.map((trace) => trace.blockingMs));
        const typical = [...traces].sort(
          (a, b) => Math.abs(a.blockingMs - blockingMs) - Math.abs(b.blockingMs - blockingMs),
        )[0];
        return {
          path: route,
          runs: traces.length,
          blockingMs,
          longTaskCount: median(traces.map((trace) => trace.longTasks.length)),
          longestTaskMs: median(traces.map((trace) => Math.max(0, ...trace.longTasks.map((task) => task.durationMs)))),
          longTasks: typical?.longTasks ?? [],
          fcpToStartMs: median(starts),
        };
      }),
    ]),
  );
}

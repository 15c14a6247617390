// @ts-check
/**
 * The announcements list under load: the development content server generates N announcements
 * per locale, the site is served with a `config.json` that points it there, and Playwright
 * scrolls `/announcements` until the list has loaded them all (or a time limit passes).
 *
 * - Live DOM elements (`document.getElementsByTagName('*').length`) are sampled after every
 *   page that loads and then at evenly spaced scroll positions; the largest count is reported.
 *   Progress is counted from the list requests the page makes, not from the DOM, so a
 *   virtualized list (few items in the DOM) is driven the same way.
 * - Tap to paint: a real mouse click on an item's link in the viewport; in the page, the time
 *   from the `pointerdown` event's `timeStamp` (when the input happened) to the frame that first
 *   shows the announcement's heading. A MutationObserver sees the heading arrive in the DOM;
 *   a `requestAnimationFrame` callback runs just before that frame paints, and a task queued
 *   from it (`setTimeout(0)`) runs just after, so its `performance.now()` is the paint time, as
 *   near as script can tell. The first tap also loads the detail route's chunk (cold); two
 *   more follow after going back (warm). The Event Timing API's duration of the click
 *   interaction (input to the next paint after its handlers, what INP measures) is kept too.
 */
import { startContentServer } from '../content/server.mjs';
import { DESKTOP, sleep } from './browser.mjs';
import { startStaticServer } from './server.mjs';

/**
 * @typedef {object} Tap
 * @property {string} title the announcement opened
 * @property {number} tapToPaintMs pointerdown to the frame showing its heading
 * @property {number | null} interactionMs Event Timing duration of the click interaction
 */

/**
 * @typedef {object} ListResult
 * @property {number} generated announcements the content server offered
 * @property {number} loaded announcements the page requested before the end or the time limit
 * @property {boolean} reachedEnd whether all were loaded
 * @property {number} loadSeconds
 * @property {number} maxDomElements
 * @property {{ scrollY: number, elements: number }[]} samples the evenly spaced samples
 * @property {Tap[]} taps
 */

/**
 * @typedef {object} ListOptions
 * @property {string} siteRoot a precompressed build folder
 * @property {number} count announcements to generate
 * @property {number} timeLimitMs how long scrolling may take to load them
 * @property {(message: string) => void} [log]
 */

/**
 * @typedef {Window & { __benchTap?: Promise<{ downAt: number, paintedAt: number, interactionMs: number | null }> }}
 *   TapWindow
 */

/**
 * In the page: measures the next tap until a heading with `title` is painted (module comment).
 * @param {string} title
 */
function armTap(title) {
  const win = /** @type {TapWindow} */ (window);
  win.__benchTap = new Promise((resolve) => {
    /** @type {number | undefined} */
    let downAt;
    /** @type {number | null} */
    let interactionMs = null;
    const events = new PerformanceObserver((list) => {
      for (const entry of /** @type {(PerformanceEntry & { interactionId?: number })[]} */ (list.getEntries())) {
        if (entry.interactionId) interactionMs = Math.max(interactionMs ?? 0, entry.duration);
      }
    });
    events.observe(/** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16 }));
    window.addEventListener('pointerdown', (event) => (downAt = event.timeStamp), { capture: true, once: true });
    const headingShown = () =>
      Array.from(document.querySelectorAll('h1')).some((h1) => h1.textContent.trim() === title);
    const observer = new MutationObserver(() => {
      if (downAt === undefined || !headingShown()) return;
      observer.disconnect();
      const down = downAt;
      requestAnimationFrame(() =>
        setTimeout(() => {
          const paintedAt = performance.now();
          // Event Timing entries arrive after the paint; give them a moment.
          setTimeout(() => {
            events.disconnect();
            resolve({ downAt: down, paintedAt, interactionMs });
          }, 200);
        }, 0),
      );
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/**
 * In the page: the centre and text of the first announcement link wholly inside the viewport.
 * @returns {{ x: number, y: number, title: string } | null}
 */
function visibleItemLink() {
  for (const link of Array.from(document.querySelectorAll('main a[href*="/announcement/"]'))) {
    const box = link.getBoundingClientRect();
    if (box.top >= 80 && box.bottom <= window.innerHeight - 20 && box.width > 0) {
      return {
        x: box.left + Math.min(box.width / 2, 40),
        y: box.top + box.height / 2,
        title: (link.textContent ?? '').trim(),
      };
    }
  }
  return null;
}

/**
 * Taps a visible item and measures it; then goes back to the list.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<Tap>}
 */
async function tapItem(page) {
  const target = await page.evaluate(visibleItemLink);
  if (!target) throw new Error('no announcement link in the viewport to tap');
  await page.evaluate(armTap, target.title);
  await page.mouse.click(target.x, target.y);
  const measured = await page.evaluate(() => /** @type {TapWindow} */ (window).__benchTap, undefined);
  if (!measured) throw new Error('the tap measurement was not armed');
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('main a[href*="/announcement/"]') !== null);
  return {
    title: target.title,
    tapToPaintMs: measured.paintedAt - measured.downAt,
    interactionMs: measured.interactionMs,
  };
}

/**
 * Loads the long list and measures it (module comment).
 * @param {import('@playwright/test').Browser} browser
 * @param {ListOptions} options
 * @returns {Promise<ListResult>}
 */
export async function measureList(browser, { siteRoot, count, timeLimitMs, log = () => {} }) {
  const content = await startContentServer(0, '127.0.0.1', { generateAnnouncements: count });
  const address = content.address();
  const contentOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const site = await startStaticServer({ root: siteRoot, config: { apiBaseUrl: contentOrigin } });
  const context = await browser.newContext({ ...DESKTOP });
  const page = await context.newPage();
  let loaded = 0;
  /** @type {() => void} */
  let onPage = () => {};
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== contentOrigin || url.pathname !== '/announcements' || !response.ok()) return;
    const pageNumber = Number(url.searchParams.get('page'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    loaded = Math.max(loaded, Math.min(pageNumber * pageSize, count));
    onPage();
  });
  const elements = () => page.evaluate(() => document.getElementsByTagName('*').length);
  try {
    await page.goto(`${site.origin}/announcements`, { waitUntil: 'networkidle' });
    // The prerendered list is on screen before the app has started (`STARTED_ATTRIBUTE` in
    // src/app/prerender-contract.ts); scrolling it before would page nothing.
    await page.locator('html[data-started]').waitFor({ state: 'attached' });
    await page.waitForFunction(() => document.querySelector('main a[href*="/announcement/"]') !== null);
    let maxDomElements = await elements();
    const started = Date.now();
    let lastLog = started;
    while (loaded < count && Date.now() - started < timeLimitMs) {
      const next = new Promise((resolve) => (onPage = () => resolve(undefined)));
      const height = await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return document.documentElement.scrollHeight;
      });
      await Promise.race([next, sleep(3000)]);
      // The page renders the new items after their response; scrolling before that would stop short.
      await page
        .waitForFunction((before) => document.documentElement.scrollHeight > before, height, { timeout: 3000 })
        .catch(() => undefined);
      maxDomElements = Math.max(maxDomElements, await elements());
      if (Date.now() - lastLog > 15_000) {
        log(`list: ${loaded} of ${count} loaded, ${maxDomElements} elements`);
        lastLog = Date.now();
      }
    }
    const loadSeconds = (Date.now() - started) / 1000;
    await sleep(500);
    /** @type {{ scrollY: number, elements: number }[]} */
    const samples = [];
    const positions = 20;
    for (let index = 0; index <= positions; index += 1) {
      const scrollY = await page.evaluate((share) => {
        window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * share);
        return Math.round(window.scrollY);
      }, index / positions);
      await sleep(300);
      samples.push({ scrollY, elements: await elements() });
    }
    maxDomElements = Math.max(maxDomElements, ...samples.map((sample) => sample.elements));
    // Taps in the middle of the list: one cold (the detail route's chunk loads), two warm.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await sleep(500);
    /** @type {Tap[]} */
    const taps = [];
    for (let index = 0; index < 3; index += 1) {
      taps.push(await tapItem(page));
      await sleep(500);
      await page.mouse.wheel(0, 400);
      await sleep(500);
    }
    return { generated: count, loaded, reachedEnd: loaded >= count, loadSeconds, maxDomElements, samples, taps };
  } finally {
    await context.close();
    await site.close();
    await new Promise((resolve) => content.close(resolve));
  }
}

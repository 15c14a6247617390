// @ts-check
/**
 * The site search's speed on a phone (results in under 100 ms after typing, `searchKeyMs` of `./goals.mjs`): on the
 * search screen of a phone (412 px, touch) with its CPU slowed 6× through the DevTools protocol
 * (`Emulation.setCPUThrottlingRate`, as the early-tap tests' phone, `tests/e2e/early-taps.spec.ts`), each query is typed a key at a
 * time, at a typist's pace, and for every key the time from its `input` event to the frame whose
 * status names the results of the text typed so far is read in the page
 * (`performance.now()`, a `MutationObserver` on the status, then the next animation frame).
 *
 * The first key of the first query also pays for Pagefind's start (its WebAssembly and the
 * language's index), which a focus on the field starts early: it is reported apart, as `first`.
 * Runs on its own (`node scripts/bench/search.mjs [origin]`, against a served build; the default
 * starts none and expects `npm run preview` on 4173) or as the bench's `search` part.
 */
import { launchChromium, MOBILE } from './browser.mjs';

/** The queries typed, with the page each is typed on. */
const QUERIES = /** @type {const} */ ([
  { path: '/search', text: 'director' },
  { path: '/search', text: 'dividend' },
  { path: '/zh-TW/search', text: '董事' },
  { path: '/zh/search', text: '股息' },
]);
/** Pause between keys, ms: about 60 words a minute. */
const KEY_INTERVAL_MS = 200;
const CPU_SLOWDOWN = 6;

/**
 * @typedef {object} SearchResult
 * @property {number[]} firstMs Each page's first key to its results, ms: Pagefind starting there
 *   (its WebAssembly, the language's index), which the focus on the field began.
 * @property {number[]} keyMs Every later key, key to painted results, ms.
 * @property {number} medianMs
 * @property {number} worstMs
 */

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin The served build (`http://127.0.0.1:4173`).
 * @returns {Promise<SearchResult>}
 */
export async function measureSearch(browser, origin) {
  const context = await browser.newContext({ ...MOBILE });
  /** @type {number[]} */
  const firstMs = [];
  /** @type {number[]} */
  const keyMs = [];
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    for (const { path, text } of QUERIES) {
      await page.goto(`${origin}${path}`);
      await page.waitForSelector('html[data-started]');
      const field = page.getByRole('searchbox');
      await field.focus();
      // A visitor reads the page before typing: Pagefind, which the screen starts, has loaded.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => {
        const status = document.querySelector('main [role="status"]:not(.screen-pending)');
        const input = document.querySelector('main input[type="search"]');
        if (!(status instanceof HTMLElement) || !(input instanceof HTMLInputElement)) throw new Error('no search form');
        /** @type {number[]} */
        const done = [];
        let typedAt = 0;
        let waitingFor = '';
        input.addEventListener('input', () => {
          typedAt = performance.now();
          waitingFor = input.value.trim();
        });
        new MutationObserver(() => {
          if (!waitingFor || !status.textContent.includes(waitingFor)) return;
          const started = typedAt;
          waitingFor = '';
          requestAnimationFrame(() => done.push(performance.now() - started));
        }).observe(status, { childList: true, subtree: true, characterData: true });
        Object.assign(window, { __searchTimes: done });
      });
      for (const [index, key] of [...text].entries()) {
        await page.keyboard.insertText(key);
        await page.waitForFunction(
          (count) =>
            /** @type {{ __searchTimes: number[] }} */ (/** @type {unknown} */ (window)).__searchTimes.length > count,
          index,
          { timeout: 10_000 },
        );
        await page.waitForTimeout(KEY_INTERVAL_MS);
      }
      const [first = Number.NaN, ...rest] = await page.evaluate(
        () => /** @type {{ __searchTimes: number[] }} */ (/** @type {unknown} */ (window)).__searchTimes,
      );
      firstMs.push(first);
      keyMs.push(...rest);
    }
  } finally {
    await context.close();
  }
  const sorted = [...keyMs].sort((a, b) => a - b);
  return {
    firstMs,
    keyMs,
    medianMs: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
    worstMs: sorted.at(-1) ?? Number.NaN,
  };
}

if (process.argv[1] === import.meta.filename) {
  const origin = process.argv[2] ?? 'http://127.0.0.1:4173';
  const browser = await launchChromium();
  try {
    const result = await measureSearch(browser, origin);
    const round = (/** @type {number} */ value) => Math.round(value);
    console.log(`Site search on a phone (CPU ${CPU_SLOWDOWN}× slower), key to painted results:`);
    console.log(`  each page's first key (Pagefind starting): ${result.firstMs.map(round).join(', ')} ms`);
    console.log(
      `  every later key: median ${round(result.medianMs)} ms, worst ${round(result.worstMs)} ms (${result.keyMs.length} keys)`,
    );
    console.log(`  every key: ${result.keyMs.map(round).join(', ')} ms`);
    console.log(`  goal: under 100 ms after typing`);
  } finally {
    await browser.close();
  }
}

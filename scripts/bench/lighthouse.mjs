// @ts-check
/**
 * Lighthouse 12 through its Node API (`lighthouse(url, flags, config)`), on Chromium started by
 * `chrome-launcher`. Mobile uses the default config (Moto G Power, simulated slow 4G and 4× CPU);
 * desktop uses Lighthouse's own `desktop-config.js`. Each URL runs `runs` times, rounds
 * interleaved with the reference page so that machine load touches all alike, and the run
 * Lighthouse's `computeMedianRun` picks (closest to the median FCP and TTI) is reported.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.mjs';

export const CATEGORIES = /** @type {const} */ (['performance', 'accessibility', 'best-practices', 'seo']);

/**
 * @typedef {object} LighthouseFigures
 * @property {string} url
 * @property {number} runs valid runs the median was taken from
 * @property {Record<(typeof CATEGORIES)[number], number | null>} scores 0–100, null when Lighthouse could not score
 * @property {number} lcpMs
 * @property {number} fcpMs
 * @property {number} tbtMs
 * @property {number} cls
 * @property {Record<string, number>} mainThreadMs simulated main-thread time by Lighthouse's task
 *   group (`other`, `scriptEvaluation`, `styleLayout`, …; its `mainthread-work-breakdown` audit,
 *   groups from `lighthouse/core/lib/tracehouse/task-groups.js`), in ms
 * @property {Record<string, string[]>} failedAudits per category, the weighted audits that did not pass fully
 * @property {string[]} warnings Lighthouse's run warnings
 */

/** @param {import('lighthouse').Result} lhr @param {string} id */
function numeric(lhr, id) {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

/**
 * The `mainthread-work-breakdown` audit's groups, each its simulated ms; `{}` when it has none.
 * @param {import('lighthouse').Result} lhr
 * @returns {Record<string, number>}
 */
function mainThread(lhr) {
  const details = lhr.audits['mainthread-work-breakdown']?.details;
  const items = details && 'items' in details && Array.isArray(details.items) ? details.items : [];
  /** @type {Record<string, number>} */
  const groups = {};
  for (const item of items) {
    if (typeof item.group === 'string' && typeof item.duration === 'number') groups[item.group] = item.duration;
  }
  return groups;
}

/**
 * The figures of one Lighthouse result.
 * @param {import('lighthouse').Result} lhr
 * @param {number} runs
 * @returns {LighthouseFigures}
 */
export function figures(lhr, runs) {
  const scores = /** @type {LighthouseFigures['scores']} */ ({});
  /** @type {Record<string, string[]>} */
  const failedAudits = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = category?.score == null ? null : Math.round(category.score * 100);
    const failed = (category?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const score = lhr.audits[ref.id]?.score;
        return score !== null && score !== undefined && score < 1;
      })
      .map((ref) => ref.id);
    if (failed.length > 0) failedAudits[id] = failed;
  }
  return {
    url: lhr.finalDisplayedUrl,
    runs,
    scores,
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    mainThreadMs: mainThread(lhr),
    failedAudits,
    warnings: lhr.runWarnings,
  };
}

/**
 * @typedef {object} LighthouseOptions
 * @property {string[]} urls
 * @property {'mobile' | 'desktop'} formFactor
 * @property {number} runs per URL
 * @property {(message: string) => void} [log]
 */

/**
 * Runs Lighthouse `runs` times on every URL (round by round) and keeps each URL's median run.
 * @param {LighthouseOptions} options
 * @returns {Promise<LighthouseFigures[]>} in the order of `urls`
 */
export async function runLighthouse({ urls, formFactor, runs, log = () => {} }) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  /** @type {Map<string, import('lighthouse').Result[]>} */
  const results = new Map(urls.map((url) => [url, []]));
  try {
    for (let round = 1; round <= runs; round += 1) {
      for (const url of urls) {
        const started = Date.now();
        const result = await lighthouse(
          url,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        results.get(url)?.push(result.lhr);
        log(`lighthouse ${formFactor} ${round}/${runs} ${url} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      }
    }
  } finally {
    chrome.kill();
  }
  return urls.map((url) => {
    const all = results.get(url) ?? [];
    const valid = filterToValidRuns(all);
    if (valid.length === 0) {
      const errors = all.map((lhr) => lhr.runtimeError?.message ?? 'no FCP or TTI').join('; ');
      throw new Error(`Lighthouse had no valid run for ${url}: ${errors}`);
    }
    return figures(computeMedianRun(valid), valid.length);
  });
}

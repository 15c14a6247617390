// @ts-check
/**
 * Turns the bench's figures into rows (figure, measured, goal, pass/fail, ratio to the
 * reference page) and renders them as a Markdown table for `bench/results.md` and stdout.
 */
import { GOALS, KIB } from './goals.mjs';
import { ROUTE_CHECK_PREFIX } from './size-config.mjs';

/**
 * @typedef {object} Row
 * @property {string} figure
 * @property {string} measured
 * @property {string} goal
 * @property {boolean | null} pass null for figures without a goal or not measured
 * @property {string} [ratio] the timing as a multiple of the reference page's
 */

/** @typedef {import('./sizes.mjs').SizeLimitResult} SizeLimitResult */
/** @typedef {import('./lighthouse.mjs').LighthouseFigures} LighthouseFigures */

/**
 * @typedef {object} SizeFigures
 * @property {{ initial: SizeLimitResult, routes: SizeLimitResult[], lazy: SizeLimitResult[] }} sizeLimit
 * @property {{ mobile: { totalBytes: number }, desktop: { totalBytes: number } }} downloads
 * @property {string[]} loadedButCountedLazy chunks the page loads without interaction that the static reading counts as
 *   lazy
 */

/**
 * @typedef {object} LighthouseSet
 * @property {LighthouseFigures} reference
 * @property {(LighthouseFigures & { path: string, floor?: LighthouseFigures })[]} pages `floor`: the same page
 *   with its app taken out, measured in the same rounds (`--floor`, `./document-floor.mjs`)
 */

/**
 * @typedef {object} BenchFigures
 * @property {SizeFigures} [sizes]
 * @property {LighthouseSet} [lighthouseMobile]
 * @property {LighthouseSet} [lighthouseDesktop]
 * @property {(import('./cls.mjs').ClsResult & { path: string })[]} [cls]
 * @property {import('./list.mjs').ListResult} [list]
 * @property {import('./soak.mjs').SoakResult} [soak]
 * @property {import('./search.mjs').SearchResult} [search]
 * @property {StartupSet} [startup]
 * @property {PublishSet} [publish]
 */

/**
 * @typedef {object} PublishSet The `publish` part: the current commit and the baseline, each with
 *   the repository's announcements and with five years' worth more.
 * @property {{ ref: string, commit: string }} baseline
 * @property {{ current: import('./publish.mjs').PublishFigures, base?: import('./publish.mjs').PublishFigures }[]} runs
 */

/**
 * @typedef {object} StartupSet The `startup` part: the current build and the baseline, per route.
 * @property {{ ref: string, commit: string }} baseline
 * @property {import('./startup.mjs').StartupFigures[]} current
 * @property {import('./startup.mjs').StartupFigures[]} base
 * @property {{ current: Record<string, number>, base: Record<string, number> }} jsUntilIdle gzip bytes per path
 */

export const kib = (/** @type {number} */ bytes) => `${(bytes / KIB).toFixed(1)} KiB`;
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;
/** @param {number} value @param {number} reference */
export function ratio(value, reference) {
  return reference > 0 && Number.isFinite(value) ? `${(value / reference).toFixed(2)}×` : 'n/a';
}

/**
 * One LCP row per page of a Lighthouse set, against `goalMs`, with its ratio to the reference page.
 * @param {'mobile' | 'desktop'} formFactor
 * @param {LighthouseSet} set
 * @param {number} goalMs
 * @returns {Row[]}
 */
function lcpRows(formFactor, set, goalMs) {
  return set.pages.map((page) => ({
    figure: `LCP ${formFactor} \`${page.path}\``,
    measured: seconds(page.lcpMs),
    goal: `≤ ${seconds(goalMs)}`,
    pass: page.lcpMs <= goalMs,
    ratio: ratio(page.lcpMs, set.reference.lcpMs),
  }));
}

/** `value` as a multiple of the baseline's, for a row's text. @param {number} value @param {number | undefined} base */
function againstBaseline(value, base) {
  return base === undefined ? '' : ` (${ratio(value, base)} baseline)`;
}

/**
 * The `startup` part's rows: per route, blocking time and long tasks, JS until idle and, on the
 * slow phone, first paint to start; each with its ratio to the baseline's figure.
 * @param {StartupSet} startup
 * @returns {Row[]}
 */
export function startupRows({ current, base, jsUntilIdle }) {
  return current.flatMap((page) => {
    const old = base.find((candidate) => candidate.path === page.path);
    const js = jsUntilIdle.current[page.path] ?? Number.NaN;
    const isHome = page.path === '/';
    return [
      {
        figure: `Start \`${page.path}\`: blocking time, CPU 4× slower (long tasks, longest; median of ${page.runs})`,
        measured: `${ms(page.blockingMs)} (${page.longTaskCount}, ${ms(page.longestTaskMs)})${againstBaseline(page.blockingMs, old?.blockingMs)}`,
        goal: `≤ ${ms(GOALS.startupBlockingMs)}`,
        pass: page.blockingMs <= GOALS.startupBlockingMs,
      },
      {
        figure: `Start \`${page.path}\`: JS until the network is idle, gzip`,
        measured: `${kib(js)}${againstBaseline(js, jsUntilIdle.base[page.path])}`,
        goal: isHome ? `≤ ${kib(GOALS.initialJsGzip)}` : '–',
        pass: isHome ? js <= GOALS.initialJsGzip : null,
      },
      {
        figure: `Start \`${page.path}\`: first paint to app start, slow phone (median of ${page.runs})`,
        measured: `${ms(page.fcpToStartMs)}${againstBaseline(page.fcpToStartMs, old?.fcpToStartMs)}`,
        goal: `≤ ${ms(GOALS.paintToStartMs)}`,
        pass: page.fcpToStartMs <= GOALS.paintToStartMs,
      },
    ];
  });
}

/**
 * The `publish` part's rows: per number of announcements, a content commit to a deployable site,
 * with the build's share, each beside the baseline's figure.
 * @param {PublishSet} publish
 * @returns {Row[]}
 */
export function publishRows({ runs }) {
  return runs.map(({ current, base }) => ({
    figure: `Publish: content commit to a site ready to deploy, ${current.published.toLocaleString('en')} announcements (build ${seconds(current.buildMs)}${againstBaseline(current.buildMs, base?.buildMs)})`,
    measured: `${seconds(current.totalMs)}${againstBaseline(current.totalMs, base?.totalMs)}`,
    goal: `≤ ${seconds(GOALS.publishMs)}`,
    pass: current.totalMs <= GOALS.publishMs,
  }));
}

/**
 * The long tasks of each route's typical run (its median blocking time), for diagnosis.
 * @param {StartupSet} startup
 * @returns {string[][]} header first
 */
export function longTaskDetail({ current }) {
  return [
    ['Route', 'Start (ms)', 'Duration (ms)', 'What filled it'],
    ...current.flatMap((page) =>
      page.longTasks.map((task) => [
        `\`${page.path}\``,
        String(Math.round(task.startMs)),
        String(Math.round(task.durationMs)),
        task.what,
      ]),
    ),
  ];
}

/**
 * The goals table's rows for whatever parts ran.
 * @param {BenchFigures} figures
 * @returns {Row[]}
 */
export function goalRows(figures) {
  /** @type {Row[]} */
  const rows = [];
  const { sizes, lighthouseMobile, lighthouseDesktop, cls, list, soak, search, startup, publish } = figures;
  if (sizes) {
    const initial = sizes.sizeLimit.initial;
    rows.push({
      figure: 'Initial JS of `/`, gzip (size-limit, static reading)',
      measured: kib(initial.size),
      goal: `≤ ${kib(GOALS.initialJsGzip)}`,
      pass: initial.size <= GOALS.initialJsGzip,
    });
    const routes = sizes.sizeLimit.routes;
    rows.push({
      figure: 'Initial JS of every other route, gzip (size-limit, static reading)',
      measured: routes.map((check) => `${check.name.replace(ROUTE_CHECK_PREFIX, '')} ${kib(check.size)}`).join(', '),
      goal: 'within each route’s budget',
      pass: routes.every((check) => check.passed),
    });
    const { mobile, desktop } = sizes.downloads;
    const worst = Math.max(mobile.totalBytes, desktop.totalBytes);
    const extra = sizes.loadedButCountedLazy.length > 0 ? ` (also loads ${sizes.loadedButCountedLazy.join(', ')})` : '';
    rows.push({
      figure: 'Initial JS of `/`, gzip (downloaded until network idle, phone / desktop)',
      measured: `${kib(mobile.totalBytes)} / ${kib(desktop.totalBytes)}${extra}`,
      goal: `≤ ${kib(GOALS.initialJsGzip)}`,
      pass: worst <= GOALS.initialJsGzip,
    });
    const largest = [...sizes.sizeLimit.lazy].sort((a, b) => b.size - a.size)[0];
    const over = sizes.sizeLimit.lazy
      .filter((check) => check.size > GOALS.lazyChunkGzip)
      .map((check) => check.name.replace('Lazy chunk ', ''));
    rows.push({
      figure: `Largest lazy chunk, gzip (${sizes.sizeLimit.lazy.length} chunks)`,
      measured: largest
        ? `${kib(largest.size)} (${largest.name.replace('Lazy chunk ', '')})${over.length > 1 ? `; over: ${over.join(', ')}` : ''}`
        : 'none',
      goal: `≤ ${kib(GOALS.lazyChunkGzip)} each`,
      pass: over.length === 0,
    });
  }
  if (lighthouseMobile) {
    for (const page of lighthouseMobile.pages) {
      const [performance, ...others] = Object.values(page.scores);
      rows.push({
        figure: `Lighthouse mobile \`${page.path}\` (P · A · BP · SEO; median of ${page.runs})`,
        measured: [performance, ...others].map((score) => (score === null ? '–' : String(score))).join(' · '),
        goal: `≥ ${GOALS.lighthousePerformance} · ${GOALS.lighthouseScore} · ${GOALS.lighthouseScore} · ${GOALS.lighthouseScore}`,
        pass:
          typeof performance === 'number' &&
          performance >= GOALS.lighthousePerformance &&
          others.every((score) => score === GOALS.lighthouseScore),
      });
    }
    rows.push(
      ...lighthouseMobile.pages.map((page) => ({
        figure: `TBT mobile \`${page.path}\` (reference page: ${ms(lighthouseMobile.reference.tbtMs)}${page.floor ? `; the page without its app: ${ms(page.floor.tbtMs)}` : ''})`,
        measured: ms(page.tbtMs),
        goal: `≤ ${ms(GOALS.tbtMobileMs)}`,
        pass: page.tbtMs <= GOALS.tbtMobileMs,
      })),
    );
    rows.push(...lcpRows('mobile', lighthouseMobile, GOALS.lcpMobileMs));
  }
  if (lighthouseDesktop) rows.push(...lcpRows('desktop', lighthouseDesktop, GOALS.lcpDesktopMs));
  if (cls) {
    for (const path of [...new Set(cls.map((result) => result.path))]) {
      const results = cls.filter((result) => result.path === path);
      const worst = Math.max(...results.map((result) => result.cls));
      const moved = results.find((result) => result.cls === worst)?.shifts[0]?.sources[0];
      rows.push({
        figure: `CLS \`${path}\` (phone / phone slow 4G / desktop)`,
        measured: `${results.map((result) => result.cls.toFixed(3)).join(' / ')}${worst > 0 && moved ? ` (moved: ${moved})` : ''}`,
        goal: `≤ ${GOALS.cls}`,
        pass: worst <= GOALS.cls,
      });
    }
  }
  if (list) {
    rows.push({
      figure: `Announcements list: live DOM elements, max while scrolled (${list.loaded} of ${list.generated} items loaded in ${Math.round(list.loadSeconds)} s)`,
      measured: String(list.maxDomElements),
      goal: `≤ ${GOALS.listDomElements}`,
      pass: list.maxDomElements <= GOALS.listDomElements,
    });
    const worst = Math.max(...list.taps.map((tap) => tap.tapToPaintMs));
    rows.push({
      figure: 'Announcements list: tap to painted announcement, worst of 3 (cold, warm, warm)',
      measured: `${ms(worst)} (${list.taps.map((tap) => Math.round(tap.tapToPaintMs)).join(', ')})`,
      goal: `≤ ${ms(GOALS.tapToPaintMs)}`,
      pass: worst <= GOALS.tapToPaintMs,
    });
  }
  if (search) {
    rows.push({
      figure: `Site search on a phone (CPU 6× slower): key to painted results, median / worst of ${search.keyMs.length} keys (each page's first key, Pagefind starting: ${search.firstMs.map(ms).join(', ')})`,
      measured: `${ms(search.medianMs)} / ${ms(search.worstMs)}`,
      goal: `< ${ms(GOALS.searchKeyMs)}`,
      pass: search.worstMs < GOALS.searchKeyMs,
    });
  }
  if (startup) rows.push(...startupRows(startup));
  if (publish) rows.push(...publishRows(publish));
  if (soak) {
    const mib = (/** @type {number} */ bytes) => (bytes / 1024 / 1024).toFixed(2);
    const percent = (/** @type {number} */ share) => `${share >= 0 ? '+' : ''}${(share * 100).toFixed(1)} %`;
    rows.push({
      figure: `Kiosk soak: JS heap after the last reset vs the first, without V8's compiled code (${soak.sessions} sessions)`,
      measured: `${mib(soak.last.jsHeapWithoutCodeBytes)} vs ${mib(soak.first.jsHeapWithoutCodeBytes)} MiB (${percent(soak.heapGrowth)}); whole V8 heap ${percent(soak.wholeHeapGrowth)}`,
      goal: `≤ +${GOALS.soakHeapGrowth * 100} %`,
      pass: soak.heapGrowth <= GOALS.soakHeapGrowth,
    });
    rows.push({
      figure: 'Kiosk soak: live DOM elements after the last reset vs the first',
      measured: `${soak.last.domElements} vs ${soak.first.domElements}`,
      goal: 'equal',
      pass: soak.domDelta === 0,
    });
  }
  return rows;
}

/**
 * Lighthouse's simulated main-thread time and its "Other" share (`docs/development.md` §8 says
 * what "Other" holds): `3,038 ms (1,562 ms)`, or `–` without a breakdown.
 * @param {Record<string, number>} groups
 */
function mainThreadCell(groups) {
  const all = Object.values(groups);
  if (all.length === 0) return '–';
  return `${ms(all.reduce((sum, value) => sum + value, 0))} (${ms(groups.other ?? 0)})`;
}

/**
 * Lighthouse's figures per URL, mobile (and desktop LCP), with timings as ratios to the reference.
 * @param {BenchFigures} figures
 * @returns {string[][]} header first
 */
export function lighthouseDetail({ lighthouseMobile, lighthouseDesktop }) {
  if (!lighthouseMobile) return [];
  const ref = lighthouseMobile.reference;
  const refDesktop = lighthouseDesktop?.reference;
  // The pages without their app (`--floor`) get a column only when they were measured.
  const measuredFloor = lighthouseMobile.pages.some((page) => page.floor);
  const header = [
    'URL',
    'P',
    'A',
    'BP',
    'SEO',
    'FCP',
    'LCP',
    'TBT',
    'main thread (of it "Other")',
    'CLS',
    'LCP desktop',
    ...(measuredFloor ? ['without its app: P · TBT'] : []),
    'audits below full score',
  ];
  // A ratio to a blocking time near zero says nothing.
  const tbtRatio = (/** @type {number} */ tbt) => (ref.tbtMs >= 50 ? ` (${ratio(tbt, ref.tbtMs)})` : '');
  /**
   * @param {LighthouseFigures} page @param {string} path @param {LighthouseFigures | undefined} desktop
   * @param {LighthouseFigures} [floor]
   */
  const line = (page, path, desktop, floor) => [
    `\`${path}\``,
    ...Object.values(page.scores).map((score) => (score === null ? '–' : String(score))),
    `${ms(page.fcpMs)} (${ratio(page.fcpMs, ref.fcpMs)})`,
    `${ms(page.lcpMs)} (${ratio(page.lcpMs, ref.lcpMs)})`,
    `${ms(page.tbtMs)}${tbtRatio(page.tbtMs)}`,
    mainThreadCell(page.mainThreadMs),
    page.cls.toFixed(3),
    desktop && refDesktop ? `${ms(desktop.lcpMs)} (${ratio(desktop.lcpMs, refDesktop.lcpMs)})` : '–',
    ...(measuredFloor ? [floor ? `${floor.scores.performance ?? '–'} · ${ms(floor.tbtMs)}` : '–'] : []),
    Object.values(page.failedAudits).flat().join(', ') || '–',
  ];
  return [
    header,
    line(ref, 'reference page', refDesktop),
    ...lighthouseMobile.pages.map((page) =>
      line(
        page,
        page.path,
        lighthouseDesktop?.pages.find((desktop) => desktop.path === page.path),
        page.floor,
      ),
    ),
  ];
}

/** A Markdown table. @param {string[][]} table header first */
export function markdownTable(table) {
  const [header, ...body] = table;
  if (!header) return '';
  const escape = (/** @type {string} */ cell) => cell.replace(/\|/g, '\\|');
  return [header, header.map(() => '---'), ...body].map((cells) => `| ${cells.map(escape).join(' | ')} |`).join('\n');
}

/**
 * The Markdown report.
 * @param {BenchFigures} figures
 * @param {{ commit: string, date: string, machine: string, notes: string[] }} about
 */
export function markdownReport(figures, about) {
  const rows = goalRows(figures);
  const goals = markdownTable([
    ['Figure', 'Measured', 'Goal', 'Pass', 'Ratio to reference'],
    ...rows.map((row) => [
      row.figure,
      row.measured,
      row.goal,
      row.pass === null ? '–' : row.pass ? 'pass' : 'FAIL',
      row.ratio ?? '',
    ]),
  ]);
  const detail = lighthouseDetail(figures);
  const tasks = figures.startup ? longTaskDetail(figures.startup) : [];
  return [
    `# Benchmark results`,
    '',
    `Commit ${about.commit}, ${about.date}, ${about.machine}.`,
    '',
    goals,
    ...(detail.length > 0
      ? [
          '',
          'Lighthouse, mobile median run per URL (timings with their ratio to the reference page); LCP desktop:',
          '',
          markdownTable(detail),
        ]
      : []),
    ...(figures.startup
      ? [
          '',
          `Start-up figures beside the baseline: ${figures.startup.baseline.ref} (${figures.startup.baseline.commit.slice(0, 12)}), built and measured in the same run. Long tasks of each route's typical run (CPU 4× slower, ms from the navigation):`,
          '',
          markdownTable(tasks),
        ]
      : []),
    ...(about.notes.length > 0 ? ['', ...about.notes.map((note) => `- ${note}`)] : []),
    '',
  ].join('\n');
}

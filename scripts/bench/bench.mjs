// @ts-check
/**
 * `npm run bench`: measures the speed goals of `./goals.mjs` on the production build
 * and prints each figure beside its goal. A benchmark, not a test: it exits 0 when goals are
 * missed and non-zero only when it could not measure.
 *
 * 1. Builds (`npm run build`; `--skip-build` reuses `dist/`), builds the reference page
 *    (`bench/reference/`, a plain React 19 app) and serves both from one folder copy with
 *    precompressed brotli and gzip (`server.mjs`).
 * 2. `sizes`: size-limit on `.size-limit.mjs` (home page initial JS ≤ 130 KiB, each lazy chunk
 *    ≤ 30 KiB, gzip) and the JS the home page really downloads without interaction, counted by
 *    Playwright from a gzip-only server (`sizes.mjs`).
 * 3. `lighthouse`: Lighthouse 12 mobile (simulated throttling), median of `--runs` (5) per URL,
 *    and desktop (`--desktop-runs`, 1 by default to keep the bench short), on every route in
 *    every locale (`paths.mjs`: the sitemap's pages with one announcement each, and the search;
 *    `--paths=/,/careers` for fewer), with the reference page in every round; timings are also
 *    given as ratios to the reference, which vary less than raw times on a busy machine
 *    (`lighthouse.mjs`).
 * 4. `cls`: layout shifts on the same URLs on a phone, a phone on slow 4G with a 4× slower CPU,
 *    and a desktop, over load, images, fonts and a scroll through the page (`cls.mjs`).
 * 5. `list`: `/announcements` on 5,000 generated announcements from the development content
 *    server: live DOM elements while scrolled anywhere, and tap to painted announcement
 *    (`list.mjs`).
 * 6. `soak`: kiosk visitor sessions (`/?kiosk=1&idle=3`): JS heap and DOM elements after the
 *    last reset against the first (`soak.mjs`).
 * 7. `search`: the site search on a phone with a 6× slower CPU, key to painted results
 *    (`search.mjs`).
 * 8. `startup`: per route, the main thread's blocking time and long tasks while the page loads and
 *    the app starts (a Chromium trace, CPU 4× slower), the JS downloaded until the network is idle
 *    and, on a slow phone, the time from the first paint to the app's start (`startup.mjs`); each
 *    beside the same figure of the baseline, a build of the previous release made in the same run
 *    (`baseline.mjs`), as a ratio. The slow phone loads the site over HTTP/2, as the deployment serves
 *    it (`deploy/README.md`); the trace, whose figures are the main thread's, over HTTP/1.1.
 * 9. `publish`: from a content commit to a site ready to deploy, as the publish workflow runs it
 *    (`publish.mjs`), with the repository's announcements and with `--publish-announcements`
 *    (1,000) more, for the committed HEAD and the baseline, one after the other (about 16 minutes).
 *
 * Writes `bench/results.json` (every figure, commit, date, machine) and `bench/results.md` (the
 * table, also printed). About two hours on a busy 2-core machine with the defaults (Lighthouse's
 * 39 pages about 45 minutes, the soak 35, publishing 25); `--only` and `--paths` for less.
 *
 * Flags: `--skip-build`, `--only=sizes,lighthouse,cls,list,soak,search,startup,publish`, `--runs=5`,
 * `--paths=/,/careers`, `--floor` (Lighthouse mobile also on each page with its app taken out, in the
 * same rounds: the document's own cost, `./document-floor.mjs`),
 * `--desktop-runs=1`, `--sessions=300`, `--idle=3`, `--kiosk-warning=1` (the browser kiosk's
 * `warn=` flag, seconds of idle warning), `--list-items=5000`,
 * `--list-seconds=120`, `--startup-runs=3`, `--startup-paths=/,/careers` (the routes of the
 * `startup` part; by default {@link STARTUP_PATHS} and the first announcement), `--baseline=<git ref>`
 * (default: the previous release, `defaultBaselineRef`).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildBaseline, defaultBaselineRef } from './baseline.mjs';
import { CHROMIUM_PATH, launchChromium, MOBILE } from './browser.mjs';
import { measureAllCls } from './cls.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { measureList } from './list.mjs';
import { takeAppOut } from './document-floor.mjs';
import { buildReference, REFERENCE_PREFIX } from './reference.mjs';
import { goalRows, markdownReport } from './report.mjs';
import { precompress, removeTemp, startStaticServer } from './server.mjs';
import { analyzeDist } from './size-config.mjs';
import { measureHomeDownloads, measureScriptDownloads, runSizeLimit } from './sizes.mjs';
import { measureSearch } from './search.mjs';
import { runSoak } from './soak.mjs';
import { measureStartup } from './startup.mjs';
import { benchPaths } from './paths.mjs';
import { measurePublish } from './publish.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'dist');
const PARTS = /** @type {const} */ (['sizes', 'lighthouse', 'cls', 'list', 'soak', 'search', 'startup', 'publish']);
/**
 * The `startup` part's routes, besides the first announcement: the home page, the lists and the
 * investor centre, in English and Traditional Chinese (whose catalogue and fonts are the largest).
 */
const STARTUP_PATHS = [
  '/',
  '/announcements',
  '/careers',
  '/investors',
  '/zh-TW/',
  '/zh-TW/announcements',
  '/zh-TW/investors',
];
/** @typedef {(typeof PARTS)[number]} Part */

/** Prints progress on stderr, so stdout carries only the table. @param {string} message */
function log(message) {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

/** @param {string | undefined} value @param {number} fallback @param {string} name */
function integer(value, fallback, name) {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a positive integer`);
  return number;
}

function options() {
  const { values } = parseArgs({
    options: {
      'skip-build': { type: 'boolean', default: false },
      only: { type: 'string' },
      runs: { type: 'string' },
      'desktop-runs': { type: 'string' },
      sessions: { type: 'string' },
      idle: { type: 'string' },
      'kiosk-warning': { type: 'string' },
      'list-items': { type: 'string' },
      'list-seconds': { type: 'string' },
      'startup-runs': { type: 'string' },
      'startup-paths': { type: 'string' },
      'publish-announcements': { type: 'string' },
      paths: { type: 'string' },
      baseline: { type: 'string' },
      floor: { type: 'boolean', default: false },
    },
  });
  const only = values.only ? values.only.split(',').map((part) => part.trim()) : [...PARTS];
  const unknown = only.filter((part) => !(/** @type {readonly string[]} */ (PARTS).includes(part)));
  if (unknown.length > 0) throw new Error(`--only: unknown part ${unknown.join(', ')} (parts: ${PARTS.join(', ')})`);
  return {
    skipBuild: values['skip-build'],
    only: /** @type {Part[]} */ (only),
    runs: integer(values.runs, 5, 'runs'),
    desktopRuns: integer(values['desktop-runs'], 1, 'desktop-runs'),
    sessions: Math.max(2, integer(values.sessions, 300, 'sessions')),
    idleSeconds: integer(values.idle, 3, 'idle'),
    warningSeconds:
      values['kiosk-warning'] === undefined ? undefined : integer(values['kiosk-warning'], 1, 'kiosk-warning'),
    listItems: integer(values['list-items'], 5000, 'list-items'),
    listSeconds: integer(values['list-seconds'], 120, 'list-seconds'),
    startupRuns: integer(values['startup-runs'], 3, 'startup-runs'),
    startupPaths: values['startup-paths']?.split(',').map((route) => route.trim()),
    publishAnnouncements: integer(values['publish-announcements'], 1000, 'publish-announcements'),
    paths: values.paths?.split(',').map((route) => route.trim()),
    baseline: values.baseline,
    floor: values.floor,
  };
}

/** The first announcement's path (`/announcement/<id>`), from the bundled English index. */
function firstAnnouncementPath() {
  const announcements = /** @type {{ id: string }[]} */ (
    JSON.parse(readFileSync(path.join(ROOT, 'public/content/en/announcements.json'), 'utf8'))
  );
  const id = announcements[0]?.id;
  if (!id) throw new Error('public/content/en/announcements.json has no announcement');
  return `/announcement/${id}`;
}

/**
 * The paths Lighthouse and the CLS measurement visit: `--paths`, else every route in every locale
 * of the build in `dist/` (`benchPaths`, from its sitemap), an announcement and the search among them.
 * @param {string[] | undefined} chosen
 */
function routePaths(chosen) {
  if (chosen) return chosen;
  const id = firstAnnouncementPath().slice('/announcement/'.length);
  return benchPaths(readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8'), id);
}

/** @param {string} command @param {string[]} args */
function output(command, args) {
  try {
    return execFileSync(command, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

function machine() {
  const cpus = os.cpus();
  const lighthouse = /** @type {{ version: string }} */ (
    JSON.parse(readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'))
  );
  return {
    cpu: `${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}`,
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium: output(CHROMIUM_PATH, ['--version']),
    lighthouse: lighthouse.version,
    load: os.loadavg().map((value) => value.toFixed(2)),
  };
}

async function main() {
  const started = Date.now();
  // The commit measured is the one built, at the start: work may be committed during a long run.
  const commit = output('git', ['rev-parse', 'HEAD']);
  const dirty = output('git', ['status', '--porcelain', '--untracked-files=no']) !== '';
  const opts = options();
  log(`parts: ${opts.only.join(', ')}`);
  // The publish part builds its own clones.
  if (!opts.skipBuild && opts.only.some((part) => part !== 'publish')) {
    log('npm run build');
    // The build's output goes to stderr with the progress, so stdout carries only the table.
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', process.stderr, process.stderr] });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const wants = (/** @type {Part} */ part) => opts.only.includes(part);
  const paths = wants('lighthouse') || wants('cls') ? routePaths(opts.paths) : [];
  const site = await precompress(DIST);
  /** @type {string | undefined} */
  let reference;
  if (wants('lighthouse')) {
    const built = await buildReference(ROOT);
    reference = await precompress(built);
    await removeTemp(built);
  }
  const server = await startStaticServer({
    root: site,
    ...(reference ? { mount: { prefix: REFERENCE_PREFIX, root: reference } } : {}),
  });
  // The same pages with the app taken out, on a server of their own at the same paths.
  const floorSite = wants('lighthouse') && opts.floor ? await precompress(DIST) : undefined;
  if (floorSite) await takeAppOut(floorSite);
  const floorServer = floorSite ? await startStaticServer({ root: floorSite }) : undefined;
  const gzipServer = await startStaticServer({ root: site, brotli: false });
  const browser = await launchChromium();
  /** @type {import('./report.mjs').BenchFigures} */
  const figures = {};
  /** @type {Record<string, string>} */
  const failures = {};
  /** @type {string[]} */
  const notes = [];
  /** @param {Part} part @param {() => Promise<void>} measure */
  const measure = async (part, measure) => {
    if (!wants(part)) return;
    const partStarted = Date.now();
    log(`${part}…`);
    try {
      await measure();
    } catch (error) {
      failures[part] = error instanceof Error ? (error.stack ?? error.message) : String(error);
      log(`${part} failed: ${failures[part]}`);
    }
    log(`${part} done in ${Math.round((Date.now() - partStarted) / 1000)} s`);
  };
  try {
    await measure('sizes', async () => {
      const sizeLimit = await runSizeLimit(ROOT);
      const downloads = await measureHomeDownloads(browser, gzipServer.origin);
      const analysis = analyzeDist(DIST);
      const loaded = new Set([...downloads.mobile.files, ...downloads.desktop.files].map((file) => file.file));
      figures.sizes = {
        sizeLimit,
        downloads,
        loadedButCountedLazy: analysis.lazy.filter((file) => loaded.has(file)).map((file) => path.posix.basename(file)),
      };
      const notLoaded = analysis.initial.filter((file) => !loaded.has(file));
      if (notLoaded.length > 0)
        notes.push(`Counted as initial JS but not downloaded by \`/\`: ${notLoaded.join(', ')}.`);
    });
    await measure('lighthouse', async () => {
      const referenceUrl = `${server.origin}${REFERENCE_PREFIX}/`;
      const urls = [referenceUrl, ...paths.map((route) => `${server.origin}${route}`)];
      /** @param {import('./lighthouse.mjs').LighthouseFigures[]} results */
      const split = ([ref, ...pages]) => {
        if (!ref) throw new Error('no reference result');
        return { reference: ref, pages: pages.map((page, index) => ({ ...page, path: paths[index] ?? '?' })) };
      };
      // Each page's floor right after the page in every round, so machine load touches both alike
      // (mobile only: the goal is mobile's).
      const floorOrigin = floorServer?.origin;
      const results = await runLighthouse({
        urls: floorOrigin
          ? [referenceUrl, ...paths.flatMap((route) => [`${server.origin}${route}`, `${floorOrigin}${route}`])]
          : urls,
        formFactor: 'mobile',
        runs: opts.runs,
        log,
      });
      const perPage = floorOrigin ? 2 : 1;
      const mobile = split(results.filter((_, index) => index === 0 || (index - 1) % perPage === 0));
      figures.lighthouseMobile = {
        ...mobile,
        pages: mobile.pages.map((page, index) => {
          const floor = floorOrigin ? results[2 + index * 2] : undefined;
          return floor ? { ...page, floor } : page;
        }),
      };
      figures.lighthouseDesktop = split(
        await runLighthouse({ urls, formFactor: 'desktop', runs: opts.desktopRuns, log }),
      );
      if (opts.desktopRuns < 3)
        notes.push(
          `Lighthouse desktop: ${opts.desktopRuns} run per URL (not a median) to keep the bench short; \`--desktop-runs=3\` for a median.`,
        );
    });
    await measure('cls', async () => {
      const results = await measureAllCls(
        browser,
        paths.map((route) => `${server.origin}${route}`),
        log,
      );
      figures.cls = results.map((result) => ({ ...result, path: new URL(result.url).pathname }));
    });
    await measure('list', async () => {
      figures.list = await measureList(browser, {
        siteRoot: site,
        count: opts.listItems,
        timeLimitMs: opts.listSeconds * 1000,
        log,
      });
      if (!figures.list.reachedEnd) {
        notes.push(
          `The list loaded ${figures.list.loaded} of ${figures.list.generated} items in the ${opts.listSeconds} s allowed (\`--list-seconds\`); the DOM figure is for that many.`,
        );
      }
    });
    await measure('soak', async () => {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        figures.soak = await runSoak(page, server.origin, {
          sessions: opts.sessions,
          idleSeconds: opts.idleSeconds,
          warningSeconds: opts.warningSeconds,
          log,
        });
      } finally {
        await context.close();
      }
      if (opts.sessions < 300) notes.push(`Kiosk soak: ${opts.sessions} sessions (the goal names 300).`);
    });
    await measure('search', async () => {
      figures.search = await measureSearch(browser, server.origin);
    });
    await measure('startup', async () => {
      const startupPaths = opts.startupPaths ?? [...STARTUP_PATHS, firstAnnouncementPath()];
      const baseline = buildBaseline(ROOT, opts.baseline ?? defaultBaselineRef(ROOT), log);
      const baseSite = await precompress(baseline.dist);
      const baseServer = await startStaticServer({ root: baseSite });
      const baseGzipServer = await startStaticServer({ root: baseSite, brotli: false });
      const phoneServers = {
        current: await startStaticServer({ root: site, http2: true }),
        baseline: await startStaticServer({ root: baseSite, http2: true }),
      };
      try {
        const measured = await measureStartup(
          browser,
          { current: server.origin, baseline: baseServer.origin },
          startupPaths,
          {
            runs: opts.startupRuns,
            log,
            phoneOrigins: { current: phoneServers.current.origin, baseline: phoneServers.baseline.origin },
          },
        );
        /** @param {string} origin */
        const scripts = async (origin) => {
          /** @type {Record<string, number>} */
          const bytes = {};
          for (const route of startupPaths)
            bytes[route] = (await measureScriptDownloads(browser, `${origin}${route}`, MOBILE)).totalBytes;
          return bytes;
        };
        figures.startup = {
          baseline: { ref: baseline.ref, commit: baseline.commit },
          current: measured.current ?? [],
          base: measured.baseline ?? [],
          jsUntilIdle: { current: await scripts(gzipServer.origin), base: await scripts(baseGzipServer.origin) },
        };
      } finally {
        await baseServer.close();
        await baseGzipServer.close();
        await phoneServers.current.close();
        await phoneServers.baseline.close();
        await removeTemp(baseSite);
        baseline.remove();
      }
    });
    await measure('publish', async () => {
      const baseRef = opts.baseline ?? defaultBaselineRef(ROOT);
      const baseCommit = output('git', ['rev-parse', `${baseRef}^{commit}`]);
      /** @type {import('./report.mjs').PublishSet['runs']} */
      const runs = [];
      for (const announcements of [0, opts.publishAnnouncements]) {
        // HEAD as committed when the bench started: work committed during a long run is not measured.
        const current = await measurePublish({ ref: commit, announcements, log });
        let base;
        try {
          base = await measurePublish({ ref: baseCommit, announcements, log });
        } catch (error) {
          notes.push(
            `Publish: the baseline ${baseRef} could not be measured with ${announcements} more announcements: ${error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)}`,
          );
        }
        runs.push({ current, base });
      }
      figures.publish = { baseline: { ref: baseRef, commit: baseCommit }, runs };
      notes.push(
        `Publish figures beside the baseline ${baseRef} (${baseCommit.slice(0, 12)}), measured in the same run with the same steps (its packages restored as this commit's are).`,
      );
    });
  } finally {
    await browser.close();
    await server.close();
    await gzipServer.close();
    await floorServer?.close();
    await removeTemp(site);
    if (reference) await removeTemp(reference);
    if (floorSite) await removeTemp(floorSite);
  }

  const about = {
    commit: `${commit.slice(0, 12)}${dirty ? ' (with uncommitted changes)' : ''}`,
    date: new Date().toISOString(),
    machine: machine(),
  };
  for (const [part, error] of Object.entries(failures)) notes.push(`**${part} failed**: ${error.split('\n')[0] ?? ''}`);
  const durationSeconds = Math.round((Date.now() - started) / 1000);
  notes.push(`The bench took ${Math.round(durationSeconds / 60)} min.`);
  const markdown = markdownReport(figures, {
    commit: about.commit,
    date: about.date,
    machine: `${about.machine.cpu}, ${about.machine.memoryGiB} GiB, ${about.machine.chromium}, Lighthouse ${about.machine.lighthouse}`,
    notes,
  });
  writeFileSync(
    path.join(ROOT, 'bench/results.json'),
    `${JSON.stringify({ ...about, commit, dirty, options: opts, durationSeconds, rows: goalRows(figures), figures, failures, notes }, null, 2)}\n`,
  );
  writeFileSync(path.join(ROOT, 'bench/results.md'), markdown);
  process.stdout.write(markdown);
  log('wrote bench/results.json and bench/results.md');
  return Object.keys(failures).length === 0;
}

main().then(
  (ok) => {
    process.exitCode = ok ? 0 : 1;
  },
  (error) => {
    log(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 1;
  },
);

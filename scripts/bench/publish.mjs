// @ts-check
/**
 * `npm run bench:publish`: how long an announcement takes from its commit to a site ready to
 * deploy, step by step as the publish workflow runs it (`.github/workflows/publish.yml`): the
 * Listing Rules give an hour from HKEXnews to the issuer's own website (docs/publishing.md), and
 * the deploy and a CDN's propagation come on top of this. A benchmark, not a test: it exits 1 only
 * when a step fails.
 *
 * In a temporary folder it clones this repository's committed HEAD (`git clone --no-hardlinks`;
 * uncommitted work is not measured), then times:
 *
 * 1. the checkout: a clone with the whole history, as `fetch-depth: 0` (from this disk, so the
 *    network's share is not in it);
 * 2. the installed packages: restored from the workflow's cache of `node_modules` (keyed by the
 *    lockfile, so every content commit finds it), as `actions/cache` restores one, a zstd tar
 *    archive extracted; and, for a commit that changes the lockfile, `npm ci --prefer-offline
 *    --no-audit --no-fund` from this machine's npm cache (`actions/setup-node`'s `cache: npm`),
 *    whose archive is what the cache then keeps (needs `tar` and `zstd`);
 * 3. the content commit: one new announcement in the three languages
 *    (`content/announcements/<locale>/<id>.md`, `publishedAt` now in Hong Kong time), committed;
 * 4. the content checks (`npm run content -- --check`);
 * 5. `npm run build` as on a fresh runner that restored the workflow's build caches: no `dist/`,
 *    no Vite cache, every file as new as a checkout leaves it, and the type checker's build info
 *    and the encoded images of the publish before (an untimed build of the same commit before the
 *    content commit); checked to hold the new announcement's page; `--runs K` builds K times and
 *    reports the median.
 *
 * `--announcements N` first commits N more announcements in the three languages (bodies, titles
 * and summaries of the repository's own, dates spread over the past five years, unique ids), so
 * the figure for five years of announcements can be measured; they have no PDFs. `--keep` leaves
 * the temporary folder. Progress goes to stderr, the table to stdout; each command's output is in
 * its log in the temporary folder.
 */
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import YAML from 'yaml';
import { markdownTable } from './report.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LOCALES = /** @type {const} */ (['en', 'zh', 'zh-TW']);
/** @typedef {(typeof LOCALES)[number]} Locale */
const FIVE_YEARS_MS = 5 * 365.25 * 24 * 3_600_000;
const HKT_OFFSET_MS = 8 * 3_600_000;

/** Prints progress on stderr, so stdout carries only the table. @param {string} message */
function log(message) {
  process.stderr.write(`[bench:publish ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

/** @param {string | undefined} value @param {number} fallback @param {string} name @param {number} min */
function integer(value, fallback, name, min) {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) throw new Error(`--${name} must be an integer of at least ${min}`);
  return number;
}

function options() {
  const { values } = parseArgs({
    options: {
      announcements: { type: 'string' },
      runs: { type: 'string' },
      keep: { type: 'boolean', default: false },
    },
  });
  return {
    announcements: integer(values.announcements, 0, 'announcements', 0),
    runs: integer(values.runs, 1, 'runs', 1),
    keep: values.keep,
  };
}

/**
 * The environment for the commands in the clone: without the `npm_*` variables `npm run` sets
 * for this script (`npm_config_local_prefix` would point npm at this repository), but with the npm
 * cache this machine uses.
 */
function cloneEnv() {
  /** @type {NodeJS.ProcessEnv} */
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^npm_/i.test(key) && key !== 'INIT_CWD') env[key] = value;
  }
  if (process.env.npm_config_cache) env.npm_config_cache = process.env.npm_config_cache;
  return env;
}

/**
 * Runs a command with its output in `logFile`, and returns how long it took, in ms.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, logFile: string }} where
 */
function timed(command, args, { cwd, logFile }) {
  const fd = openSync(logFile, 'a');
  const started = performance.now();
  const result = spawnSync(command, args, { cwd, env: cloneEnv(), stdio: ['ignore', fd, fd] });
  const ms = performance.now() - started;
  closeSync(fd);
  if (result.status !== 0) {
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`}):\n${tail}`,
    );
  }
  return ms;
}

/** @param {string} cwd @param {string[]} args */
function git(cwd, args) {
  const result = spawnSync('git', ['-c', 'user.name=Publish bench', '-c', 'user.email=bench@localhost', ...args], {
    cwd,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout.trim();
}

/**
 * A time as the content writes it, in Hong Kong time: `2026-11-12T18:45:00+08:00`.
 * @param {number} ms
 */
function hongKongTimestamp(ms) {
  return `${new Date(Math.floor(ms / 1000) * 1000 + HKT_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}

/**
 * @typedef {object} Source
 * @property {Record<string, unknown>} data the front matter
 * @property {string} body
 */

/**
 * An announcement source's front matter and body (docs/publishing.md, section 1).
 * @param {string} text
 * @returns {Source}
 */
function parseSource(text) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error('no front matter');
  return { data: /** @type {Record<string, unknown>} */ (YAML.parse(match[1] ?? '')), body: match[2] ?? '' };
}

/**
 * An announcement source: front matter (every value a JSON string, which is YAML), then the body.
 * @param {Record<string, string>} data
 * @param {string} body
 */
function formatSource(data, body) {
  const fields = Object.entries(data).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${fields.join('\n')}\n---\n${body.startsWith('\n') ? '' : '\n'}${body}`;
}

/**
 * The repository's announcements in each language, as templates: same index, same announcement.
 * @param {string} repo
 * @returns {Record<Locale, Source>[]}
 */
function readTemplates(repo) {
  const folder = (/** @type {Locale} */ locale) => path.join(repo, 'content/announcements', locale);
  const ids = readdirSync(folder('en'))
    .filter((name) => name.endsWith('.md'))
    .sort();
  return ids.map(
    (name) =>
      /** @type {Record<Locale, Source>} */ (
        Object.fromEntries(
          LOCALES.map((locale) => [locale, parseSource(readFileSync(path.join(folder(locale), name), 'utf8'))]),
        )
      ),
  );
}

/**
 * Writes one announcement in the three languages from `template`, with its own id and time.
 * @param {string} repo
 * @param {Record<Locale, Source>} template
 * @param {{ id: string, publishedAt: string, titleSuffix: string }} entry
 */
function writeAnnouncement(repo, template, { id, publishedAt, titleSuffix }) {
  for (const locale of LOCALES) {
    const { data, body } = template[locale];
    const fields = /** @type {Record<string, string>} */ ({
      id,
      title: `${String(data.title)}${titleSuffix}`,
      category: String(data.category),
      publishedAt,
      ...(typeof data.summary === 'string' ? { summary: data.summary } : {}),
    });
    const folder = path.join(repo, 'content/announcements', locale);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, `${id}.md`), formatSource(fields, body));
  }
}

/**
 * The ids and times of `count` generated announcements, oldest first, spread evenly over the five
 * years before `now` (in Hong Kong time, on the minute).
 * @param {number} count
 * @param {number} now
 * @returns {{ id: string, publishedAt: string }[]}
 */
function spreadOverFiveYears(count, now) {
  return Array.from({ length: count }, (_, index) => {
    const time = now - FIVE_YEARS_MS + ((index + 0.5) * FIVE_YEARS_MS) / count;
    const publishedAt = hongKongTimestamp(Math.floor(time / 60_000) * 60_000);
    return { id: `${publishedAt.slice(0, 10)}-bench-announcement-${String(index + 1).padStart(5, '0')}`, publishedAt };
  });
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** @param {number} ms */
function seconds(ms) {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** @param {string[]} args */
function output(args) {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : 'unknown';
}

/**
 * @typedef {object} PublishFigures What {@link measurePublish} measured, times in ms.
 * @property {string} commit the commit measured (full id)
 * @property {number} existing the repository's own announcements
 * @property {number} generated announcements generated for the run
 * @property {number} published announcements the build published (existing, generated, the new one)
 * @property {number} checkoutMs
 * @property {number} restoreMs `node_modules` restored from the workflow's cache
 * @property {number} contentCommitMs
 * @property {number} contentChecksMs
 * @property {number} buildMs the median of the builds
 * @property {number[]} buildsMs every build
 * @property {number} installMs `npm ci`, which a commit that changes the lockfile runs instead of the restore
 * @property {number} totalMs a content commit to a site ready to deploy
 * @property {number} lockfileChangeTotalMs the same for a commit that changes the lockfile
 */

/**
 * Measures the time from a content commit to a deployable site for `ref` of the repository at
 * `root`, in a temporary folder (see the module's comment).
 * @param {{ root?: string, ref?: string, announcements?: number, runs?: number, keep?: boolean,
 *   log?: (message: string) => void }} options `ref` defaults to HEAD; `announcements` (0) are
 *   generated besides the repository's own; `runs` (1) builds, of which the median counts.
 * @returns {Promise<PublishFigures>}
 * @throws {Error} when a step fails (its log's tail in the message) or the build lacks the new page
 */
export async function measurePublish({
  root = ROOT,
  ref = 'HEAD',
  announcements = 0,
  runs = 1,
  keep = false,
  log: report = log,
} = {}) {
  const commit = spawnSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: root, encoding: 'utf8' });
  if (commit.status !== 0) throw new Error(`unknown ref ${ref}`);
  const measured = commit.stdout.trim();
  const temp = mkdtempSync(path.join(os.tmpdir(), 'bench-publish-'));
  const source = path.join(temp, 'source');
  const site = path.join(temp, 'site');
  const logs = path.join(temp, 'logs');
  mkdirSync(logs);
  let ok = false;
  try {
    report(`cloning ${measured.slice(0, 12)} into ${temp}`);
    git(temp, ['clone', '--quiet', '--no-hardlinks', root, source]);
    git(source, ['checkout', '--quiet', '--detach', measured]);
    const templates = readTemplates(source);
    if (templates.length === 0) throw new Error('the repository has no announcement to take as a template');
    if (announcements > 0) {
      report(`generating ${announcements} announcements × 3 languages over the past five years`);
      const entries = spreadOverFiveYears(announcements, Date.now());
      entries.forEach((entry, index) => {
        writeAnnouncement(source, /** @type {Record<Locale, Source>} */ (templates[index % templates.length]), {
          ...entry,
          titleSuffix: ` (${index + 1})`,
        });
      });
      git(source, ['add', 'content/announcements']);
      git(source, ['commit', '--quiet', '-m', `Bench: ${announcements} announcements over five years`]);
    }

    report('checkout (git clone, whole history)');
    const checkoutMs = timed('git', ['clone', '--no-hardlinks', source, site], {
      cwd: temp,
      logFile: path.join(logs, 'clone.log'),
    });
    report('npm ci --prefer-offline --no-audit --no-fund (from the local npm cache, as CI restores one)');
    const installMs = timed('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: site,
      logFile: path.join(logs, 'npm-ci.log'),
    });
    // What the workflow's cache keeps after that install (actions/cache: a POSIX tar, zstd), and
    // what a content commit's run restores in its place.
    report('node_modules archived as the workflow caches it, then restored');
    const archive = path.join(temp, 'node_modules.tar.zst');
    timed('tar', ['--posix', '--use-compress-program', 'zstd -T0', '-cf', archive, 'node_modules'], {
      cwd: site,
      logFile: path.join(logs, 'cache-save.log'),
    });
    rmSync(path.join(site, 'node_modules'), { recursive: true, force: true });
    const restoreMs = timed('tar', ['--use-compress-program', 'unzstd', '-xf', archive], {
      cwd: site,
      logFile: path.join(logs, 'cache-restore.log'),
    });
    rmSync(archive);
    // The publish before this one, whose type checker's build info and encoded images the
    // workflow's cache restores; then every file as new as a fresh checkout leaves it.
    report("the previous publish: npm run build (not timed), then a fresh checkout's file times");
    timed('npm', ['run', 'build'], { cwd: site, logFile: path.join(logs, 'previous-build.log') });
    const now = new Date();
    for (const file of git(site, ['ls-files', '-z']).split('\0')) if (file) utimesSync(path.join(site, file), now, now);

    const publishedAt = hongKongTimestamp(Date.now());
    const id = `${publishedAt.slice(0, 10)}-bench-new-announcement-${publishedAt.slice(11, 19).replace(/:/g, '')}`;
    report(`content commit: ${id}, published ${publishedAt}`);
    const commitStarted = performance.now();
    writeAnnouncement(site, /** @type {Record<Locale, Source>} */ (templates[templates.length - 1]), {
      id,
      publishedAt,
      titleSuffix: '',
    });
    git(site, ['add', 'content/announcements']);
    git(site, ['commit', '--quiet', '-m', `Announcement ${id}`]);
    const contentCommitMs = performance.now() - commitStarted;

    report('npm run content -- --check');
    const contentChecksMs = timed('npm', ['run', 'content', '--', '--check'], {
      cwd: site,
      logFile: path.join(logs, 'content-check.log'),
    });

    /** @type {number[]} */
    const buildsMs = [];
    for (let run = 1; run <= runs; run += 1) {
      // A fresh runner's state with the workflow's caches: no build, no Vite cache, no generated
      // content; the type checker's build info and the encoded images as the last publish left them.
      for (const generated of ['dist', 'dist-cms', 'node_modules/.vite', 'public/content']) {
        rmSync(path.join(site, generated), { recursive: true, force: true });
      }
      report(`npm run build (${run} of ${runs})`);
      buildsMs.push(timed('npm', ['run', 'build'], { cwd: site, logFile: path.join(logs, `build-${run}.log`) }));
      if (!existsSync(path.join(site, 'dist/announcement', `${id}.html`))) {
        throw new Error(`the build has no page for the new announcement ${id} (dist/announcement/${id}.html)`);
      }
    }
    const published = /** @type {unknown[]} */ (
      JSON.parse(readFileSync(path.join(site, 'dist/content/en/announcements.json'), 'utf8'))
    ).length;
    const buildMs = median(buildsMs);
    const totalMs = checkoutMs + restoreMs + contentCommitMs + contentChecksMs + buildMs;
    ok = true;
    return {
      commit: measured,
      existing: templates.length,
      generated: announcements,
      published,
      checkoutMs,
      restoreMs,
      contentCommitMs,
      contentChecksMs,
      buildMs,
      buildsMs,
      installMs,
      totalMs,
      lockfileChangeTotalMs: totalMs - restoreMs + installMs,
    };
  } finally {
    if (keep || !ok) report(`kept ${temp} (logs in ${logs})`);
    else rmSync(temp, { recursive: true, force: true });
  }
}

/** `npm run bench:publish`: one measurement of HEAD, printed as a table. */
async function main() {
  const opts = options();
  const dirty = output(['status', '--porcelain', '--untracked-files=no']) !== '';
  if (dirty) log('uncommitted changes are not part of the measurement');
  const figures = await measurePublish(opts);
  const cpus = os.cpus();
  const table = markdownTable([
    ['Step', 'Time'],
    ['Checkout with the whole history (`git clone --no-hardlinks`, from this disk)', seconds(figures.checkoutMs)],
    [
      "`node_modules` restored from the workflow's cache (`tar` with `unzstd`, as `actions/cache` restores it)",
      seconds(figures.restoreMs),
    ],
    ['Content commit: one announcement in three languages, `git commit`', seconds(figures.contentCommitMs)],
    ['Content checks (`npm run content -- --check`)', seconds(figures.contentChecksMs)],
    [
      `\`npm run build\` on a fresh runner, with the workflow's build caches${opts.runs > 1 ? `, median of ${opts.runs} (${figures.buildsMs.map(seconds).join(', ')})` : ''}`,
      seconds(figures.buildMs),
    ],
    ['**Content commit to a site ready to deploy** (all of the above)', `**${seconds(figures.totalMs)}**`],
    [
      'After a commit that changes the lockfile: `npm ci --prefer-offline --no-audit --no-fund` in place of the restore',
      seconds(figures.installMs),
    ],
    ['Such a commit to a site ready to deploy', seconds(figures.lockfileChangeTotalMs)],
  ]);
  process.stdout.write(
    [
      '# Publish time',
      '',
      `Commit ${figures.commit.slice(0, 12)}${dirty ? ' (uncommitted changes not measured)' : ''}, ${new Date().toISOString()}; ` +
        `${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 1024 ** 3)} GiB, Node ${process.version}, ` +
        `load ${os
          .loadavg()
          .map((value) => value.toFixed(2))
          .join(' ')}.`,
      '',
      `${figures.published} announcements published by the build (${figures.existing} of the repository's, ${figures.generated} generated, the new one), each in three languages.`,
      '',
      table,
      '',
      '- The deploy and the check that the pages are live come after this (`.github/workflows/publish.yml`), as does the wait for the next scheduled run (up to 15 minutes) for an announcement committed ahead of its time.',
      "- The restore and npm ci read from this disk, as the network's share is not measured; a runner first downloads the cache's archive (about 270 MB), or without one the packages.",
      '',
    ].join('\n'),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().then(
    () => {
      process.exitCode = 0;
    },
    (error) => {
      log(error instanceof Error ? (error.stack ?? error.message) : String(error));
      process.exitCode = 1;
    },
  );
}

// @ts-check
/**
 * What the publish workflow (`.github/workflows/publish.yml`) asks of the live website, so that an
 * announcement is known to be on it, and when, instead of assumed. The Listing Rules expect an
 * issuer to post each announcement on its own website at the same time as on HKEXnews, and no
 * later than an hour after (Main Board rule 2.07C(6), GEM rule 16.19; docs/publishing.md).
 *
 * - `due --site <origin> [--content content]`: the announcement sources whose `publishedAt` has
 *   passed and that the live site's list (`/content/en/announcements.json`) lacks. Reads only the
 *   front matter's `publishedAt` lines, without `npm ci`, so a scheduled run with nothing to release
 *   ends in seconds; a date it cannot read counts as due, so the full build decides.
 * - `new --site <origin> [--dist dist] [--ids-file <file>]`: the announcements in the build
 *   (`dist/content/<locale>/announcements.json`) that the live site's list lacks: what this deploy
 *   publishes. When the live site has no readable list (not found, not JSON, not answering), every
 *   announcement is new. `--ids-file` also writes the ids there, one a line, for `verify`.
 * - `verify --site <origin> [--dist dist] (--ids "<id> <id> …" | --ids-file <file>)`: after the
 *   deploy, each announcement's page in the three languages answers 200 with its own prerendered
 *   page and its title, and each of its PDFs answers 200 as `application/pdf`, retrying with backoff
 *   for up to ten minutes (`--timeout-minutes`; a CDN propagating); then each that reached the
 *   website more than 60 minutes after its `publishedAt` (its HKEXnews time) is reported late.
 *   Exits 1 on either. `--no-late-check` when the live site had no list before the deploy: which
 *   announcements were already public is then unknown, so none is judged late.
 *
 * `due` and `new` write `ids`, `count` and `live` (`ok`, `missing`, `invalid`, `unreachable`) to
 * `$GITHUB_OUTPUT` when set, and print them otherwise; `verify` writes its table to
 * `$GITHUB_STEP_SUMMARY`. Problems are printed as GitHub annotations (`::error title=…::`).
 *
 * The logic is in the exported functions, with `fetch`, the clock and the wait between attempts
 * injectable (`tests/unit/scripts/publishing/live-check.integration.test.ts`).
 */
import { appendFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** The site's locales and the prefix of their paths (`src/lib/locale/locale-path.ts`, `localizePath`). */
export const LOCALE_PREFIX = /** @type {const} */ ({ en: '', zh: '/zh', 'zh-TW': '/zh-TW' });
/** @typedef {keyof typeof LOCALE_PREFIX} Locale */
const LOCALES = /** @type {Locale[]} */ (Object.keys(LOCALE_PREFIX));

/**
 * The attribute a prerendered page names its own path with (`PRERENDERED_PATH_ATTRIBUTE` in
 * `src/app/prerender-contract.ts`). A host's fallback for an announcement it has no page for is the
 * locale's home page (deploy/README.md): 200, but not the announcement's page.
 */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';

/** The live site's list of announcements, which `due` and `new` compare with. */
export const LIVE_LIST_PATH = '/content/en/announcements.json';

/** Minutes after its HKEXnews time within which an announcement must be on the website. */
export const LATE_AFTER_MINUTES = 60;

/** How long `verify` keeps trying, by default: a CDN's propagation. */
export const VERIFY_TIMEOUT_MS = 10 * 60_000;

/** Per request: a host that accepts the connection and never answers is retried, not waited on. */
const REQUEST_TIMEOUT_MS = 30_000;

const HKT_OFFSET_MS = 8 * 3_600_000;

/** @typedef {typeof fetch} Fetch */
/** @typedef {(ms: number) => Promise<void>} Sleep */

/** @type {Sleep} */
const realSleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The wait before attempt `attempt + 1`: 5 s, 10 s, 20 s, 40 s, then every minute.
 * @param {number} attempt 0 after the first attempt
 */
export function defaultBackoff(attempt) {
  return Math.min(60_000, 5_000 * 2 ** attempt);
}

/**
 * An origin as the workflow's `SITE_ORIGIN` gives it, checked: `https://host` (or `http:` for a
 * test server), without the trailing slash.
 * @param {string | undefined} value
 */
export function normalizeOrigin(value) {
  let url;
  try {
    url = new URL(String(value ?? '').trim());
  } catch {
    throw new Error(`--site: "${value ?? ''}" is not an address such as https://www.example.com`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`--site: "${value ?? ''}" is not an origin such as https://www.example.com (no path)`);
  }
  return url.origin;
}

// ---------------------------------------------------------------------------------------------
// What the build holds, and what the sources hold

/**
 * @typedef {object} BuiltAnnouncement
 * @property {string} id
 * @property {string} publishedAt as written (`2026-11-12T18:45:00+08:00`)
 * @property {Record<Locale, string>} titles
 * @property {string[]} attachments the PDFs' URLs as the site links them, every language's, once each
 */

/**
 * @param {string} file
 * @returns {unknown}
 */
function readJson(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file} does not exist: run \`npm run build\` first.`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON: ${/** @type {Error} */ (error).message}`);
  }
}

/**
 * The announcements a build publishes, newest first, with each language's title and the PDFs
 * (`dist/content/<locale>/announcements.json`).
 * @param {string} dist the build's folder
 * @returns {BuiltAnnouncement[]}
 */
export function readBuiltAnnouncements(dist) {
  /** @type {Map<string, BuiltAnnouncement>} */
  const byId = new Map();
  for (const locale of LOCALES) {
    const file = path.join(dist, 'content', locale, 'announcements.json');
    const list = readJson(file);
    if (!Array.isArray(list)) throw new Error(`${file} is not a list of announcements.`);
    for (const entry of /** @type {unknown[]} */ (list)) {
      const item = /** @type {{ id?: unknown, title?: unknown, publishedAt?: unknown, attachments?: unknown }} */ (
        entry ?? {}
      );
      if (typeof item.id !== 'string' || typeof item.title !== 'string' || typeof item.publishedAt !== 'string') {
        throw new Error(`${file}: an entry lacks its id, title or publishedAt.`);
      }
      let announcement = byId.get(item.id);
      if (!announcement) {
        if (locale !== 'en') throw new Error(`${file}: ${item.id} is not in the English list.`);
        announcement = {
          id: item.id,
          publishedAt: item.publishedAt,
          titles: { en: '', zh: '', 'zh-TW': '' },
          attachments: [],
        };
        byId.set(item.id, announcement);
      }
      announcement.titles[locale] = item.title;
      const attachments = Array.isArray(item.attachments) ? /** @type {{ url?: unknown }[]} */ (item.attachments) : [];
      for (const { url } of attachments) {
        if (typeof url === 'string' && !announcement.attachments.includes(url)) announcement.attachments.push(url);
      }
    }
  }
  const announcements = [...byId.values()];
  const incomplete = announcements.find((announcement) => LOCALES.some((locale) => !announcement.titles[locale]));
  if (incomplete) throw new Error(`${incomplete.id} is not in every language's announcements.json under ${dist}.`);
  return announcements;
}

/**
 * The `publishedAt` of an announcement source's front matter (`content/announcements/<locale>/<id>.md`,
 * docs/publishing.md, section 1), read as a line: `publishedAt: 2026-11-12T18:45:00+08:00`, quoted or
 * not. Undefined when there is none or it is not a date with its offset.
 * @param {string} text the file's contents
 * @returns {number | undefined} milliseconds since the epoch
 */
export function sourcePublishedAt(text) {
  const frontMatter = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\s*(?:\r?\n|$)/.exec(text)?.[1];
  if (frontMatter === undefined) return undefined;
  const value = /^publishedAt:[ \t]*(['"]?)([^'"\s#]+)\1[ \t]*(?:#.*)?$/m.exec(frontMatter)?.[2];
  if (!value || !/(?:Z|[+-]\d{2}:?\d{2})$/.test(value)) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

/**
 * The English announcement sources whose publication time has come: each file is named by its id.
 * A source whose time cannot be read is due, so the build, which reads it fully, decides.
 * @param {string} contentDir the sources' folder (`content/`)
 * @param {number} now
 * @returns {{ id: string, publishedAt: number | undefined }[]}
 */
export function dueAnnouncements(contentDir, now) {
  const folder = path.join(contentDir, 'announcements', 'en');
  let names;
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.md'))
    .map((name) => ({
      id: name.slice(0, -'.md'.length),
      publishedAt: sourcePublishedAt(readFileSync(path.join(folder, name), 'utf8')),
    }))
    .filter(({ publishedAt }) => publishedAt === undefined || publishedAt <= now);
}

// ---------------------------------------------------------------------------------------------
// What the live site holds

/**
 * @typedef {{ state: 'ok', ids: Set<string>, detail: string }
 *   | { state: 'missing' | 'invalid' | 'unreachable', ids: null, detail: string }} LiveList
 */

/** @param {unknown} error */
function networkReason(error) {
  const cause = /** @type {{ cause?: { code?: string, message?: string } }} */ (error).cause;
  return cause?.code ?? cause?.message ?? /** @type {Error} */ (error).message;
}

/**
 * The ids in the live site's list of announcements (`/content/en/announcements.json`). Not found
 * (404, 410) means the site has published none yet (`missing`); an answer that is not a JSON list
 * of announcements (a host's fallback page, say) is `invalid`; any other status or a network error
 * is tried `attempts` times, then `unreachable`.
 * @param {string} site origin
 * @param {{ fetch?: Fetch, sleep?: Sleep, attempts?: number, backoff?: (attempt: number) => number }} [options]
 * @returns {Promise<LiveList>}
 */
export async function fetchLiveList(
  site,
  { fetch: fetchImpl = fetch, sleep = realSleep, attempts = 3, backoff = defaultBackoff } = {},
) {
  const url = `${site}${LIVE_LIST_PATH}`;
  let detail = '';
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) await sleep(backoff(attempt - 1));
    let response;
    try {
      response = await fetchImpl(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      detail = `${url} could not be fetched (${networkReason(error)})`;
      continue;
    }
    if (response.status === 404 || response.status === 410) {
      await response.body?.cancel();
      return { state: 'missing', ids: null, detail: `${url} answers ${response.status}` };
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      detail = `${url} answers ${response.status}`;
      continue;
    }
    const text = await response.text();
    /** @type {unknown} */
    let list;
    try {
      list = JSON.parse(text);
    } catch {
      return { state: 'invalid', ids: null, detail: `${url} is not JSON (${JSON.stringify(text.slice(0, 40))}…)` };
    }
    if (
      !Array.isArray(list) ||
      !list.every((item) => typeof (/** @type {{ id?: unknown }} */ (item)?.id) === 'string')
    ) {
      return { state: 'invalid', ids: null, detail: `${url} is not a list of announcements` };
    }
    const ids = new Set(/** @type {{ id: string }[]} */ (list).map((item) => item.id));
    return { state: 'ok', ids, detail: `${url}: ${ids.size} announcements` };
  }
  return { state: 'unreachable', ids: null, detail };
}

/**
 * The ids among `ids` that the live list lacks; all of them when there is no readable live list.
 * @param {readonly string[]} ids
 * @param {LiveList} live
 */
export function missingFromLive(ids, live) {
  return live.ids ? ids.filter((id) => !live.ids.has(id)) : [...ids];
}

/**
 * What a deploy of the build in `dist` publishes that the live site does not have.
 * @param {{ site: string, dist: string, fetch?: Fetch, sleep?: Sleep }} options
 * @returns {Promise<{ ids: string[], live: LiveList, built: number }>}
 */
export async function findNewAnnouncements({ site, dist, fetch: fetchImpl, sleep }) {
  const built = readBuiltAnnouncements(dist);
  const live = await fetchLiveList(site, { fetch: fetchImpl, sleep });
  return {
    ids: missingFromLive(
      built.map((announcement) => announcement.id),
      live,
    ),
    live,
    built: built.length,
  };
}

// ---------------------------------------------------------------------------------------------
// Verifying after the deploy

/** @type {Record<string, string>} */
const NAMED_ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * HTML text with its character references decoded and white space collapsed, to find a title in
 * (React writes `'` as `&#x27;`, `&` as `&amp;`).
 * @param {string} html
 */
export function htmlText(html) {
  return html
    .replace(/&(?:#(\d+)|#x([\da-f]+)|([a-z]+));/gi, (entity, decimal, hex, name) => {
      if (decimal) return String.fromCodePoint(Number(decimal));
      if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
      return NAMED_ENTITIES[String(name).toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ');
}

/**
 * @typedef {object} Check
 * @property {string} id the announcement's
 * @property {'page' | 'pdf'} kind
 * @property {string} url
 * @property {string} [path] a page's path, which it names as its own
 * @property {string} [title] a page's title, in its language
 */

/**
 * The URLs that make an announcement live: its page in each language and each of its PDFs.
 * @param {string} site origin
 * @param {BuiltAnnouncement} announcement
 * @returns {Check[]}
 */
export function checksFor(site, announcement) {
  /** @type {Check[]} */
  const pages = LOCALES.map((locale) => {
    const pagePath = `${LOCALE_PREFIX[locale]}/announcement/${announcement.id}`;
    return {
      id: announcement.id,
      kind: 'page',
      url: `${site}${pagePath}`,
      path: pagePath,
      title: announcement.titles[locale],
    };
  });
  /** @type {Check[]} */
  const pdfs = announcement.attachments.map((url) => ({
    id: announcement.id,
    kind: 'pdf',
    url: new URL(url, `${site}/`).href,
  }));
  return [...pages, ...pdfs];
}

/**
 * One request: undefined when the URL is live as `check` expects, else why not.
 * @param {Check} check
 * @param {Fetch} fetchImpl
 * @returns {Promise<string | undefined>}
 */
export async function runCheck(check, fetchImpl) {
  let response;
  try {
    response = await fetchImpl(check.url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    return `could not be fetched (${networkReason(error)})`;
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    return `answers ${response.status}`;
  }
  if (check.kind === 'pdf') {
    await response.body?.cancel();
    const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    return type === 'application/pdf' ? undefined : `answers 200 as ${type || 'no content type'}, not application/pdf`;
  }
  const html = await response.text();
  if (!html.includes(`${PRERENDERED_PATH_ATTRIBUTE}="${check.path ?? ''}"`)) {
    return `answers 200, but with another page than the announcement's (the host's fallback, or an older build)`;
  }
  const title = htmlText(check.title ?? '').trim();
  if (!htmlText(html).includes(title)) return `answers 200, but its page does not contain the title "${title}"`;
  return undefined;
}

/**
 * Runs `task` on every item, at most `limit` at a time.
 * @template T
 * @param {T[]} items
 * @param {number} limit
 * @param {(item: T) => Promise<void>} task
 */
async function eachLimited(items, limit, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = /** @type {T} */ (items[next]);
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * @typedef {object} LiveReport
 * @property {string} id
 * @property {string} publishedAt
 * @property {number | null} liveAt when its last URL was found live; null if never
 * @property {number | null} minutes whole minutes from `publishedAt` to `liveAt`, rounded up
 * @property {boolean} late more than {@link LATE_AFTER_MINUTES} minutes after `publishedAt`
 */

/**
 * @typedef {object} VerifyResult
 * @property {boolean} ok every URL live, and (with the late check) none late
 * @property {{ id: string, url: string, reason: string }[]} failures URLs still not live at the end
 * @property {LiveReport[]} reports one per announcement, in the order of `ids`
 * @property {boolean} lateCheck
 */

/**
 * Lateness of an announcement live at `liveAt`.
 * @param {string} publishedAt
 * @param {number} liveAt
 * @param {number} [lateAfterMinutes]
 */
export function lateness(publishedAt, liveAt, lateAfterMinutes = LATE_AFTER_MINUTES) {
  const elapsed = liveAt - Date.parse(publishedAt);
  return { minutes: Math.max(0, Math.ceil(elapsed / 60_000)), late: elapsed > lateAfterMinutes * 60_000 };
}

/**
 * Checks that each announcement in `ids` is live: its three pages and its PDFs, retrying what is not
 * yet there with backoff until `timeoutMs` has passed; then how long after its `publishedAt` each
 * reached the website.
 * @param {object} options
 * @param {string} options.site origin
 * @param {readonly string[]} options.ids
 * @param {BuiltAnnouncement[]} options.built what the deployed build holds ({@link readBuiltAnnouncements})
 * @param {Fetch} [options.fetch]
 * @param {() => number} [options.now]
 * @param {Sleep} [options.sleep]
 * @param {(attempt: number) => number} [options.backoff]
 * @param {number} [options.timeoutMs]
 * @param {number} [options.lateAfterMinutes]
 * @param {boolean} [options.lateCheck] false: lateness shown, not judged
 * @param {number} [options.concurrency] requests at once
 * @param {(message: string) => void} [options.log]
 * @returns {Promise<VerifyResult>}
 */
export async function verifyLive({
  site,
  ids,
  built,
  fetch: fetchImpl = fetch,
  now = Date.now,
  sleep = realSleep,
  backoff = defaultBackoff,
  timeoutMs = VERIFY_TIMEOUT_MS,
  lateAfterMinutes = LATE_AFTER_MINUTES,
  lateCheck = true,
  concurrency = 6,
  log = () => {},
}) {
  const byId = new Map(built.map((announcement) => [announcement.id, announcement]));
  /** @type {{ id: string, url: string, reason: string }[]} */
  const failures = [];
  /** @type {(Check & { passedAt?: number, reason?: string })[]} */
  const checks = [];
  for (const id of ids) {
    const announcement = byId.get(id);
    if (announcement) checks.push(...checksFor(site, announcement));
    else failures.push({ id, url: '', reason: 'is not in the build (dist/content/en/announcements.json)' });
  }
  const started = now();
  for (let attempt = 0; ; attempt += 1) {
    const pending = checks.filter((check) => check.passedAt === undefined);
    await eachLimited(pending, concurrency, async (check) => {
      const reason = await runCheck(check, fetchImpl);
      if (reason === undefined) check.passedAt = now();
      else check.reason = reason;
    });
    const waiting = checks.filter((check) => check.passedAt === undefined);
    if (waiting.length === 0) break;
    const wait = backoff(attempt);
    if (now() + wait - started > timeoutMs) break;
    log(
      `${waiting.length} URL${waiting.length === 1 ? '' : 's'} not live yet (${waiting[0]?.url ?? ''} ${waiting[0]?.reason ?? ''}); trying again in ${Math.round(wait / 1000)} s`,
    );
    await sleep(wait);
  }
  for (const check of checks) {
    if (check.passedAt === undefined)
      failures.push({ id: check.id, url: check.url, reason: check.reason ?? 'not checked' });
  }
  /** @type {LiveReport[]} */
  const reports = [];
  for (const id of ids) {
    const announcement = byId.get(id);
    if (!announcement) continue;
    const times = checks.filter((check) => check.id === id).map((check) => check.passedAt);
    const liveAt = times.every((time) => time !== undefined) ? Math.max(...times) : null;
    const { publishedAt } = announcement;
    reports.push(
      liveAt === null
        ? { id, publishedAt, liveAt, minutes: null, late: false }
        : { id, publishedAt, liveAt, ...lateness(publishedAt, liveAt, lateAfterMinutes) },
    );
  }
  const late = lateCheck && reports.some((report) => report.late);
  return { ok: failures.length === 0 && !late, failures, reports, lateCheck };
}

// ---------------------------------------------------------------------------------------------
// Reporting

/**
 * A time in Hong Kong (UTC+8 all year), to the minute: `2026-11-12 18:45`.
 * @param {number | string} time
 */
export function hongKongTime(time) {
  const ms = typeof time === 'number' ? time : Date.parse(time);
  return new Date(ms + HKT_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * A GitHub Actions workflow command (`::error title=…::message`), its values escaped as the runner
 * reads them.
 * @param {'error' | 'warning' | 'notice'} level
 * @param {string} title
 * @param {string} message
 */
export function annotation(level, title, message) {
  const data = (/** @type {string} */ text) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const property = (/** @type {string} */ text) => data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return `::${level} title=${property(title)}::${data(message)}`;
}

/**
 * The annotation for an announcement that reached the website late.
 * @param {LiveReport} report
 * @param {number} [lateAfterMinutes]
 */
export function lateMessage(report, lateAfterMinutes = LATE_AFTER_MINUTES) {
  return annotation(
    'error',
    'Published late',
    `${report.id} reached the website ${report.minutes ?? '?'} minutes after its HKEXnews time (${hongKongTime(report.publishedAt)} HKT, live ${report.liveAt === null ? '–' : hongKongTime(report.liveAt)} HKT). ` +
      `HKEX expects an issuer to post each announcement on its own website at the same time as on HKEXnews and within an hour at the latest ` +
      `(Main Board rule 2.07C(6), GEM rule 16.19; one published on HKEXnews after 7 p.m. by 8:30 a.m. the next business day). ` +
      `More than ${lateAfterMinutes} minutes: tell the company secretary, and find out why from this run (a late commit, a delayed scheduled run, a failed deploy; docs/publishing.md).`,
  );
}

/**
 * The job summary: one row per announcement.
 * @param {VerifyResult} result
 * @param {string} site
 */
export function summaryMarkdown(result, site) {
  const lines = [`### Announcements published on ${site}`, ''];
  if (result.reports.length === 0 && result.failures.length === 0)
    return `${lines.join('\n')}No new announcement in this deploy.\n`;
  lines.push(
    '| Announcement | HKEXnews time (HKT) | Live on the website (HKT) | Minutes after | |',
    '| --- | --- | --- | --- | --- |',
  );
  for (const report of result.reports) {
    const status =
      report.liveAt === null
        ? '**not live**'
        : !result.lateCheck
          ? 'not judged'
          : report.late
            ? '**late**'
            : 'within the hour';
    lines.push(
      `| \`${report.id}\` | ${hongKongTime(report.publishedAt)} | ${report.liveAt === null ? '–' : hongKongTime(report.liveAt)} | ${report.minutes ?? '–'} | ${status} |`,
    );
  }
  if (!result.lateCheck) {
    lines.push(
      '',
      'The live site had no readable list of announcements before this deploy, so lateness is shown, not judged.',
    );
  }
  if (result.failures.length > 0) {
    lines.push(
      '',
      'Not live:',
      '',
      ...result.failures.map((failure) => `- ${failure.url || failure.id}: ${failure.reason}`),
    );
  }
  return `${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------
// Command line

/**
 * Writes step outputs to `$GITHUB_OUTPUT`, or prints them when it is not set.
 * @param {Record<string, string>} values single-line values
 */
function writeOutputs(values) {
  const text = Object.entries(values)
    .map(([key, value]) => `${key}=${value}\n`)
    .join('');
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, text);
  else process.stdout.write(text);
}

/** @param {LiveList} live */
function reportLiveList(live) {
  if (live.state === 'ok') {
    console.log(`live site: ${live.detail}`);
    return;
  }
  const meaning = {
    missing: 'the site has published none yet',
    invalid: 'the host answers something else there',
    unreachable: 'the site does not answer',
  }[live.state];
  console.log(
    annotation(
      'warning',
      'No live list of announcements',
      `${live.detail}: ${meaning}, so every announcement counts as new.`,
    ),
  );
}

/** @param {string[]} argv */
async function main(argv) {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      site: { type: 'string' },
      dist: { type: 'string', default: 'dist' },
      content: { type: 'string', default: 'content' },
      ids: { type: 'string', multiple: true, default: [] },
      'ids-file': { type: 'string' },
      'timeout-minutes': { type: 'string' },
      'no-late-check': { type: 'boolean', default: false },
    },
  });
  const site = normalizeOrigin(values.site);
  if (command === 'due') {
    const due = dueAnnouncements(path.resolve(values.content), Date.now()).map((entry) => entry.id);
    const live = await fetchLiveList(site);
    reportLiveList(live);
    const ids = missingFromLive(due, live);
    console.log(
      `${due.length} announcements due; ${ids.length} not on ${site}${ids.length ? `: ${ids.join(', ')}` : ''}`,
    );
    writeOutputs({ ids: ids.join(' '), count: String(ids.length), live: live.state });
    return 0;
  }
  if (command === 'new') {
    const { ids, live, built } = await findNewAnnouncements({ site, dist: path.resolve(values.dist) });
    if (values['ids-file']) writeFileSync(values['ids-file'], ids.map((id) => `${id}\n`).join(''));
    reportLiveList(live);
    console.log(`${built} announcements in the build; ${ids.length} new${ids.length ? `: ${ids.join(', ')}` : ''}`);
    writeOutputs({ ids: ids.join(' '), count: String(ids.length), live: live.state });
    return 0;
  }
  if (command === 'verify') {
    const listed = [...values.ids, ...(values['ids-file'] ? [readFileSync(values['ids-file'], 'utf8')] : [])];
    const ids = [...new Set(listed.flatMap((text) => text.split(/[\s,]+/)).filter(Boolean))];
    const minutes =
      values['timeout-minutes'] === undefined ? VERIFY_TIMEOUT_MS / 60_000 : Number(values['timeout-minutes']);
    if (!(minutes > 0)) throw new Error('--timeout-minutes must be a positive number');
    const result = await verifyLive({
      site,
      ids,
      built: ids.length ? readBuiltAnnouncements(path.resolve(values.dist)) : [],
      lateCheck: !values['no-late-check'],
      timeoutMs: minutes * 60_000,
      log: (message) => console.log(message),
    });
    for (const failure of result.failures) {
      const what = failure.url ? `${failure.url} ${failure.reason} after ${minutes} minutes of trying` : failure.reason;
      console.log(
        annotation(
          'error',
          'Not on the website',
          `${failure.id}: ${what}. Check the deploy step's log and the host, then run this workflow again (docs/publishing.md, "Setting up publishing").`,
        ),
      );
    }
    for (const report of result.reports) {
      if (report.liveAt === null) continue;
      const when = `${report.id}: live at ${hongKongTime(report.liveAt)} HKT, ${report.minutes ?? '?'} minutes after ${hongKongTime(report.publishedAt)} HKT`;
      if (report.late && result.lateCheck) console.log(lateMessage(report));
      else console.log(when);
    }
    const summary = summaryMarkdown(result, site);
    if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, summary);
    else process.stdout.write(summary);
    return result.ok ? 0 : 1;
  }
  throw new Error(`unknown command "${command ?? ''}": due, new or verify`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    console.log(annotation('error', 'live-check', /** @type {Error} */ (error).message));
    process.exitCode = 1;
  }
}

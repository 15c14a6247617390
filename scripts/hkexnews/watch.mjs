// @ts-check
/**
 * The hour watched: each of the issuer's filings on HKEXnews' latest-filings feeds is looked for on
 * the live website, in English and in Traditional Chinese (its published lists,
 * `/content/<locale>/announcements.json`, which the build writes), and one not there by its alarm
 * time (`./deadline.mjs`: 45 minutes into the hour the Listing Rules give, a setting) raises the
 * alarm: a GitHub Actions error annotation naming the filing and the minutes left, a ping to a
 * monitor when one is set, and a failed run.
 *
 * An announcement is found on the website by the id a draft of it gets (`announcementId`: the
 * release date and the English title), so an editor who changes a draft's web address should keep
 * its start; a filing HKEXnews has only in one language is looked for by that language's title.
 */
import { deadlineState } from './deadline.mjs';
import { draftOf } from './draft.mjs';
import { readIssuerPairs } from './sync.mjs';
import { readWebsiteList } from './website.mjs';

/** The website's languages an announcement must be live in: those HKEX requires. */
const LIVE_LOCALES = /** @type {const} */ (['en', 'zh-TW']);

/**
 * @typedef {object} WatchLine
 * @property {'live' | 'waiting' | 'alarm' | 'late'} state
 * @property {string} id the announcement's id on the website
 * @property {string} newsIds HKEXnews' ids of its filings, comma-separated
 * @property {number} minutesLeft until it is due (negative once late)
 * @property {readonly string[]} missing the website's languages it is not live in
 */

/**
 * One line per filing of the issuer on HKEXnews' feeds: live on the website, or how long is left.
 * @param {{ source: string, stock: string, site: string, now: Date, alarmAfterMinutes?: number, fetch?: typeof fetch }} options
 * @returns {Promise<WatchLine[]>} newest release first
 * @throws {import('./latest.mjs').HkexnewsAnswerError} when HKEXnews answers in another shape
 * @throws {Error} when the website's lists cannot be read
 */
export async function watchDeadlines(options) {
  const fetchFn = options.fetch ?? fetch;
  const pairs = await readIssuerPairs({ source: options.source, stock: options.stock, fetch: fetchFn });
  const live = await Promise.all(
    LIVE_LOCALES.map(
      async (locale) => new Set((await readWebsiteList(options.site, locale, fetchFn)).map((item) => item.id)),
    ),
  );
  return pairs.map((pair) => {
    const { id } = draftOf(pair);
    const first = /** @type {import('./filings.mjs').Filing} */ (pair.english ?? pair.chinese);
    const missing = LIVE_LOCALES.filter((_, index) => !live[index]?.has(id));
    const { state, minutesLeft } = deadlineState(new Date(first.releasedAt), options.now, {
      alarmAfterMinutes: options.alarmAfterMinutes,
    });
    const newsIds = [pair.english?.newsId, pair.chinese?.newsId].filter(Boolean).join(', ');
    return { state: missing.length ? state : 'live', id, newsIds, minutesLeft, missing };
  });
}

/** Whether a watch line raises the alarm. */
export const isAlarm = (/** @type {WatchLine} */ line) => line.state === 'alarm' || line.state === 'late';

/**
 * The line the watch prints for `line`; for an alarm, a GitHub Actions error annotation
 * (`::error title=…::…`, GitHub's workflow commands), which the run's summary shows.
 * @param {WatchLine} line
 */
export function watchMessage(line) {
  if (line.state === 'live') return `live: ${line.id} (HKEXnews ${line.newsIds})`;
  const languages = line.missing.join(' and ');
  if (line.state === 'waiting') {
    return `waiting: ${line.id} (HKEXnews ${line.newsIds}) is not on the website in ${languages} yet; ${line.minutesLeft} minutes left`;
  }
  const when = line.state === 'late' ? `${-line.minutesLeft} minutes late` : `${line.minutesLeft} minutes left`;
  // Workflow commands end at a line break and read `%`: both are escaped.
  const text = `${line.id} (HKEXnews ${line.newsIds}) is not on the website in ${languages}: ${when}. Publish its draft in the CMS now.`;
  return `::error title=Announcement not on the website::${text.replaceAll('%', '%25').replaceAll('\n', ' ')}`;
}

/**
 * The address to call on a monitor after a watch: an Uptime Kuma push URL (`…/api/push/<token>`)
 * with `status` and `msg`, or a Healthchecks.io check (`…/<uuid>`, `/fail` appended on an alarm).
 * @param {string} monitor the monitor's URL, `https:` (or `http:` on loopback, for tests)
 * @param {boolean} alarm
 * @param {string} message a short summary
 * @returns {string}
 * @throws {Error} when `monitor` is not an http(s) URL
 */
export function monitorPingUrl(monitor, alarm, message) {
  const url = new URL(monitor);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && url.hostname === '127.0.0.1')) {
    throw new Error(`The monitor's URL ${monitor} is not https://`);
  }
  if (/\/api\/push\/[^/]+\/?$/.test(url.pathname)) {
    url.searchParams.set('status', alarm ? 'down' : 'up');
    url.searchParams.set('msg', message);
    return url.href;
  }
  if (alarm) url.pathname = `${url.pathname.replace(/\/+$/, '')}/fail`;
  return url.href;
}

// @ts-check
/**
 * `npm run hkexnews -- sync (--repo <git working copy> | --github <owner/repo>) [--source <origin>]
 * [--stock <code>] [--base <branch>]`: the issuer's new HKEXnews filings as CMS drafts
 * (`./sync.mjs`), in a local working copy as decap-server keeps them, or on GitHub as Decap CMS's
 * `github` backend does, with the token in `GITHUB_TOKEN` and GitHub's API at `GITHUB_API_URL`
 * (which GitHub Actions sets; `https://api.github.com` otherwise). `--source` is HKEXnews' origin
 * (the default) or a replay server's; `--stock` the issuer's code, by default `stockCode` in
 * `src/config/site.ts`.
 *
 * Exits 0 after one line per filing; 1, writing nothing, when HKEXnews answers in a shape the
 * watcher does not know, naming the URL and the field; 2 on a bad command line.
 *
 * `npm run hkexnews -- watch [--site <origin>] [--alarm-after <minutes>] [--monitor <url>]
 * [--source <origin>] [--stock <code>]`: each of those filings looked for on the live website
 * (`./watch.mjs`; `--site` defaults to `origin` in `src/config/site.ts`), one line each; exits 1
 * when one is not there by its alarm time (`--alarm-after`, default 45 minutes into the hour),
 * with an error annotation for GitHub Actions. `--monitor` (or `HKEXNEWS_MONITOR_URL`) is a
 * Healthchecks or Uptime Kuma URL, pinged after every watch, as failed on an alarm.
 *
 * `npm run hkexnews -- gaps [--site <origin>] [--source <origin>] [--stock <code>]`: five years
 * of those filings on HKEXnews' title search against the website (`./gaps.mjs`), as a Markdown
 * table, also in the GitHub Actions run's summary (`GITHUB_STEP_SUMMARY`) when there is one;
 * exits 1 when there is a gap.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { HKEXNEWS_ORIGIN, HkexnewsAnswerError } from './latest.mjs';
import { gitHubTarget } from './github-drafts.mjs';
import { gitHubStore, localStore, syncDrafts } from './sync.mjs';
import { isAlarm, monitorPingUrl, watchDeadlines, watchMessage } from './watch.mjs';
import { findGaps, gapsReport } from './gaps.mjs';
import { ALARM_AFTER_MINUTES } from './deadline.mjs';

/** The issuer's stock code, as `src/config/site.ts` sets it (read as text: this runs without the app's build). */
export function siteStockCode(root = path.resolve(import.meta.dirname, '../..')) {
  const site = readFileSync(path.join(root, 'src/config/site.ts'), 'utf8');
  const code = /^\s*stockCode:\s*'(\d{1,5})'/m.exec(site)?.[1];
  if (!code) throw new Error('src/config/site.ts sets no stockCode');
  return code;
}

/** The website's origin, as `src/config/site.ts` sets it (read as text, as {@link siteStockCode}). */
function siteOrigin(root = path.resolve(import.meta.dirname, '../..')) {
  const site = readFileSync(path.join(root, 'src/config/site.ts'), 'utf8');
  const origin = /^\s*origin:\s*'(https:\/\/[^']+)'/m.exec(site)?.[1];
  if (!origin) throw new Error('src/config/site.ts sets no https origin');
  return origin;
}

/**
 * `watch`: one line per filing, an alarm for each not live in time, the monitor pinged.
 * @param {{ source: string, stock: string, site: string, alarmAfterMinutes: number, monitor: string | undefined }} options
 * @returns {Promise<number>} the exit code
 */
async function watch({ monitor, ...options }) {
  const lines = await watchDeadlines({ ...options, now: new Date() });
  for (const line of lines) console.log(watchMessage(line));
  const alarms = lines.filter(isAlarm);
  if (monitor) {
    const summary = alarms.length
      ? `${alarms.length} announcement(s) not on the website in time: ${alarms.map((line) => line.id).join(', ')}`
      : `${lines.length} filing(s) watched, none late`;
    const response = await fetch(monitorPingUrl(monitor, alarms.length > 0, summary)).catch((error) => error);
    if (!(response instanceof Response) || !response.ok) {
      console.error(
        `hkexnews: the monitor could not be told (${response instanceof Response ? response.status : String(response)}).`,
      );
    }
  }
  return alarms.length ? 1 : 0;
}

/** @param {string[]} argv */
async function main(argv) {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      repo: { type: 'string' },
      github: { type: 'string' },
      source: { type: 'string', default: HKEXNEWS_ORIGIN },
      stock: { type: 'string' },
      base: { type: 'string', default: 'main' },
      site: { type: 'string' },
      'alarm-after': { type: 'string', default: String(ALARM_AFTER_MINUTES) },
      monitor: { type: 'string' },
    },
  });
  if (command === 'gaps') {
    const stock = values.stock ?? siteStockCode();
    try {
      const result = await findGaps({
        source: values.source,
        stock,
        site: values.site ?? siteOrigin(),
        now: new Date(),
      });
      const report = gapsReport(result, stock);
      console.log(report);
      const summary = process.env.GITHUB_STEP_SUMMARY;
      if (summary) appendFileSync(summary, `${report}\n`);
      return result.gaps.length ? 1 : 0;
    } catch (error) {
      console.error(`::error title=HKEXnews gaps failed::${/** @type {Error} */ (error).message}`);
      return 1;
    }
  }
  if (command === 'watch') {
    const alarmAfterMinutes = Number(values['alarm-after']);
    if (!Number.isInteger(alarmAfterMinutes) || alarmAfterMinutes < 0 || alarmAfterMinutes > 59) {
      console.error('hkexnews: --alarm-after is a whole number of minutes, 0 to 59.');
      return 2;
    }
    try {
      return await watch({
        source: values.source,
        stock: values.stock ?? siteStockCode(),
        site: values.site ?? siteOrigin(),
        alarmAfterMinutes,
        monitor: values.monitor ?? process.env.HKEXNEWS_MONITOR_URL,
      });
    } catch (error) {
      console.error(`::error title=HKEXnews watch failed::${/** @type {Error} */ (error).message}`);
      return 1;
    }
  }
  if (command !== 'sync' || Boolean(values.repo) === Boolean(values.github)) {
    console.error(
      'usage: npm run hkexnews -- sync (--repo <git working copy> | --github <owner/repo>) [--source <origin>] [--stock <code>]\n' +
        '       npm run hkexnews -- watch [--site <origin>] [--alarm-after <minutes>] [--monitor <url>] [--source <origin>] [--stock <code>]\n' +
        '       npm run hkexnews -- gaps [--site <origin>] [--source <origin>] [--stock <code>]',
    );
    return 2;
  }
  const token = process.env.GITHUB_TOKEN;
  if (values.github && !token) {
    console.error('hkexnews: --github needs a token in GITHUB_TOKEN (contents: write, pull-requests: write).');
    return 2;
  }
  const store = values.github
    ? gitHubStore(
        gitHubTarget(values.github, { token: token ?? '', baseUrl: process.env.GITHUB_API_URL, base: values.base }),
      )
    : localStore(path.resolve(values.repo ?? '.'), values.base);
  try {
    await syncDrafts({ store, source: values.source, stock: values.stock ?? siteStockCode() });
    return 0;
  } catch (error) {
    if (error instanceof HkexnewsAnswerError) {
      console.error(
        `hkexnews: HKEXnews answered in a shape the watcher does not know, so nothing was written: ${error.message}`,
      );
      return 1;
    }
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}

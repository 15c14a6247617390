// @vitest-environment node
/**
 * The hour watched (scripts/hkexnews/watch.mjs): the issuer's filings from a server replaying
 * HKEXnews, looked for in the published lists of a stand-in website, under a fixed clock; and
 * `npm run hkexnews -- watch`, its exit code, its annotation and the monitor it pings.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { monitorPingUrl, watchDeadlines, watchMessage, type WatchLine } from '../../../../scripts/hkexnews/watch.mjs';
import { answerAsHkexnews } from '../../support/hkexnews-replay';
import { withLoopbackServer } from '../../support/loopback-server';
import { runNode } from '../../support/run-node';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const CLI = path.join(ROOT, 'scripts/hkexnews/cli.mjs');

const INTERIM = '2026-12-04-announcement-of-interim-results-for-the-six-months-ended-30-september-2026';
const MIDDAY = [
  '2026-12-04-joint-announcement-connected-transaction-provision-of-blockchain-services-to-green',
  '2026-12-04-next-day-disclosure-return',
  '2026-12-04-grant-of-share-options',
];
const SECRETARY = '2026-12-03-change-of-company-secretary';

/** What the stand-in website lists, by locale; a locale left out answers 404. */
const lists = new Map<string, string[]>();
/** Every URL the monitor was called at. */
const pings: string[] = [];

const origin = withLoopbackServer((request, response) => {
  if (answerAsHkexnews(request, response)) return;
  const url = new URL(request.url ?? '/', 'http://site');
  if (url.pathname.startsWith('/monitor/')) {
    pings.push(`${url.pathname}${url.search}`);
    return void response.writeHead(200).end('OK');
  }
  const locale = /^\/site\/content\/([\w-]+)\/announcements\.json$/.exec(url.pathname)?.[1];
  const ids = locale === undefined ? undefined : lists.get(locale);
  if (!ids) return void response.writeHead(404).end('not found');
  response.writeHead(200, { 'content-type': 'application/json' }).end(
    JSON.stringify(
      ids.map((id) => ({
        id,
        title: 'Title',
        category: 'announcement',
        publishedAt: `${id.slice(0, 10)}T12:00:00+08:00`,
      })),
    ),
  );
});

const watchAt = (now: string) =>
  watchDeadlines({ source: origin(), stock: '2629', site: `${origin()}/site`, now: new Date(now) });

const byId = (lines: WatchLine[]) => new Map(lines.map((line) => [line.id, line]));

describe('the hour watched', () => {
  it('finds each filing live in English and Traditional Chinese, or says how long is left', async () => {
    lists.set('en', [INTERIM, ...MIDDAY, SECRETARY]);
    lists.set('zh-TW', [...MIDDAY, SECRETARY]);
    const waiting = byId(await watchAt('2026-12-04T16:55:00+08:00'));
    expect(waiting.get(INTERIM)).toMatchObject({ state: 'waiting', minutesLeft: 50, missing: ['zh-TW'] });
    for (const id of [...MIDDAY, SECRETARY]) expect(waiting.get(id)).toMatchObject({ state: 'live', missing: [] });
    expect(watchMessage(waiting.get(INTERIM) as WatchLine)).toBe(
      `waiting: ${INTERIM} (HKEXnews 11990101, 11990201) is not on the website in zh-TW yet; 50 minutes left`,
    );
  });

  it('raises the alarm 45 minutes into the hour, then calls it late, with an annotation naming the filing', async () => {
    lists.set('en', [...MIDDAY]);
    lists.set('zh-TW', [...MIDDAY]);
    const lines = byId(await watchAt('2026-12-04T17:35:00+08:00'));
    const interim = lines.get(INTERIM) as WatchLine;
    expect(interim).toMatchObject({ state: 'alarm', minutesLeft: 10, missing: ['en', 'zh-TW'] });
    expect(watchMessage(interim)).toBe(
      `::error title=Announcement not on the website::${INTERIM} (HKEXnews 11990101, 11990201) is not on the website in en and zh-TW: 10 minutes left. Publish its draft in the CMS now.`,
    );
    // Released at 18:05 the day before: due at 19:05 then.
    const secretary = lines.get(SECRETARY) as WatchLine;
    expect(secretary).toMatchObject({ state: 'late', minutesLeft: -(22 * 60 + 30) });
    expect(watchMessage(secretary)).toContain('1350 minutes late');
  });

  it('can take a setting other than 45 minutes for the alarm', async () => {
    lists.set('en', []);
    lists.set('zh-TW', []);
    const lines = await watchDeadlines({
      source: origin(),
      stock: '2629',
      site: `${origin()}/site`,
      now: new Date('2026-12-04T17:05:00+08:00'),
      alarmAfterMinutes: 15,
    });
    expect(byId(lines).get(INTERIM)).toMatchObject({ state: 'alarm', minutesLeft: 40 });
  });

  it('refuses a website list it cannot read, naming its address', async () => {
    lists.set('en', []);
    lists.delete('zh-TW');
    await expect(watchAt('2026-12-04T17:35:00+08:00')).rejects.toThrow(
      `The website's list ${origin()}/site/content/zh-TW/announcements.json cannot be read: it answered 404`,
    );
  });
});

describe('the monitor', () => {
  it('is pushed up or down with a message on Uptime Kuma, and told of a failure on Healthchecks', () => {
    expect(monitorPingUrl('https://status.example.com/api/push/Tok3n?ping=', true, '1 late')).toBe(
      'https://status.example.com/api/push/Tok3n?ping=&status=down&msg=1+late',
    );
    expect(monitorPingUrl('https://status.example.com/api/push/Tok3n', false, 'none late')).toBe(
      'https://status.example.com/api/push/Tok3n?status=up&msg=none+late',
    );
    expect(monitorPingUrl('https://hc-ping.com/0f4e1c2a-7b1d-4e1f-9c53-2f1a6d0b9e11', true, 'x')).toBe(
      'https://hc-ping.com/0f4e1c2a-7b1d-4e1f-9c53-2f1a6d0b9e11/fail',
    );
    expect(monitorPingUrl('https://hc-ping.com/0f4e1c2a-7b1d-4e1f-9c53-2f1a6d0b9e11', false, 'x')).toBe(
      'https://hc-ping.com/0f4e1c2a-7b1d-4e1f-9c53-2f1a6d0b9e11',
    );
    expect(() => monitorPingUrl('http://status.example.com/api/push/Tok3n', true, 'x')).toThrow(/not https/);
  });
});

describe('npm run hkexnews -- watch', { timeout: 60_000 }, () => {
  const watch = (...args: string[]) =>
    runNode(CLI, ['watch', '--source', origin(), '--stock', '2629', '--site', `${origin()}/site`, ...args], {
      cwd: ROOT,
    });

  it('prints a line per filing, exits 0 when every one is live, and tells the monitor so', async () => {
    const all = [INTERIM, ...MIDDAY, SECRETARY];
    lists.set('en', all);
    lists.set('zh-TW', all);
    pings.length = 0;
    const run = await watch('--monitor', `${origin()}/monitor/api/push/Tok3n`);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.trim().split('\n')).toEqual(
      expect.arrayContaining([
        `live: ${INTERIM} (HKEXnews 11990101, 11990201)`,
        `live: ${SECRETARY} (HKEXnews 11990106, 11990206)`,
      ]),
    );
    expect(pings).toEqual(['/monitor/api/push/Tok3n?status=up&msg=5+filing%28s%29+watched%2C+none+late']);
  });

  it('fails with an annotation naming the list when the website cannot be read', async () => {
    lists.delete('en');
    const run = await watch();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `::error title=HKEXnews watch failed::The website's list ${origin()}/site/content/en/announcements.json cannot be read: it answered 404`,
    );
  });

  it('refuses an alarm setting outside the hour', async () => {
    const run = await watch('--alarm-after', '75');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--alarm-after is a whole number of minutes, 0 to 59.');
  });
});

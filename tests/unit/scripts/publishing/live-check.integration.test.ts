// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRERENDERED_PATH_ATTRIBUTE as CONTRACT_ATTRIBUTE } from '@/app/prerender-contract';
import { LOCALES } from '@/config/locales';
import { localizePath } from '@/lib/locale/locale-path';
import {
  annotation,
  dueAnnouncements,
  fetchLiveList,
  findNewAnnouncements,
  hongKongTime,
  LATE_AFTER_MINUTES,
  lateMessage,
  LIVE_LIST_PATH,
  LOCALE_PREFIX,
  normalizeOrigin,
  PRERENDERED_PATH_ATTRIBUTE,
  readBuiltAnnouncements,
  sourcePublishedAt,
  summaryMarkdown,
  verifyLive,
} from '../../../../scripts/publishing/live-check.mjs';
import { runNode } from '../../support/run-node';

const root = path.resolve(import.meta.dirname, '../../../..');
const script = path.join(root, 'scripts/publishing/live-check.mjs');

type Locale = (typeof LOCALES)[number];

interface Fixture {
  id: string;
  publishedAt: string;
  titles: Record<Locale, string>;
  pdfs?: string[];
}

const OLD: Fixture = {
  id: '2026-01-09-old-announcement',
  publishedAt: '2026-01-09T17:00:00+08:00',
  titles: { en: 'Monthly Return', zh: '月报表', 'zh-TW': '月報表' },
};
const NEW: Fixture = {
  id: '2026-11-12-appointment-of-executive-director',
  publishedAt: '2026-11-12T18:45:00+08:00',
  titles: { en: 'Appointment of Executive Director', zh: '委任执行董事', 'zh-TW': '委任執行董事' },
  pdfs: [
    '/documents/announcements/2026-11-12-appointment-of-executive-director.pdf',
    '/documents/announcements/2026-11-12-appointment-of-executive-director-tc.pdf',
  ],
};
const QUOTED: Fixture = {
  id: '2026-11-12-view-on-policy',
  publishedAt: '2026-11-12T18:30:00+08:00',
  titles: {
    en: "Industry Policy – The Group's View on the SFC's Roadmap & More",
    zh: '行业政策 – 本集团对「路线图」的看法',
    'zh-TW': '行業政策 – 本集團對「路線圖」的看法',
  },
};
/** Newest first, as the build writes the lists. */
const BUILT = [NEW, QUOTED, OLD];

const temporary: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'live-check-'));
  temporary.push(dir);
  return dir;
}

/** A build's folder with `content/<locale>/announcements.json` as the build writes them. */
function makeDist(fixtures: Fixture[] = BUILT): string {
  const dist = tempDir();
  for (const locale of LOCALES) {
    mkdirSync(path.join(dist, 'content', locale), { recursive: true });
    const list = fixtures.map((fixture) => ({
      id: fixture.id,
      title: fixture.titles[locale],
      category: 'announcement',
      publishedAt: fixture.publishedAt,
      ...(fixture.pdfs
        ? {
            attachments: fixture.pdfs.map((url, index) => ({
              title: index === 0 ? 'Full announcement (English, PDF)' : 'Full announcement (Chinese, PDF)',
              url,
              language: index === 0 ? 'en' : 'zh-Hant',
              sizeBytes: 1000,
            })),
          }
        : {}),
    }));
    writeFileSync(path.join(dist, 'content', locale, 'announcements.json'), JSON.stringify(list));
  }
  return dist;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');
}

/** A prerendered page as the build writes it: its path on `#root`, its title escaped as React does. */
function page(pagePath: string, title: string): string {
  return `<!doctype html><html><head><title>${escapeHtml(title)} | Lumen Pacific</title></head><body><div id="root" data-prerendered="" ${PRERENDERED_PATH_ATTRIBUTE}="${pagePath}"><h1 id="announcement-title">${escapeHtml(title)}</h1></div></body></html>`;
}

interface Answer {
  status: number;
  type?: string;
  body?: string;
}
type Route = Answer | ((request: IncomingMessage, count: number) => Answer);

/** The live site: a local server whose answers each test sets. */
const routes = new Map<string, Route>();
const requests = new Map<string, number>();
let server: Server;
let site = '';

function serveLiveList(fixtures: Fixture[]): void {
  routes.set(LIVE_LIST_PATH, {
    status: 200,
    type: 'application/json',
    body: JSON.stringify(fixtures.map((fixture) => ({ id: fixture.id, title: fixture.titles.en }))),
  });
}

/** Every page and PDF of `fixtures`, as a good deploy leaves them. */
function serveAnnouncements(fixtures: Fixture[]): void {
  for (const fixture of fixtures) {
    for (const locale of LOCALES) {
      const pagePath = localizePath(`/announcement/${fixture.id}`, locale);
      routes.set(pagePath, {
        status: 200,
        type: 'text/html; charset=utf-8',
        body: page(pagePath, fixture.titles[locale]),
      });
    }
    for (const pdf of fixture.pdfs ?? []) routes.set(pdf, { status: 200, type: 'application/pdf', body: '%PDF-1.7' });
  }
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const count = (requests.get(pathname) ?? 0) + 1;
    requests.set(pathname, count);
    const route = routes.get(pathname);
    const answer = typeof route === 'function' ? route(request, count) : (route ?? { status: 404, body: 'Not found' });
    response.writeHead(answer.status, { 'content-type': answer.type ?? 'text/html; charset=utf-8' });
    response.end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  routes.clear();
  requests.clear();
});
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A clock that the waits between attempts move on, so no test waits. */
function fakeClock(start: string | number) {
  let time = typeof start === 'number' ? start : Date.parse(start);
  const waits: number[] = [];
  return {
    now: () => time,
    sleep: (ms: number) => {
      waits.push(ms);
      time += ms;
      return Promise.resolve();
    },
    waits,
  };
}

const minutesAfter = (fixture: Fixture, minutes: number) => Date.parse(fixture.publishedAt) + minutes * 60_000;

describe('the site the checks expect', () => {
  it('names pages as the site does', () => {
    expect(PRERENDERED_PATH_ATTRIBUTE).toBe(CONTRACT_ATTRIBUTE);
    expect(Object.keys(LOCALE_PREFIX)).toEqual([...LOCALES]);
    for (const locale of LOCALES) {
      expect(`${LOCALE_PREFIX[locale]}/announcement/x`).toBe(localizePath('/announcement/x', locale));
    }
  });

  it('takes an origin and refuses an address with a path', () => {
    expect(normalizeOrigin('https://www.example.com/')).toBe('https://www.example.com');
    expect(() => normalizeOrigin('https://www.example.com/site')).toThrow(/no path/);
    expect(() => normalizeOrigin('')).toThrow(/--site/);
    expect(() => normalizeOrigin(undefined)).toThrow(/--site/);
  });

  it('reads the build: every language, each PDF once', () => {
    const built = readBuiltAnnouncements(makeDist());
    expect(built.map((announcement) => announcement.id)).toEqual(BUILT.map((fixture) => fixture.id));
    expect(built[0]).toEqual({ id: NEW.id, publishedAt: NEW.publishedAt, titles: NEW.titles, attachments: NEW.pdfs });
    expect(() => readBuiltAnnouncements(tempDir())).toThrow(/npm run build/);
  });
});

describe('new: what the live site lacks', () => {
  it('is what the build has and the live list does not', async () => {
    serveLiveList([OLD]);
    const result = await findNewAnnouncements({ site, dist: makeDist() });
    expect(result.live.state).toBe('ok');
    expect(result.ids).toEqual([NEW.id, QUOTED.id]);
    expect(result.built).toBe(3);
  });

  it('is nothing when the live site has it all', async () => {
    serveLiveList(BUILT);
    expect((await findNewAnnouncements({ site, dist: makeDist() })).ids).toEqual([]);
  });

  it('is everything when the live site has no content file yet (404)', async () => {
    const result = await findNewAnnouncements({ site, dist: makeDist() });
    expect(result.live).toMatchObject({ state: 'missing', detail: `${site}${LIVE_LIST_PATH} answers 404` });
    expect(result.ids).toEqual(BUILT.map((fixture) => fixture.id));
  });

  it('is everything when the live site answers with something that is not JSON', async () => {
    // A host serving its fallback page for a path it lacks.
    routes.set(LIVE_LIST_PATH, { status: 200, type: 'text/html', body: '<!doctype html><html></html>' });
    const result = await findNewAnnouncements({ site, dist: makeDist() });
    expect(result.live.state).toBe('invalid');
    expect(result.ids).toHaveLength(3);
    routes.set(LIVE_LIST_PATH, { status: 200, type: 'application/json', body: '{"announcements": []}' });
    expect((await findNewAnnouncements({ site, dist: makeDist() })).live.state).toBe('invalid');
  });

  it('tries a failing live site again before calling it unreachable', async () => {
    routes.set(LIVE_LIST_PATH, { status: 503, body: 'Service Unavailable' });
    const clock = fakeClock(0);
    const live = await fetchLiveList(site, { sleep: clock.sleep });
    expect(live).toMatchObject({ state: 'unreachable', detail: `${site}${LIVE_LIST_PATH} answers 503` });
    expect(requests.get(LIVE_LIST_PATH)).toBe(3);
    routes.set(LIVE_LIST_PATH, (_request, count) =>
      count < 5 ? { status: 502 } : { status: 200, body: JSON.stringify([{ id: OLD.id }]) },
    );
    const recovered = await fetchLiveList(site, { sleep: clock.sleep });
    expect(recovered.state).toBe('ok');
    expect(recovered.ids).toEqual(new Set([OLD.id]));
  });

  it('calls a site that refuses connections unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const live = await fetchLiveList(`http://127.0.0.1:${port}`, { sleep: fakeClock(0).sleep });
    expect(live.state).toBe('unreachable');
    expect(live.detail).toMatch(/could not be fetched \(ECONNREFUSED\)/);
  });
});

describe('due: the sources whose time has come', () => {
  function source(publishedAtLine: string): string {
    return `---\nid: x\ntitle: A title\ncategory: announcement\n${publishedAtLine}\nsummary: Text\n---\n\nBody.\n`;
  }

  it('reads publishedAt as Decap CMS and people write it', () => {
    const time = Date.parse('2026-11-12T18:45:00+08:00');
    expect(sourcePublishedAt(source('publishedAt: 2026-11-12T18:45:00+08:00'))).toBe(time);
    expect(sourcePublishedAt(source("publishedAt: '2026-11-12T18:45:00+08:00'"))).toBe(time);
    expect(sourcePublishedAt(source('publishedAt: "2026-11-12T10:45:00Z" # HKEXnews time'))).toBe(time);
    expect(sourcePublishedAt(source('publishedAt: 2026-11-12T18:45:00'))).toBeUndefined();
    expect(sourcePublishedAt(source('publishedAt: tomorrow'))).toBeUndefined();
    expect(sourcePublishedAt('No front matter\npublishedAt: 2026-11-12T18:45:00+08:00\n')).toBeUndefined();
  });

  it('lists the past and the unreadable, not the future', () => {
    const content = tempDir();
    const folder = path.join(content, 'announcements', 'en');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'past.md'), source('publishedAt: 2026-11-12T18:45:00+08:00'));
    writeFileSync(path.join(folder, 'now.md'), source('publishedAt: 2026-11-12T19:00:00+08:00'));
    writeFileSync(path.join(folder, 'future.md'), source('publishedAt: 2026-11-12T19:00:01+08:00'));
    writeFileSync(path.join(folder, 'unreadable.md'), source('publishedAt: soon'));
    writeFileSync(path.join(folder, 'notes.txt'), 'not an announcement');
    const due = dueAnnouncements(content, Date.parse('2026-11-12T19:00:00+08:00'));
    expect(due.map((entry) => entry.id).sort()).toEqual(['now', 'past', 'unreadable']);
    expect(dueAnnouncements(tempDir(), Date.now())).toEqual([]);
  });
});

describe('verify: the new announcements are on the website', () => {
  it('passes when every page and PDF is there, and says how long after publication', async () => {
    serveAnnouncements(BUILT);
    const clock = fakeClock(minutesAfter(NEW, 7));
    const result = await verifyLive({
      site,
      ids: [NEW.id, QUOTED.id],
      built: readBuiltAnnouncements(makeDist()),
      ...clock,
    });
    expect(result.failures).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.reports[0]).toEqual({
      id: NEW.id,
      publishedAt: NEW.publishedAt,
      liveAt: minutesAfter(NEW, 7),
      minutes: 7,
      late: false,
    });
    expect(clock.waits).toEqual([]);
    // Three pages and two PDFs for the first; three pages for the second.
    expect(requests.get(`/zh-TW/announcement/${NEW.id}`)).toBe(1);
    expect(requests.get(NEW.pdfs?.[1] ?? '')).toBe(1);
    expect(requests.get(`/zh/announcement/${QUOTED.id}`)).toBe(1);
    expect(requests.has(`/announcement/${OLD.id}`)).toBe(false);
  });

  it('tries again with backoff until a page appears', async () => {
    serveAnnouncements([NEW]);
    const zhTW = localizePath(`/announcement/${NEW.id}`, 'zh-TW');
    const good = routes.get(zhTW) as Answer;
    routes.set(zhTW, (_request, count) => (count <= 2 ? { status: 404, body: 'Not found' } : good));
    const clock = fakeClock(minutesAfter(NEW, 3));
    const logged: string[] = [];
    const result = await verifyLive({
      site,
      ids: [NEW.id],
      built: readBuiltAnnouncements(makeDist()),
      ...clock,
      log: (message) => logged.push(message),
    });
    expect(result.ok).toBe(true);
    expect(clock.waits).toEqual([5_000, 10_000]);
    expect(requests.get(zhTW)).toBe(3);
    // What was there at first is not fetched again.
    expect(requests.get(`/announcement/${NEW.id}`)).toBe(1);
    expect(result.reports[0]?.liveAt).toBe(minutesAfter(NEW, 3) + 15_000);
    expect(logged[0]).toContain(`${site}${zhTW} answers 404`);
  });

  it('fails naming the URL when a page never appears, after the time allowed', async () => {
    serveAnnouncements([NEW]);
    const zh = localizePath(`/announcement/${NEW.id}`, 'zh');
    routes.delete(zh);
    const clock = fakeClock(minutesAfter(NEW, 2));
    const result = await verifyLive({ site, ids: [NEW.id], built: readBuiltAnnouncements(makeDist()), ...clock });
    expect(result.ok).toBe(false);
    expect(result.failures).toEqual([{ id: NEW.id, url: `${site}${zh}`, reason: 'answers 404' }]);
    expect(result.reports[0]).toMatchObject({ liveAt: null, minutes: null });
    // About ten minutes of attempts, never past them.
    const waited = clock.waits.reduce((sum, ms) => sum + ms, 0);
    expect(waited).toBeLessThanOrEqual(10 * 60_000);
    expect(waited).toBeGreaterThan(8 * 60_000);
    expect(summaryMarkdown(result, site)).toContain(`- ${site}${zh}: answers 404`);
  });

  it("refuses the host's fallback page and a PDF that is not one", async () => {
    serveAnnouncements([NEW]);
    const zh = localizePath(`/announcement/${NEW.id}`, 'zh');
    // A host without the page answers with the locale's home page (deploy/README.md).
    routes.set(zh, { status: 200, body: page('/zh/', 'Home') });
    routes.set(NEW.pdfs?.[0] ?? '', { status: 200, type: 'text/html', body: page('/', 'Home') });
    const result = await verifyLive({
      site,
      ids: [NEW.id],
      built: readBuiltAnnouncements(makeDist()),
      ...fakeClock(minutesAfter(NEW, 1)),
      timeoutMs: 0,
    });
    expect(result.failures.map((failure) => [failure.url, failure.reason])).toEqual([
      [`${site}${zh}`, expect.stringContaining("another page than the announcement's") as string],
      [`${site}${NEW.pdfs?.[0] ?? ''}`, 'answers 200 as text/html, not application/pdf'],
    ]);
  });

  it('finds a title the page writes with character references', async () => {
    serveAnnouncements([QUOTED]);
    const result = await verifyLive({
      site,
      ids: [QUOTED.id],
      built: readBuiltAnnouncements(makeDist()),
      ...fakeClock(minutesAfter(QUOTED, 1)),
    });
    expect(result.failures).toEqual([]);
    routes.set(`/announcement/${QUOTED.id}`, {
      status: 200,
      body: page(`/announcement/${QUOTED.id}`, 'Another title'),
    });
    const wrong = await verifyLive({
      site,
      ids: [QUOTED.id],
      built: readBuiltAnnouncements(makeDist()),
      ...fakeClock(minutesAfter(QUOTED, 1)),
      timeoutMs: 0,
    });
    expect(wrong.failures[0]?.reason).toBe(
      `answers 200, but its page does not contain the title "${QUOTED.titles.en}"`,
    );
  });

  it('fails an id the build does not have', async () => {
    const result = await verifyLive({ site, ids: ['no-such-id'], built: readBuiltAnnouncements(makeDist()) });
    expect(result.ok).toBe(false);
    expect(result.failures[0]).toMatchObject({ id: 'no-such-id', url: '' });
  });
});

describe('late: more than an hour after the HKEXnews time', () => {
  async function liveAfter(minutes: number, lateCheck = true) {
    serveAnnouncements([NEW]);
    return verifyLive({
      site,
      ids: [NEW.id],
      built: readBuiltAnnouncements(makeDist()),
      ...fakeClock(minutesAfter(NEW, minutes)),
      lateCheck,
    });
  }

  it('is late beyond 60 minutes', async () => {
    expect(LATE_AFTER_MINUTES).toBe(60);
    const result = await liveAfter(61);
    expect(result.ok).toBe(false);
    expect(result.failures).toEqual([]);
    const report = result.reports[0];
    expect(report).toMatchObject({ minutes: 61, late: true });
    if (!report) throw new Error('no report');
    const message = lateMessage(report);
    expect(message).toMatch(/^::error title=Published late::2026-11-12-appointment-of-executive-director reached/);
    expect(message).toContain('61 minutes after its HKEXnews time (2026-11-12 18:45 HKT, live 2026-11-12 19:46 HKT)');
    expect(message).toContain('within an hour');
    expect(summaryMarkdown(result, site)).toContain(
      `| \`${NEW.id}\` | 2026-11-12 18:45 | 2026-11-12 19:46 | 61 | **late** |`,
    );
  });

  it('is not late at 59 minutes, nor at 60', async () => {
    const at59 = await liveAfter(59);
    expect(at59.ok).toBe(true);
    expect(at59.reports[0]).toMatchObject({ minutes: 59, late: false });
    expect(summaryMarkdown(at59, site)).toContain('| 59 | within the hour |');
    expect((await liveAfter(60)).reports[0]).toMatchObject({ minutes: 60, late: false });
    expect((await liveAfter(60.01)).reports[0]).toMatchObject({ minutes: 61, late: true });
  });

  it('is shown, not judged, without a live list to compare with', async () => {
    const result = await liveAfter(600, false);
    expect(result.ok).toBe(true);
    expect(result.reports[0]?.late).toBe(true);
    expect(summaryMarkdown(result, site)).toContain('not judged');
  });
});

describe('reporting', () => {
  it('writes Hong Kong time', () => {
    expect(hongKongTime('2026-11-12T10:45:00Z')).toBe('2026-11-12 18:45');
    expect(hongKongTime(Date.parse('2026-12-31T16:30:00Z'))).toBe('2027-01-01 00:30');
  });

  it('escapes workflow commands as the runner reads them', () => {
    expect(annotation('warning', 'A: b, c', '100% done\nnext')).toBe('::warning title=A%3A b%2C c::100%25 done%0Anext');
  });

  it('says when a deploy had nothing new', () => {
    expect(summaryMarkdown({ ok: true, failures: [], reports: [], lateCheck: true }, site)).toContain(
      'No new announcement in this deploy.',
    );
  });
});

describe('command line', () => {
  function run(args: string[], env: Record<string, string> = {}) {
    return runNode(script, args, {
      cwd: root,
      env: { ...process.env, GITHUB_OUTPUT: '', GITHUB_STEP_SUMMARY: '', ...env },
    });
  }

  it('new writes the ids to $GITHUB_OUTPUT', async () => {
    serveLiveList([OLD]);
    const output = path.join(tempDir(), 'output');
    const { code } = await run(['new', '--site', `${site}/`, '--dist', makeDist()], { GITHUB_OUTPUT: output });
    expect(code).toBe(0);
    expect(readFileSync(output, 'utf8')).toBe(`ids=${NEW.id} ${QUOTED.id}\ncount=2\nlive=ok\n`);
  });

  it('new warns when the live site has no list', async () => {
    const { code, stdout } = await run(['new', '--site', site, '--dist', makeDist()]);
    expect(code).toBe(0);
    expect(stdout).toContain('::warning title=No live list of announcements::');
    expect(stdout).toContain('count=3\nlive=missing\n');
  });

  it('verify exits 1 on a late announcement and writes the job summary', async () => {
    serveAnnouncements([OLD]);
    const summary = path.join(tempDir(), 'summary.md');
    const args = ['verify', '--site', site, '--dist', makeDist(), '--ids', OLD.id];
    // Past its time by more than an hour now, whenever the test runs.
    const late = await run(args, { GITHUB_STEP_SUMMARY: summary });
    expect(late.code).toBe(1);
    expect(late.stdout).toContain('::error title=Published late::');
    expect(readFileSync(summary, 'utf8')).toContain(`| \`${OLD.id}\` | 2026-01-09 17:00 |`);
    const unjudged = await run([...args, '--no-late-check']);
    expect(unjudged.code).toBe(0);
  });

  it('verify names the URL that is not there', async () => {
    const { code, stdout } = await run([
      'verify',
      '--site',
      site,
      '--dist',
      makeDist(),
      '--ids',
      NEW.id,
      '--timeout-minutes',
      '0.0001',
    ]);
    expect(code).toBe(1);
    expect(stdout).toContain(`::error title=Not on the website::${NEW.id}: ${site}/announcement/${NEW.id} answers 404`);
  });

  it('refuses an unknown command and a missing site', async () => {
    expect((await run(['deploy', '--site', site])).stdout).toContain('unknown command');
    const missing = await run(['new']);
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain('::error title=live-check::--site');
  });
});

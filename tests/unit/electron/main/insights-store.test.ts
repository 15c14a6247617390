// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSIGHTS_FILE, openInsightsStore } from '../../../../electron/main/insights-store';
import { MAX_COUNT, type VisitorSession } from '../../../../common/insights';

/** A session as the renderer sums it up: 2 minutes in Traditional Chinese, begun from the news tile. */
const SESSION: VisitorSession = {
  seconds: 120,
  locale: 'zh-TW',
  endedBy: 'idle',
  screens: { announcements: 1, announcement: 2 },
  tiles: { news: 1 },
  announcements: 2,
  reports: 0,
  qr: { document: 1 },
  searches: 3,
};

let folder = '';
let file = '';
const log = { info: vi.fn(), warn: vi.fn() };

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'insights-'));
  file = path.join(folder, INSIGHTS_FILE);
  log.warn.mockClear();
});
afterEach(() => rm(folder, { recursive: true, force: true }));

/** A clock the test moves; dates are the kiosk's local time, whatever the machine's zone. */
function clockAt(at: Date) {
  const clock = { at };
  return { clock, now: () => clock.at };
}

const stored = async () => JSON.parse(await readFile(file, 'utf8')) as { version: number; days: { date: string }[] };

describe('openInsightsStore', () => {
  it('counts a session on the day and hour it began, and writes it at once', async () => {
    // Ended at 00:01 after two minutes: it began at 23:59 the day before.
    const { now } = clockAt(new Date(2026, 10, 29, 0, 1, 0));
    const store = await openInsightsStore({ file, now, log });
    await expect(store.recordSession(SESSION)).resolves.toBe(true);
    const [day] = (await stored()).days as unknown as Record<string, unknown>[];
    expect(day).toMatchObject({
      date: '2026-11-28',
      sessions: 1,
      sessionSeconds: [120],
      locales: { 'zh-TW': 1 },
      screens: { announcements: 1, announcement: 2 },
      tiles: { news: 1 },
      announcements: 2,
      qr: { document: 1 },
      searches: 3,
      idleResets: 1,
      recoveries: 0,
    });
    expect((day?.hours as number[])[23]).toBe(1);
    // Today (the 29th) has no session yet.
    expect(store.sessionsToday()).toBe(0);
  });

  it('adds sessions and recoveries up per day, and reads them back after a restart', async () => {
    const { now } = clockAt(new Date(2026, 10, 29, 10, 30));
    const store = await openInsightsStore({ file, now, log });
    await store.recordSession(SESSION);
    await store.recordSession({ ...SESSION, seconds: 30, locale: 'en', endedBy: 'start-over', tiles: {} });
    await store.recordSession({ ...SESSION, seconds: 600, locale: 'en' });
    await store.recordRecovery();
    expect(store.sessionsToday()).toBe(3);

    const reopened = await openInsightsStore({ file, now, log });
    expect(reopened.sessionsToday()).toBe(3);
    expect(reopened.days()).toEqual([
      expect.objectContaining({
        date: '2026-11-29',
        sessions: 3,
        sessionSeconds: [30, 120, 600],
        locales: { 'zh-TW': 1, en: 2 },
        tiles: { news: 2 },
        screens: { announcements: 3, announcement: 6 },
        idleResets: 2,
        recoveries: 1,
      }),
    ]);
    expect(reopened.days()[0]?.hours[10]).toBe(3);
  });

  it('keeps the last 90 days, today included', async () => {
    const { clock, now } = clockAt(new Date(2026, 8, 1, 12));
    const store = await openInsightsStore({ file, now, log });
    await store.recordSession(SESSION);
    clock.at = new Date(2026, 8, 2, 12);
    await store.recordSession(SESSION);
    // 1 September is day 90 of the window that ends on 29 November.
    clock.at = new Date(2026, 10, 29, 12);
    expect(store.days().map((day) => day.date)).toEqual(['2026-09-01', '2026-09-02']);
    clock.at = new Date(2026, 10, 30, 12);
    expect(store.days().map((day) => day.date)).toEqual(['2026-09-02']);
    await store.recordSession(SESSION);
    expect((await stored()).days.map((day) => day.date)).toEqual(['2026-09-02', '2026-11-30']);
    // A kiosk switched off for months starts with nothing older than the window.
    clock.at = new Date(2027, 2, 1, 12);
    expect((await openInsightsStore({ file, now, log })).days()).toEqual([]);
  });

  it('drops days a wrong clock wrote ahead of today, and days that are not valid, keeping the rest', async () => {
    const { clock, now } = clockAt(new Date(2026, 10, 29, 12));
    const store = await openInsightsStore({ file, now, log });
    await store.recordSession(SESSION);
    const today = (await stored()).days[0];
    await writeFile(
      file,
      JSON.stringify({
        version: 1,
        days: [{ ...today, date: '2026-12-24' }, { date: '2026-11-27', sessions: 'many' }, today],
      }),
    );
    const reopened = await openInsightsStore({ file, now, log });
    expect(reopened.days().map((day) => day.date)).toEqual(['2026-11-29']);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('1 days in'));
    await reopened.recordSession(SESSION);
    expect((await stored()).days).toEqual([expect.objectContaining({ date: '2026-11-29', sessions: 2 })]);
    clock.at = new Date(2026, 10, 29, 13);
    expect(reopened.sessionsToday()).toBe(2);
  });

  it('stops every count at its maximum instead of passing it, and the file still reads back', async () => {
    const { now } = clockAt(new Date(2026, 10, 29, 10, 30));
    const store = await openInsightsStore({ file, now, log });
    await store.recordSession(SESSION);
    const [today] = (await stored()).days as unknown as Record<string, unknown>[];
    // A day already at the maximum everywhere the next session and recovery add to.
    const full = {
      ...today,
      sessions: MAX_COUNT,
      hours: Array.from({ length: 24 }, () => MAX_COUNT),
      locales: { 'zh-TW': MAX_COUNT },
      screens: { announcements: MAX_COUNT, announcement: MAX_COUNT },
      tiles: { news: MAX_COUNT },
      announcements: MAX_COUNT,
      reports: MAX_COUNT,
      qr: { document: MAX_COUNT },
      searches: MAX_COUNT,
      idleResets: MAX_COUNT,
      recoveries: MAX_COUNT,
    };
    await writeFile(file, JSON.stringify({ version: 1, days: [full] }));
    const reopened = await openInsightsStore({ file, now, log });
    await expect(
      reopened.recordSession({ ...SESSION, reports: MAX_COUNT, searches: MAX_COUNT, screens: { announcements: 5 } }),
    ).resolves.toBe(true);
    await reopened.recordRecovery();
    const expected = { ...full, sessionSeconds: [120, 120] };
    expect((await stored()).days).toEqual([expected]);
    expect(log.warn).not.toHaveBeenCalled();

    // Read back after a restart: the day is kept whole, not dropped as not valid.
    const again = await openInsightsStore({ file, now, log });
    expect(again.days()).toEqual([expected]);
    expect(again.sessionsToday()).toBe(MAX_COUNT);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('drops a stored day with a count past the maximum or not a safe integer, keeping the other days', async () => {
    const { now } = clockAt(new Date(2026, 10, 29, 10, 30));
    const store = await openInsightsStore({ file, now, log });
    await store.recordSession(SESSION);
    const [today] = (await stored()).days as unknown as Record<string, unknown>[];
    await writeFile(
      file,
      JSON.stringify({
        version: 1,
        days: [
          { ...today, date: '2026-11-26', sessions: MAX_COUNT + 1 },
          { ...today, date: '2026-11-27', searches: 1e300 },
          { ...today, date: '2026-11-28', qr: { link: 1.5 } },
          today,
        ],
      }),
    );
    const reopened = await openInsightsStore({ file, now, log });
    expect(reopened.days().map((day) => day.date)).toEqual(['2026-11-29']);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('3 days in'));
  });

  it('refuses a summary with anything it does not name, so no search text can reach the store', async () => {
    const { now } = clockAt(new Date(2026, 10, 29, 10));
    const store = await openInsightsStore({ file, now, log });
    await expect(store.recordSession({ ...SESSION, query: 'chairman salary' })).resolves.toBe(false);
    await expect(store.recordSession({ ...SESSION, screens: { 'chairman salary': 1 } })).resolves.toBe(false);
    await expect(store.recordSession({ ...SESSION, locale: 'fr' })).resolves.toBe(false);
    // A name every object inherits would turn a count into text when added up.
    await expect(store.recordSession({ ...SESSION, screens: { constructor: 1 } })).resolves.toBe(false);
    await expect(store.recordSession({ ...SESSION, seconds: -1 })).resolves.toBe(false);
    await expect(store.recordSession('chairman salary')).resolves.toBe(false);
    expect(log.warn).toHaveBeenCalledTimes(6);
    await store.recordSession(SESSION);
    const text = await readFile(file, 'utf8');
    expect(text).not.toContain('chairman');
    expect(text).not.toContain('salary');
    expect(store.sessionsToday()).toBe(1);
  });

  it('never leaves a half-written file: a failed write keeps the last one, and the count for the next', async () => {
    const { now } = clockAt(new Date(2026, 10, 29, 10));
    let failNext = false;
    const { default: writeFileAtomic } = await import('write-file-atomic');
    const write = (target: string, data: string) =>
      failNext ? Promise.reject(new Error('ENOSPC: no space left on device')) : writeFileAtomic(target, data);
    const store = await openInsightsStore({ file, now, write, log });
    await store.recordSession(SESSION);
    failNext = true;
    await expect(store.recordSession(SESSION)).resolves.toBe(false);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('could not be written (ENOSPC'));
    const before = await stored();
    expect(before.days).toEqual([expect.objectContaining({ sessions: 1 })]);
    failNext = false;
    await store.recordSession(SESSION);
    expect((await stored()).days).toEqual([expect.objectContaining({ sessions: 3 })]);
    // write-file-atomic's temporary files are gone.
    expect(await readdir(folder)).toEqual([INSIGHTS_FILE]);
  });

  it('puts a file it cannot read aside and starts afresh', async () => {
    // Cut short: not JSON at all.
    await writeFile(file, '{"version":1,"days":[{"date":"2026-11-2');
    const { now } = clockAt(new Date(2026, 10, 29, 10));
    const store = await openInsightsStore({ file, now, log });
    expect(store.days()).toEqual([]);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('is not an insights file'));
    await store.recordSession(SESSION);
    expect((await readdir(folder)).sort()).toEqual([INSIGHTS_FILE, `${INSIGHTS_FILE}.unreadable`]);
    expect(store.sessionsToday()).toBe(1);
  });
});

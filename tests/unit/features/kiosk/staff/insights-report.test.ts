import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { addVisitorSession, type InsightsDay, type VisitorSession } from '@common/insights';
import {
  daysBetween,
  insightsCsv,
  isInsightsDate,
  parseInsightsDays,
  rangeDates,
  totalDays,
} from '@/features/kiosk/staff/insights-report';

const session = (seconds: number, locale: VisitorSession['locale']): VisitorSession => ({
  seconds,
  locale,
  endedBy: 'idle',
  screens: { home: 1 },
  tiles: {},
  announcements: 0,
  reports: 0,
  qr: { link: 1 },
  searches: 1,
});

/** Sessions as the shell's store adds them: two on 27 November, three on 29 November. */
function days(): InsightsDay[] {
  let all: InsightsDay[] = [];
  all = addVisitorSession(all, session(40, 'en'), new Date(2026, 10, 27, 10, 5));
  all = addVisitorSession(all, session(300, 'zh'), new Date(2026, 10, 27, 15, 0));
  for (const [seconds, locale] of [
    [60, 'zh-TW'],
    [90, 'zh-TW'],
    [20, 'en'],
  ] as const)
    all = addVisitorSession(all, session(seconds, locale), new Date(2026, 10, 29, 11, 30));
  return all;
}

describe('the staff screen’s figures', () => {
  it('takes only days in the insights’ shape from the shell, oldest first', () => {
    expect(parseInsightsDays([...days()].reverse())?.map((day) => day.date)).toEqual(['2026-11-27', '2026-11-29']);
    expect(parseInsightsDays([{ date: '2026-11-29' }])).toBeUndefined();
    expect(parseInsightsDays('days')).toBeUndefined();
  });

  it('takes the kiosk’s day from the shell only when it is a real date', () => {
    expect(isInsightsDate('2026-11-29')).toBe(true);
    expect(isInsightsDate('2028-02-29')).toBe(true);
    for (const wrong of ['', '2026-13-01', '2026-02-30', '29/11/2026', '2026-11-29T00:00', 20261129, undefined]) {
      expect(isInsightsDate(wrong), String(wrong)).toBe(false);
    }
  });

  it('spans today, the last 7 days or the dates chosen, in either order', () => {
    expect(rangeDates({ kind: 'today' }, '2026-11-29')).toEqual({ from: '2026-11-29', to: '2026-11-29' });
    expect(rangeDates({ kind: 'week' }, '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(rangeDates({ kind: 'dates', from: '2026-11-28', to: '2026-11-20' }, '2026-11-29')).toEqual({
      from: '2026-11-20',
      to: '2026-11-28',
    });
  });

  it('adds a range’s days up, with the median and longest of all its sessions', () => {
    const today = totalDays(daysBetween(days(), '2026-11-29', '2026-11-29'));
    expect(today).toMatchObject({
      sessions: 3,
      medianSeconds: 60,
      longestSeconds: 90,
      locales: { 'zh-TW': 2, en: 1 },
      qr: { link: 3 },
      searches: 3,
      idleResets: 3,
    });
    const week = totalDays(daysBetween(days(), '2026-11-23', '2026-11-29'));
    expect(week).toMatchObject({ sessions: 5, medianSeconds: 60, longestSeconds: 300, screens: { home: 5 } });
    // Two sessions: the mean of the middle two.
    expect(totalDays(daysBetween(days(), '2026-11-27', '2026-11-29').slice(0, 1)).medianSeconds).toBe(170);
    expect(totalDays([]).medianSeconds).toBe(0);
    expect(week.hours[11]).toBe(3);
  });

  it('writes a CSV with a byte-order mark, a row per date (zeros for a day without counts) and a total', () => {
    const csv = insightsCsv(
      days(),
      { from: '2026-11-27', to: '2026-11-29' },
      [
        { heading: '訪問次數', value: (totals) => totals.sessions },
        { heading: 'Median length (s)', value: (totals) => totals.medianSeconds },
      ],
      { dateHeading: '日期', totalLabel: '合計' },
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain('\r\n');
    expect(parse(csv, { bom: true })).toEqual([
      ['日期', '訪問次數', 'Median length (s)'],
      ['2026-11-27', '2', '170'],
      ['2026-11-28', '0', '0'],
      ['2026-11-29', '3', '60'],
      ['合計', '5', '60'],
    ]);
  });
});

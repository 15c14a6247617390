/**
 * The staff screen's figures from the kiosk's insights (`@common/insights`): the days of a range
 * added up, and the CSV staff take away. Pure, so the screen and the tests share them.
 */
import * as z from 'zod/mini';
import { stringify } from 'csv-stringify/browser/esm/sync';
import { addCount, addCounts, insightsDaySchema, shiftDay, type InsightsDay, type QrKind } from '@common/insights';
import type { Locale } from '@/config/locales';

const daysSchema = z.array(insightsDaySchema);

/**
 * The days the shell sent (`readInsights`), validated, oldest first; `undefined` when they are not
 * the insights' days (the staff screen says so rather than show wrong figures).
 */
export function parseInsightsDays(raw: unknown): InsightsDay[] | undefined {
  const result = daysSchema.safeParse(raw);
  return result.success ? [...result.data].sort((a, b) => a.date.localeCompare(b.date)) : undefined;
}

/**
 * Whether `value` is a calendar date as the shell names the kiosk's day (`YYYY-MM-DD`, a real
 * date): the screen counts back from it, and a date that is none would stop the whole screen.
 */
export function isInsightsDate(value: unknown): value is string {
  if (typeof value !== 'string' || !insightsDaySchema.shape.date.safeParse(value).success) return false;
  const noon = Date.parse(`${value}T12:00:00Z`);
  // 2026-02-30 parses as 2 March: only a date that comes back as itself is one.
  return !Number.isNaN(noon) && new Date(noon).toISOString().startsWith(value);
}

/** The ranges the staff screen offers: today, the last 7 days (today included), or dates staff choose. */
export type InsightsRange = { kind: 'today' } | { kind: 'week' } | { kind: 'dates'; from: string; to: string };

/** The first and last date (`YYYY-MM-DD`, both included) of `range`, on the kiosk's `today`. */
export function rangeDates(range: InsightsRange, today: string): { from: string; to: string } {
  if (range.kind === 'today') return { from: today, to: today };
  if (range.kind === 'week') return { from: shiftDay(today, -6), to: today };
  return range.from <= range.to ? range : { from: range.to, to: range.from };
}

/** The days of `days` from `from` to `to`, both included. */
export function daysBetween(days: readonly InsightsDay[], from: string, to: string): InsightsDay[] {
  return days.filter((day) => day.date >= from && day.date <= to);
}

/** A range's figures: the days' counts added up, and the session lengths' median and longest. */
export interface InsightsTotals {
  sessions: number;
  /** Median session length in whole seconds; 0 without sessions. */
  medianSeconds: number;
  longestSeconds: number;
  /** Sessions by the hour they began in, 24 entries. */
  hours: number[];
  locales: Partial<Record<Locale, number>>;
  screens: Record<string, number>;
  tiles: Record<string, number>;
  announcements: number;
  reports: number;
  qr: Partial<Record<QrKind, number>>;
  searches: number;
  idleResets: number;
  recoveries: number;
}

/** The median of sorted `values`: the middle one, or the mean of the middle two, rounded; 0 for none. */
function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const middle = Math.floor(values.length / 2);
  const upper = values[middle] ?? 0;
  return values.length % 2 === 1 ? upper : Math.round(((values[middle - 1] ?? 0) + upper) / 2);
}

/** `days` added up, each total saturating as the days' counts do (`addCount`). */
export function totalDays(days: readonly InsightsDay[]): InsightsTotals {
  const seconds = days.flatMap((day) => day.sessionSeconds).sort((a, b) => a - b);
  const sum = (pick: (day: InsightsDay) => number) => days.reduce((total, day) => addCount(total, pick(day)), 0);
  return {
    sessions: sum((day) => day.sessions),
    medianSeconds: median(seconds),
    longestSeconds: seconds.at(-1) ?? 0,
    hours: Array.from({ length: 24 }, (_, hour) => sum((day) => day.hours[hour] ?? 0)),
    locales: days.reduce<Partial<Record<Locale, number>>>((total, day) => addCounts(total, day.locales), {}),
    screens: days.reduce<Record<string, number>>((total, day) => addCounts(total, day.screens), {}),
    tiles: days.reduce<Record<string, number>>((total, day) => addCounts(total, day.tiles), {}),
    announcements: sum((day) => day.announcements),
    reports: sum((day) => day.reports),
    qr: days.reduce<Partial<Record<QrKind, number>>>((total, day) => addCounts(total, day.qr), {}),
    searches: sum((day) => day.searches),
    idleResets: sum((day) => day.idleResets),
    recoveries: sum((day) => day.recoveries),
  };
}

/** One CSV column: its heading (in the staff's language) and its value for a row's figures. */
export interface CsvColumn {
  heading: string;
  value: (totals: InsightsTotals) => number;
}

/**
 * The CSV of a range: a heading row, one row per date from `from` to `to` (a day without counts
 * has zeros), and a row of the whole range headed `totalLabel`. UTF-8 with a byte-order mark
 * (`bom`, csv-stringify's option), which Excel needs to read Chinese headings; rows end in CRLF
 * (RFC 4180). `dateHeading` heads the first column.
 */
export function insightsCsv(
  days: readonly InsightsDay[],
  range: { from: string; to: string },
  columns: readonly CsvColumn[],
  labels: { dateHeading: string; totalLabel: string },
): string {
  const rows: (string | number)[][] = [];
  for (let date = range.from; date <= range.to; date = shiftDay(date, 1)) {
    const totals = totalDays(days.filter((day) => day.date === date));
    rows.push([date, ...columns.map((column) => column.value(totals))]);
  }
  const whole = totalDays(daysBetween(days, range.from, range.to));
  rows.push([labels.totalLabel, ...columns.map((column) => column.value(whole))]);
  return stringify([[labels.dateHeading, ...columns.map((column) => column.heading)], ...rows], {
    bom: true,
    record_delimiter: 'windows',
  });
}

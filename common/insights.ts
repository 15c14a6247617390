/**
 * Booth insights (`docs/kiosk.md`, section 8, "Insights"): what the kiosk counts of its visitors'
 * sessions, per day, for the staff who run the booth. Counts only: no visitor text (a search's
 * words never leave the page), no identifiers, nothing per person. A session is what one visitor
 * did from leaving the start screen to the reset; the renderer sums it up
 * ({@link VisitorSession}) and the main process adds it to its day ({@link addVisitorSession}) in
 * the store in the user-data folder, which keeps {@link INSIGHTS_KEEP_DAYS} days.
 *
 * Shared by the main process (the store), the renderer (the session's summary, the staff's
 * figures) and the browser kiosk's stand-in bridge in the end-to-end tests. Every object from the
 * other side of the IPC, or from the store's file, is checked with these schemas first: strict
 * objects, so a field this file does not name (a visitor's text, say) is refused, not kept.
 */
import * as z from 'zod/mini';
import { LOCALES, type Locale } from './locales.ts';

/** How long the kiosk keeps its days: the last 90, today included. */
const INSIGHTS_KEEP_DAYS = 90;

/** What a QR panel handed over (`src/features/kiosk/qr-offer.ts`). */
export const QR_KINDS = ['link', 'email', 'document', 'calendar'] as const;
export type QrKind = (typeof QR_KINDS)[number];

/** How a session ended: the idle reset, or the visitor's "Start over". */
const SESSION_END_CAUSES = ['idle', 'start-over'] as const;
export type SessionEndCause = (typeof SESSION_END_CAUSES)[number];

/** The longest session counted, in seconds (a day); a longer one is refused as a broken clock. */
export const MAX_SESSION_SECONDS = 86_400;
/** The most session lengths one day keeps for its median: one session every 4 s for 24 hours. */
const MAX_SESSIONS_PER_DAY = 21_600;
/** The most keys a count map (screens, tiles) may have. */
const MAX_KEYS = 64;

/**
 * The most a count holds: `Number.MAX_SAFE_INTEGER` (2^53 − 1), the largest integer a JavaScript
 * number, and so a JSON number read back, keeps exactly. Counts saturate there ({@link addCount})
 * instead of passing it: a day that passed it would fail {@link insightsDaySchema} and be dropped
 * when the store's file is read back.
 */
export const MAX_COUNT = Number.MAX_SAFE_INTEGER;

const count = z.int().check(z.minimum(0), z.maximum(MAX_COUNT));
/**
 * A screen's route name (`home`, `financialHighlights`) or a start tile's id (`news`); never a
 * name every object inherits (`constructor`, `toString`), which adding counts would misread.
 */
const countKey = z.string().check(
  z.regex(/^[a-z][a-zA-Z0-9]{0,39}$/),
  z.refine((key) => !(key in Object.prototype), 'not an inherited name'),
);
const counts = z
  .record(countKey, count)
  .check(z.refine((record) => Object.keys(record).length <= MAX_KEYS, `at most ${MAX_KEYS} keys`));
const qrCounts = z.partialRecord(z.enum(QR_KINDS), count);
/** A session's length in whole seconds. */
const sessionLength = z.int().check(z.minimum(0), z.maximum(MAX_SESSION_SECONDS));
/** What a visitor did, counted alike in a session's summary and in a day. */
const activityCounts = {
  screens: counts,
  tiles: counts,
  announcements: count,
  reports: count,
  qr: qrCounts,
  searches: count,
};

/**
 * One visitor session, as the renderer sums it up when it ends and sends it to the main process
 * (as JSON, over the bridge's `recordSession`). `seconds`: from leaving the start screen to
 * "Start over" or, when the idle reset ended it, to the visitor's last touch, whole seconds; `locale`: the language the session ended in; `screens`: screens opened,
 * by route name (`src/config/routes.ts`); `tiles`: the start screen's tile that began it (at most
 * one); `announcements` and `reports`: announcements and report documents opened; `qr`: QR codes
 * shown, by kind; `searches`: searches made, the count only.
 */
export const visitorSessionSchema = z.strictObject({
  seconds: sessionLength,
  locale: z.enum(LOCALES),
  endedBy: z.enum(SESSION_END_CAUSES),
  ...activityCounts,
});
export type VisitorSession = z.infer<typeof visitorSessionSchema>;

/**
 * One day of a kiosk's insights, in the kiosk's local time. `sessions` counts sessions by the
 * hour they began in (`hours`, 24 entries, 0 = midnight to 1 am) and by `locales`;
 * `sessionSeconds` holds each session's length in whole seconds, sorted, without its time or
 * anything else (for the median and the longest); `idleResets` counts sessions the idle reset
 * ended; `recoveries` counts renderer recoveries (a crash or a hang, `electron/main/window.ts`).
 */
export const insightsDaySchema = z.strictObject({
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  sessions: count,
  sessionSeconds: z.array(sessionLength).check(z.maxLength(MAX_SESSIONS_PER_DAY)),
  hours: z.array(count).check(z.length(24)),
  locales: z.partialRecord(z.enum(LOCALES), count),
  ...activityCounts,
  idleResets: count,
  recoveries: count,
});
export type InsightsDay = z.infer<typeof insightsDaySchema>;

/**
 * The store's file: its format's version and its days, oldest first, each checked on its own with
 * {@link insightsDaySchema} (a day that fails is dropped, not the file).
 */
export const insightsFileSchema = z.strictObject({
  version: z.literal(1),
  days: z.array(z.unknown()),
});

/** `at`'s date in the kiosk's local time zone, as `YYYY-MM-DD`: a booth's day is its own. */
export function localDay(at: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** A day with nothing counted yet. */
function emptyDay(date: string): InsightsDay {
  return {
    date,
    sessions: 0,
    sessionSeconds: [],
    hours: Array.from({ length: 24 }, () => 0),
    locales: {},
    screens: {},
    tiles: {},
    announcements: 0,
    reports: 0,
    qr: {},
    searches: 0,
    idleResets: 0,
    recoveries: 0,
  };
}

/**
 * `a + b` for two counts (whole numbers from 0 to {@link MAX_COUNT}), saturating: a sum past
 * {@link MAX_COUNT} is {@link MAX_COUNT}. Exact below it, as both are safe integers.
 */
export function addCount(a: number, b: number): number {
  return Math.min(MAX_COUNT, a + b);
}

/**
 * `a` and `b` added key by key (own keys only), each sum saturating at {@link MAX_COUNT}
 * ({@link addCount}): a key in one only keeps its value. With `maxKeys`, a key of `b` that would
 * make the sum hold more keys is left out, so a day stays within its schema however many sessions
 * it adds up.
 */
export function addCounts<T extends Readonly<Partial<Record<string, number>>>>(a: T, b: T, maxKeys = Infinity): T {
  const sum: Record<string, number> = {};
  for (const record of [a, b])
    for (const [key, value] of Object.entries(record)) {
      const known = Object.hasOwn(sum, key);
      if (!known && Object.keys(sum).length >= maxKeys) continue;
      sum[key] = addCount(known ? (sum[key] ?? 0) : 0, value ?? 0);
    }
  return sum as T;
}

/** `days` with the day `date` changed by `change` (made, empty, if missing), oldest first. */
function updateDay(days: readonly InsightsDay[], date: string, change: (day: InsightsDay) => InsightsDay) {
  const current = days.find((day) => day.date === date) ?? emptyDay(date);
  return [...days.filter((day) => day.date !== date), change(current)].sort((a, b) => a.date.localeCompare(b.date));
}

/** Index of the first entry of sorted `values` greater than `value`. */
function insertionIndex(values: readonly number[], value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((values[middle] ?? 0) <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * `days` with `session` (already validated) added to the day and hour it began in, in the
 * kiosk's local time: it ended at `endedAt` and lasted `session.seconds`. Every count saturates at
 * {@link MAX_COUNT} ({@link addCount}), so the day stays valid. Pure; `days` is not changed.
 */
export function addVisitorSession(days: readonly InsightsDay[], session: VisitorSession, endedAt: Date): InsightsDay[] {
  const began = new Date(endedAt.getTime() - session.seconds * 1000);
  return updateDay(days, localDay(began), (day) => {
    const seconds = [...day.sessionSeconds];
    if (seconds.length < MAX_SESSIONS_PER_DAY)
      seconds.splice(insertionIndex(seconds, session.seconds), 0, session.seconds);
    return {
      ...day,
      sessions: addCount(day.sessions, 1),
      sessionSeconds: seconds,
      hours: day.hours.map((value, hour) => (hour === began.getHours() ? addCount(value, 1) : value)),
      locales: addCounts<Partial<Record<Locale, number>>>(day.locales, { [session.locale]: 1 }),
      screens: addCounts(day.screens, session.screens, MAX_KEYS),
      tiles: addCounts(day.tiles, session.tiles, MAX_KEYS),
      announcements: addCount(day.announcements, session.announcements),
      reports: addCount(day.reports, session.reports),
      qr: addCounts(day.qr, session.qr),
      searches: addCount(day.searches, session.searches),
      idleResets: addCount(day.idleResets, session.endedBy === 'idle' ? 1 : 0),
    };
  });
}

/** `days` with one renderer recovery counted on `at`'s day, saturating at {@link MAX_COUNT}. Pure. */
export function addRecovery(days: readonly InsightsDay[], at: Date): InsightsDay[] {
  return updateDay(days, localDay(at), (day) => ({ ...day, recoveries: addCount(day.recoveries, 1) }));
}

/** The `YYYY-MM-DD` date `offset` days after `date` (negative: before). */
export function shiftDay(date: string, offset: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10);
}

/**
 * `days` within the last {@link INSIGHTS_KEEP_DAYS} days up to `today`: older ones go, and so do
 * days after `today`, which a clock set wrong for a while may have written.
 */
export function keepRecentDays(days: readonly InsightsDay[], today: string): InsightsDay[] {
  const first = shiftDay(today, 1 - INSIGHTS_KEEP_DAYS);
  return days.filter((day) => day.date >= first && day.date <= today);
}

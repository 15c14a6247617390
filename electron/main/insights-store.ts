/**
 * The kiosk's insights store (`docs/kiosk.md`, section 8, "Insights"): one JSON file in the
 * user-data folder holding the last 90 days of counts (`common/insights.ts`). Each
 * visitor session and each renderer recovery is written as it is counted, atomically (a new file
 * written, flushed to disk and renamed over the old one, by write-file-atomic), so a power cut
 * loses at most the session under way and never leaves a half-written file. Counts saturate at
 * `MAX_COUNT` (`addVisitorSession`, `addRecovery`) instead of passing it, so what the store writes
 * always reads back whole.
 */
import { readFile, rename } from 'node:fs/promises';
import writeFileAtomic from 'write-file-atomic';
import {
  addRecovery,
  addVisitorSession,
  insightsDaySchema,
  insightsFileSchema,
  keepRecentDays,
  localDay,
  visitorSessionSchema,
  type InsightsDay,
} from '../../common/insights.ts';

/** The store's file name in the user-data folder. */
export const INSIGHTS_FILE = 'insights.json';

export interface InsightsStoreOptions {
  /** The store's file: `<userData>/insights.json`. */
  file: string;
  /** The clock, for the day a count belongs to; `() => new Date()` unless a test passes one. */
  now?: () => Date;
  /** Writes `data` to `file` atomically; write-file-atomic's `writeFile` unless a test passes one. */
  write?: (file: string, data: string) => Promise<void>;
  log: { info: (...args: unknown[]) => void; warn: (...args: unknown[]) => void };
}

export interface InsightsStore {
  /**
   * Counts one visitor session: `session` (the renderer's summary, still unchecked) is validated
   * with `visitorSessionSchema`, added to the day it began in, and written. Resolves `false`,
   * with a warning logged and nothing counted, for a summary that is not valid; `true` once it is
   * on disk. A failed write is logged and the count stays in memory for the next write.
   */
  recordSession(session: unknown): Promise<boolean>;
  /** Counts one renderer recovery today and writes it; never rejects. */
  recordRecovery(): Promise<void>;
  /** Sessions counted so far today (the kiosk's local date), for the heartbeat. */
  sessionsToday(): number;
  /** The days kept, oldest first, at most 90, up to today. */
  days(): readonly InsightsDay[];
}

/**
 * The days in `file`, or none when it does not exist yet. A day that is not valid is dropped with
 * a warning; a file that cannot be read as the store's format at all is renamed aside
 * (`insights.json.unreadable`, kept for staff to look at) with a warning, and the store starts
 * afresh rather than stop counting.
 */
async function loadDays(file: string, log: InsightsStoreOptions['log']): Promise<InsightsDay[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      log.warn(`Insights: ${file} could not be read (${(error as Error).message}); starting afresh`);
    return [];
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const result = insightsFileSchema.safeParse(parsed);
  if (result.success) {
    const days = result.data.days.flatMap((day) => {
      const checked = insightsDaySchema.safeParse(day);
      return checked.success ? [checked.data] : [];
    });
    if (days.length < result.data.days.length)
      log.warn(`Insights: ${result.data.days.length - days.length} days in ${file} were not valid and are dropped`);
    // One entry per date, the first kept, as a store that wrote it would have.
    return days.filter((day, index) => days.findIndex((other) => other.date === day.date) === index);
  }
  log.warn(`Insights: ${file} is not an insights file; kept as ${file}.unreadable, starting afresh`);
  await rename(file, `${file}.unreadable`).catch((error: unknown) => {
    log.warn(`Insights: ${file} could not be renamed (${(error as Error).message})`);
  });
  return [];
}

/** Opens the store at `options.file`, reading the days it holds; never rejects. */
export async function openInsightsStore(options: InsightsStoreOptions): Promise<InsightsStore> {
  const { file, log } = options;
  const now = options.now ?? (() => new Date());
  const write = options.write ?? ((path: string, data: string) => writeFileAtomic(path, data));
  let days = keepRecentDays(await loadDays(file, log), localDay(now()));

  // One write at a time, each of the state as it is then: a later count never lands under an
  // earlier write.
  let writing: Promise<unknown> = Promise.resolve();
  const save = (): Promise<boolean> => {
    const done = writing.then(async () => {
      const data = JSON.stringify({ version: 1, days } satisfies { version: 1; days: InsightsDay[] });
      try {
        await write(file, data);
        return true;
      } catch (error) {
        log.warn(`Insights: ${file} could not be written (${(error as Error).message})`);
        return false;
      }
    });
    writing = done;
    return done;
  };

  return {
    async recordSession(session) {
      const result = visitorSessionSchema.safeParse(session);
      if (!result.success) {
        log.warn(`Insights: refused a session summary that is not valid (${result.error.issues.length} problems)`);
        return false;
      }
      const at = now();
      days = keepRecentDays(addVisitorSession(days, result.data, at), localDay(at));
      return save();
    },
    async recordRecovery() {
      const at = now();
      days = keepRecentDays(addRecovery(days, at), localDay(at));
      await save();
    },
    sessionsToday: () => days.find((day) => day.date === localDay(now()))?.sessions ?? 0,
    days: () => keepRecentDays(days, localDay(now())),
  };
}

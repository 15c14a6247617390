/**
 * Where a kiosk's settings came from, for the staff screen (docs/kiosk.md, "Running a fleet"):
 * each session setting in force with its source, and the fleet's signed settings file (its
 * address, when the one in force was issued and took effect, when the kiosk last asked and what
 * came of it). The main process builds it (`electron/main/remote-settings.ts`), the staff screen
 * validates it with {@link settingsReportSchema} before showing it. It never holds the staff PIN
 * or its hash: only whether one is set.
 */
import * as z from 'zod/mini';

/** Where a setting's value came from: the kiosk's own `kiosk-config.json` (or flags), or the fleet's file. */
const SETTING_ORIGINS = ['config', 'fleet-all', 'fleet-kiosk'] as const;

/** An ISO 8601 time, as the main process writes them (`Date#toISOString`). */
const isoTime = z.iso.datetime();

/** The report's shape. */
export const settingsReportSchema = z.strictObject({
  settings: z
    .array(
      z.strictObject({
        key: z.string().check(z.regex(/^[A-Za-z]{1,40}$/)),
        value: z.string().check(z.maxLength(200)),
        from: z.enum(SETTING_ORIGINS),
      }),
    )
    .check(z.maxLength(20)),
  fleet: z.strictObject({
    url: z.optional(z.string().check(z.maxLength(2048))),
    issuedAt: z.optional(isoTime),
    appliedAt: z.optional(isoTime),
    pendingIssuedAt: z.optional(isoTime),
    lastCheck: z.optional(
      z.strictObject({
        at: isoTime,
        outcome: z.string().check(z.maxLength(500)),
      }),
    ),
  }),
});

/** Where a kiosk's settings came from; see the module comment. */
export type SettingsReport = z.infer<typeof settingsReportSchema>;

/**
 * IPC handlers. Each accepts messages only from our window's main frame at the app's origin and
 * validates its arguments (Electron security checklist, item 17).
 */
import type { BrowserWindow, IpcMain, IpcMainInvokeEvent } from 'electron';
import {
  IPC_CHANNELS,
  type IpcChannel,
  type IpcResult,
  type SignedOut,
  type UnlockResult,
} from '../../common/bridge.ts';
import { localDay } from '../../common/insights.ts';
import type { SettingsReport } from '../../common/settings-report.ts';
import { EXIT_PIN_MAX_DIGITS, type KioskSessionSettings, type LinkMode } from '../../common/kiosk-settings.ts';
import { verifyExitPin } from './exit-pin-hash.mjs';
import { ExportRefusedError, type ExportRefusal, type InsightsExporter } from './insights-export.ts';
import type { InsightsStore } from './insights-store.ts';
import { isTrustedSender } from './kiosk-policy.ts';
import { mayOpenExternally, openExternalSafely } from './links.ts';
import { createPinGuard, PIN_LOCKOUT_POLICY } from './pin-guard.ts';

export interface IpcOptions {
  /** Electron's `ipcMain` (its `handle` and `removeHandler`); a fake in the unit tests. */
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>;
  /** The kiosk window once created; messages from any other sender are refused. */
  window: () => BrowserWindow | undefined;
  /** `app://site` in production, the Vite dev server's origin in development. */
  appOrigin: string;
  /**
   * The staff PIN's validated hash (`exitPinHash`, `exit-pin-hash.mjs`) in force, or `undefined`:
   * then no PIN signs staff in. Asked at each sign-in, as a fleet's settings may change it.
   */
  exitPinHash: () => string | undefined;
  /** The link mode in force; `qr` refuses every `openExternal`. */
  linkMode: () => LinkMode;
  /**
   * Called at the end of each visitor session (`endSession`): applies what waits for an idle
   * reset (a fleet's new settings, `remote-settings.ts`) and returns the session settings in force,
   * which `endSession` answers the page.
   */
  onSessionEnd?: () => KioskSessionSettings;
  /** Where the settings in force came from (`SettingsReport`), for the staff screen. */
  settingsReport?: () => SettingsReport;
  openExternal: (url: string) => Promise<void>;
  quit: () => void;
  /** `kioskName` from the configuration, for the staff screen. */
  kioskName: string;
  /** The insights store: it counts each visitor session's summary and gives the staff screen its days. */
  insights: Pick<InsightsStore, 'recordSession' | 'days'>;
  /**
   * The staff screen's CSV export, in two steps (`insights-export.ts`): `choose` finds where it
   * would go, `write` writes there once staff confirm, `forget` drops the choice at sign-out.
   */
  exporter: Pick<InsightsExporter, 'choose' | 'write' | 'forget'>;
  /** Milliseconds since the epoch, for the PIN lockout and the staff's sign-in; `Date.now` unless a test passes a clock. */
  now?: () => number;
  log: { info: (...args: unknown[]) => void; warn: (...args: unknown[]) => void };
}

function trusted(event: IpcMainInvokeEvent, options: IpcOptions): boolean {
  const ok = isTrustedSender(
    {
      senderId: event.sender.id,
      // The main frame is the one without a parent (WebFrameMain.parent is null only there).
      frameIsMain: event.senderFrame !== null && event.senderFrame.parent === null,
      frameUrl: event.senderFrame?.url ?? '',
    },
    options.window()?.webContents.id,
    options.appOrigin,
  );
  if (!ok) options.log.warn(`Refused an IPC message from an untrusted sender (${event.senderFrame?.url ?? 'unknown'})`);
  return ok;
}

/** The longest session summary taken, in characters: a real one is a few hundred. */
export const MAX_SESSION_SUMMARY_CHARS = 16_384;
/** The longest CSV export taken, in characters: 90 days of insights are a few tens of kilobytes. */
export const MAX_EXPORT_CHARS = 5_000_000;
/** The longest export choice's id taken, in characters: the exporter's are UUIDs (36). */
const MAX_TARGET_ID_CHARS = 100;
/** How long staff stay signed in without a staff-only call: 30 minutes, in milliseconds. */
export const STAFF_SIGN_IN_MS = 30 * 60_000;

/** What the page is told of a refused export: `stale` when staff should choose the drive again. */
function pageReason(reason: ExportRefusal): 'stale' | 'exists' | 'failed' {
  if (reason === 'exists') return 'exists';
  return reason === 'stale' || reason === 'changed' ? 'stale' : 'failed';
}

/**
 * Registers the bridge's handlers on `options.ipcMain`; returns the function that removes them.
 * The bridge's data reaches the preload on the renderer's command line instead
 * (`common/bridge-arguments.ts`), so no handler answers synchronously.
 *
 * - `openExternal`: refused (`{ ok: false, reason: 'refused' }`) for an untrusted sender, a
 *   non-string or over-long URL, link mode `qr`, or a link `openExternalSafely` refuses.
 * - `unlockStaff`: the PIN is checked against `exitPinHash` (scrypt, about 90 ms, off the main
 *   thread); attempts are checked one after another, so parallel calls cannot slip past the
 *   lockout. Wrong PINs are counted by a {@link createPinGuard} guard; while it is locked out the
 *   handler answers `locked` without comparing. The right PIN signs staff in for
 *   {@link STAFF_SIGN_IN_MS}, renewed by each staff-only call. Every failure and lockout is logged.
 * - `lockStaff`: signs staff out.
 * - staff-only, answered `signed-out` unless staff are signed in: `quit` (quits the kiosk),
 *   `readInsights` (the kiosk's name, today's date, the insights' days and where the settings
 *   came from),
 *   `chooseExportTarget` (where an export would go, from the exporter's `choose`; `failed` when
 *   there is no place it will write to, with the reason logged) and `exportInsights` (a choice's
 *   id and a string of at most {@link MAX_EXPORT_CHARS} characters, written by the exporter's
 *   `write` to that choice's place; `stale` for an id that is not the current choice's, or a
 *   drive that changed since, `exists` when the file's name is taken, `failed` when the file
 *   cannot be written, each with the reason logged). Signing out drops the choice.
 * - `endSession`: clears the kiosk window's back/forward history (`navigationHistory.clear()`,
 *   which keeps only the current entry), so the next visitor cannot step back through the last
 *   one's pages, signs staff out, and answers the session settings in force from then on
 *   (`onSessionEnd`); nothing for an untrusted sender.
 * - `recordSession`: a visitor session's summary, JSON of at most {@link MAX_SESSION_SUMMARY_CHARS}
 *   characters, parsed and handed to the insights store, which validates it; anything else, or
 *   anything from an untrusted sender, is dropped with a warning.
 */
export function registerIpcHandlers(options: IpcOptions): () => void {
  const { ipcMain } = options;
  const now = options.now ?? Date.now;
  const guard = createPinGuard({ now });
  /** Until when staff are signed in, ms since the epoch; 0: signed out. */
  let staffUntil = 0;
  const signOut = () => {
    if (staffUntil !== 0) options.log.info('Staff signed out');
    staffUntil = 0;
    options.exporter.forget();
  };
  /** Whether staff are signed in; each staff-only call renews the sign-in. */
  const staffSignedIn = (): boolean => {
    if (now() >= staffUntil) {
      signOut();
      return false;
    }
    staffUntil = now() + STAFF_SIGN_IN_MS;
    return true;
  };
  const signedOut: SignedOut = { ok: false, reason: 'signed-out' };
  /**
   * Registers `handler` on `channel`, held to that channel's answer in the bridge's contract
   * (`IpcContract`, `common/bridge.ts`); its arguments arrive as `unknown`, whatever the
   * page sent, and each handler checks them.
   */
  const handle = <C extends IpcChannel>(
    channel: C,
    handler: (event: IpcMainInvokeEvent, ...args: unknown[]) => IpcResult<C> | Promise<IpcResult<C>>,
  ) => {
    ipcMain.handle(channel, handler);
  };
  handle(IPC_CHANNELS.openExternal, async (event, url: unknown) => {
    if (!trusted(event, options) || typeof url !== 'string' || url.length > 2048)
      return { ok: false, reason: 'refused' };
    if (!mayOpenExternally(options.linkMode())) {
      options.log.warn(`Refused to open ${JSON.stringify(url.slice(0, 300))}: link mode is qr`);
      return { ok: false, reason: 'refused' };
    }
    const outcome = await openExternalSafely(url, options.appOrigin, {
      openExternal: options.openExternal,
      log: options.log.warn,
    });
    return outcome === 'opened' ? { ok: true } : { ok: false, reason: outcome };
  });
  const checkPin = async (pin: unknown): Promise<UnlockResult> => {
    const check = guard.check();
    if (!check.allowed) {
      options.log.warn(`Staff sign-in refused: locked out for another ${check.retryAfterSeconds} s`);
      return { ok: false, reason: 'locked', retryAfterSeconds: check.retryAfterSeconds };
    }
    const entered = typeof pin === 'string' ? pin.slice(0, EXIT_PIN_MAX_DIGITS + 1) : '';
    const hash = options.exitPinHash();
    const right =
      hash !== undefined &&
      (await verifyExitPin(entered, hash).catch((error: unknown) => {
        options.log.warn(`Staff sign-in: the PIN could not be checked (${(error as Error).message})`);
        return false;
      }));
    if (right) {
      guard.recordSuccess();
      staffUntil = now() + STAFF_SIGN_IN_MS;
      options.log.info('Staff signed in');
      return { ok: true };
    }
    const failure = guard.recordFailure();
    options.log.warn(
      `Staff sign-in refused: wrong PIN (${failure.attempt} of ${PIN_LOCKOUT_POLICY.attemptsPerRound})${hash ? '' : '; no exit PIN is configured'}`,
    );
    if (failure.lockoutMs === undefined) return { ok: false, reason: 'wrong-pin' };
    const retryAfterSeconds = Math.ceil(failure.lockoutMs / 1000);
    options.log.warn(
      `Staff sign-in locked for ${retryAfterSeconds} s after ${PIN_LOCKOUT_POLICY.attemptsPerRound} wrong PINs`,
    );
    return { ok: false, reason: 'locked', retryAfterSeconds };
  };
  // The check awaits scrypt; without a queue, a page firing many attempts at once would have all
  // of them pass `guard.check()` before the first failure is counted.
  let attempts: Promise<unknown> = Promise.resolve();
  handle(IPC_CHANNELS.unlockStaff, (event, pin: unknown) => {
    // An untrusted frame gets no bridge at all; its message is neither compared nor counted.
    if (!trusted(event, options)) return Promise.resolve({ ok: false, reason: 'wrong-pin' });
    const result = attempts.then(() => checkPin(pin));
    attempts = result.catch(() => undefined);
    return result;
  });
  handle(IPC_CHANNELS.endSession, (event) => {
    if (!trusted(event, options)) return undefined;
    options.window()?.webContents.navigationHistory.clear();
    signOut();
    return options.onSessionEnd?.();
  });
  handle(IPC_CHANNELS.lockStaff, (event) => {
    if (trusted(event, options)) signOut();
    return undefined;
  });
  handle(IPC_CHANNELS.quit, (event) => {
    if (!trusted(event, options)) return signedOut;
    if (!staffSignedIn()) {
      options.log.warn('Refused to quit: staff are not signed in');
      return signedOut;
    }
    options.log.info('Staff exit');
    options.quit();
    return { ok: true };
  });
  handle(IPC_CHANNELS.readInsights, (event) => {
    if (!trusted(event, options) || !staffSignedIn()) return signedOut;
    return {
      ok: true,
      kioskName: options.kioskName,
      today: localDay(new Date(now())),
      days: options.insights.days(),
      ...(options.settingsReport ? { settings: options.settingsReport() } : {}),
    };
  });
  handle(IPC_CHANNELS.chooseExportTarget, async (event) => {
    if (!trusted(event, options) || !staffSignedIn()) return signedOut;
    try {
      const target = await options.exporter.choose();
      options.log.info(`Insights export: offered ${target.fileName} in ${target.folder} for staff to confirm`);
      return { ok: true, target };
    } catch (error) {
      options.log.warn(`Insights export: no place to write to (${(error as Error).message})`);
      return { ok: false, reason: 'failed' };
    }
  });
  handle(IPC_CHANNELS.exportInsights, async (event, id: unknown, csv: unknown) => {
    if (!trusted(event, options) || !staffSignedIn()) return signedOut;
    if (typeof id !== 'string' || id.length > MAX_TARGET_ID_CHARS) {
      options.log.warn('Insights export refused: no export choice given');
      return { ok: false, reason: 'stale' };
    }
    if (typeof csv !== 'string' || csv.length > MAX_EXPORT_CHARS) {
      options.log.warn('Insights export refused: not a CSV of the expected size');
      return { ok: false, reason: 'failed' };
    }
    try {
      const saved = await options.exporter.write(id, csv);
      options.log.info(`Insights exported to ${saved.path}`);
      return { ok: true, ...saved };
    } catch (error) {
      if (error instanceof ExportRefusedError) {
        options.log.warn(`Insights export refused (${error.message})`);
        return { ok: false, reason: pageReason(error.reason) };
      }
      options.log.warn(`Insights could not be exported (${(error as Error).message})`);
      return { ok: false, reason: 'failed' };
    }
  });
  handle(IPC_CHANNELS.recordSession, async (event, summary: unknown) => {
    if (!trusted(event, options)) return undefined;
    let parsed: unknown;
    try {
      if (typeof summary !== 'string' || summary.length > MAX_SESSION_SUMMARY_CHARS) throw new Error('not a summary');
      parsed = JSON.parse(summary);
    } catch {
      options.log.warn('Insights: refused a session summary that is not JSON of the expected size');
      return undefined;
    }
    await options.insights.recordSession(parsed);
    return undefined;
  });
  return () => {
    for (const channel of Object.values(IPC_CHANNELS)) ipcMain.removeHandler(channel);
  };
}

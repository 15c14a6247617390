/**
 * The kiosk bridge: the one object the preload exposes to the renderer as `window.kiosk`, and
 * the IPC channels behind it ({@link IpcContract}: each channel's arguments and answer). Typed
 * once here for the main process's handlers (`electron/main/ipc.ts`), the preload
 * (`electron/preload/bridge.ts`) and the app, which reads the bridge in one place only
 * (`src/lib/kiosk-bridge.ts`).
 */
import type { KioskSessionSettings } from './kiosk-settings.ts';

/** IPC channel names; every handler in the main process is registered under one of these. */
export const IPC_CHANNELS = {
  /** Renderer → main: open an allowed external link in the system browser. */
  openExternal: 'kiosk:open-external',
  /** Renderer → main: staff sign in with the entered PIN. */
  unlockStaff: 'kiosk:unlock-staff',
  /** Renderer → main: staff leave their screen; the kiosk is the visitors' again. */
  lockStaff: 'kiosk:lock-staff',
  /** Renderer → main: staff quit the kiosk (signed in only). */
  quit: 'kiosk:quit',
  /** Renderer → main: a visitor session ended; forget its navigation history. */
  endSession: 'kiosk:end-session',
  /** Renderer → main: a visitor session's summary (JSON), for the insights store. */
  recordSession: 'kiosk:record-session',
  /** Renderer → main: the insights' days, for the staff screen (signed in only). */
  readInsights: 'kiosk:read-insights',
  /** Renderer → main: where the staff screen's CSV would go, for staff to confirm (signed in only). */
  chooseExportTarget: 'kiosk:choose-export-target',
  /** Renderer → main: the staff screen's CSV, to the place staff confirmed (signed in only). */
  exportInsights: 'kiosk:export-insights',
} as const satisfies Record<string, IpcChannel>;

/** An IPC channel of the bridge (`kiosk:open-external`, …). */
export type IpcChannel = keyof IpcContract;

/**
 * Each channel's arguments, as the preload sends them (strings only: a page may pass anything,
 * and the preload converts it), and what the main process's handler answers. The main process
 * receives the arguments as `unknown` all the same and checks them again (`electron/main/ipc.ts`).
 */
interface IpcContract {
  'kiosk:open-external': { args: [url: string]; result: OpenExternalResult };
  'kiosk:unlock-staff': { args: [pin: string]; result: UnlockResult };
  'kiosk:lock-staff': { args: []; result: undefined };
  'kiosk:quit': { args: []; result: SignedOut | { readonly ok: true } };
  'kiosk:end-session': { args: []; result: KioskSessionSettings | undefined };
  'kiosk:record-session': { args: [summary: string]; result: undefined };
  'kiosk:read-insights': { args: []; result: InsightsResult };
  'kiosk:choose-export-target': { args: []; result: ExportTargetResult };
  'kiosk:export-insights': { args: [targetId: string, csv: string]; result: ExportResult };
}

/** The arguments the preload sends on `channel`. */
export type IpcArguments<C extends IpcChannel> = IpcContract[C]['args'];
/** What the main process answers on `channel`. */
export type IpcResult<C extends IpcChannel> = IpcContract[C]['result'];

/**
 * What the preload receives from the main process before the page runs: through the renderer's
 * command line (`bridge-arguments.ts`), not over IPC.
 */
export interface BridgeData {
  readonly version: string;
  readonly config: KioskRendererConfig;
}

/**
 * The configuration values the renderer needs (a subset of the shell's configuration): the
 * session settings (`startPath`, `idleSeconds`, `warningSeconds`, `linkMode`, `defaultLocale`,
 * `defaultTheme`) and the content settings.
 */
export interface KioskRendererConfig extends KioskSessionSettings {
  /** Content API base address, overriding the build's `VITE_API_BASE_URL`; absent for the build's own. */
  readonly contentBaseUrl?: string;
  /** Per-attempt timeout of content API requests in milliseconds; absent for the build's own. */
  readonly contentTimeoutMs?: number;
  /**
   * The public website whose published content files (`/content/<locale>/…`) the kiosk reads
   * instead of the ones it was built with (docs/kiosk.md, "Running a fleet"); absent for the built ones.
   */
  readonly siteUrl?: string;
}

/** Result of {@link KioskBridge.openExternal}. */
type OpenExternalResult = { readonly ok: true } | { readonly ok: false; readonly reason: 'refused' | 'failed' };

/**
 * Result of {@link KioskBridge.unlockStaff}. `wrong-pin`: the PIN did not match (or none is
 * configured); `locked`: too many wrong PINs, nothing was compared, and a new attempt is possible
 * in `retryAfterSeconds` (whole seconds, rounded up).
 */
export type UnlockResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'wrong-pin' }
  | { readonly ok: false; readonly reason: 'locked'; readonly retryAfterSeconds: number };

/** What a staff-only call answers when staff are not signed in (never were, or timed out). */
export type SignedOut = { readonly ok: false; readonly reason: 'signed-out' };

/**
 * Result of {@link KioskBridge.readInsights}: the kiosk's name, today's date in its time zone
 * (`YYYY-MM-DD`), its days (`InsightsDay[]`, `common/insights.ts`, oldest first) and
 * where its settings came from (`SettingsReport`, `common/settings-report.ts`); the last
 * two typed `unknown` as the page validates them.
 */
type InsightsResult =
  | {
      readonly ok: true;
      readonly kioskName: string;
      readonly today: string;
      readonly days: unknown;
      readonly settings?: unknown;
    }
  | SignedOut;

/**
 * Where an export would go, for staff to see and confirm before anything is written
 * ({@link KioskBridge.chooseExportTarget}). Every text is for showing only: the page hands back
 * `id` alone, never a path.
 */
export interface ExportTarget {
  /**
   * The choice, for {@link KioskBridge.exportInsights}: an opaque id, good for one export within
   * 5 minutes while staff stay signed in, and only until the next choice.
   */
  readonly id: string;
  /** `true`: a USB stick (or other removable drive); `false`: the kiosk's own folder (no stick found). */
  readonly removable: boolean;
  /** The drive's name as its system shows it (`STICK`, `BOOTH (E:)`); empty for the kiosk's own folder. */
  readonly label: string;
  /** The folder the file would go in (`/media/kiosk/STICK`, `E:\`). */
  readonly folder: string;
  /** The file's name in it (`insights-Booth-3-2026-11-29-143015.csv`), free when chosen. */
  readonly fileName: string;
}

/**
 * Result of {@link KioskBridge.chooseExportTarget}: the place, or `failed` when there is none the
 * kiosk will write to (the folder is a symlink, say).
 */
export type ExportTargetResult =
  { readonly ok: true; readonly target: ExportTarget } | SignedOut | { readonly ok: false; readonly reason: 'failed' };

/**
 * Result of {@link KioskBridge.exportInsights}: the file's path, and whether it is on a USB stick.
 * Nothing is written when it is not `ok`: `stale`, the choice is unknown, used or expired, or the
 * drive was removed or changed since (choose again); `exists`, something already has the file's
 * name, left as it is; `failed`, the file could not be written.
 */
export type ExportResult =
  | { readonly ok: true; readonly path: string; readonly removable: boolean }
  | SignedOut
  | { readonly ok: false; readonly reason: 'stale' | 'exists' | 'failed' };

/** `window.kiosk`, present only inside the kiosk shell. */
export interface KioskBridge {
  readonly isKiosk: true;
  readonly version: string;
  readonly config: KioskRendererConfig;
  /**
   * Asks the shell to open `url` in the system browser; only `https:`, `http:` and `mailto:`
   * pass, and only when the link mode is `browser` or `both` (refused in `qr`).
   */
  openExternal(url: string): Promise<OpenExternalResult>;
  /**
   * Staff sign-in: when `pin` matches the configured PIN, staff are signed in to the staff-only
   * calls below until {@link KioskBridge.lockStaff}, the end of a visitor session, or 30 minutes
   * without a staff-only call; see {@link UnlockResult}.
   */
  unlockStaff(pin: string): Promise<UnlockResult>;
  /** Signs staff out; resolves with nothing. */
  lockStaff(): Promise<void>;
  /** Quits the kiosk when staff are signed in (the promise may never settle then); else refused. */
  quit(): Promise<SignedOut | { readonly ok: true }>;
  /**
   * Ends a visitor session in the shell: the kiosk window's back/forward history is cleared
   * (Electron's `webContents.navigationHistory.clear()`), keeping only the current entry, so the
   * next visitor cannot go back through the last one's pages, and staff are signed out. Call it after the idle reset or
   * "Start over" has navigated to the start page, as that entry is the one kept. Resolves, once
   * the history is cleared, with the session settings in force from now on (a fleet's new
   * settings take effect at this moment, docs/kiosk.md, "Running a fleet"), typed `unknown` as the
   * page validates them, or `undefined`; never rejects for a frame the shell trusts (an untrusted
   * one gets no bridge, and its message is ignored).
   */
  endSession(): Promise<unknown>;
  /**
   * Counts one visitor session in the kiosk's insights (`common/insights.ts`):
   * `summary` is a `VisitorSession` as JSON, which the main process parses and validates (a
   * summary that is not valid is logged and not counted). Resolves with nothing either way.
   */
  recordSession(summary: string): Promise<void>;
  /** The insights for the staff screen, when staff are signed in; see {@link InsightsResult}. */
  readInsights(): Promise<InsightsResult>;
  /**
   * The export's first step, when staff are signed in: where the CSV would go (a USB stick if one
   * is plugged in, else the kiosk's own folder) and under what name, for the staff screen to show
   * before anything is written; see {@link ExportTargetResult}.
   */
  chooseExportTarget(): Promise<ExportTargetResult>;
  /**
   * The export's second step, when staff are signed in: saves `csv` (text with its byte-order
   * mark, at most 5,000,000 characters, written as UTF-8) as a new file at the place staff
   * confirmed, `targetId` being its {@link ExportTarget.id}; see {@link ExportResult}.
   */
  exportInsights(targetId: string, csv: string): Promise<ExportResult>;
}

declare global {
  interface Window {
    /** Set by the kiosk shell's preload; `undefined` on the web. */
    readonly kiosk?: KioskBridge;
  }
}

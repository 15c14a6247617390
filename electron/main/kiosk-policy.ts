/**
 * Kiosk policies as plain functions and data, so each is unit-tested without Electron
 * (docs/kiosk.md; Electron's security checklist).
 */

/**
 * Hardened web preferences for the kiosk window (Electron security checklist, items 2–7, 11).
 * `additionalArguments` go to the renderer's `process.argv`, where the sandboxed preload reads
 * the bridge's data (`common/bridge-arguments.ts`).
 */
export function kioskWebPreferences(preload: string, zoomFactor: number, additionalArguments: readonly string[]) {
  return {
    preload,
    additionalArguments: [...additionalArguments] as string[],
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webviewTag: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    navigateOnDragDrop: false,
    spellcheck: false,
    safeDialogs: true,
    zoomFactor,
  } as const;
}

/** Options for the kiosk `BrowserWindow`: full screen in kiosk mode, no frame, shown when ready. */
export function kioskWindowOptions(
  preload: string,
  zoomFactor: number,
  development: boolean,
  additionalArguments: readonly string[],
) {
  return {
    show: false,
    kiosk: !development,
    fullscreen: !development,
    frame: development,
    autoHideMenuBar: true,
    backgroundColor: '#0a1120',
    width: 1280,
    height: 800,
    webPreferences: kioskWebPreferences(preload, zoomFactor, additionalArguments),
  } as const;
}

/** The parts of Electron's `Input` the key policy reads. */
export interface KeyInput {
  type: string;
  key: string;
  control: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

const ZOOM_KEYS = new Set(['+', '=', '-', '_', '0']);
const DEVTOOLS_LETTERS = new Set(['i', 'j', 'c']);

/**
 * Whether a key press must be swallowed in production: zoom (Ctrl/Cmd with + − 0), reload
 * (F5, Ctrl/Cmd+R), dev tools (F12, Ctrl+Shift+I/J/C, Cmd+Alt+I/J/C), closing (Ctrl/Cmd+W,
 * Alt+F4, Cmd+Q) and printing or saving (Ctrl/Cmd+P/S). The staff exit chord
 * ({@link isExitChord}) passes: it only opens the page's PIN dialog
 * (`src/features/kiosk/staff-sign-in.tsx`), and a swallowed key never reaches the page.
 */
export function isBlockedKey(input: KeyInput): boolean {
  if (input.type !== 'keyDown' || isExitChord(input)) return false;
  const key = input.key.toLowerCase();
  const command = input.control || input.meta;
  if (key === 'f5' || key === 'f12' || key === 'f11' || key === 'browserrefresh') return true;
  if (input.alt && key === 'f4') return true;
  if (
    command &&
    (ZOOM_KEYS.has(key) ||
      key === 'r' ||
      key === 'w' ||
      key === 'q' ||
      key === 'p' ||
      key === 's' ||
      key === 'n' ||
      key === 't')
  ) {
    return true;
  }
  if (command && (input.shift || input.alt) && DEVTOOLS_LETTERS.has(key)) return true;
  return false;
}

/** The staff exit chord: Ctrl+Alt+Shift+Q (Cmd+Alt+Shift+Q on macOS). */
export function isExitChord(input: KeyInput): boolean {
  return (
    input.type === 'keyDown' &&
    input.key.toLowerCase() === 'q' &&
    (input.control || input.meta) &&
    input.alt &&
    input.shift
  );
}

/** What to do after a renderer crash. */
export type CrashDecision =
  | { readonly action: 'reload'; readonly delayMs: number }
  /** Too many crashes: show the local "restarting" screen, then reload after `delayMs`. */
  | { readonly action: 'restarting-screen'; readonly delayMs: number };

/** Crash-loop guard settings: backoff from 1 s to 60 s; 3 crashes in 5 minutes is a loop. */
export const CRASH_POLICY = {
  firstDelayMs: 1_000,
  maxDelayMs: 60_000,
  loopCount: 3,
  loopWindowMs: 5 * 60_000,
} as const;

/**
 * Remembers recent renderer crashes and decides how long to wait before reloading.
 * The delay doubles with each crash inside the window; a calm period resets it.
 */
export class CrashLoopGuard {
  private crashes: number[] = [];

  /** Records a crash at `now` (ms) and returns what to do. */
  record(now: number): CrashDecision {
    this.crashes = [...this.crashes.filter((at) => now - at < CRASH_POLICY.loopWindowMs), now];
    const recent = this.crashes.length;
    const delayMs = Math.min(CRASH_POLICY.firstDelayMs * 2 ** (recent - 1), CRASH_POLICY.maxDelayMs);
    return recent >= CRASH_POLICY.loopCount ? { action: 'restarting-screen', delayMs } : { action: 'reload', delayMs };
  }
}

/** Seconds a renderer may stay unresponsive before it is crashed on purpose and reloaded. */
export const UNRESPONSIVE_LIMIT_MS = 30_000;

/**
 * Milliseconds from `now` until the next local `HH:MM` (tomorrow when today's has passed).
 * @param time - `HH:MM`, 24-hour, local time.
 */
export function msUntilDailyRestart(now: Date, time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const next = new Date(now);
  next.setHours(hours, minutes, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
}

/** Permissions the kiosk grants: none (Electron security checklist, item 5). */
const GRANTED_PERMISSIONS: ReadonlySet<string> = new Set();

/** Whether a permission request or check may pass; with {@link GRANTED_PERMISSIONS} empty, never. */
export function isPermissionGranted(permission: string): boolean {
  return GRANTED_PERMISSIONS.has(permission);
}

/** The parts of an IPC event the sender check reads. */
export interface IpcSender {
  senderId: number;
  frameIsMain: boolean;
  frameUrl: string;
}

/**
 * Whether an IPC message comes from our own window's main frame at the app's origin
 * (Electron security checklist, item 17).
 */
export function isTrustedSender(
  sender: IpcSender,
  windowWebContentsId: number | undefined,
  appOrigin: string,
): boolean {
  if (windowWebContentsId === undefined || sender.senderId !== windowWebContentsId || !sender.frameIsMain) return false;
  try {
    const url = new URL(sender.frameUrl);
    return `${url.protocol}//${url.host}` === appOrigin;
  } catch {
    return false;
  }
}

/** The parts of Electron's `will-download` event and `DownloadItem` the download policy reads. */
export interface DownloadAttempt {
  event: { preventDefault(): void };
  item: { getURL(): string; getFilename(): string };
}

/**
 * The session's `will-download` policy: the kiosk downloads nothing (a visitor could otherwise
 * fill the disk or drop a file on a public machine); each attempt is cancelled and logged as
 * `Refused a download: <file name> from <url>`.
 */
export function refuseDownload({ event, item }: DownloadAttempt, log: (message: string) => void): void {
  event.preventDefault();
  log(`Refused a download: ${JSON.stringify(item.getFilename().slice(0, 120))} from ${item.getURL().slice(0, 300)}`);
}

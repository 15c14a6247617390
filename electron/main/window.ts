/**
 * The kiosk window and the policies bound to its web contents: navigation and window-open
 * guards, key and zoom lock-down, full-screen re-entry, the hidden cursor, and crash and hang
 * recovery.
 */
import type { BrowserWindow, BrowserWindowConstructorOptions, WebContents } from 'electron';
import type { BridgeData } from '../../common/bridge.ts';
import { encodeBridgeArgument } from '../../common/bridge-arguments.ts';
import type { ResolvedKioskConfig } from './config.ts';
import { isAppNavigation, mayOpenExternally, openExternalSafely } from './links.ts';
import { CrashLoopGuard, isBlockedKey, kioskWindowOptions, UNRESPONSIVE_LIMIT_MS } from './kiosk-policy.ts';
import { APP_ORIGIN } from './protocol.ts';

/** The pages the kiosk window loads, all at one origin. */
export interface KioskPages {
  /** `app://site` in production, the Vite dev server's origin in development. */
  origin: string;
  /** The configured start path with `kiosk=1` added to its query. */
  startUrl: string;
  /** The calm local "restarting" page shown during a crash loop. */
  restartingUrl: string;
}

/**
 * The kiosk window's origin and pages: the build at `app://site`, or the Vite dev server at
 * `devServerUrl` (which `shellEnvironment` in `config.ts` gives only to an unpackaged app).
 * @param startPath - the configured `startPath`, a site path that may carry a query.
 * @throws TypeError when `devServerUrl` is not an absolute URL.
 */
export function kioskPages(devServerUrl: string | undefined, startPath: string): KioskPages {
  const origin = devServerUrl ? new URL(devServerUrl).origin : APP_ORIGIN;
  return {
    origin,
    startUrl: new URL(`${startPath}${startPath.includes('?') ? '&' : '?'}kiosk=1`, origin).href,
    restartingUrl: new URL('/kiosk/restarting.html', origin).href,
  };
}

export interface KioskWindowOptions {
  /** Electron's `BrowserWindow` class; a fake in the unit tests. */
  BrowserWindow: new (options: BrowserWindowConstructorOptions) => BrowserWindow;
  config: ResolvedKioskConfig;
  /** What the preload exposes as `window.kiosk`: passed on the renderer's command line. */
  bridgeData: BridgeData;
  /** Absolute path of the built preload script. */
  preload: string;
  /** `app://site` in production, the Vite dev server's origin in development. */
  appOrigin: string;
  /** URL of the first page. */
  startUrl: string;
  /** URL of the calm local "restarting" page shown during a crash loop. */
  restartingUrl: string;
  development: boolean;
  openExternal: (url: string) => Promise<void>;
  /**
   * Told each time the renderer is reloaded after a crash or a hang, with the time: the heartbeat
   * reports the last one (`heartbeat.ts`).
   */
  onRecovery?: (at: Date) => void;
  log: { info: (...args: unknown[]) => void; warn: (...args: unknown[]) => void; error: (...args: unknown[]) => void };
}

/** Installs the link rules on `contents`: nothing but the app loads in the window. */
function guardNavigation(contents: WebContents, options: KioskWindowOptions): void {
  const handOff = (url: string) => {
    if (!mayOpenExternally(options.config.linkMode)) {
      options.log.info(`External link kept in the QR panel only: ${url}`);
      return;
    }
    void openExternalSafely(url, options.appOrigin, { openExternal: options.openExternal, log: options.log.warn });
  };
  contents.setWindowOpenHandler(({ url }) => {
    handOff(url);
    return { action: 'deny' };
  });
  const refuse = (event: Electron.Event, url: string) => {
    if (isAppNavigation(url, options.appOrigin)) return;
    event.preventDefault();
    options.log.warn(`Refused navigation away from the app: ${url}`);
    handOff(url);
  };
  contents.on('will-navigate', refuse);
  contents.on('will-redirect', refuse);
  contents.on('will-frame-navigate', (details) => {
    if (!isAppNavigation(details.url, options.appOrigin)) details.preventDefault();
  });
}

/** Installs the kiosk lock-down (production only): keys, zoom, context menu, full screen. */
function lockDown(window: BrowserWindow, options: KioskWindowOptions): void {
  const contents = window.webContents;
  contents.on('before-input-event', (event, input) => {
    if (isBlockedKey(input)) event.preventDefault();
  });
  contents.on('context-menu', (event) => event.preventDefault());
  contents.on('did-finish-load', () => {
    void contents.setVisualZoomLevelLimits(1, 1);
    contents.setZoomFactor(options.config.zoomFactor);
  });
  contents.on('zoom-changed', () => contents.setZoomFactor(options.config.zoomFactor));
  const reenter = () => {
    if (!window.isDestroyed() && !window.isKiosk()) {
      options.log.warn('The window left kiosk mode; re-entering');
      window.setKiosk(true);
    }
  };
  window.on('leave-full-screen', reenter);
  window.on('leave-html-full-screen', reenter);
  contents.on('devtools-opened', () => contents.closeDevTools());
}

/** Reloads after a renderer crash or a 30 s hang, with the crash-loop guard's backoff. */
function recoverFromCrashes(window: BrowserWindow, options: KioskWindowOptions): void {
  const guard = new CrashLoopGuard();
  const contents = window.webContents;
  let hang: ReturnType<typeof setTimeout> | undefined;
  contents.on('render-process-gone', (_event, details) => {
    clearTimeout(hang);
    const now = Date.now();
    const decision = guard.record(now);
    options.onRecovery?.(new Date(now));
    options.log.error(
      `Renderer gone (${details.reason}, exit code ${details.exitCode}); ${decision.action} in ${decision.delayMs} ms`,
    );
    if (decision.action === 'restarting-screen') void window.loadURL(options.restartingUrl);
    setTimeout(() => {
      if (!window.isDestroyed()) void window.loadURL(options.startUrl);
    }, decision.delayMs);
  });
  window.on('unresponsive', () => {
    options.log.warn('Renderer unresponsive; will reload if it does not recover in 30 s');
    clearTimeout(hang);
    hang = setTimeout(() => {
      options.log.error('Renderer still unresponsive; crashing it to reload');
      contents.forcefullyCrashRenderer();
    }, UNRESPONSIVE_LIMIT_MS);
  });
  window.on('responsive', () => clearTimeout(hang));
}

/**
 * Creates the kiosk window with hardened web preferences and loads `startUrl`; shows it when
 * ready to show. The bridge's data and `appOrigin` go into `webPreferences.additionalArguments`
 * (`encodeBridgeArgument`), so the preload has them without IPC.
 */
export function createKioskWindow(options: KioskWindowOptions): BrowserWindow {
  const { BrowserWindow } = options;
  const bridgeArgument = encodeBridgeArgument({ ...options.bridgeData, appOrigin: options.appOrigin });
  const window = new BrowserWindow(
    kioskWindowOptions(options.preload, options.config.zoomFactor, options.development, [bridgeArgument]),
  );
  guardNavigation(window.webContents, options);
  if (!options.development) lockDown(window, options);
  recoverFromCrashes(window, options);
  if (options.config.hideCursor) {
    // `hideCursor` (docs/kiosk.md, "2. Configure"): no pointer on touch-only screens. A literal,
    // so no configured text ever reaches `insertCSS`.
    const contents = window.webContents;
    contents.on('did-finish-load', () => void contents.insertCSS('* { cursor: none !important; }'));
  }
  window.once('ready-to-show', () => window.show());
  void window.loadURL(options.startUrl);
  return window;
}

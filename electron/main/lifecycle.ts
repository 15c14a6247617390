/**
 * The app's lifecycle around the kiosk window: what must happen before `ready`, the single
 * instance, quitting with the last window, and a start that fails loudly. Electron's objects are
 * parameters, so each step is tested without Electron.
 */
import type { App, BrowserWindow, Menu, Protocol } from 'electron';
import { registerAppScheme } from './protocol.ts';

/** What {@link prepareApp} needs. */
export interface PrepareAppOptions {
  app: Pick<App, 'setPath'>;
  /** Electron's `Menu` class (its static `setApplicationMenu`). */
  menu: Pick<typeof Menu, 'setApplicationMenu'>;
  protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>;
  /**
   * A profile folder of its own (`KIOSK_USER_DATA_DIR`, which `shellEnvironment` in `config.ts`
   * gives only to an unpackaged app), so several kiosks or test runs can run side by side.
   */
  userDataDir: string | undefined;
}

/**
 * The steps before the app is ready, each of which Electron's docs require then: the profile
 * folder (`app.setPath('userData')`, before anything reads it), `app:` as a privileged scheme
 * (`protocol.registerSchemesAsPrivileged`) and no application menu, so no accelerator of the
 * default menu (reload, dev tools, zoom) reaches the kiosk window.
 */
export function prepareApp({ app, menu, protocol, userDataDir }: PrepareAppOptions): void {
  if (userDataDir) app.setPath('userData', userDataDir);
  registerAppScheme(protocol);
  menu.setApplicationMenu(null);
}

/** The parts of the kiosk window a second launch touches. */
type FocusableWindow = Pick<BrowserWindow, 'isMinimized' | 'restore' | 'focus'>;

/** What {@link setupSingleInstance} needs. */
export interface SingleInstanceOptions {
  app: Pick<App, 'requestSingleInstanceLock' | 'quit' | 'on'>;
  /** The kiosk window once created. */
  window: () => FocusableWindow | undefined;
}

/**
 * Makes the kiosk a single instance (Electron's docs, `app.requestSingleInstanceLock`): a second
 * launch quits at once and brings the first one's window to the front (restored if minimised);
 * the app quits when its window closes, on macOS too.
 * @returns `false` when another instance holds the lock (this one is quitting; start nothing),
 *   `true` otherwise.
 */
export function setupSingleInstance({ app, window }: SingleInstanceOptions): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', () => {
    const current = window();
    if (!current) return;
    if (current.isMinimized()) current.restore();
    current.focus();
  });
  app.on('window-all-closed', () => app.quit());
  return true;
}

/** What {@link startWhenReady} needs. */
export interface StartOptions {
  app: Pick<App, 'whenReady' | 'exit'>;
  /** Sets up the kiosk once the app is ready. */
  onReady: () => Promise<void>;
  log: { error: (message: string, error: unknown) => void };
}

/**
 * Runs `onReady` once the app is ready. When it fails (an unreadable web build, say), the error is
 * logged and the app exits with code 1, so the service that launched it can start it again,
 * instead of staying open with nothing on the screen.
 * @returns a promise that settles when the start has finished or failed; never rejects.
 */
export function startWhenReady({ app, onReady, log }: StartOptions): Promise<void> {
  return app
    .whenReady()
    .then(onReady)
    .catch((error: unknown) => {
      log.error('The kiosk could not start', error);
      app.exit(1);
    });
}

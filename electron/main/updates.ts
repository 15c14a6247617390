/**
 * Silent self-updates of an installed kiosk (docs/kiosk.md, section 4) with electron-updater: the
 * update is found and downloaded in the background and installed when the app next quits, which
 * the daily restart provides. Nothing is ever shown on the kiosk's screen: electron-updater's
 * `checkForUpdatesAndNotify` would put a system notification over it, so only `checkForUpdates`
 * is called.
 *
 * The publisher check on Windows: electron-updater's `NsisUpdater.verifySignature` refuses a
 * downloaded installer whose Authenticode signer is not one of the `publisherName` entries, and
 * reads those from the package's `resources/app-update.yml` (`configOnDisk`), not from the
 * feed. `setFeedURL` below replaces only the provider, so the check still runs. electron-builder
 * writes `publisherName` there from `win.signtoolOptions.publisherName` in electron-builder.yml;
 * without it (or without that file) the updater skips the check, so that option must stay.
 */
import type { App } from 'electron';
import { msUntilDailyRestart } from './kiosk-policy.ts';

/** Time between update checks after the first, at start: 6 hours, in milliseconds. */
export const UPDATE_CHECK_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** A logger with electron-log's levels; electron-updater writes its own progress to it too. */
interface UpdateLog {
  info: (...args: unknown[]) => void;
  warn: (...args: unknown[]) => void;
  error: (...args: unknown[]) => void;
}

/** What this module uses of electron-updater's `autoUpdater` (an `AppUpdater`). */
export interface KioskUpdater {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  /** electron-updater's docs: web installer files might not have signature verification. The kiosk ships none. */
  disableWebInstaller: boolean;
  allowDowngrade: boolean;
  logger: UpdateLog | null;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  /** Resolves to `null` when the updater is inactive, else with the download under way (`autoDownload`). */
  checkForUpdates(): Promise<{ downloadPromise?: Promise<unknown> | null } | null>;
  /**
   * Quits and installs the downloaded update; `isSilent` runs the Windows installer without its
   * window, `isForceRunAfter` starts the app again once it is installed (electron-updater's
   * `AppUpdater.quitAndInstall`).
   */
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
}

/** The kiosk's updates once started. */
export interface KioskUpdates {
  /** Whether the kiosk updates itself (packaged, with a feed, not a system package). */
  readonly on: boolean;
  /**
   * Quits, installs a downloaded update silently and starts the kiosk again
   * (`quitAndInstall(true, true)`), for the daily restart: a plain `app.relaunch()` would start
   * the kiosk while the Windows installer replaces it, and the installer ends that copy without
   * starting a new one, leaving the screen dark. Returns `false`, doing nothing, when no update
   * has been downloaded.
   */
  restartIntoUpdate(): boolean;
}

/** Updates that are off: nothing ever waits to be installed. */
const OFF: KioskUpdates = { on: false, restartIntoUpdate: () => false };

/** A class electron-updater exports, for an `instanceof` test. */
type UpdaterClass = abstract new (...args: never[]) => object;

/** The parts of the `electron-updater` module this module reads. */
export interface UpdaterModule {
  autoUpdater: KioskUpdater;
  DebUpdater: UpdaterClass;
  RpmUpdater: UpdaterClass;
  PacmanUpdater: UpdaterClass;
}

/** What {@link startUpdates} needs, passed in so that it runs without Electron in the unit tests. */
export interface UpdatesOptions {
  /** `updateFeedUrl` from the kiosk's configuration (an `https:` folder), or `undefined`: no updates. */
  feedUrl: string | undefined;
  /** `app.isPackaged`: only an installed kiosk updates itself. */
  isPackaged: boolean;
  /** Imports electron-updater (`() => import('electron-updater')`); called only when updates are on. */
  loadUpdater: () => Promise<UpdaterModule>;
  log: UpdateLog;
}

/**
 * Starts the kiosk's silent updates when it is packaged and `feedUrl` is set: checks the generic
 * feed at once and then every {@link UPDATE_CHECK_INTERVAL_MS}, downloads a newer version in the
 * background and installs it at the next quit (electron-updater's `autoDownload` and
 * `autoInstallOnAppQuit`, https://www.electron.build/auto-update). A kiosk installed from a deb,
 * rpm or pacman package is left to the system's package tools: electron-updater would install
 * those through `pkexec` or `sudo`, which asks for a password on the kiosk's screen.
 *
 * Never rejects and never shows anything: a failed load, check or download is logged, and the
 * next check tries again. Resolves, once the first check has finished, to the updates' handle
 * ({@link KioskUpdates}).
 */
export async function startUpdates(options: UpdatesOptions): Promise<KioskUpdates> {
  const { feedUrl, isPackaged, log } = options;
  if (!isPackaged) return OFF;
  if (!feedUrl) {
    log.info('Updates: off (no updateFeedUrl)');
    return OFF;
  }
  let updater: KioskUpdater;
  try {
    const updaterModule = await options.loadUpdater();
    updater = updaterModule.autoUpdater;
    const systemPackage = [updaterModule.DebUpdater, updaterModule.RpmUpdater, updaterModule.PacmanUpdater];
    if (systemPackage.some((kind) => updater instanceof kind)) {
      log.info("Updates: off (installed from a system package; the system's package tools update it)");
      return OFF;
    }
    updater.logger = log;
    updater.autoDownload = true;
    updater.autoInstallOnAppQuit = true;
    updater.disableWebInstaller = true;
    updater.allowDowngrade = false;
    updater.setFeedURL({ provider: 'generic', url: feedUrl });
  } catch (error) {
    log.error('Updates: off (the updater could not be set up)', error);
    return OFF;
  }
  let downloaded = false;
  const check = async (): Promise<void> => {
    try {
      const result = await updater.checkForUpdates();
      result?.downloadPromise?.then(
        () => {
          downloaded = true;
        },
        (error: unknown) => log.error('Updates: the download failed', error),
      );
    } catch (error) {
      log.error('Updates: the check failed', error);
    }
  };
  setInterval(() => void check(), UPDATE_CHECK_INTERVAL_MS);
  await check();
  return {
    on: true,
    restartIntoUpdate() {
      if (!downloaded) return false;
      log.info('Updates: restarting into the downloaded update');
      updater.quitAndInstall(true, true);
      return true;
    },
  };
}

/** What {@link scheduleDailyRestart} needs, passed in so that it runs without Electron in the unit tests. */
export interface DailyRestartOptions {
  /** `dailyRestart` from the configuration (`HH:MM`, local time), or `undefined`: no restart. */
  time: string | undefined;
  /** The updates as {@link startUpdates} resolves them. */
  updates: Promise<KioskUpdates>;
  app: Pick<App, 'relaunch' | 'exit'>;
  /** The current time; `new Date()` unless a test passes one. */
  now?: Date;
  log: { info: (message: string) => void };
}

/**
 * Restarts the whole app at `time` (the next one, today or tomorrow: `msUntilDailyRestart`), into
 * a downloaded update when one waits ({@link KioskUpdates.restartIntoUpdate}, which starts the
 * kiosk again once it is installed), else with `app.relaunch()` and then `app.exit(0)`
 * (Electron's docs, `app.relaunch`: it does not quit the app; quitting afterwards restarts it).
 * Does nothing without a `time`. One timer only: the next day's is set by the new instance.
 */
export function scheduleDailyRestart({ time, updates, app, now = new Date(), log }: DailyRestartOptions): void {
  if (!time) return;
  setTimeout(
    () => {
      log.info(`Daily restart at ${time}`);
      void updates.then((started) => {
        if (started.restartIntoUpdate()) return;
        app.relaunch();
        app.exit(0);
      });
    },
    msUntilDailyRestart(now, time),
  );
}

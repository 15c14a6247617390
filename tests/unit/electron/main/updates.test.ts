// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  scheduleDailyRestart,
  startUpdates,
  UPDATE_CHECK_INTERVAL_MS,
  type KioskUpdater,
  type KioskUpdates,
  type UpdaterModule,
  type UpdatesOptions,
} from '../../../../electron/main/updates';

const FEED = 'https://updates.example.com/kiosk/';

class DebUpdater {
  readonly packageType = 'deb';
}
class RpmUpdater {
  readonly packageType = 'rpm';
}
class PacmanUpdater {
  readonly packageType = 'pacman';
}

type CheckResult = Awaited<ReturnType<KioskUpdater['checkForUpdates']>>;

/** A stand-in for electron-updater's `autoUpdater` with its documented defaults, plus the notifying check. */
function fakeUpdater(kind?: abstract new () => object) {
  const updater = Object.assign(kind ? (Object.create(kind.prototype as object) as object) : {}, {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    disableWebInstaller: false,
    allowDowngrade: true,
    logger: null,
    setFeedURL: vi.fn<KioskUpdater['setFeedURL']>(),
    checkForUpdates: vi.fn<() => Promise<CheckResult>>(() => Promise.resolve(null)),
    checkForUpdatesAndNotify: vi.fn(() => Promise.resolve(null)),
    quitAndInstall: vi.fn<KioskUpdater['quitAndInstall']>(),
  });
  return updater satisfies KioskUpdater;
}

function moduleWith(autoUpdater: KioskUpdater): UpdaterModule {
  return { autoUpdater, DebUpdater, RpmUpdater, PacmanUpdater };
}

function options(overrides: Partial<UpdatesOptions> & { updater?: KioskUpdater } = {}) {
  const { updater = fakeUpdater(), ...rest } = overrides;
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const loadUpdater = vi.fn(() => Promise.resolve(moduleWith(updater)));
  return { feedUrl: FEED, isPackaged: true, loadUpdater, log, ...rest } satisfies UpdatesOptions;
}

// Every start sets a 6-hour interval; fake ones end with the test.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startUpdates', () => {
  it('checks the configured feed silently with checkForUpdates, never checkForUpdatesAndNotify', async () => {
    const updater = fakeUpdater();
    const started = options({ updater });
    await expect(startUpdates(started)).resolves.toMatchObject({ on: true });
    expect(updater.setFeedURL).toHaveBeenCalledWith({ provider: 'generic', url: FEED });
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1);
    expect(updater.checkForUpdatesAndNotify).not.toHaveBeenCalled();
    expect(updater.logger).toBe(started.log);
  });

  it('downloads in the background and installs at the next quit, never an older version or a web installer', async () => {
    const updater = fakeUpdater();
    await startUpdates(options({ updater }));
    expect(updater).toMatchObject({
      autoDownload: true,
      autoInstallOnAppQuit: true,
      disableWebInstaller: true,
      allowDowngrade: false,
    });
  });

  it('does not load the updater when the app is not packaged', async () => {
    const started = options({ isPackaged: false });
    await expect(startUpdates(started)).resolves.toMatchObject({ on: false });
    expect(started.loadUpdater).not.toHaveBeenCalled();
  });

  it('does not load the updater without a feed URL, and logs that updates are off', async () => {
    const started = options({ feedUrl: undefined });
    await expect(startUpdates(started)).resolves.toMatchObject({ on: false });
    expect(started.loadUpdater).not.toHaveBeenCalled();
    expect(started.log.info).toHaveBeenCalledWith('Updates: off (no updateFeedUrl)');
  });

  it.each([
    ['deb', DebUpdater],
    ['rpm', RpmUpdater],
    ['pacman', PacmanUpdater],
  ])('leaves a %s install to the system package tools', async (_name, kind) => {
    const updater = fakeUpdater(kind);
    const started = options({ updater });
    await expect(startUpdates(started)).resolves.toMatchObject({ on: false });
    expect(updater.setFeedURL).not.toHaveBeenCalled();
    expect(updater.checkForUpdates).not.toHaveBeenCalled();
    expect(started.log.info).toHaveBeenCalledWith(expect.stringContaining('system package'));
  });

  it('checks again every 6 hours', async () => {
    const updater = fakeUpdater();
    await startUpdates(options({ updater }));
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(6 * 60 * 60 * 1000);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(3);
    expect(updater.checkForUpdatesAndNotify).not.toHaveBeenCalled();
  });

  it('logs a failed check without rejecting, and checks again at the next interval', async () => {
    const updater = fakeUpdater();
    const failure = new Error('feed unreachable');
    updater.checkForUpdates.mockRejectedValueOnce(failure);
    const started = options({ updater });
    await expect(startUpdates(started)).resolves.toMatchObject({ on: true });
    expect(started.log.error).toHaveBeenCalledWith('Updates: the check failed', failure);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(2);
  });

  it('logs a failed download (a wrong signature among them) instead of leaving it unhandled', async () => {
    const updater = fakeUpdater();
    const failure = new Error('New version 0.2.0 is not signed by the application owner');
    let rejectDownload: (error: Error) => void = () => undefined;
    const downloadPromise = new Promise<string[]>((_resolve, reject) => {
      rejectDownload = reject;
    });
    updater.checkForUpdates.mockResolvedValueOnce({ downloadPromise });
    const started = options({ updater });
    await startUpdates(started);
    expect(started.log.error).not.toHaveBeenCalled();
    rejectDownload(failure);
    await downloadPromise.catch(() => undefined);
    expect(started.log.error).toHaveBeenCalledWith('Updates: the download failed', failure);
  });

  it('logs an updater that cannot be loaded or set up, and resolves', async () => {
    const failure = new Error('Cannot find module electron-updater');
    const unloadable = options({ loadUpdater: vi.fn(() => Promise.reject(failure)) });
    await expect(startUpdates(unloadable)).resolves.toMatchObject({ on: false });
    expect(unloadable.log.error).toHaveBeenCalledWith('Updates: off (the updater could not be set up)', failure);

    const updater = fakeUpdater();
    const invalid = new TypeError('Invalid URL');
    updater.setFeedURL.mockImplementation(() => {
      throw invalid;
    });
    const badFeed = options({ updater });
    await expect(startUpdates(badFeed)).resolves.toMatchObject({ on: false });
    expect(badFeed.log.error).toHaveBeenCalledWith('Updates: off (the updater could not be set up)', invalid);
    expect(updater.checkForUpdates).not.toHaveBeenCalled();
  });

  it('restarts into a downloaded update silently, starting the kiosk again; without one it does nothing', async () => {
    const updater = fakeUpdater();
    let finishDownload: () => void = () => undefined;
    const downloadPromise = new Promise<string[]>((resolve) => {
      finishDownload = () => resolve(['Lumen Pacific Kiosk Setup 0.2.0.exe']);
    });
    updater.checkForUpdates.mockResolvedValueOnce({ downloadPromise });
    const updates = await startUpdates(options({ updater }));
    expect(updates.restartIntoUpdate()).toBe(false);
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
    finishDownload();
    await downloadPromise;
    expect(updates.restartIntoUpdate()).toBe(true);
    expect(updater.quitAndInstall).toHaveBeenCalledWith(true, true);
  });

  it('never restarts into an update when updates are off', async () => {
    const updates = await startUpdates(options({ isPackaged: false }));
    expect(updates.restartIntoUpdate()).toBe(false);
  });
});

describe('scheduleDailyRestart', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date(2026, 10, 21, 3, 0, 0), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });

  /** Schedules a restart at `time`, at 03:00 local time, with updates that have `waiting` downloaded. */
  function schedule(time: string | undefined, waiting = false) {
    const app = { relaunch: vi.fn(), exit: vi.fn() };
    const log = { info: vi.fn() };
    const restartIntoUpdate = vi.fn(() => waiting);
    const updates: KioskUpdates = { on: true, restartIntoUpdate };
    scheduleDailyRestart({ time, updates: Promise.resolve(updates), app, log });
    return { app, log, restartIntoUpdate };
  }

  it('restarts the whole app at the configured time of day', async () => {
    const { app, log } = schedule('04:30');
    // From 03:00 to 04:30.
    await vi.advanceTimersByTimeAsync(90 * 60_000 - 1);
    expect(app.relaunch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(log.info).toHaveBeenCalledWith('Daily restart at 04:30');
    expect(app.relaunch).toHaveBeenCalledTimes(1);
    expect(app.exit).toHaveBeenCalledWith(0);
  });

  it('waits until tomorrow when today’s time has passed', async () => {
    const { app } = schedule('02:00');
    await vi.advanceTimersByTimeAsync(23 * 60 * 60_000 - 1);
    expect(app.relaunch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(app.relaunch).toHaveBeenCalledTimes(1);
  });

  it('installs a downloaded update, which starts the kiosk again, instead of relaunching', async () => {
    const { app, restartIntoUpdate } = schedule('04:30', true);
    await vi.advanceTimersByTimeAsync(90 * 60_000);
    expect(restartIntoUpdate).toHaveBeenCalledTimes(1);
    expect(app.relaunch).not.toHaveBeenCalled();
    expect(app.exit).not.toHaveBeenCalled();
  });

  it('relaunches as usual without a downloaded update', async () => {
    const { app, restartIntoUpdate } = schedule('04:30', false);
    await vi.advanceTimersByTimeAsync(90 * 60_000);
    expect(restartIntoUpdate).toHaveBeenCalledTimes(1);
    expect(app.relaunch).toHaveBeenCalledTimes(1);
  });

  it('sets no timer without a configured time', async () => {
    const { app } = schedule(undefined);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(48 * 60 * 60_000);
    expect(app.relaunch).not.toHaveBeenCalled();
  });
});

// @vitest-environment node
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';

/** Stand-in Electron, recording what the lifecycle asks of it. */
const calls: string[] = [];
const app = Object.assign(new EventEmitter(), {
  isPackaged: false,
  setPath: vi.fn(),
  getPath: () => '/tmp/kiosk-test-profile',
  getVersion: () => '0.1.0',
  requestSingleInstanceLock: vi.fn(() => true),
  whenReady: () => {
    calls.push('whenReady');
    return Promise.resolve();
  },
  quit: vi.fn(),
  exit: vi.fn(),
  relaunch: vi.fn(),
});
const permissionRequest = vi.fn();
const permissionCheck = vi.fn();
const sessionEvents = new EventEmitter();
const mainWindow = Object.assign(new EventEmitter(), {
  webContents: Object.assign(new EventEmitter(), { id: 1, insertCSS: vi.fn() }),
  isMinimized: () => true,
  restore: vi.fn(),
  focus: vi.fn(),
});

vi.mock('electron', () => ({
  app,
  Menu: { setApplicationMenu: (menu: unknown) => calls.push(`setApplicationMenu(${String(menu)})`) },
  powerSaveBlocker: { start: (type: string) => calls.push(`powerSaveBlocker(${type})`) },
  protocol: {
    registerSchemesAsPrivileged: (schemes: { scheme: string; privileges: Record<string, boolean> }[]) =>
      calls.push(`registerSchemes(${JSON.stringify(schemes)})`),
    handle: (scheme: string) => calls.push(`handle(${scheme})`),
  },
  session: {
    defaultSession: Object.assign(sessionEvents, {
      setPermissionRequestHandler: permissionRequest,
      setPermissionCheckHandler: permissionCheck,
    }),
  },
  shell: { openExternal: vi.fn() },
}));
vi.mock('node:fs/promises', () => ({
  readFile: (file: string) =>
    file.endsWith('index.html') ? Promise.resolve('<script>boot()</script>') : Promise.reject(new Error('ENOENT')),
}));
vi.mock('../../../../electron/main/logging', () => ({
  setupLogging: vi.fn(),
  log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
}));
vi.mock('../../../../electron/main/ipc', () => ({ registerIpcHandlers: vi.fn() }));
vi.mock('../../../../electron/main/window', () => ({ createKioskWindow: vi.fn(() => mainWindow) }));

// 03:00 local time, with a daily restart at 04:30 and a hidden cursor from the command line.
vi.useFakeTimers({ now: new Date(2026, 10, 21, 3, 0, 0), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
process.argv.push('--hide-cursor', '--daily-restart=04:30', '--start-path=/careers');
await import('../../../../electron/main/index');
const { registerIpcHandlers } = await import('../../../../electron/main/ipc');
const { createKioskWindow } = await import('../../../../electron/main/window');
for (let flush = 0; flush < 10; flush += 1) await vi.advanceTimersByTimeAsync(0);
process.argv.splice(-3, 3);

describe('kiosk lifecycle', () => {
  it('removes the menu and registers app:// as privileged before the app is ready', () => {
    const ready = calls.indexOf('whenReady');
    expect(calls.indexOf('setApplicationMenu(null)')).toBeGreaterThanOrEqual(0);
    expect(calls.indexOf('setApplicationMenu(null)')).toBeLessThan(ready);
    const registered = calls.find((call) => call.startsWith('registerSchemes'));
    expect(registered).toContain('"scheme":"app"');
    expect(registered).toContain('"standard":true');
    expect(registered).toContain('"secure":true');
    expect(registered).toContain('"supportFetchAPI":true');
    expect(calls.indexOf(registered ?? '')).toBeLessThan(ready);
  });

  it('serves the build through app:// and keeps the display awake', () => {
    expect(calls).toContain('handle(app)');
    expect(calls).toContain('powerSaveBlocker(prevent-display-sleep)');
  });

  it('denies every permission request and check', () => {
    const callback = vi.fn();
    const request = permissionRequest.mock.calls[0]?.[0] as (
      contents: unknown,
      permission: string,
      callback: (granted: boolean) => void,
    ) => void;
    request({}, 'media', callback);
    expect(callback).toHaveBeenCalledWith(false);
    const check = permissionCheck.mock.calls[0]?.[0] as (contents: unknown, permission: string) => boolean;
    expect(check({}, 'geolocation')).toBe(false);
  });

  it('is a single instance: a second launch focuses the first window', () => {
    expect(app.requestSingleInstanceLock).toHaveBeenCalled();
    app.emit('second-instance');
    expect(mainWindow.restore).toHaveBeenCalled();
    expect(mainWindow.focus).toHaveBeenCalled();
  });

  it('hides the cursor when configured', () => {
    mainWindow.webContents.emit('did-finish-load');
    expect(mainWindow.webContents.insertCSS).toHaveBeenCalledWith(expect.stringContaining('cursor: none'));
  });

  it('restarts the whole app at the configured time of day', async () => {
    await vi.advanceTimersByTimeAsync(90 * 60_000 - 1);
    expect(app.relaunch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(app.relaunch).toHaveBeenCalledTimes(1);
    expect(app.exit).toHaveBeenCalledWith(0);
  });

  it('cancels every download', () => {
    const event = { preventDefault: vi.fn() };
    sessionEvents.emit('will-download', event, { getURL: () => 'https://x.example/a.zip', getFilename: () => 'a.zip' });
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it('hands the renderer the configured start path and the IPC handlers the link mode', () => {
    const options = vi.mocked(registerIpcHandlers).mock.calls[0]?.[0];
    expect(options?.bridgeData.config).toMatchObject({ startPath: '/careers', linkMode: 'qr' });
    expect(options?.linkMode).toBe('qr');
    expect(vi.mocked(createKioskWindow).mock.calls[0]?.[0].startUrl).toBe('app://site/careers?kiosk=1');
  });

  it('refuses web views in any web contents', () => {
    const contents = new EventEmitter();
    app.emit('web-contents-created', {}, contents);
    const event = { preventDefault: vi.fn() };
    contents.emit('will-attach-webview', event);
    expect(event.preventDefault).toHaveBeenCalled();
  });
});

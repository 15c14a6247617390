// @vitest-environment node
import { EventEmitter } from 'node:events';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IpcOptions } from '../../../../electron/main/ipc';
import type { KioskWindowOptions } from '../../../../electron/main/window';

interface StartOptions {
  /** `app.isPackaged`: an installed kiosk, or the development and test runs. */
  isPackaged?: boolean;
  /** Files the shell may read, by the end of their path (`kiosk-config.json`, `dist/config.json`). */
  files?: Readonly<Record<string, string>>;
  /** Command-line arguments after the harness's own. */
  argv?: readonly string[];
  /** Whether writing a file fails (a read-only profile folder). */
  failWrites?: boolean;
  /** Stands in for the updates (`updates.ts`): whether a downloaded update waits at the daily restart. */
  updateWaiting?: boolean;
}

/**
 * Starts the kiosk's lifecycle module against stand-in Electron, file system, logging, IPC and
 * window modules made for this one start, at 03:00 local time (fake `setTimeout` and `Date`) with a
 * daily restart at 04:30, a hidden cursor and a start path from the command line. Each test calls
 * it: the module runs its lifecycle on import, so every test gets a fresh import and its own
 * stand-ins, and passes alone and in any order.
 *
 * Resolves once the lifecycle has created the kiosk window: what `whenReady` sets off runs
 * synchronously from there to its end (the cursor rule, the daily restart).
 */
async function startKiosk({
  isPackaged = false,
  files = {},
  argv: extraArgs = [],
  failWrites = false,
  updateWaiting,
}: StartOptions = {}) {
  /** What the lifecycle asks of Electron, in order. */
  const calls: string[] = [];
  /** The protocol handlers it registered, by scheme. */
  const handlers = new Map<string, (request: Request) => Promise<Response>>();
  const app = Object.assign(new EventEmitter(), {
    isPackaged,
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
  const registerIpcHandlers = vi.fn<(options: IpcOptions) => () => void>(() => () => undefined);
  let windowCreated: () => void = () => undefined;
  let startFailed: (error: unknown) => void = () => undefined;
  const started = new Promise<void>((resolve, reject) => {
    windowCreated = resolve;
    startFailed = reject;
  });
  const createKioskWindow = vi.fn<(options: KioskWindowOptions) => typeof mainWindow>(() => {
    windowCreated();
    return mainWindow;
  });
  // The lifecycle logs this, and exits, when its start throws: the test fails with the reason
  // instead of waiting for a window that never comes.
  const logError = vi.fn((message: unknown, error?: unknown) =>
    startFailed(error instanceof Error ? error : new Error(String(message))),
  );

  vi.resetModules();
  vi.doMock('electron', () => ({
    app,
    Menu: { setApplicationMenu: (menu: unknown) => calls.push(`setApplicationMenu(${String(menu)})`) },
    powerSaveBlocker: { start: (type: string) => calls.push(`powerSaveBlocker(${type})`) },
    protocol: {
      registerSchemesAsPrivileged: (schemes: { scheme: string; privileges: Record<string, boolean> }[]) =>
        calls.push(`registerSchemes(${JSON.stringify(schemes)})`),
      handle: (scheme: string, handler: (request: Request) => Promise<Response>) => {
        calls.push(`handle(${scheme})`);
        handlers.set(scheme, handler);
      },
    },
    session: {
      defaultSession: Object.assign(sessionEvents, {
        setPermissionRequestHandler: permissionRequest,
        setPermissionCheckHandler: permissionCheck,
      }),
    },
    shell: { openExternal: vi.fn() },
  }));
  const fileText = (file: string) =>
    file.endsWith('index.html')
      ? '<script>boot()</script>'
      : Object.entries(files).find(([name]) => file.endsWith(name))?.[1];
  /** What the shell wrote, by path: a temporary file, then the file it was renamed to. */
  const written = new Map<string, string>();
  vi.doMock('node:fs/promises', () => ({
    // Text with an encoding, bytes without, as Node's.
    readFile: (file: string, encoding?: string) => {
      const text = fileText(file);
      if (text === undefined) return Promise.reject(new Error('ENOENT'));
      return Promise.resolve(encoding ? text : Buffer.from(text));
    },
    stat: () => Promise.reject(new Error('ENOENT')),
    writeFile: (file: string, text: string) => {
      if (failWrites) return Promise.reject(new Error('EACCES: permission denied'));
      written.set(file, text);
      return Promise.resolve();
    },
    rename: (from: string, to: string) => {
      const text = written.get(from);
      if (text === undefined) return Promise.reject(new Error('ENOENT'));
      written.delete(from);
      written.set(to, text);
      return Promise.resolve();
    },
    unlink: (file: string) => Promise.resolve(written.delete(file)).then(() => undefined),
    chmod: () => Promise.resolve(),
    chown: () => Promise.resolve(),
  }));
  const log = { info: vi.fn(), warn: vi.fn(), error: logError };
  vi.doMock('../../../../electron/main/logging', () => ({ setupLogging: vi.fn(), log }));
  vi.doMock('../../../../electron/main/ipc', () => ({ registerIpcHandlers }));
  vi.doMock('../../../../electron/main/window', () => ({ createKioskWindow }));
  const restartIntoUpdate = vi.fn(() => updateWaiting === true);
  if (updateWaiting !== undefined)
    vi.doMock('../../../../electron/main/updates', () => ({
      startUpdates: () => Promise.resolve({ on: true, restartIntoUpdate }),
    }));

  vi.useFakeTimers({ now: new Date(2026, 10, 21, 3, 0, 0), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const argv = process.argv;
  // Read when the app is ready, so kept until the window is there.
  process.argv = [...argv, '--hide-cursor', '--daily-restart=04:30', '--start-path=/careers', ...extraArgs];
  try {
    await import('../../../../electron/main/index');
    await started;
  } finally {
    process.argv = argv;
  }
  return {
    calls,
    handlers,
    app,
    permissionRequest,
    permissionCheck,
    sessionEvents,
    mainWindow,
    registerIpcHandlers,
    createKioskWindow,
    log,
    written,
    restartIntoUpdate,
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('kiosk lifecycle', () => {
  it('removes the menu and registers app:// as privileged before the app is ready', async () => {
    const { calls } = await startKiosk();
    const ready = calls.indexOf('whenReady');
    expect(ready).toBeGreaterThanOrEqual(0);
    expect(calls.indexOf('setApplicationMenu(null)')).toBeGreaterThanOrEqual(0);
    expect(calls.indexOf('setApplicationMenu(null)')).toBeLessThan(ready);
    const registered = calls.find((call) => call.startsWith('registerSchemes'));
    expect(registered).toContain('"scheme":"app"');
    expect(registered).toContain('"standard":true');
    expect(registered).toContain('"secure":true');
    expect(registered).toContain('"supportFetchAPI":true');
    expect(calls.indexOf(registered ?? '')).toBeLessThan(ready);
  });

  it('serves the build through app:// and keeps the display awake', async () => {
    const { calls } = await startKiosk();
    expect(calls).toContain('handle(app)');
    expect(calls).toContain('powerSaveBlocker(prevent-display-sleep)');
  });

  it('denies every permission request and check', async () => {
    const { permissionRequest, permissionCheck } = await startKiosk();
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

  it('is a single instance: a second launch focuses the first window', async () => {
    const { app, mainWindow } = await startKiosk();
    expect(app.requestSingleInstanceLock).toHaveBeenCalled();
    expect(mainWindow.restore).not.toHaveBeenCalled();
    app.emit('second-instance');
    expect(mainWindow.restore).toHaveBeenCalled();
    expect(mainWindow.focus).toHaveBeenCalled();
  });

  it('hides the cursor when configured', async () => {
    const { mainWindow } = await startKiosk();
    expect(mainWindow.webContents.insertCSS).not.toHaveBeenCalled();
    mainWindow.webContents.emit('did-finish-load');
    expect(mainWindow.webContents.insertCSS).toHaveBeenCalledWith(expect.stringContaining('cursor: none'));
  });

  it('restarts the whole app at the configured time of day', async () => {
    const { app } = await startKiosk();
    // From 03:00 to 04:30.
    await vi.advanceTimersByTimeAsync(90 * 60_000 - 1);
    expect(app.relaunch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(app.relaunch).toHaveBeenCalledTimes(1);
    expect(app.exit).toHaveBeenCalledWith(0);
  });

  it('at the daily restart installs a downloaded update, which starts the kiosk again, instead of relaunching', async () => {
    const { app, restartIntoUpdate } = await startKiosk({ updateWaiting: true });
    await vi.advanceTimersByTimeAsync(90 * 60_000);
    expect(restartIntoUpdate).toHaveBeenCalledTimes(1);
    expect(app.relaunch).not.toHaveBeenCalled();
    expect(app.exit).not.toHaveBeenCalled();
  });

  it('at the daily restart without a downloaded update relaunches as usual', async () => {
    const { app, restartIntoUpdate } = await startKiosk({ updateWaiting: false });
    await vi.advanceTimersByTimeAsync(90 * 60_000);
    expect(restartIntoUpdate).toHaveBeenCalledTimes(1);
    expect(app.relaunch).toHaveBeenCalledTimes(1);
  });

  it('cancels every download', async () => {
    const { sessionEvents } = await startKiosk();
    const event = { preventDefault: vi.fn() };
    sessionEvents.emit('will-download', event, { getURL: () => 'https://x.example/a.zip', getFilename: () => 'a.zip' });
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it('hands the renderer the configured start path and the IPC handlers the link mode', async () => {
    const { registerIpcHandlers, createKioskWindow } = await startKiosk();
    const options = registerIpcHandlers.mock.calls[0]?.[0];
    expect(options?.bridgeData.config).toMatchObject({ startPath: '/careers', linkMode: 'qr' });
    expect(options?.linkMode).toBe('qr');
    expect(createKioskWindow.mock.calls[0]?.[0].startUrl).toBe('app://site/careers?kiosk=1');
  });

  it('refuses web views in any web contents', async () => {
    const { app } = await startKiosk();
    const contents = new EventEmitter();
    app.emit('web-contents-created', {}, contents);
    const event = { preventDefault: vi.fn() };
    contents.emit('will-attach-webview', event);
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it('allows in the app:// CSP no plain-http origin but loopback, wherever it came from', async () => {
    vi.stubEnv('VITE_API_BASE_URL', 'http://api.example.com/v1');
    vi.stubEnv('VITE_STOCK_QUOTE_URL', 'http://127.0.0.1:8787/quote.json');
    const { handlers } = await startKiosk({
      files: { 'dist/config.json': '{"apiBaseUrl":"http://cms.example.org/content"}' },
    });
    const response = await handlers.get('app')?.(new Request('app://site/', { headers: { accept: 'text/html' } }));
    const connect = /(?:^|;\s*)connect-src ([^;]*)/.exec(response?.headers.get('content-security-policy') ?? '')?.[1];
    expect(connect?.split(/\s+/)).toEqual(["'self'", 'http://127.0.0.1:8787']);
  });

  it('allows in the app:// CSP every origin the renderer may call: build-time API and quote, config.json, kiosk config', async () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.com/v1');
    vi.stubEnv('VITE_STOCK_QUOTE_URL', 'https://quotes.example.net/hk/2629');
    const { handlers } = await startKiosk({
      files: {
        'dist/config.json': '{"apiBaseUrl":"https://cms.example.org/content"}',
        'kiosk-config.json': '{"contentBaseUrl":"https://booth-content.example.com"}',
      },
    });
    const response = await handlers.get('app')?.(new Request('app://site/', { headers: { accept: 'text/html' } }));
    const policy = response?.headers.get('content-security-policy') ?? '';
    const connect = /(?:^|;\s*)connect-src ([^;]*)/.exec(policy)?.[1]?.split(/\s+/);
    expect(connect).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://api.example.com',
        'https://quotes.example.net',
        'https://cms.example.org',
        'https://booth-content.example.com',
      ]),
    );
    // The web's policy for the same page and origins (vite-plugins/host-config.ts builds it so).
    const { contentSecurityPolicy, inlineHashes, policyOrigins } =
      await import('../../../../electron/shared/content-security-policy');
    const web = contentSecurityPolicy({
      ...(await inlineHashes(['<script>boot()</script>'])),
      ...policyOrigins({
        buildApiBaseUrl: 'https://api.example.com/v1',
        stockQuoteUrl: 'https://quotes.example.net/hk/2629',
        runtimeApiBaseUrl: 'https://cms.example.org/content',
        contentBaseUrl: 'https://booth-content.example.com',
      }),
    });
    expect(policy).toBe(web);
    expect(policy).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
  });

  it('ignores VITE_DEV_SERVER_URL and KIOSK_USER_DATA_DIR in an installed kiosk', async () => {
    vi.stubEnv('VITE_DEV_SERVER_URL', 'http://evil.example:5173');
    vi.stubEnv('KIOSK_USER_DATA_DIR', '/tmp/elsewhere');
    const installed = await startKiosk({ isPackaged: true });
    expect(installed.app.setPath).not.toHaveBeenCalled();
    expect(installed.calls).toContain('handle(app)');
    expect(installed.createKioskWindow.mock.calls[0]?.[0]).toMatchObject({
      appOrigin: 'app://site',
      development: false,
    });
    expect(installed.registerIpcHandlers.mock.calls[0]?.[0].appOrigin).toBe('app://site');

    // The same variables in a development run (`electron .`) are honoured.
    const unpackaged = await startKiosk({ isPackaged: false });
    expect(unpackaged.app.setPath).toHaveBeenCalledWith('userData', '/tmp/elsewhere');
    expect(unpackaged.createKioskWindow.mock.calls[0]?.[0]).toMatchObject({
      appOrigin: 'http://evil.example:5173',
      development: true,
    });
  });

  it('migrates a plain exitPin: the IPC handlers get its hash, and kiosk-config.json is rewritten without it', async () => {
    const { verifyExitPin } = await import('../../../../electron/main/exit-pin-hash.mjs');
    const { registerIpcHandlers, written, log } = await startKiosk({
      files: { 'kiosk-config.json': JSON.stringify({ linkMode: 'both', exitPin: '246810', colour: 'red' }) },
    });
    const exitPinHash = registerIpcHandlers.mock.calls[0]?.[0].exitPinHash ?? '';
    await expect(verifyExitPin('246810', exitPinHash)).resolves.toBe(true);
    const configFile = path.join('/tmp/kiosk-test-profile', 'kiosk-config.json');
    expect([...written.keys()]).toEqual([configFile]);
    expect(JSON.parse(written.get(configFile) ?? '')).toEqual({
      linkMode: 'both',
      exitPinHash,
      colour: 'red',
    });
    const lines = [...log.info.mock.calls, ...log.warn.mock.calls].map((call) => String(call[0]));
    expect(lines.filter((line) => line.includes('"exitPin"'))).toEqual([
      `Configuration: the plain "exitPin" in ${configFile} was replaced by its hash ("exitPinHash")`,
    ]);
    expect(lines.join('\n')).not.toContain('246810');
  });

  it('keeps a migrated PIN working when kiosk-config.json cannot be rewritten, and logs the problem', async () => {
    const { verifyExitPin } = await import('../../../../electron/main/exit-pin-hash.mjs');
    const { registerIpcHandlers, written, log } = await startKiosk({
      files: { 'kiosk-config.json': JSON.stringify({ exitPin: '246810' }) },
      failWrites: true,
    });
    await expect(verifyExitPin('246810', registerIpcHandlers.mock.calls[0]?.[0].exitPinHash ?? '')).resolves.toBe(true);
    expect(written.size).toBe(0);
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringMatching(/^Configuration: could not replace the plain "exitPin" .*\(EACCES: permission denied\)/),
    );
  });

  it('refuses an exit PIN on the command line: no PIN, and one line on how to set the hash', async () => {
    const { registerIpcHandlers, log, written } = await startKiosk({ argv: ['--exit-pin=482916'] });
    expect(registerIpcHandlers.mock.calls[0]?.[0].exitPinHash).toBeUndefined();
    const lines = log.warn.mock.calls.map((call) => String(call[0]));
    expect(lines.filter((line) => line.includes('--exit-pin'))).toEqual([
      expect.stringMatching(/^Configuration: command line: --exit-pin refused and ignored .*--set-exit-pin/),
    ]);
    expect(lines.join('\n')).not.toContain('482916');
    expect(written.size).toBe(0);
  });
});

// @vitest-environment node
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG, rendererConfig } from '../../../../electron/main/config';
import { createKioskWindow, kioskPages, type KioskWindowOptions } from '../../../../electron/main/window';
import { decodeBridgeArgument } from '../../../../common/bridge-arguments';

/** Stand-ins for the Electron objects the window module drives. */
class FakeWebContents extends EventEmitter {
  openHandler: ((details: { url: string }) => { action: string }) | undefined;
  zoomLimits: [number, number] | undefined;
  zoomFactor = 1;
  crashed = 0;
  insertCSS = vi.fn(() => Promise.resolve('key'));
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.openHandler = handler;
  }
  setVisualZoomLevelLimits(min: number, max: number) {
    this.zoomLimits = [min, max];
    return Promise.resolve();
  }
  setZoomFactor(factor: number) {
    this.zoomFactor = factor;
  }
  closeDevTools = vi.fn();
  forcefullyCrashRenderer() {
    this.crashed += 1;
  }
}

class FakeBrowserWindow extends EventEmitter {
  static last: FakeBrowserWindow | undefined;
  webContents = new FakeWebContents();
  loaded: string[] = [];
  kiosk: boolean;
  constructor(readonly options: { kiosk: boolean; webPreferences: { additionalArguments: string[] } }) {
    super();
    this.kiosk = options.kiosk;
    FakeBrowserWindow.last = this;
  }
  loadURL(url: string) {
    this.loaded.push(url);
    return Promise.resolve();
  }
  isDestroyed() {
    return false;
  }
  isKiosk() {
    return this.kiosk;
  }
  setKiosk(value: boolean) {
    this.kiosk = value;
  }
  show = vi.fn();
}

function setup(overrides: Partial<typeof DEFAULT_CONFIG> = {}, development = false) {
  const openExternal = vi.fn(() => Promise.resolve());
  const onRecovery = vi.fn<(at: Date) => void>();
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const config = { ...DEFAULT_CONFIG, ...overrides };
  createKioskWindow({
    BrowserWindow: FakeBrowserWindow as unknown as KioskWindowOptions['BrowserWindow'],
    config,
    bridgeData: { version: '1.2.3', config: rendererConfig(config) },
    preload: '/app/preload.cjs',
    appOrigin: 'app://site',
    startUrl: 'app://site/?kiosk=1',
    restartingUrl: 'app://site/kiosk/restarting.html',
    development,
    openExternal,
    onRecovery,
    log,
  });
  const window = FakeBrowserWindow.last;
  if (!window) throw new Error('no window');
  return { window, contents: window.webContents, openExternal, onRecovery, log };
}

const event = () => ({ preventDefault: vi.fn() });

describe('createKioskWindow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens the start page in a kiosk-mode window with hardened preferences', () => {
    const { window } = setup();
    expect(window.options).toMatchObject({
      kiosk: true,
      show: false,
      webPreferences: { sandbox: true, contextIsolation: true },
    });
    expect(window.loaded).toEqual(['app://site/?kiosk=1']);
    window.emit('ready-to-show');
    expect(window.show).toHaveBeenCalled();
  });

  it('hands the preload the bridge data and the app origin on the renderer’s command line', () => {
    const { window } = setup({ startPath: '/careers', linkMode: 'both', contentBaseUrl: 'https://cms.example.com' });
    const { additionalArguments } = window.options.webPreferences;
    expect(additionalArguments).toHaveLength(1);
    expect(decodeBridgeArgument(additionalArguments)).toEqual({
      version: '1.2.3',
      appOrigin: 'app://site',
      config: {
        startPath: '/careers',
        idleSeconds: 120,
        warningSeconds: 10,
        linkMode: 'both',
        defaultLocale: 'en',
        defaultTheme: 'light',
        attractAfterSeconds: 60,
        contentBaseUrl: 'https://cms.example.com',
      },
    });
    // The exit PIN's hash stays in the main process: a command line shows in process lists.
    expect(additionalArguments.join(' ')).not.toMatch(/exitPin|scrypt/);
  });

  it('hides the cursor on each loaded page when configured, and only then', () => {
    const hidden = setup({ hideCursor: true });
    expect(hidden.contents.insertCSS).not.toHaveBeenCalled();
    hidden.contents.emit('did-finish-load');
    expect(hidden.contents.insertCSS).toHaveBeenCalledWith('* { cursor: none !important; }');
    const shown = setup({ hideCursor: false });
    shown.contents.emit('did-finish-load');
    expect(shown.contents.insertCSS).not.toHaveBeenCalled();
  });

  it('denies every new window and, when the link mode lets links out, hands allowed ones to the system', async () => {
    const { contents, openExternal } = setup({ linkMode: 'both' });
    expect(contents.openHandler?.({ url: 'https://t.me/group' })).toEqual({ action: 'deny' });
    expect(contents.openHandler?.({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    await vi.runAllTimersAsync();
    expect(openExternal).toHaveBeenCalledTimes(1);
    expect(openExternal).toHaveBeenCalledWith('https://t.me/group');
  });

  it('keeps links in the QR panel only when the link mode is qr', async () => {
    const { contents, openExternal } = setup({ linkMode: 'qr' });
    contents.openHandler?.({ url: 'https://t.me/group' });
    await vi.runAllTimersAsync();
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('refuses navigation and redirects away from the app, and allows its own routes', () => {
    const { contents, log } = setup();
    const away = event();
    contents.emit('will-navigate', away, 'https://evil.example/');
    expect(away.preventDefault).toHaveBeenCalled();
    const redirect = event();
    contents.emit('will-redirect', redirect, 'file:///etc/passwd');
    expect(redirect.preventDefault).toHaveBeenCalled();
    const inside = event();
    contents.emit('will-navigate', inside, 'app://site/careers');
    expect(inside.preventDefault).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('Refused navigation'));
  });

  it('swallows reload, zoom and dev-tools keys and the context menu in production', () => {
    const { contents } = setup();
    const reload = event();
    contents.emit('before-input-event', reload, {
      type: 'keyDown',
      key: 'r',
      control: true,
      meta: false,
      alt: false,
      shift: false,
    });
    expect(reload.preventDefault).toHaveBeenCalled();
    const typing = event();
    contents.emit('before-input-event', typing, {
      type: 'keyDown',
      key: 'a',
      control: false,
      meta: false,
      alt: false,
      shift: false,
    });
    expect(typing.preventDefault).not.toHaveBeenCalled();
    const menu = event();
    contents.emit('context-menu', menu);
    expect(menu.preventDefault).toHaveBeenCalled();
    contents.emit('devtools-opened');
    expect(contents.closeDevTools).toHaveBeenCalled();
  });

  it('locks pinch zoom and applies the configured zoom once a page loads', () => {
    const { contents } = setup({ zoomFactor: 2 });
    contents.emit('did-finish-load');
    expect(contents.zoomLimits).toEqual([1, 1]);
    expect(contents.zoomFactor).toBe(2);
    contents.zoomFactor = 3;
    contents.emit('zoom-changed');
    expect(contents.zoomFactor).toBe(2);
  });

  it('re-enters kiosk mode when something leaves it', () => {
    const { window } = setup();
    window.setKiosk(false);
    window.emit('leave-full-screen');
    expect(window.isKiosk()).toBe(true);
  });

  it('leaves development windows unlocked', () => {
    const { contents, window } = setup({}, true);
    expect(window.options.kiosk).toBe(false);
    const reload = event();
    contents.emit('before-input-event', reload, {
      type: 'keyDown',
      key: 'F5',
      control: false,
      meta: false,
      alt: false,
      shift: false,
    });
    expect(reload.preventDefault).not.toHaveBeenCalled();
  });

  it('reloads after a renderer crash with backoff, and shows the restarting screen in a crash loop', async () => {
    const { window, contents } = setup();
    contents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 1 });
    await vi.advanceTimersByTimeAsync(999);
    expect(window.loaded).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(window.loaded.at(-1)).toBe('app://site/?kiosk=1');
    contents.emit('render-process-gone', {}, { reason: 'oom', exitCode: 1 });
    contents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 1 });
    expect(window.loaded.at(-1)).toBe('app://site/kiosk/restarting.html');
    await vi.advanceTimersByTimeAsync(4_000);
    expect(window.loaded.at(-1)).toBe('app://site/?kiosk=1');
  });

  it('tells when it recovered the renderer, for the heartbeat', () => {
    const { contents, onRecovery } = setup();
    vi.setSystemTime(new Date('2026-11-29T02:00:00Z'));
    contents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 1 });
    expect(onRecovery).toHaveBeenCalledExactlyOnceWith(new Date('2026-11-29T02:00:00Z'));
  });

  it('crashes a renderer that stays unresponsive for 30 s, so it reloads', async () => {
    const { window, contents } = setup();
    window.emit('unresponsive');
    await vi.advanceTimersByTimeAsync(29_999);
    expect(contents.crashed).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(contents.crashed).toBe(1);
    window.emit('unresponsive');
    window.emit('responsive');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(contents.crashed).toBe(1);
  });
});

describe('kioskPages', () => {
  it('opens the configured start path on app://site with kiosk=1, keeping its query', () => {
    expect(kioskPages(undefined, '/careers')).toEqual({
      origin: 'app://site',
      startUrl: 'app://site/careers?kiosk=1',
      restartingUrl: 'app://site/kiosk/restarting.html',
    });
    expect(kioskPages(undefined, '/announcements?category=esg').startUrl).toBe(
      'app://site/announcements?category=esg&kiosk=1',
    );
  });

  it('uses the dev server’s origin when given one (`shellEnvironment` gives it only to an unpackaged app)', () => {
    expect(kioskPages('http://localhost:5173/some/path', '/')).toEqual({
      origin: 'http://localhost:5173',
      startUrl: 'http://localhost:5173/?kiosk=1',
      restartingUrl: 'http://localhost:5173/kiosk/restarting.html',
    });
  });
});

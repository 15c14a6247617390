// @vitest-environment node
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import {
  prepareApp,
  setupSingleInstance,
  startWhenReady,
  type SingleInstanceOptions,
} from '../../../../electron/main/lifecycle';

describe('prepareApp', () => {
  function prepare(userDataDir: string | undefined) {
    const calls: string[] = [];
    prepareApp({
      app: { setPath: (name, value) => calls.push(`setPath(${name}, ${value})`) },
      menu: { setApplicationMenu: (menu) => calls.push(`setApplicationMenu(${menu === null ? 'null' : 'a menu'})`) },
      protocol: {
        registerSchemesAsPrivileged: (schemes) => calls.push(`registerSchemes(${JSON.stringify(schemes)})`),
      },
      userDataDir,
    });
    return calls;
  }

  it('removes the menu and registers app:// as privileged', () => {
    const calls = prepare(undefined);
    expect(calls).toContain('setApplicationMenu(null)');
    const registered = calls.find((call) => call.startsWith('registerSchemes'));
    expect(registered).toContain('"scheme":"app"');
    expect(registered).toContain('"standard":true');
    expect(registered).toContain('"secure":true');
    expect(registered).toContain('"supportFetchAPI":true');
    expect(calls.some((call) => call.startsWith('setPath'))).toBe(false);
  });

  it('moves the profile to its own folder when given one, before anything else', () => {
    expect(prepare('/tmp/kiosk-a')[0]).toBe('setPath(userData, /tmp/kiosk-a)');
  });
});

describe('setupSingleInstance', () => {
  function fakeApp(locked: boolean) {
    return Object.assign(new EventEmitter(), {
      requestSingleInstanceLock: vi.fn(() => locked),
      quit: vi.fn(),
    });
  }
  const asApp = (app: ReturnType<typeof fakeApp>) => app as unknown as SingleInstanceOptions['app'];

  it('is a single instance: a second launch restores and focuses the first window', () => {
    const app = fakeApp(true);
    const window = { isMinimized: () => true, restore: vi.fn(), focus: vi.fn() };
    const created: { window?: typeof window } = {};
    expect(setupSingleInstance({ app: asApp(app), window: () => created.window })).toBe(true);
    expect(app.quit).not.toHaveBeenCalled();
    // Before the window exists, a second launch changes nothing.
    app.emit('second-instance');
    created.window = window;
    app.emit('second-instance');
    expect(window.restore).toHaveBeenCalledTimes(1);
    expect(window.focus).toHaveBeenCalledTimes(1);
  });

  it('only focuses a window that is not minimised', () => {
    const app = fakeApp(true);
    const window = { isMinimized: () => false, restore: vi.fn(), focus: vi.fn() };
    setupSingleInstance({ app: asApp(app), window: () => window });
    app.emit('second-instance');
    expect(window.restore).not.toHaveBeenCalled();
    expect(window.focus).toHaveBeenCalled();
  });

  it('quits at once when another instance holds the lock', () => {
    const app = fakeApp(false);
    expect(setupSingleInstance({ app: asApp(app), window: () => undefined })).toBe(false);
    expect(app.quit).toHaveBeenCalledTimes(1);
    expect(app.listenerCount('second-instance')).toBe(0);
  });

  it('quits when the window closes', () => {
    const app = fakeApp(true);
    setupSingleInstance({ app: asApp(app), window: () => undefined });
    app.emit('window-all-closed');
    expect(app.quit).toHaveBeenCalledTimes(1);
  });
});

describe('startWhenReady', () => {
  function fakeApp() {
    return { whenReady: vi.fn(() => Promise.resolve()), exit: vi.fn() };
  }

  it('runs the setup once the app is ready', async () => {
    const app = fakeApp();
    const onReady = vi.fn(() => Promise.resolve());
    await startWhenReady({ app, onReady, log: { error: vi.fn() } });
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(app.exit).not.toHaveBeenCalled();
  });

  it('logs a failed start and exits with code 1', async () => {
    const app = fakeApp();
    const error = new Error('no index.html');
    const log = { error: vi.fn() };
    await startWhenReady({ app, onReady: () => Promise.reject(error), log });
    expect(log.error).toHaveBeenCalledWith('The kiosk could not start', error);
    expect(app.exit).toHaveBeenCalledWith(1);
  });
});

// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  CRASH_POLICY,
  CrashLoopGuard,
  isBlockedKey,
  isExitChord,
  isPermissionGranted,
  isTrustedSender,
  kioskWebPreferences,
  kioskWindowOptions,
  msUntilDailyRestart,
  refuseDownload,
} from '../../../../electron/main/kiosk-policy';

const key = (
  keyName: string,
  modifiers: Partial<{ control: boolean; meta: boolean; alt: boolean; shift: boolean }> = {},
) => ({
  type: 'keyDown',
  key: keyName,
  control: false,
  meta: false,
  alt: false,
  shift: false,
  ...modifiers,
});

describe('kiosk window', () => {
  it('uses the hardened web preferences of Electron’s security checklist', () => {
    expect(kioskWebPreferences('/app/preload.cjs', 1, ['--kiosk-bridge=x'])).toMatchObject({
      preload: '/app/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      additionalArguments: ['--kiosk-bridge=x'],
    });
  });

  it('is full screen in kiosk mode in production and a normal window in development', () => {
    expect(kioskWindowOptions('/p', 2, false, [])).toMatchObject({
      kiosk: true,
      fullscreen: true,
      frame: false,
      show: false,
    });
    expect(kioskWindowOptions('/p', 2, false, []).webPreferences.zoomFactor).toBe(2);
    expect(kioskWindowOptions('/p', 1, true, [])).toMatchObject({ kiosk: false, fullscreen: false, frame: true });
  });
});

describe('isBlockedKey', () => {
  it.each([
    ['zoom in', key('+', { control: true })],
    ['zoom in (=)', key('=', { meta: true })],
    ['zoom out', key('-', { control: true })],
    ['zoom reset', key('0', { control: true })],
    ['reload', key('r', { control: true })],
    ['hard reload', key('R', { control: true, shift: true })],
    ['F5', key('F5')],
    ['dev tools F12', key('F12')],
    ['dev tools Ctrl+Shift+I', key('I', { control: true, shift: true })],
    ['dev tools Cmd+Alt+I', key('i', { meta: true, alt: true })],
    ['console Ctrl+Shift+J', key('J', { control: true, shift: true })],
    ['close window', key('w', { control: true })],
    ['quit', key('q', { meta: true })],
    ['Alt+F4', key('F4', { alt: true })],
    ['print', key('p', { control: true })],
  ])('blocks %s', (_label, input) => {
    expect(isBlockedKey(input)).toBe(true);
  });

  it.each([
    key('a'),
    key('Enter'),
    key('Tab'),
    key('ArrowDown'),
    key('c', { control: true }),
    { ...key('F5'), type: 'keyUp' },
  ])('lets ordinary input through (%o)', (input) => {
    expect(isBlockedKey(input)).toBe(false);
  });
});

describe('staff exit', () => {
  it('recognises the chord', () => {
    expect(isExitChord(key('Q', { control: true, alt: true, shift: true }))).toBe(true);
    expect(isExitChord(key('q', { control: true, shift: true }))).toBe(false);
  });

  it('lets the chord through to the page, whose PIN dialog it opens, while Ctrl/Cmd+Q stays blocked', () => {
    expect(isBlockedKey(key('Q', { control: true, alt: true, shift: true }))).toBe(false);
    expect(isBlockedKey(key('q', { meta: true, alt: true, shift: true }))).toBe(false);
    expect(isBlockedKey(key('q', { control: true }))).toBe(true);
    expect(isBlockedKey(key('q', { control: true, shift: true }))).toBe(true);
  });
});

describe('CrashLoopGuard', () => {
  it('reloads with a backoff that doubles from 1 s', () => {
    const guard = new CrashLoopGuard();
    expect(guard.record(0)).toEqual({ action: 'reload', delayMs: 1_000 });
    expect(guard.record(10_000)).toEqual({ action: 'reload', delayMs: 2_000 });
  });

  it('shows the restarting screen after 3 crashes in 5 minutes, capping the wait at 60 s', () => {
    const guard = new CrashLoopGuard();
    guard.record(0);
    guard.record(1_000);
    expect(guard.record(2_000)).toEqual({ action: 'restarting-screen', delayMs: 4_000 });
    let decision = guard.record(3_000);
    for (let at = 4_000; at < 20_000; at += 1_000) decision = guard.record(at);
    expect(decision).toEqual({ action: 'restarting-screen', delayMs: CRASH_POLICY.maxDelayMs });
  });

  it('forgets crashes older than 5 minutes', () => {
    const guard = new CrashLoopGuard();
    guard.record(0);
    guard.record(1_000);
    expect(guard.record(CRASH_POLICY.loopWindowMs + 2_000)).toEqual({ action: 'reload', delayMs: 1_000 });
  });
});

describe('msUntilDailyRestart', () => {
  it('waits until today’s time, or tomorrow’s once it has passed', () => {
    const now = new Date(2026, 10, 21, 3, 0, 0);
    expect(msUntilDailyRestart(now, '04:30')).toBe(90 * 60_000);
    expect(msUntilDailyRestart(now, '02:00')).toBe(23 * 60 * 60_000);
    expect(msUntilDailyRestart(now, '03:00')).toBe(24 * 60 * 60_000);
  });
});

describe('permissions and IPC senders', () => {
  it('grants no permission', () => {
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal']) {
      expect(isPermissionGranted(permission)).toBe(false);
    }
  });

  it('trusts only our window’s main frame at the app origin', () => {
    const ours = { senderId: 7, frameIsMain: true, frameUrl: 'app://site/careers' };
    expect(isTrustedSender(ours, 7, 'app://site')).toBe(true);
    expect(isTrustedSender({ ...ours, senderId: 8 }, 7, 'app://site')).toBe(false);
    expect(isTrustedSender({ ...ours, frameIsMain: false }, 7, 'app://site')).toBe(false);
    expect(isTrustedSender({ ...ours, frameUrl: 'https://evil.example/' }, 7, 'app://site')).toBe(false);
    expect(isTrustedSender(ours, undefined, 'app://site')).toBe(false);
  });
});

describe('refuseDownload', () => {
  it('cancels every download and logs it', () => {
    const event = { preventDefault: vi.fn() };
    const log = vi.fn();
    refuseDownload(
      { event, item: { getURL: () => 'https://x.example/setup.exe', getFilename: () => 'setup.exe' } },
      log,
    );
    expect(event.preventDefault).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Refused a download: "setup.exe" from https://x.example/setup.exe');
  });
});

// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { IPC_CHANNELS } from '../../../../electron/shared/bridge';

type Handler = (event: unknown, ...args: unknown[]) => unknown;
const listeners = new Map<string, Handler>();
const handlers = new Map<string, Handler>();

vi.mock('electron', () => ({
  ipcMain: {
    on: (channel: string, handler: Handler) => listeners.set(channel, handler),
    handle: (channel: string, handler: Handler) => handlers.set(channel, handler),
    removeAllListeners: (channel: string) => listeners.delete(channel),
    removeHandler: (channel: string) => handlers.delete(channel),
  },
}));
const { registerIpcHandlers } = await import('../../../../electron/main/ipc');

function eventFrom(senderId: number, frame: { url: string } = { url: 'app://site/' }, isMain = true) {
  return {
    sender: { id: senderId },
    senderFrame: { ...frame, parent: isMain ? null : { url: 'app://site/' } },
    returnValue: undefined as unknown,
  };
}

function setup({
  linkMode = 'both',
  exitPin = '246810',
}: { linkMode?: 'qr' | 'browser' | 'both'; exitPin?: string | null } = {}) {
  const openExternal = vi.fn(() => Promise.resolve());
  const quit = vi.fn();
  const log = { info: vi.fn(), warn: vi.fn() };
  const clock = { now: 1_000_000 };
  const bridgeData = {
    version: '1.2.3',
    config: {
      startPath: '/',
      idleSeconds: 120,
      warningSeconds: 10,
      defaultLocale: 'en',
      defaultTheme: 'light',
      linkMode,
    },
  } as const;
  const remove = registerIpcHandlers({
    window: () => ({ webContents: { id: 7 } }) as never,
    appOrigin: 'app://site',
    bridgeData,
    exitPin: exitPin ?? undefined,
    linkMode,
    openExternal,
    quit,
    now: () => clock.now,
    log,
  });
  return { openExternal, quit, log, remove, bridgeData, clock };
}

const warnings = (log: { warn: ReturnType<typeof vi.fn> }) => log.warn.mock.calls.map((call) => String(call[0]));

describe('registerIpcHandlers', () => {
  it('gives the bridge data to our window only', () => {
    const { bridgeData, remove } = setup();
    const ours = eventFrom(7);
    listeners.get(IPC_CHANNELS.getBridgeData)?.(ours);
    expect(ours.returnValue).toEqual(bridgeData);
    const stranger = eventFrom(8);
    listeners.get(IPC_CHANNELS.getBridgeData)?.(stranger);
    expect(stranger.returnValue).toBeNull();
    remove();
  });

  it('opens allowed links, refuses other schemes, bad arguments and other senders', async () => {
    const { openExternal, remove } = setup();
    const open = handlers.get(IPC_CHANNELS.openExternal);
    await expect(open?.(eventFrom(7), 'https://t.me/group')).resolves.toEqual({ ok: true });
    await expect(open?.(eventFrom(7), 'file:///etc/passwd')).resolves.toEqual({ ok: false, reason: 'refused' });
    await expect(open?.(eventFrom(7), { url: 'https://x' })).resolves.toEqual({ ok: false, reason: 'refused' });
    await expect(open?.(eventFrom(7), `https://x.com/${'a'.repeat(3000)}`)).resolves.toEqual({
      ok: false,
      reason: 'refused',
    });
    await expect(open?.(eventFrom(9), 'https://t.me/group')).resolves.toEqual({ ok: false, reason: 'refused' });
    await expect(open?.(eventFrom(7, { url: 'https://evil.example/' }), 'https://t.me/group')).resolves.toEqual({
      ok: false,
      reason: 'refused',
    });
    await expect(open?.(eventFrom(7, { url: 'app://site/' }, false), 'https://t.me/group')).resolves.toEqual({
      ok: false,
      reason: 'refused',
    });
    expect(openExternal).toHaveBeenCalledTimes(1);
    remove();
  });

  it('never opens the system browser in qr mode, mailto: included; opens mailto: in browser and both', async () => {
    const qr = setup({ linkMode: 'qr' });
    let open = handlers.get(IPC_CHANNELS.openExternal);
    await expect(open?.(eventFrom(7), 'https://t.me/group')).resolves.toEqual({ ok: false, reason: 'refused' });
    await expect(open?.(eventFrom(7), 'mailto:ir@example.com')).resolves.toEqual({ ok: false, reason: 'refused' });
    expect(qr.openExternal).not.toHaveBeenCalled();
    expect(warnings(qr.log)).toContain('Refused to open "mailto:ir@example.com": link mode is qr');
    qr.remove();
    for (const linkMode of ['browser', 'both'] as const) {
      const { openExternal, remove } = setup({ linkMode });
      open = handlers.get(IPC_CHANNELS.openExternal);
      await expect(open?.(eventFrom(7), 'mailto:ir@example.com')).resolves.toEqual({ ok: true });
      expect(openExternal).toHaveBeenCalledWith('mailto:ir@example.com');
      remove();
    }
  });

  it('refuses links with a user name or password', async () => {
    const { openExternal, remove } = setup();
    const open = handlers.get(IPC_CHANNELS.openExternal);
    await expect(open?.(eventFrom(7), 'https://site@evil.example/')).resolves.toEqual({ ok: false, reason: 'refused' });
    await expect(open?.(eventFrom(7), 'https://a:b@x.example')).resolves.toEqual({ ok: false, reason: 'refused' });
    expect(openExternal).not.toHaveBeenCalled();
    remove();
  });

  it('quits only with the right PIN from our window', () => {
    const { quit, remove } = setup();
    const exit = handlers.get(IPC_CHANNELS.exit);
    expect(exit?.(eventFrom(7), '111111')).toEqual({ ok: false, reason: 'wrong-pin' });
    expect(exit?.(eventFrom(7), 246810)).toEqual({ ok: false, reason: 'wrong-pin' });
    expect(exit?.(eventFrom(8), '246810')).toEqual({ ok: false, reason: 'wrong-pin' });
    expect(quit).not.toHaveBeenCalled();
    expect(exit?.(eventFrom(7), '246810')).toEqual({ ok: true });
    expect(quit).toHaveBeenCalledTimes(1);
    remove();
    expect(handlers.size).toBe(0);
  });

  it('locks the exit after 5 wrong PINs and refuses without comparing while locked', () => {
    const { quit, log, remove, clock } = setup();
    const exit = handlers.get(IPC_CHANNELS.exit);
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect(exit?.(eventFrom(7), '000000')).toEqual({ ok: false, reason: 'wrong-pin' });
    expect(exit?.(eventFrom(7), '000000')).toEqual({ ok: false, reason: 'locked', retryAfterSeconds: 30 });
    expect(warnings(log)).toContain('Staff exit refused: wrong PIN (1 of 5)');
    expect(warnings(log)).toContain('Staff exit locked for 30 s after 5 wrong PINs');
    // The right PIN does not help while locked out.
    clock.now += 20_000;
    expect(exit?.(eventFrom(7), '246810')).toEqual({ ok: false, reason: 'locked', retryAfterSeconds: 10 });
    expect(warnings(log)).toContain('Staff exit refused: locked out for another 10 s');
    expect(quit).not.toHaveBeenCalled();
    // After the lockout, a second failed round locks for twice as long.
    clock.now += 10_000;
    for (let attempt = 1; attempt <= 4; attempt += 1) exit?.(eventFrom(7), '000000');
    expect(exit?.(eventFrom(7), '000000')).toEqual({ ok: false, reason: 'locked', retryAfterSeconds: 60 });
    clock.now += 60_000;
    expect(exit?.(eventFrom(7), '246810')).toEqual({ ok: true });
    expect(quit).toHaveBeenCalledTimes(1);
    remove();
  });

  it('refuses every PIN when none is configured', () => {
    const { quit, log, remove } = setup({ exitPin: null });
    const exit = handlers.get(IPC_CHANNELS.exit);
    expect(exit?.(eventFrom(7), '')).toEqual({ ok: false, reason: 'wrong-pin' });
    expect(exit?.(eventFrom(7), '246810')).toEqual({ ok: false, reason: 'wrong-pin' });
    expect(warnings(log).at(-1)).toBe('Staff exit refused: wrong PIN (2 of 5); no exit PIN is configured');
    expect(quit).not.toHaveBeenCalled();
    remove();
  });
});

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
  return { sender: { id: senderId }, senderFrame: { ...frame, parent: isMain ? null : { url: 'app://site/' } }, returnValue: undefined as unknown };
}

function setup() {
  const openExternal = vi.fn(() => Promise.resolve());
  const quit = vi.fn();
  const log = { info: vi.fn(), warn: vi.fn() };
  const bridgeData = {
    version: '1.2.3',
    config: { idleSeconds: 120, defaultLocale: 'en', defaultTheme: 'light', linkMode: 'both' },
  } as const;
  const remove = registerIpcHandlers({
    window: () => ({ webContents: { id: 7 } }) as never,
    appOrigin: 'app://site',
    bridgeData,
    exitPin: '2468',
    openExternal,
    quit,
    log,
  });
  return { openExternal, quit, log, remove, bridgeData };
}

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
    await expect(open?.(eventFrom(7), `https://x.com/${'a'.repeat(3000)}`)).resolves.toEqual({ ok: false, reason: 'refused' });
    await expect(open?.(eventFrom(9), 'https://t.me/group')).resolves.toEqual({ ok: false, reason: 'refused' });
    await expect(open?.(eventFrom(7, { url: 'https://evil.example/' }), 'https://t.me/group')).resolves.toEqual({ ok: false, reason: 'refused' });
    await expect(open?.(eventFrom(7, { url: 'app://site/' }, false), 'https://t.me/group')).resolves.toEqual({ ok: false, reason: 'refused' });
    expect(openExternal).toHaveBeenCalledTimes(1);
    remove();
  });

  it('quits only with the right PIN from our window', () => {
    const { quit, remove } = setup();
    const exit = handlers.get(IPC_CHANNELS.exit);
    expect(exit?.(eventFrom(7), '1111')).toBe(false);
    expect(exit?.(eventFrom(7), 2468)).toBe(false);
    expect(exit?.(eventFrom(8), '2468')).toBe(false);
    expect(quit).not.toHaveBeenCalled();
    expect(exit?.(eventFrom(7), '2468')).toBe(true);
    expect(quit).toHaveBeenCalledTimes(1);
    remove();
    expect(handlers.size).toBe(0);
  });
});

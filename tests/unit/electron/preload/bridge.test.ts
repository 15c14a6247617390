// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createKioskBridge, type BridgeInvoke } from '../../../../electron/preload/bridge';
import { IPC_CHANNELS, type IpcChannel } from '../../../../common/bridge';
import type { BridgeArgument } from '../../../../common/bridge-arguments';

const DATA: BridgeArgument = {
  version: '1.2.3',
  appOrigin: 'app://site',
  config: {
    startPath: '/',
    idleSeconds: 120,
    warningSeconds: 10,
    linkMode: 'qr',
    defaultLocale: 'en',
    defaultTheme: 'light',
    attractAfterSeconds: 60,
  },
};

/**
 * `ipcRenderer.invoke` as the preload has it: whatever a channel's handler answers arrives
 * untyped, so a fake answers anything, and the calls are what the test reads.
 */
function invoker() {
  const ipc = vi.fn<(channel: IpcChannel, ...args: string[]) => Promise<unknown>>((channel) => {
    return Promise.resolve(
      channel === IPC_CHANNELS.endSession ||
        channel === IPC_CHANNELS.recordSession ||
        channel === IPC_CHANNELS.lockStaff
        ? 'ignored'
        : { ok: false, reason: 'refused' },
    );
  });
  const invoke: BridgeInvoke = (channel, ...args) => ipc(channel, ...args) as never;
  return Object.assign(invoke, { calls: ipc.mock.calls });
}

describe('createKioskBridge', () => {
  it('exposes the version and the configuration, frozen, to the app’s own page', () => {
    const bridge = createKioskBridge(DATA, 'app://site/careers?kiosk=1', invoker());
    expect(bridge).toMatchObject({ isKiosk: true, version: '1.2.3', config: DATA.config });
    expect(Object.isFrozen(bridge)).toBe(true);
    expect(Object.isFrozen(bridge?.config)).toBe(true);
  });

  it('gives no bridge without valid data or to a page at another origin', () => {
    expect(createKioskBridge(undefined, 'app://site/', invoker())).toBeUndefined();
    expect(createKioskBridge(DATA, 'https://evil.example/', invoker())).toBeUndefined();
    expect(createKioskBridge(DATA, 'about:blank', invoker())).toBeUndefined();
  });

  it('sends only strings over the bridge’s own channels', async () => {
    const invoke = invoker();
    const bridge = createKioskBridge(DATA, 'app://site/', invoke);
    await expect(bridge?.openExternal({ toString: () => 'https://t.me/group' } as unknown as string)).resolves.toEqual({
      ok: false,
      reason: 'refused',
    });
    await bridge?.unlockStaff(246810 as unknown as string);
    await expect(bridge?.lockStaff()).resolves.toBeUndefined();
    await bridge?.quit();
    // The shell's answer (the session settings in force) is handed on for the page to validate.
    await expect(bridge?.endSession()).resolves.toBe('ignored');
    await expect(bridge?.recordSession({ seconds: 1 } as unknown as string)).resolves.toBeUndefined();
    await bridge?.readInsights();
    await bridge?.chooseExportTarget();
    await bridge?.exportInsights({ folder: '/etc' } as unknown as string, ['date', 'sessions'] as unknown as string);
    expect(invoke.calls).toEqual([
      [IPC_CHANNELS.openExternal, 'https://t.me/group'],
      [IPC_CHANNELS.unlockStaff, '246810'],
      [IPC_CHANNELS.lockStaff],
      [IPC_CHANNELS.quit],
      [IPC_CHANNELS.endSession],
      [IPC_CHANNELS.recordSession, '[object Object]'],
      [IPC_CHANNELS.readInsights],
      [IPC_CHANNELS.chooseExportTarget],
      [IPC_CHANNELS.exportInsights, '[object Object]', 'date,sessions'],
    ]);
  });
});

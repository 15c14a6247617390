/**
 * The object the preload exposes as `window.kiosk` (`common/bridge.ts`), built from the
 * bridge's data and an IPC `invoke`, so it is tested without Electron.
 */
import {
  IPC_CHANNELS,
  type IpcArguments,
  type IpcChannel,
  type IpcResult,
  type KioskBridge,
} from '../../common/bridge.ts';
import { mayHaveBridge, type BridgeArgument } from '../../common/bridge-arguments.ts';

/**
 * `ipcRenderer.invoke`, typed by the bridge's contract (`IpcContract`): each channel with its
 * arguments, answered with its result.
 */
export type BridgeInvoke = <C extends IpcChannel>(channel: C, ...args: IpcArguments<C>) => Promise<IpcResult<C>>;

/**
 * The frozen bridge for a page at `pageUrl`, or `undefined`, when there is no valid data
 * (`decodeBridgeArgument`) or the page is not one of the app's own at `data.appOrigin`: then the
 * page gets no bridge at all. Each function sends strings only over its one channel; the main
 * process checks the sender and the arguments again (`electron/main/ipc.ts`).
 */
export function createKioskBridge(
  data: BridgeArgument | undefined,
  pageUrl: string,
  invoke: BridgeInvoke,
): KioskBridge | undefined {
  if (!data || !mayHaveBridge(pageUrl, data.appOrigin)) return undefined;
  const bridge: KioskBridge = {
    isKiosk: true,
    version: data.version,
    config: Object.freeze({ ...data.config }),
    // `unknown`: page scripts may pass anything; only strings cross, and the main process checks again.
    openExternal: (url: unknown) => invoke(IPC_CHANNELS.openExternal, String(url)),
    unlockStaff: (pin: unknown) => invoke(IPC_CHANNELS.unlockStaff, String(pin)),
    lockStaff: () => invoke(IPC_CHANNELS.lockStaff).then(() => undefined),
    quit: () => invoke(IPC_CHANNELS.quit),
    endSession: () => invoke(IPC_CHANNELS.endSession),
    recordSession: (summary: unknown) => invoke(IPC_CHANNELS.recordSession, String(summary)).then(() => undefined),
    readInsights: () => invoke(IPC_CHANNELS.readInsights),
    chooseExportTarget: () => invoke(IPC_CHANNELS.chooseExportTarget),
    exportInsights: (targetId: unknown, csv: unknown) =>
      invoke(IPC_CHANNELS.exportInsights, String(targetId), String(csv)),
  };
  return Object.freeze(bridge);
}

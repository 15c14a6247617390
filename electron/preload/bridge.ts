/**
 * The object the preload exposes as `window.kiosk` (`electron/shared/bridge.ts`), built from the
 * bridge's data and an IPC `invoke`, so it is tested without Electron.
 */
import {
  IPC_CHANNELS,
  type ExportResult,
  type ExportTargetResult,
  type InsightsResult,
  type KioskBridge,
  type OpenExternalResult,
  type SignedOut,
  type UnlockResult,
} from '../shared/bridge.ts';
import { mayHaveBridge, type BridgeArgument } from '../shared/bridge-arguments.ts';

/** `ipcRenderer.invoke`, narrowed to the bridge's channels. */
export type BridgeInvoke = (
  channel: (typeof IPC_CHANNELS)[keyof typeof IPC_CHANNELS],
  ...args: string[]
) => Promise<unknown>;

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
    openExternal: (url: unknown) => invoke(IPC_CHANNELS.openExternal, String(url)) as Promise<OpenExternalResult>,
    unlockStaff: (pin: unknown) => invoke(IPC_CHANNELS.unlockStaff, String(pin)) as Promise<UnlockResult>,
    lockStaff: () => invoke(IPC_CHANNELS.lockStaff).then(() => undefined),
    quit: () => invoke(IPC_CHANNELS.quit) as Promise<SignedOut | { ok: true }>,
    endSession: () => invoke(IPC_CHANNELS.endSession),
    recordSession: (summary: unknown) => invoke(IPC_CHANNELS.recordSession, String(summary)).then(() => undefined),
    readInsights: () => invoke(IPC_CHANNELS.readInsights) as Promise<InsightsResult>,
    chooseExportTarget: () => invoke(IPC_CHANNELS.chooseExportTarget) as Promise<ExportTargetResult>,
    exportInsights: (targetId: unknown, csv: unknown) =>
      invoke(IPC_CHANNELS.exportInsights, String(targetId), String(csv)) as Promise<ExportResult>,
  };
  return Object.freeze(bridge);
}

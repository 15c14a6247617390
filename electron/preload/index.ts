/**
 * The preload: exposes one small typed object, `window.kiosk`, and never `ipcRenderer` itself
 * (Electron security checklist, item 20). Runs sandboxed with context isolation.
 */
import { contextBridge, ipcRenderer } from 'electron';
import {
  IPC_CHANNELS,
  type BridgeData,
  type ExitResult,
  type KioskBridge,
  type OpenExternalResult,
} from '../shared/bridge.ts';

// `null` when the main process does not trust this frame: then the page gets no bridge at all.
const data = ipcRenderer.sendSync(IPC_CHANNELS.getBridgeData) as BridgeData | null;

if (data) {
  const bridge: KioskBridge = {
    isKiosk: true,
    version: data.version,
    config: Object.freeze({ ...data.config }),
    // `unknown`: page scripts may pass anything; only strings cross, and the main process checks again.
    openExternal: (url: unknown) =>
      ipcRenderer.invoke(IPC_CHANNELS.openExternal, String(url)) as Promise<OpenExternalResult>,
    exit: (pin: unknown) => ipcRenderer.invoke(IPC_CHANNELS.exit, String(pin)) as Promise<ExitResult>,
    endSession: () => ipcRenderer.invoke(IPC_CHANNELS.endSession) as Promise<void>,
  };
  contextBridge.exposeInMainWorld('kiosk', Object.freeze(bridge));
}

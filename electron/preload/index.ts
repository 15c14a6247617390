/**
 * The preload: exposes one small typed object, `window.kiosk`, and never `ipcRenderer` itself
 * (Electron security checklist, item 20). Runs sandboxed with context isolation. The bridge's
 * data comes from the renderer's `process.argv`, where the main process put it
 * (`common/bridge-arguments.ts`), so nothing blocks the renderer before the page runs.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { decodeBridgeArgument } from '../../common/bridge-arguments.ts';
import { createKioskBridge } from './bridge.ts';

const bridge = createKioskBridge(decodeBridgeArgument(process.argv), window.location.href, (channel, ...args) =>
  ipcRenderer.invoke(channel, ...args),
);
if (bridge) contextBridge.exposeInMainWorld('kiosk', bridge);

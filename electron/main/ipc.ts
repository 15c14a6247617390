/**
 * IPC handlers. Each accepts messages only from our window's main frame at the app's origin and
 * validates its arguments (Electron security checklist, item 17).
 */
import { ipcMain, type BrowserWindow, type IpcMainEvent, type IpcMainInvokeEvent } from 'electron';
import { IPC_CHANNELS, type BridgeData, type OpenExternalResult } from '../shared/bridge.ts';
import { isExitPinValid, isTrustedSender } from './kiosk-policy.ts';
import { openExternalSafely } from './links.ts';

export interface IpcOptions {
  window: () => BrowserWindow | undefined;
  appOrigin: string;
  bridgeData: BridgeData;
  exitPin: string | undefined;
  openExternal: (url: string) => Promise<void>;
  quit: () => void;
  log: { info: (...args: unknown[]) => void; warn: (...args: unknown[]) => void };
}

function trusted(event: IpcMainEvent | IpcMainInvokeEvent, options: IpcOptions): boolean {
  const ok = isTrustedSender(
    {
      senderId: event.sender.id,
      // The main frame is the one without a parent (WebFrameMain.parent is null only there).
      frameIsMain: event.senderFrame !== null && event.senderFrame.parent === null,
      frameUrl: event.senderFrame?.url ?? '',
    },
    options.window()?.webContents.id,
    options.appOrigin,
  );
  if (!ok) options.log.warn(`Refused an IPC message from an untrusted sender (${event.senderFrame?.url ?? 'unknown'})`);
  return ok;
}

/** Registers the bridge's handlers; returns the function that removes them. */
export function registerIpcHandlers(options: IpcOptions): () => void {
  ipcMain.on(IPC_CHANNELS.getBridgeData, (event) => {
    event.returnValue = trusted(event, options) ? options.bridgeData : null;
  });
  ipcMain.handle(IPC_CHANNELS.openExternal, async (event, url: unknown): Promise<OpenExternalResult> => {
    if (!trusted(event, options) || typeof url !== 'string' || url.length > 2048) return { ok: false, reason: 'refused' };
    const outcome = await openExternalSafely(url, options.appOrigin, { openExternal: options.openExternal, log: options.log.warn });
    return outcome === 'opened' ? { ok: true } : { ok: false, reason: outcome };
  });
  ipcMain.handle(IPC_CHANNELS.exit, (event, pin: unknown): boolean => {
    if (!trusted(event, options) || typeof pin !== 'string' || !isExitPinValid(pin, options.exitPin)) {
      options.log.warn('Staff exit refused');
      return false;
    }
    options.log.info('Staff exit');
    options.quit();
    return true;
  });
  return () => {
    ipcMain.removeAllListeners(IPC_CHANNELS.getBridgeData);
    ipcMain.removeHandler(IPC_CHANNELS.openExternal);
    ipcMain.removeHandler(IPC_CHANNELS.exit);
  };
}

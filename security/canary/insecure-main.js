// A deliberately insecure Electron main process. It is never built or shipped: the security
// check scans it to prove the scanner really runs and still reports what it must.
const { BrowserWindow, shell } = require('electron');

const window = new BrowserWindow({
  webPreferences: { nodeIntegration: true, contextIsolation: false, sandbox: false, webSecurity: false },
});
window.webContents.on('new-window', (_event, url) => shell.openExternal(url));

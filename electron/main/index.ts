/**
 * The kiosk shell's lifecycle: it only orchestrates. Policies live in their own modules
 * (protocol, links, kiosk-policy, config, window, ipc, logging), each testable without Electron.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, Menu, powerSaveBlocker, protocol, session, shell, type BrowserWindow } from 'electron';
import { contentSecurityPolicy, inlineHashes, policyOrigins } from '../shared/content-security-policy.ts';
import { isSecureRemoteUrl } from '../shared/kiosk-settings.ts';
import {
  CONFIG_FILE_NAME,
  loadKioskConfig,
  rendererConfig,
  shellEnvironment,
  type ResolvedKioskConfig,
} from './config.ts';
import { resolveExitPinHash } from './exit-pin.ts';
import { registerIpcHandlers } from './ipc.ts';
import { isPermissionGranted, msUntilDailyRestart, refuseDownload } from './kiosk-policy.ts';
import { log, setupLogging } from './logging.ts';
import { APP_ORIGIN, APP_SCHEME, APP_SCHEME_PRIVILEGES, createAppHandler } from './protocol.ts';
import { startUpdates, type KioskUpdates } from './updates.ts';
import { createKioskWindow } from './window.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The web build, beside the Electron build in the package. */
const WEB_ROOT = path.join(here, '../../dist');
const PRELOAD = path.join(here, '../preload/index.cjs');
// Honoured only in an unpackaged app (development, the shell's tests): see `shellEnvironment`.
const environment = shellEnvironment(process.env, app.isPackaged);
const DEV_SERVER_URL = environment.devServerUrl;
const development = Boolean(DEV_SERVER_URL);

// Several kiosks (or the shell's tests) can run side by side, each with its own profile.
if (environment.userDataDir) app.setPath('userData', environment.userDataDir);

// Before `ready`, as Electron requires for both.
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }]);
Menu.setApplicationMenu(null);

let mainWindow: BrowserWindow | undefined;

/** The configuration, and the staff exit PIN's hash after migrating a plain `exitPin` (`exit-pin.ts`). */
async function readConfig(): Promise<{ config: ResolvedKioskConfig; exitPinHash: string | undefined }> {
  const file = path.join(app.getPath('userData'), CONFIG_FILE_NAME);
  const text = await readFile(file, 'utf8').catch(() => undefined);
  const { config, problems } = loadKioskConfig(text, process.argv.slice(1));
  for (const problem of problems) log.warn(`Configuration: ${problem}`);
  log.info(`Configuration read from ${text === undefined ? 'defaults (no file)' : file}`);
  return { config, exitPinHash: await resolveExitPinHash({ file, text, config, log }) };
}

/** `apiBaseUrl` of the web build's `config.json`, which the renderer also reads, if any. */
async function readRuntimeApiBaseUrl(): Promise<string | undefined> {
  const text = await readFile(path.join(WEB_ROOT, 'config.json'), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    const value: unknown = (JSON.parse(text) as Record<string, unknown> | null)?.apiBaseUrl;
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

async function setupProtocol(config: ResolvedKioskConfig): Promise<void> {
  const html = await readFile(path.join(WEB_ROOT, 'index.html'), 'utf8');
  // Only addresses the kiosk may read from (https:, plain http: on loopback): the renderer drops
  // any other (`kioskAddress`, src/lib/content-settings.ts), and the policy holds it to that too.
  const secure = (address: string | undefined) => (address && isSecureRemoteUrl(address) ? address : undefined);
  const origins = policyOrigins({
    // Built into this bundle by Vite in the web build's mode (vite-plugin-electron), so they are
    // the addresses the renderer was built with.
    buildApiBaseUrl: secure(import.meta.env.VITE_API_BASE_URL),
    stockQuoteUrl: secure(import.meta.env.VITE_STOCK_QUOTE_URL),
    runtimeApiBaseUrl: secure(await readRuntimeApiBaseUrl()),
    contentBaseUrl: config.contentBaseUrl,
  });
  const csp = contentSecurityPolicy({ ...(await inlineHashes([html])), ...origins });
  const read = (file: string) =>
    readFile(file).then(
      (bytes) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
      () => undefined,
    );
  const handler = createAppHandler(WEB_ROOT, { read }, csp);
  protocol.handle(APP_SCHEME, handler);
}

function setupSecurity(): void {
  session.defaultSession.setPermissionRequestHandler((_contents, permission, callback) => {
    log.warn(`Denied permission request: ${permission}`);
    callback(isPermissionGranted(permission));
  });
  session.defaultSession.setPermissionCheckHandler((_contents, permission) => isPermissionGranted(permission));
  session.defaultSession.on('will-download', (event, item) =>
    refuseDownload({ event, item }, (message) => log.warn(message)),
  );
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });
  app.on('child-process-gone', (_event, details) => {
    log.error(`Child process gone: ${details.type} (${details.reason}); continuing`);
  });
}

/** Restarts the app at `time` each day, into a downloaded update when one waits (`updates.ts`). */
function scheduleDailyRestart(time: string | undefined, updates: Promise<KioskUpdates>): void {
  if (!time) return;
  setTimeout(
    () => {
      log.info(`Daily restart at ${time}`);
      void updates.then((started) => {
        if (started.restartIntoUpdate()) return;
        app.relaunch();
        app.exit(0);
      });
    },
    msUntilDailyRestart(new Date(), time),
  );
}

async function onReady(): Promise<void> {
  setupLogging();
  log.info(`Kiosk ${app.getVersion()} starting${development ? ' (development)' : ''}`);
  for (const problem of environment.problems) log.warn(problem);
  const { config, exitPinHash } = await readConfig();
  setupSecurity();
  if (!development) await setupProtocol(config);
  powerSaveBlocker.start('prevent-display-sleep');
  const origin = development && DEV_SERVER_URL ? new URL(DEV_SERVER_URL).origin : APP_ORIGIN;
  registerIpcHandlers({
    window: () => mainWindow,
    appOrigin: origin,
    bridgeData: { version: app.getVersion(), config: rendererConfig(config) },
    exitPinHash,
    linkMode: config.linkMode,
    openExternal: (url) => shell.openExternal(url),
    quit: () => app.quit(),
    log,
  });
  mainWindow = createKioskWindow({
    config,
    preload: PRELOAD,
    appOrigin: origin,
    startUrl: new URL(`${config.startPath}${config.startPath.includes('?') ? '&' : '?'}kiosk=1`, origin).href,
    restartingUrl: new URL('/kiosk/restarting.html', origin).href,
    development,
    openExternal: (url) => shell.openExternal(url),
    log,
  });
  if (config.hideCursor) {
    mainWindow.webContents.on(
      'did-finish-load',
      () => void mainWindow?.webContents.insertCSS('* { cursor: none !important; }'),
    );
  }
  const updates = startUpdates({
    feedUrl: config.updateFeedUrl,
    isPackaged: app.isPackaged,
    loadUpdater: () => import('electron-updater'),
    log,
  });
  scheduleDailyRestart(config.dailyRestart, updates);
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('window-all-closed', () => app.quit());
  app
    .whenReady()
    .then(onReady)
    .catch((error: unknown) => {
      log.error('The kiosk could not start', error);
      app.exit(1);
    });
}

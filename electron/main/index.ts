/**
 * The kiosk shell's lifecycle: it only orchestrates, handing Electron's objects to the setup
 * functions of its modules (lifecycle, config, security, protocol, ipc, window, updates, logging),
 * each tested without Electron.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import writeFileAtomic from 'write-file-atomic';
import { app, BrowserWindow, ipcMain, Menu, powerSaveBlocker, protocol, session, shell } from 'electron';
import { readKioskConfig, rendererConfig, sessionSettings, shellEnvironment } from './config.ts';
import { startHeartbeat } from './heartbeat.ts';
import { createInsightsExporter } from './insights-export.ts';
import { INSIGHTS_FILE, openInsightsStore } from './insights-store.ts';
import { registerIpcHandlers } from './ipc.ts';
import { prepareApp, setupSingleInstance, startWhenReady } from './lifecycle.ts';
import { log, setupLogging } from './logging.ts';
import { buildFiles, setupProtocol } from './protocol.ts';
import {
  createRemoteSettingsSync,
  REMOTE_SETTINGS_FILE,
  settingsPublicKeys,
  settingsReport,
  withRemoteSettings,
} from './remote-settings.ts';
import { setupSecurity } from './security.ts';
import { scheduleDailyRestart, startUpdates } from './updates.ts';
import { createKioskWindow, kioskPages } from './window.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The web build, beside the Electron build in the package. */
const WEB_ROOT = path.join(here, '../../dist');
const PRELOAD = path.join(here, '../preload/index.cjs');
// Honoured only in an unpackaged app (development, the shell's tests): see `shellEnvironment`.
const environment = shellEnvironment(process.env, app.isPackaged);
const development = environment.devServerUrl !== undefined;
// `shell.openExternal` is handed only to `openExternalSafely` (links.ts), through the window's
// link guards and the IPC handler, which let https:, http: and mailto: alone through.
const openExternal = (url: string) => shell.openExternal(url);

let mainWindow: BrowserWindow | undefined;
/** When the renderer was last reloaded after a crash or a hang, for the heartbeat. */
let lastRecovery: Date | undefined;

async function onReady(): Promise<void> {
  setupLogging();
  log.info(`Kiosk ${app.getVersion()} starting${development ? ' (development)' : ''}`);
  for (const problem of environment.problems) log.warn(problem);
  const local = await readKioskConfig({
    userDataDir: app.getPath('userData'),
    argv: process.argv.slice(1),
    log,
  });
  // A fleet's signed settings (docs/kiosk.md, "Running a fleet"): the saved file at start, a
  // newer one at each idle reset. Its addresses, keys and window stay kiosk-config.json's.
  const remote = createRemoteSettingsSync({
    url: local.config.settingsUrl,
    publicKeys: settingsPublicKeys(local.config.settingsPublicKey),
    kioskName: local.config.kioskName,
    file: path.join(app.getPath('userData'), REMOTE_SETTINGS_FILE),
    read: (file) => readFile(file, 'utf8'),
    write: (file, text) => writeFileAtomic(file, text),
    log,
  });
  let settings = withRemoteSettings(local, await remote.start());
  const { config } = settings;
  const insights = await openInsightsStore({ file: path.join(app.getPath('userData'), INSIGHTS_FILE), log });
  setupSecurity({ app, session: session.defaultSession, log });
  if (!development) {
    await setupProtocol({
      protocol,
      webRoot: WEB_ROOT,
      files: buildFiles,
      // Built into this bundle by Vite in the web build's mode (vite-plugin-electron).
      buildUrls: { apiBaseUrl: import.meta.env.VITE_API_BASE_URL, stockQuoteUrl: import.meta.env.VITE_STOCK_QUOTE_URL },
      contentBaseUrl: config.contentBaseUrl,
      siteUrl: config.siteUrl,
    });
  }
  powerSaveBlocker.start('prevent-display-sleep');
  const pages = kioskPages(environment.devServerUrl, config.startPath);
  registerIpcHandlers({
    ipcMain,
    window: () => mainWindow,
    appOrigin: pages.origin,
    exitPinHash: () => settings.exitPinHash,
    linkMode: () => settings.config.linkMode,
    onSessionEnd: () => {
      const applied = remote.applyPending();
      if (applied) settings = withRemoteSettings(local, applied);
      return sessionSettings(settings.config);
    },
    settingsReport: () => settingsReport(settings, remote.status()),
    openExternal,
    quit: () => app.quit(),
    kioskName: config.kioskName,
    insights,
    exporter: createInsightsExporter({ userDataDir: app.getPath('userData'), kioskName: config.kioskName }),
    log,
  });
  mainWindow = createKioskWindow({
    BrowserWindow,
    config,
    bridgeData: { version: app.getVersion(), config: rendererConfig(config) },
    preload: PRELOAD,
    appOrigin: pages.origin,
    startUrl: pages.startUrl,
    restartingUrl: pages.restartingUrl,
    development,
    openExternal,
    onRecovery: (at) => {
      lastRecovery = at;
      void insights.recordRecovery();
    },
    log,
  });
  startHeartbeat({
    pushUrl: config.heartbeatUrl,
    status: () => ({
      kioskName: config.kioskName,
      version: app.getVersion(),
      uptimeSeconds: Math.round(process.uptime()),
      lastRecovery,
      sessionsToday: insights.sessionsToday(),
    }),
    log,
  });
  const updates = startUpdates({
    feedUrl: config.updateFeedUrl,
    isPackaged: app.isPackaged,
    loadUpdater: () => import('electron-updater'),
    log,
  });
  scheduleDailyRestart({ time: config.dailyRestart, updates, app, log });
  remote.schedule();
}

prepareApp({ app, menu: Menu, protocol, userDataDir: environment.userDataDir });
if (setupSingleInstance({ app, window: () => mainWindow })) void startWhenReady({ app, onReady, log });

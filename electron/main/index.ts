/**
 * The kiosk shell's lifecycle: it only orchestrates, handing Electron's objects to the setup
 * functions of its modules (lifecycle, config, security, protocol, ipc, window, updates, logging),
 * each tested without Electron.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, ipcMain, Menu, powerSaveBlocker, protocol, session, shell } from 'electron';
import { readKioskConfig, rendererConfig, shellEnvironment } from './config.ts';
import { startHeartbeat } from './heartbeat.ts';
import { createInsightsExporter } from './insights-export.ts';
import { INSIGHTS_FILE, openInsightsStore } from './insights-store.ts';
import { registerIpcHandlers } from './ipc.ts';
import { prepareApp, setupSingleInstance, startWhenReady } from './lifecycle.ts';
import { log, setupLogging } from './logging.ts';
import { buildFiles, setupProtocol } from './protocol.ts';
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
  const { config, exitPinHash } = await readKioskConfig({
    userDataDir: app.getPath('userData'),
    argv: process.argv.slice(1),
    log,
  });
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
    exitPinHash,
    linkMode: config.linkMode,
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
}

prepareApp({ app, menu: Menu, protocol, userDataDir: environment.userDataDir });
if (setupSingleInstance({ app, window: () => mainWindow })) void startWhenReady({ app, onReady, log });

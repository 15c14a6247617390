/**
 * The kiosk's log: electron-log writing to a rotating file in the user-data `logs/` folder
 * (at 5 MB the file is kept as `main.old.log` and a new one started) and to the console.
 * It records start, crashes, reloads, refused links and configuration problems.
 */
import log from 'electron-log/main';

/** Largest log file before rotation, in bytes. */
export const LOG_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Sets up file and console logging; call once, before anything logs. Only the main process
 * writes the log: electron-log's own preload (its `preload` option, on by default) would give
 * every page `window.__electronLog` and an IPC channel that does not check its sender, through
 * which page script could forge lines or flood the file until rotation drops the trail of PIN
 * attempts; and renderer consoles are not copied in (`spyRendererConsole`, off by default, kept
 * off explicitly). Options as in electron-log 5's `MainLogger.initialize` (`electron-log/src/index.d.ts`).
 */
export function setupLogging(): typeof log {
  log.initialize({ preload: false, spyRendererConsole: false });
  log.transports.file.maxSize = LOG_MAX_BYTES;
  log.transports.file.level = 'info';
  log.transports.console.level = 'info';
  log.errorHandler.startCatching({ showDialog: false });
  return log;
}

export { log };

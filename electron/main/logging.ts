/**
 * The kiosk's log: electron-log writing to a rotating file in the user-data `logs/` folder
 * (at 5 MB the file is kept as `main.old.log` and a new one started) and to the console.
 * It records start, crashes, reloads, refused links and configuration problems.
 */
import log from 'electron-log/main';

/** Largest log file before rotation, in bytes. */
export const LOG_MAX_BYTES = 5 * 1024 * 1024;

/** Sets up file and console logging; call once, before anything logs. */
export function setupLogging(): typeof log {
  log.initialize();
  log.transports.file.maxSize = LOG_MAX_BYTES;
  log.transports.file.level = 'info';
  log.transports.console.level = 'info';
  log.errorHandler.startCatching({ showDialog: false });
  return log;
}

export { log };

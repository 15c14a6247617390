/**
 * The app's logger (loglevel). Debug output is on only when local storage `mode` equals
 * `development` (`docs/design.md` §3.1); otherwise only warnings and errors reach the console.
 */
import log from 'loglevel';
import { readStorage } from '@/lib/storage';

/** Local-storage key and value that switch debug logging on. */
const DEBUG_MODE_KEY = 'mode';
const DEBUG_MODE_VALUE = 'development';

/** Whether debug logging is on for this page load. */
export function isDebugMode(): boolean {
  return readStorage(DEBUG_MODE_KEY) === DEBUG_MODE_VALUE;
}

/**
 * Sets the level from the mode flag: called by the app's start-up (`src/app/main.tsx`) and by
 * tests. Until then loglevel's default, `warn`, applies (its documented default level).
 */
export function configureLogger(): void {
  logger.setLevel(isDebugMode() ? 'debug' : 'warn', false);
}

/** The shared logger; `logger.debug` is silent unless debug mode is on. */
export const logger = log.getLogger('site');

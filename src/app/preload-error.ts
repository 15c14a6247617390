/**
 * Recovery from a lazily loaded screen that fails to load (DESIGN.md, "Start-up"): usually a
 * new deployment replaced the chunk this page expects. Vite raises `vite:preloadError`; we reload
 * once to pick up the new build. A `sessionStorage` time stamp stops a reload loop: after one
 * reload within {@link RELOAD_GUARD_MS}, the error goes on to the route's error screen, which
 * offers a retry. (Calling only `preventDefault()` would leave `React.lazy` with `undefined`.)
 */
import { logger } from '@/lib/log';

export const RELOAD_GUARD_KEY = 'preload-error-reload';
/** A second failure within this many milliseconds of the last reload is shown, not reloaded. */
export const RELOAD_GUARD_MS = 30_000;

let reloading = false;

/** Whether {@link handlePreloadError} has started a reload: the page is on its way out, so nothing more should start on it. */
export function isReloading(): boolean {
  return reloading;
}

function readGuard(storage: Storage): number {
  try {
    return Number(storage.getItem(RELOAD_GUARD_KEY) ?? 0) || 0;
  } catch {
    return 0;
  }
}

/**
 * Handles one `vite:preloadError` event.
 * @returns `true` when it reloaded the page, `false` when it let the error through.
 */
export function handlePreloadError(
  event: Event,
  { storage = window.sessionStorage, reload = () => window.location.reload(), now = Date.now() } = {},
): boolean {
  if (now - readGuard(storage) < RELOAD_GUARD_MS) {
    logger.error('A screen failed to load again after a reload', event);
    return false;
  }
  try {
    storage.setItem(RELOAD_GUARD_KEY, String(now));
  } catch {
    // Without storage there is no loop guard, so do not reload at all.
    return false;
  }
  event.preventDefault();
  logger.warn('A screen failed to load; reloading to pick up the current deployment');
  reloading = true;
  reload();
  return true;
}

/** Installs {@link handlePreloadError} on `window`; returns the function that removes it. */
export function installPreloadErrorHandler(target: Window = window): () => void {
  const listener = (event: Event) => void handlePreloadError(event);
  target.addEventListener('vite:preloadError', listener);
  return () => target.removeEventListener('vite:preloadError', listener);
}

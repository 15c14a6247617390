/**
 * Recovery from a lazily loaded screen that fails to load (`docs/design.md` §3.2): usually a
 * new deployment replaced the chunk this page expects. Vite raises `vite:preloadError`; we reload
 * once to pick up the new build. A `sessionStorage` time stamp stops a reload loop: after one
 * reload within {@link RELOAD_GUARD_MS}, the error goes on to the route's error screen, which
 * offers a retry. (Calling only `preventDefault()` would leave `React.lazy` with `undefined`.)
 *
 * A screen's chunk is loaded by the navigation to it, before the router commits its URL, so a
 * plain reload would land on the page being left. The page loads the navigation's destination
 * instead ({@link followNavigations}): the visitor's tap is kept.
 */
import { appState } from '@/lib/app-state';
import { logger } from '@/lib/log';

export const RELOAD_GUARD_KEY = 'preload-error-reload';
/** A second failure within this many milliseconds of the last reload is shown, not reloaded. */
export const RELOAD_GUARD_MS = 30_000;

const page = appState((): { reloading: boolean; destination: () => string | undefined } => ({
  reloading: false,
  destination: () => undefined,
}));

/**
 * Names where the pending navigation goes, for a reload that must land there.
 * @param pending Returns the destination's href (path, search and hash, as `router.createHref`
 *   writes it) while a navigation is under way, `undefined` otherwise.
 */
export function followNavigations(pending: () => string | undefined): void {
  page().destination = pending;
}

/**
 * Whether {@link handlePreloadError} has started a reload: the page is on its way out, so nothing more should start on
 * it.
 */
export function isReloading(): boolean {
  return page().reloading;
}

function readGuard(storage: Storage): number {
  try {
    return Number(storage.getItem(RELOAD_GUARD_KEY) ?? 0) || 0;
  } catch {
    return 0;
  }
}

/** Loads `href` (the pending navigation's destination) in place of this page, or reloads it when there is none. */
function reloadTo(href: string | undefined): void {
  if (href === undefined) window.location.reload();
  else window.location.assign(href);
}

/**
 * Handles one `vite:preloadError` event.
 * @param options.pending The pending navigation's destination, {@link followNavigations}' by default.
 * @param options.reload Loads the page: the destination's href, or this page's when `undefined`.
 * @returns `true` when it reloaded the page, `false` when it let the error through.
 */
export function handlePreloadError(
  event: Event,
  {
    storage = window.sessionStorage,
    reload = reloadTo,
    pending = page().destination,
    now = Date.now(),
  }: {
    storage?: Storage;
    reload?: (href: string | undefined) => void;
    pending?: () => string | undefined;
    now?: number;
  } = {},
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
  page().reloading = true;
  reload(pending());
  return true;
}

/** Installs {@link handlePreloadError} on `window`; returns the function that removes it. */
export function installPreloadErrorHandler(target: Window = window): () => void {
  const listener = (event: Event) => void handlePreloadError(event);
  target.addEventListener('vite:preloadError', listener);
  return () => target.removeEventListener('vite:preloadError', listener);
}

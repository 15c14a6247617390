import { useEffect } from 'react';

/**
 * Fetches a route module's code once the browser is idle after the current screen is up, so a
 * likely next navigation (an item of the list on screen) waits for no download. `load` is the
 * route's dynamic `import()`, a module-level function (a new identity would prefetch again); it
 * runs at most once per mount, and not at all if the screen is
 * left first. Where `requestIdleCallback` is missing (Safari), it runs after 1 s instead.
 */
export function usePrefetchRoute(load: () => Promise<unknown>): void {
  useEffect(() => {
    const prefetch = () => void load();
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(prefetch);
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(prefetch, 1_000);
    return () => clearTimeout(timer);
  }, [load]);
}

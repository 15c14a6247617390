import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, MINUTE_MS);
  return () => clearInterval(timer);
}

/** The current minute: a stable value between ticks, as `useSyncExternalStore` requires. */
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

/**
 * The current time in ms since the epoch, to the minute, updated every minute (a kiosk runs for
 * days). `renderedAt` is the time the page was rendered with (its loader's), used while
 * prerendering and hydrating so the first client render matches the HTML; the real time follows
 * right after hydration.
 */
export function useNow(renderedAt: number): number {
  return useSyncExternalStore(subscribe, currentMinute, () => renderedAt);
}

const noSubscription = () => () => undefined;

/**
 * The visitor's IANA time zone (`Europe/London`), or `null` while prerendering and hydrating:
 * the server cannot know it, so what depends on it appears right after hydration.
 */
export function useVisitorTimeZone(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => null,
  );
}

/**
 * The current year, or the build's while prerendering and hydrating: a page built in December
 * and read in January hydrates without a mismatch, then shows the new year.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}

import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { isHydratingPage } from '@/lib/hydration';

const MINUTE_MS = 60_000;

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, MINUTE_MS);
  return () => clearInterval(timer);
}

const noSubscription = () => () => undefined;

/** The current minute: the same value between ticks, so a tick that changes nothing renders nothing. */
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

/**
 * `clientValue()` and its changes (`subscribe`); while the page hydrates, `serverValue` first.
 *
 * `useSyncExternalStore` with a server snapshot does the same, but React re-renders every
 * component whose snapshot differs right after hydration synchronously, in one task (its
 * `forceStoreRerender`, on the sync lane: "If the store is mutated during a non-blocking
 * transition update, React will fall back to performing that update as blocking", React's
 * documentation of the hook). A screen of dates then renders twice in one long task. Here a
 * component rendered while the page hydrates (`src/lib/hydration.ts`) takes the browser's value
 * in a transition, in 5 ms slices; one rendered afresh, after a navigation, takes it at once.
 * For route screens only: a part of the page that hydrates after the first navigation would
 * take the browser's value while hydrating.
 */
function useClientValue<T>(
  serverValue: T,
  clientValue: () => T,
  subscribe: (onChange: () => void) => () => void = noSubscription,
): T {
  const [hydrating] = useState(isHydratingPage);
  const [value, setValue] = useState(() => (hydrating ? serverValue : clientValue()));
  useEffect(() => {
    const follow = () => {
      startTransition(() => setValue(clientValue()));
    };
    if (hydrating) follow();
    return subscribe(follow);
  }, [hydrating, clientValue, subscribe]);
  return value;
}

/**
 * The current time in ms since the epoch, to the minute, updated every minute (a kiosk runs for
 * days). `renderedAt` is the time the page was rendered with (its loader's), used while
 * prerendering and hydrating, so the first client render matches the HTML; the real time follows
 * (see {@link useClientValue}).
 */
export function useNow(renderedAt: number): number {
  return useClientValue(renderedAt, currentMinute, subscribe);
}

const visitorTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const currentYear = () => new Date().getFullYear();

/**
 * The visitor's IANA time zone (`Europe/London`), or `null` while prerendering and hydrating:
 * the server cannot know it, so what depends on it follows (see {@link useClientValue}).
 */
export function useVisitorTimeZone(): string | null {
  return useClientValue<string | null>(null, visitorTimeZone);
}

/**
 * The current year, or the build's while prerendering and hydrating: a page built in December
 * and read in January hydrates without a mismatch, then shows the new year. The footer holds it,
 * which may hydrate long after the first navigation, when the visitor scrolls near it: React's own
 * server snapshot is right there, and it differs only in a new year.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(noSubscription, currentYear, () => __BUILD_YEAR__);
}

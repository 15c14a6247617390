/**
 * Where a visitor left a long list, kept per history entry so that coming back to it (browser
 * Back, the detail page's own back link, a reload) lands on the same item. A virtualized list
 * only knows the heights of items it has rendered: without them its total height at restore
 * time is an estimate, and the router's saved `scrollY` points at another item. So the measured
 * heights are kept (TanStack Virtual: `takeSnapshot` / `initialMeasurementsCache`), with the item
 * at the top of the viewport to correct any difference that is left.
 *
 * Kept in memory, and written to `sessionStorage` (per tab, like the router's own scroll
 * positions) only when the page is hidden or unloaded, so that they survive a reload without
 * costing a visitor who taps an item the time to serialize them. Only the most recent few: a
 * list of thousands of items makes a snapshot of a hundred kilobytes or more. Storage that is
 * full or blocked leaves the memory copies.
 */
import * as z from 'zod/mini';
import { appState } from '@/lib/app-state';

/** The item at the top of the viewport, and how far past its top the viewport began, in CSS px. */
interface ListAnchor {
  key: string;
  offset: number;
}

/** One list's measurements when the visitor left it. */
export interface ListSnapshot {
  /**
   * What the list showed (its accessible name, which follows the locale): heights measured in
   * another language are not this list's heights.
   */
  signature: string;
  /** Viewport width in CSS px when measured: at another width items wrap differently. */
  width: number;
  /** Measured item heights in CSS px, by item key. */
  sizes: [key: string, size: number][];
  /** `window.scrollY` when the visitor left, in CSS px. */
  scrollOffset: number;
  anchor: ListAnchor | null;
}

/** How many lists' snapshots are kept (the last few history entries a visitor can go back to). */
export const MAX_LIST_SNAPSHOTS = 5;
const PREFIX = 'list-snapshot:';
const ORDER_KEY = `${PREFIX}order`;

const snapshotSchema = z.object({
  signature: z.string(),
  width: z.number(),
  sizes: z.array(z.tuple([z.string(), z.number()])),
  scrollOffset: z.number(),
  anchor: z.nullable(z.object({ key: z.string(), offset: z.number() })),
});
const orderSchema = z.array(z.string());

/**
 * The snapshots kept in this page load, oldest first; the history keys of those changed since
 * they were last written to storage; whether storage is written when the page is hidden.
 */
const kept = appState(
  () => ({ memory: new Map<string, ListSnapshot>(), unwritten: new Set<string>(), listening: false }),
  ({ listening }) => {
    if (!listening) return;
    window.removeEventListener('pagehide', persist);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  },
);

/** Writes changed snapshots to `sessionStorage`, dropping stored ones no longer kept. */
function persist(): void {
  const { memory, unwritten } = kept();
  try {
    const stored = orderSchema.safeParse(JSON.parse(window.sessionStorage.getItem(ORDER_KEY) ?? '[]'));
    for (const old of stored.success ? stored.data : []) {
      if (!memory.has(old)) window.sessionStorage.removeItem(PREFIX + old);
    }
    for (const historyKey of unwritten) {
      const snapshot = memory.get(historyKey);
      if (snapshot) window.sessionStorage.setItem(PREFIX + historyKey, JSON.stringify(snapshot));
    }
    window.sessionStorage.setItem(ORDER_KEY, JSON.stringify([...memory.keys()]));
  } catch {
    // Full or blocked storage: the copies in memory still serve Back within this page load.
  }
  unwritten.clear();
}

function onVisibilityChange(): void {
  if (document.visibilityState === 'hidden') persist();
}

/**
 * Keeps `snapshot` for the history entry `historyKey` (react-router's `location.key`), in
 * storage too when `persistNow` (the page is being hidden or unloaded); otherwise storage is
 * written when the page is hidden (the last moment a phone reliably gives) or unloaded.
 */
export function saveListSnapshot(historyKey: string, snapshot: ListSnapshot, persistNow = false): void {
  const state = kept();
  const { memory, unwritten } = state;
  memory.delete(historyKey);
  memory.set(historyKey, snapshot);
  unwritten.add(historyKey);
  for (const old of [...memory.keys()].slice(0, Math.max(0, memory.size - MAX_LIST_SNAPSHOTS))) {
    memory.delete(old);
    unwritten.delete(old);
  }
  if (persistNow) persist();
  if (state.listening) return;
  state.listening = true;
  window.addEventListener('pagehide', persist);
  document.addEventListener('visibilitychange', onVisibilityChange);
}

/**
 * The snapshot kept for `historyKey` if it was taken of the list `signature` at viewport width
 * `width`; `undefined` otherwise (other content or layout, or nothing kept, or unreadable).
 */
export function readListSnapshot(historyKey: string, signature: string, width: number): ListSnapshot | undefined {
  const { memory } = kept();
  let snapshot = memory.get(historyKey);
  if (!snapshot) {
    // Kept before a reload: taken into memory, where it is kept from now on.
    try {
      const raw = window.sessionStorage.getItem(PREFIX + historyKey);
      const parsed = raw === null ? undefined : snapshotSchema.safeParse(JSON.parse(raw));
      snapshot = parsed?.success ? parsed.data : undefined;
      if (snapshot) memory.set(historyKey, snapshot);
    } catch {
      snapshot = undefined;
    }
  }
  return snapshot && snapshot.signature === signature && snapshot.width === width ? snapshot : undefined;
}

/** Forgets the snapshots in memory, as a reload would (for tests). */
export function clearListSnapshots(): void {
  kept().memory.clear();
}

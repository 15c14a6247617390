/**
 * Where a visitor left a long list, kept per history entry so that coming back to it (browser
 * Back, the detail page's own back link, a reload) lands on the same item. A virtualized list
 * only knows the heights of items it has rendered: without them its total height at restore
 * time is an estimate, and the router's saved `scrollY` points at another item. So the measured
 * heights are kept (TanStack Virtual: `takeSnapshot` / `initialMeasurementsCache`), with the item
 * at the top of the viewport to correct any difference that is left.
 *
 * Kept in memory and in `sessionStorage` (per tab, like the router's own scroll positions, and
 * surviving a reload); only the most recent few, since a list of thousands of items makes a
 * snapshot of a few hundred kilobytes. Storage that is full or blocked leaves the memory copy.
 */
import * as z from 'zod/mini';

/** The item at the top of the viewport, and how far past its top the viewport began, in CSS px. */
export interface ListAnchor {
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
  /** Measured item heights in CSS px, by item key, in list order. */
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

const memory = new Map<string, ListSnapshot>();

/** Keeps `snapshot` for the history entry `historyKey` (react-router's `location.key`). */
export function saveListSnapshot(historyKey: string, snapshot: ListSnapshot): void {
  memory.delete(historyKey);
  memory.set(historyKey, snapshot);
  for (const old of [...memory.keys()].slice(0, Math.max(0, memory.size - MAX_LIST_SNAPSHOTS))) memory.delete(old);
  try {
    const stored = orderSchema.safeParse(JSON.parse(window.sessionStorage.getItem(ORDER_KEY) ?? '[]'));
    const order = [...(stored.success ? stored.data : []).filter((key) => key !== historyKey), historyKey];
    for (const old of order.splice(0, Math.max(0, order.length - MAX_LIST_SNAPSHOTS))) {
      window.sessionStorage.removeItem(PREFIX + old);
    }
    window.sessionStorage.setItem(PREFIX + historyKey, JSON.stringify(snapshot));
    window.sessionStorage.setItem(ORDER_KEY, JSON.stringify(order));
  } catch {
    // Full or blocked storage: the copy in memory still serves Back within this page load.
  }
}

/**
 * The snapshot kept for `historyKey` if it was taken of the list `signature` at viewport width
 * `width`; `undefined` otherwise (other content or layout, or nothing kept, or unreadable).
 */
export function readListSnapshot(historyKey: string, signature: string, width: number): ListSnapshot | undefined {
  let snapshot = memory.get(historyKey);
  if (!snapshot) {
    try {
      const raw = window.sessionStorage.getItem(PREFIX + historyKey);
      const parsed = raw === null ? undefined : snapshotSchema.safeParse(JSON.parse(raw));
      snapshot = parsed?.success ? parsed.data : undefined;
    } catch {
      snapshot = undefined;
    }
  }
  return snapshot && snapshot.signature === signature && snapshot.width === width ? snapshot : undefined;
}

/** Forgets every snapshot (for tests). */
export function clearListSnapshots(): void {
  memory.clear();
}

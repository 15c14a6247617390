import {
  defaultRangeExtractor,
  useWindowVirtualizer,
  type Range,
  type VirtualItem,
  type Virtualizer,
} from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { useLocation } from 'react-router-dom';
import { readListSnapshot, saveListSnapshot, type ListSnapshot } from './list-snapshot';

/**
 * Lists up to this many items render every item; longer ones render only what is near the
 * viewport. 30 announcements are several screenfuls even on a kiosk, and below that a plain list
 * keeps find-in-page working over every item for the cost of a few hundred elements.
 */
export const VIRTUALIZE_AFTER = 30;
/** Items rendered beyond each edge of the viewport, so a fast scroll or a Tab rarely meets a gap. */
export const OVERSCAN = 4;
/**
 * First guess at one item's height in CSS px, until it is rendered and measured. TanStack
 * Virtual recommends erring large ("estimate the largest possible size") when items are measured.
 */
export const ESTIMATED_ITEM_SIZE_PX = 240;
/** Space between items in CSS px; the plain list's grid `gap` (infinite-list.module.css) is the same. */
export const ITEM_GAP_PX = 16;

/**
 * The indexes to render: TanStack Virtual's default (the visible range and its overscan) plus
 * the item holding focus and its two neighbours, in list order. Keeping the focused item keeps
 * focus from falling to `<body>` when it scrolls away (TanStack Virtual's `rangeExtractor`
 * exists for rendering items "regardless of the visible range"; React Native's VirtualizedList
 * keeps the last focused cell and its neighbours for the same reason). The neighbours keep Tab
 * and Shift+Tab moving item by item before the scroll that follows focus has re-rendered.
 */
export function rangeKeepingFocus(range: Range, focusedIndex: number | undefined): number[] {
  const indexes = defaultRangeExtractor(range);
  if (focusedIndex === undefined || focusedIndex < 0 || focusedIndex >= range.count) return indexes;
  const kept = [focusedIndex - 1, focusedIndex, focusedIndex + 1].filter((index) => index >= 0 && index < range.count);
  return [...new Set([...indexes, ...kept])].sort((a, b) => a - b);
}

/**
 * Measures an item's height in CSS px without rounding (the default rounds to whole pixels,
 * which would shift items by the summed rounding when a plain list turns virtual). Without a
 * ResizeObserver entry it answers from the cache, as the default does, to avoid a layout read.
 */
function measureItem<E extends Element>(
  element: E,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, E>,
): number {
  const box = entry?.borderBoxSize[0];
  if (box) return box.blockSize;
  const cached = instance.itemSizeCache.get(instance.options.getItemKey(instance.indexFromElement(element)));
  return cached ?? element.getBoundingClientRect().height;
}

/**
 * Width of the viewport in CSS px, which decides how items wrap. `innerWidth`, not the root's
 * `clientWidth`: it never forces a layout, and a snapshot is taken as the list unmounts, with
 * the next screen's DOM already in place, where a forced layout cost a tap 3 to 13 ms.
 */
function layoutWidth(): number {
  return window.innerWidth;
}

/**
 * Measurements for the virtualizer to start from (TanStack Virtual's `initialMeasurementsCache`):
 * one per item of `keys` up to the last one with a known height in `sizes`, the others estimated.
 */
export function measurementsFromSizes(
  sizes: ReadonlyMap<string, number>,
  keys: readonly string[],
  estimate: number,
): VirtualItem[] {
  const measurements: VirtualItem[] = [];
  let found = 0;
  let start = 0;
  for (let index = 0; index < keys.length && found < sizes.size; index += 1) {
    const key = keys[index] ?? '';
    const known = sizes.get(key);
    if (known !== undefined) found += 1;
    const size = known ?? estimate;
    measurements.push({ key, index, start, end: start + size, size, lane: 0 });
    start += size + ITEM_GAP_PX;
  }
  return measurements;
}

/** What the list looks like now, for {@link saveListSnapshot}. */
function takeListSnapshot<E extends Element>(virtualizer: Virtualizer<Window, E>, signature: string): ListSnapshot {
  const scrollOffset = virtualizer.scrollOffset ?? window.scrollY;
  const top = virtualizer.getVirtualItemForOffset(scrollOffset);
  return {
    signature,
    width: layoutWidth(),
    // Every height measured (TanStack Virtual's `takeSnapshot` gives the same in list order, but
    // visits every item to do so, which a visitor tapping an item would wait for).
    sizes: Array.from(virtualizer.itemSizeCache, ([key, size]) => [String(key), size]),
    scrollOffset,
    anchor: top ? { key: String(top.key), offset: scrollOffset - top.start } : null,
  };
}

export interface VirtualListOptions {
  /** Every loaded item's key, in list order. */
  keys: readonly string[];
  /** Whether only the items near the viewport are rendered. */
  virtual: boolean;
  /** What the list shows (its accessible name): a kept snapshot of another list is not used. */
  signature: string;
  /** First guess at an item's height, in CSS px. */
  estimateSize: number;
}

export interface VirtualList {
  /** Disabled while the list is plain. */
  virtualizer: Virtualizer<Window, HTMLLIElement>;
  /** For the list element: where the items start on the page, and which of them holds focus. */
  listRef: RefObject<HTMLUListElement | null>;
  /**
   * The rendered items' mean height in CSS px, once the list has been laid out in the browser;
   * `undefined` before (the prerendered page, and its hydration, which must match it).
   */
  meanItemSize: number | undefined;
}

/**
 * A window virtualizer (TanStack Virtual, `useWindowVirtualizer`: the page scrolls, not a box)
 * for a list of `keys`, enabled while the list is `virtual`, with:
 * - the list's distance from the top of the page (`scrollMargin`) kept up to date as the
 *   content above it changes;
 * - every rendered item measured (`measureElement`); while the list is plain, the browser lays
 *   it out and its items' heights are kept to start the virtualizer from, so turning virtual
 *   moves nothing;
 * - the focused item kept rendered ({@link rangeKeepingFocus});
 * - the measured heights and the item at the top kept per history entry when the list goes
 *   away ({@link saveListSnapshot}) and used when it comes back, so the router's
 *   ScrollRestoration finds the list at its real height and lands on the same item (one such
 *   list per screen: a second one would share the entry).
 */
export function useVirtualList({ keys, virtual, signature, estimateSize }: VirtualListOptions): VirtualList {
  const { key: historyKey } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  // Read once, as the list mounts; nothing while prerendering (no history entry, no window).
  const [snapshot] = useState(() =>
    typeof window === 'undefined' ? undefined : readListSnapshot(historyKey, signature, layoutWidth()),
  );
  // Scroll restoration, decided here alone: only a list that comes back virtual is restored (a
  // plain one is laid out in full, and the router lands on it unaided). Its first render starts
  // at the offset the visitor left, its first effect brings the anchor back; a list that has been
  // plain since starts again wherever the page is then.
  const [restoring, setRestoring] = useState(virtual && snapshot !== undefined);
  if (restoring && !virtual) setRestoring(false);
  const restore = restoring ? snapshot : undefined;
  const [scrollMargin, setScrollMargin] = useState(0);
  // The heights the browser gave the items while the list was plain; `undefined` until it has
  // laid one out (the prerendered page, and its hydration, which must match it).
  const [plainSizes, setPlainSizes] = useState<ReadonlyMap<string, number>>();
  const [focusedKey, setFocusedKey] = useState<string | null>(null);

  const focusedIndex = focusedKey === null ? undefined : keys.indexOf(focusedKey);
  const rangeExtractor = useCallback((range: Range) => rangeKeepingFocus(range, focusedIndex), [focusedIndex]);
  const getItemKey = useCallback((index: number) => keys[index] ?? index, [keys]);
  // Read by the virtualizer only when it starts (mount, or turning virtual): the heights measured
  // while plain, or else those kept from the last visit.
  const initialMeasurementsCache = useMemo(
    () => (virtual ? measurementsFromSizes(plainSizes ?? new Map(snapshot?.sizes), keys, estimateSize) : []),
    [virtual, plainSizes, snapshot, keys, estimateSize],
  );
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    enabled: virtual,
    count: keys.length,
    estimateSize: () => estimateSize,
    getItemKey,
    gap: ITEM_GAP_PX,
    overscan: OVERSCAN,
    scrollMargin,
    rangeExtractor,
    measureElement: measureItem,
    initialMeasurementsCache,
    // Render the range the visitor is coming back to from the first frame.
    ...(restore ? { initialOffset: restore.scrollOffset } : {}),
  });

  // Where the list starts on the page: the heading, filter and notices above it can change
  // height at any time (fonts, a notice appearing, a resize), which changes the body's size.
  const hasList = keys.length > 0;
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    const measure = () => {
      const top = list.getBoundingClientRect().top + window.scrollY;
      setScrollMargin((current) => (Math.abs(current - top) < 0.5 ? current : top));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [hasList]);

  // While plain, the items' heights as the browser laid them out (any change in one changes
  // the list's own size).
  useLayoutEffect(() => {
    const list = listRef.current;
    if (virtual || !list) return undefined;
    const measure = () => {
      const sizes = new Map<string, number>();
      for (const row of list.children) {
        const key = keys[Number((row as HTMLElement).dataset.index)];
        if (key !== undefined) sizes.set(key, row.getBoundingClientRect().height);
      }
      // The same heights again (the observer's first report, a re-render): no re-render.
      setPlainSizes((current) => (current && sameSizes(current, sizes) ? current : sizes));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [virtual, keys]);

  // The router has restored `scrollY` by now (its layout effect runs after the list's). If the
  // content above the list changed height meanwhile (a notice came or went), `scrollY` points
  // elsewhere: bring the same item back to the top, as far into it as before.
  const bringBackAnchor = useEffectEvent(() => {
    const list = listRef.current;
    const anchor = restore?.anchor;
    const index = anchor ? keys.indexOf(anchor.key) : -1;
    const item = index < 0 ? undefined : virtualizer.measurementsCache[index];
    if (!list || !anchor || !item) return;
    const listTop = list.getBoundingClientRect().top + window.scrollY;
    const target = listTop + item.start - virtualizer.options.scrollMargin + anchor.offset;
    if (Math.abs(window.scrollY - target) > 1) window.scrollTo({ top: target, behavior: 'instant' });
  });
  useEffect(() => bringBackAnchor(), []);

  // Kept when the list goes away (another screen) or the page does (reload, another site), with
  // the entry, name and mode of the last render (an Effect Event: read without re-subscribing).
  const save = useEffectEvent((persistNow: boolean) => {
    if (virtual) saveListSnapshot(historyKey, takeListSnapshot(virtualizer, signature), persistNow);
  });
  useLayoutEffect(() => {
    const onPageHide = () => save(true);
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') save(true);
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      save(false);
    };
  }, []);

  // The item holding focus, as focus lands anywhere on the page. Blurring to nothing (a click on
  // plain text, another window) lands nowhere and so keeps the item, for focus to come back to.
  const onFocusIn = useEffectEvent((target: EventTarget | null) => {
    if (!(target instanceof Element && listRef.current?.contains(target))) {
      setFocusedKey(null);
      return;
    }
    const key = keys[Number(target.closest<HTMLElement>('[data-index]')?.dataset.index)];
    if (key !== undefined) setFocusedKey(key);
  });
  useEffect(() => {
    const listener = (event: FocusEvent) => onFocusIn(event.target);
    document.addEventListener('focusin', listener);
    return () => document.removeEventListener('focusin', listener);
  }, []);

  let meanItemSize: number | undefined;
  if (virtual && keys.length > 0)
    meanItemSize = (virtualizer.getTotalSize() - ITEM_GAP_PX * (keys.length - 1)) / keys.length;
  else if (plainSizes && plainSizes.size > 0) meanItemSize = sum(plainSizes.values()) / plainSizes.size;
  return { virtualizer, listRef, meanItemSize };
}

function sameSizes(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): boolean {
  if (a.size !== b.size) return false;
  for (const [key, size] of a) if (b.get(key) !== size) return false;
  return true;
}

function sum(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

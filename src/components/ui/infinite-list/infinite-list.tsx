import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { memo, useMemo, type ReactNode } from 'react';
import { useOnInView } from 'react-intersection-observer';
import { keepsDataThroughFailure } from '@/lib/content/content-error';
import type { Page } from '@/lib/content/schemas';
import { ErrorState } from '@/components/ui/error-state';
import { ESTIMATED_ITEM_SIZE_PX, ITEM_GAP_PX, useVirtualList, VIRTUALIZE_AFTER } from './use-virtual-list';
import styles from './infinite-list.module.css';

export interface InfiniteListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /**
   * An item's key. Keep it and {@link renderItem} the same functions from render to render
   * (module level): a new one re-renders and re-measures every item.
   */
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Accessible name of the list (its visible heading's text). */
  label: string;
  loadingMoreText: string;
  allLoadedText: string;
  emptyText: string;
  /** The localized message for a failure. */
  errorText: (error: Error) => string;
  className?: string;
  /** Longer lists render only the items near the viewport; {@link VIRTUALIZE_AFTER} unless given. */
  virtualizeAfter?: number;
  /** First guess at one item's height in CSS px, before it is measured; {@link ESTIMATED_ITEM_SIZE_PX} unless given. */
  estimateItemSize?: number;
}

/**
 * How far below the viewport the sentinel starts the next page (600 px), so it is usually ready
 * in time. Above the viewport, anything counts: only the status and the footer follow the
 * sentinel, so a sentinel above the viewport means the end was scrolled past. A jump (End key,
 * scrollbar, a fling over a phone's tall footer) can carry it from below the viewport to above
 * in one frame, and the observer only reports crossings of this box.
 */
const SENTINEL_ROOT_MARGIN = '10000px 0px 600px 0px';

interface ReserveInput {
  /** Items loaded so far. */
  loaded: number;
  /** The API's count of all items. */
  total: number;
  /** Items per page. */
  pageSize: number;
  /** Expected height of one item, CSS px. */
  itemSize: number;
  /** Space between items, CSS px. */
  gap: number;
}

/**
 * Height in CSS px to keep free below the list while another page can load: the next page's
 * items (a page, or what is left of `total`) at `itemSize` each, with their gaps. Held before
 * the page is asked for, so the footer is out of view when the items arrive and only moves by
 * the difference between the guess and their real height (Core Web Vitals, CLS: content
 * inserted above what the visitor sees, without input, shifts it).
 */
export function reservedHeight({ loaded, total, pageSize, itemSize, gap }: ReserveInput): number {
  return Math.max(0, Math.min(pageSize, total - loaded)) * (itemSize + gap);
}

/**
 * The list's size for `aria-setsize` (WAI-ARIA 1.2, `listitem`): the number of items once the
 * list has ended, the API's `total` while more can load, or -1 when it is not known yet.
 */
export function listSetSize(loaded: number, total: number | undefined, ended: boolean): number {
  if (ended) return loaded;
  return total === undefined ? -1 : Math.max(total, loaded);
}

interface RowProps<T> {
  item: T;
  index: number;
  setSize: number;
  /** Offset from the top of the list in CSS px when the list is virtual; laid out in flow otherwise. */
  top: number | undefined;
  /** Measures the item for the virtualizer (virtual lists only). */
  measure: ((element: HTMLLIElement | null) => void) | undefined;
  renderItem: (item: T) => ReactNode;
}

/** One item; memoized, since the list re-renders as the visible range moves. */
function RowView<T>({ item, index, setSize, top, measure, renderItem }: RowProps<T>) {
  return (
    <li
      ref={measure}
      data-index={index}
      className={styles.item}
      style={top === undefined ? undefined : { top }}
      aria-posinset={index + 1}
      aria-setsize={setSize}
    >
      {renderItem(item)}
    </li>
  );
}
const Row = memo(RowView) as typeof RowView;

/**
 * A list that pages through a TanStack infinite query: the next page loads when the sentinel
 * nears the viewport; "Loading more…" shows while it loads and "All content loaded" at the end,
 * both in a polite live region; a failure shows its message with a retry. When a refresh of
 * pages already shown fails for a passing reason, the pages stay and the saved-content notice
 * speaks instead.
 *
 * The sentinel is a new element after every page (`key`), so the IntersectionObserver measures
 * it afresh once the new items are laid out: a page that still leaves the sentinel in view
 * loads the next one, and a page that pushes it away does not, however fast pages arrive.
 *
 * Past `virtualizeAfter` items only those near the viewport are in the document, positioned in
 * a list as tall as all of them ({@link useVirtualList}): the page keeps a bounded number of
 * elements however many pages load. Every rendered item keeps list semantics with its
 * `aria-posinset` and `aria-setsize` ({@link listSetSize}), so screen readers still announce
 * "item 312 of 5000"; the focused item stays rendered; coming back to the list lands on the
 * same item.
 */
export function InfiniteList<T>({
  query,
  getKey,
  renderItem,
  label,
  loadingMoreText,
  allLoadedText,
  emptyText,
  errorText,
  className,
  virtualizeAfter = VIRTUALIZE_AFTER,
  estimateItemSize = ESTIMATED_ITEM_SIZE_PX,
}: InfiniteListProps<T>) {
  const { data, error, isPending, isError, hasNextPage, isFetchingNextPage, isFetching, fetchNextPage, refetch } =
    query;
  const keptPages = keepsDataThroughFailure(query);
  const sentinelRef = useOnInView(
    (inView) => {
      if (inView && hasNextPage && !isPending && !isFetchingNextPage && (!isError || keptPages)) void fetchNextPage();
    },
    { rootMargin: SENTINEL_ROOT_MARGIN },
  );
  const items = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  const keys = useMemo(() => items.map(getKey), [items, getKey]);
  const pageCount = data?.pages.length ?? 0;

  const loading = isPending || isFetchingNextPage;
  const ended = !isPending && (!isError || keptPages) && !hasNextPage;
  const retry = () => void (query.isFetchNextPageError ? fetchNextPage() : refetch());
  const setSize = listSetSize(items.length, data?.pages.at(-1)?.total, ended);

  const virtual = items.length > virtualizeAfter;
  const { virtualizer, listRef, meanItemSize } = useVirtualList({
    keys,
    virtual,
    signature: label,
    estimateSize: estimateItemSize,
  });
  const lastPage = data?.pages.at(-1);
  const reserve =
    hasNextPage && lastPage && (!isError || keptPages)
      ? reservedHeight({
          loaded: items.length,
          total: lastPage.total,
          pageSize: lastPage.pageSize,
          itemSize: meanItemSize ?? estimateItemSize,
          gap: ITEM_GAP_PX,
        })
      : 0;
  const rows = virtual
    ? virtualizer
        .getVirtualItems()
        .map(({ index, start }) => ({ index, top: start - virtualizer.options.scrollMargin }))
    : items.map((_item, index) => ({ index, top: undefined }));

  return (
    <div className={className}>
      {items.length > 0 ? (
        <ul
          ref={listRef}
          className={virtual ? `${styles.list} ${styles.virtual}` : styles.list}
          style={virtual ? { height: virtualizer.getTotalSize() } : undefined}
          aria-label={label}
        >
          {rows.map(({ index, top }) => {
            const item = items[index];
            return item === undefined ? null : (
              <Row
                key={keys[index]}
                item={item}
                index={index}
                setSize={setSize}
                top={top}
                measure={virtual ? virtualizer.measureElement : undefined}
                renderItem={renderItem}
              />
            );
          })}
        </ul>
      ) : null}
      {isError && !keptPages ? <ErrorState message={errorText(error)} onRetry={retry} retrying={isFetching} /> : null}
      <div key={pageCount} ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
      <p className={styles.status} role="status" aria-live="polite">
        {loading ? loadingMoreText : null}
        {ended ? (items.length > 0 ? allLoadedText : emptyText) : null}
      </p>
      {/* An SVG's height attribute rather than a style attribute, which a strict CSP (style-src
          without 'unsafe-inline') drops from the prerendered first page. */}
      {reserve > 0 ? (
        <svg className={styles.reserve} width="1" height={reserve} aria-hidden="true" focusable="false" />
      ) : null}
    </div>
  );
}

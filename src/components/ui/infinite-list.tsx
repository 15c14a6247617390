import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useOnInView } from 'react-intersection-observer';
import { keepsDataThroughFailure } from '@/lib/content-error';
import type { Page } from '@/lib/content-schemas';
import { ErrorState } from './error-state';
import styles from './infinite-list.module.css';

export interface InfiniteListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
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
}

/**
 * How far below the viewport the sentinel starts the next page (600 px), so it is usually ready
 * in time. Above the viewport, anything counts: only the status and the footer follow the
 * sentinel, so a sentinel above the viewport means the end was scrolled past. A jump (End key,
 * scrollbar, a fling over a phone's tall footer) can carry it from below the viewport to above
 * in one frame, and the observer only reports crossings of this box.
 */
export const SENTINEL_ROOT_MARGIN = '10000px 0px 600px 0px';

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
}: InfiniteListProps<T>) {
  const { data, error, isPending, isError, hasNextPage, isFetchingNextPage, isFetching, fetchNextPage, refetch } = query;
  const keptPages = keepsDataThroughFailure(query);
  const sentinelRef = useOnInView(
    (inView) => {
      if (inView && hasNextPage && !isPending && !isFetchingNextPage && (!isError || keptPages)) void fetchNextPage();
    },
    { rootMargin: SENTINEL_ROOT_MARGIN },
  );
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  const pageCount = data?.pages.length ?? 0;

  const loading = isPending || isFetchingNextPage;
  const ended = !isPending && (!isError || keptPages) && !hasNextPage;
  const retry = () => void (query.isFetchNextPageError ? fetchNextPage() : refetch());

  return (
    <div className={className}>
      {items.length > 0 ? (
        <ul className={styles.list} aria-label={label}>
          {items.map((item) => (
            <li key={getKey(item)} className={styles.item}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      ) : null}
      {isError && !keptPages ? <ErrorState message={errorText(error)} onRetry={retry} retrying={isFetching} /> : null}
      <div key={pageCount} ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
      <p className={styles.status} role="status" aria-live="polite">
        {loading ? loadingMoreText : null}
        {ended ? (items.length > 0 ? allLoadedText : emptyText) : null}
      </p>
    </div>
  );
}

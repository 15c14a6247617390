/**
 * Whether the screen shows content that is not the content API's latest answer, and why: the
 * state behind the "Showing saved content" notice (docs/content-api.md, "Saved content and
 * offline"). Read from the query cache, so one notice covers every live query on screen.
 */
import { onlineManager, useIsFetching, useQueryClient, type Query, type QueryCache } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { isRecoverable, toContentError, type ContentErrorKind } from '@/lib/content/content-error';
import { bundledCounterpart, isLiveContentKey, LIVE_CONTENT } from '@/lib/content/query-client';

/** What the notice says. */
export interface SavedContentStatus {
  /** `saved`: an earlier answer of the API; `bundled`: the content shipped with the app. */
  readonly origin: 'saved' | 'bundled';
  /** When the oldest saved answer on screen was fetched (ms since the epoch); absent for `bundled`. */
  readonly savedAt?: number;
  /** Why the latest could not be fetched (`network` when the browser is offline). */
  readonly reason: ContentErrorKind;
}

/** True when the last failure was loading a further page: the list shows that failure itself. */
function failedLoadingMore(query: Query): boolean {
  const fetchMore: unknown = (query.state.fetchMeta as { fetchMore?: unknown } | null)?.fetchMore;
  return fetchMore !== undefined;
}

/**
 * Summarizes the active live content queries in `cache`: `bundled` wins over `saved` (it is the
 * further from the latest), and `savedAt` is the oldest. `undefined` when everything on screen
 * is the latest.
 */
function summarizeSavedContent(cache: QueryCache, online: boolean): SavedContentStatus | undefined {
  let bundled: ContentErrorKind | undefined;
  let saved: { savedAt: number; reason: ContentErrorKind } | undefined;
  for (const query of cache.getAll()) {
    if (!isLiveContentKey(query.queryKey) || !query.isActive()) continue;
    const { status, error, data, dataUpdatedAt } = query.state;
    const failure = status === 'error' ? toContentError(error) : undefined;
    let reason: ContentErrorKind | undefined;
    if (failure && isRecoverable(failure) && !failedLoadingMore(query)) reason = failure.kind;
    else if (!online && data !== undefined) reason = 'network';
    if (!reason) continue;
    if (data !== undefined) {
      if (!saved || dataUpdatedAt < saved.savedAt) saved = { savedAt: dataUpdatedAt, reason };
    } else if (cache.find({ queryKey: bundledCounterpart(query.queryKey), exact: true })?.state.data !== undefined) {
      bundled ??= reason;
    }
  }
  if (bundled) return { origin: 'bundled', reason: bundled };
  return saved ? { origin: 'saved', ...saved } : undefined;
}

function subscribeOnline(notify: () => void): () => void {
  return onlineManager.subscribe(() => notify());
}

// useSyncExternalStore needs a snapshot that compares equal while nothing changed: a string.
function encode(status: SavedContentStatus | undefined): string {
  return status ? JSON.stringify(status) : '';
}

/**
 * The current {@link SavedContentStatus} (re-rendering when it changes), a `retry` that asks the
 * API again for everything on screen, and whether that is under way.
 */
export function useSavedContentStatus(): {
  status: SavedContentStatus | undefined;
  retry: () => void;
  retrying: boolean;
} {
  const client = useQueryClient();
  const cache = client.getQueryCache();
  const online = useSyncExternalStore(
    subscribeOnline,
    () => onlineManager.isOnline(),
    () => true,
  );
  const snapshot = useSyncExternalStore(
    useCallback((notify: () => void) => cache.subscribe(() => notify()), [cache]),
    () => encode(summarizeSavedContent(cache, online)),
    () => '',
  );
  const retrying = useIsFetching(LIVE_CONTENT) > 0;
  const retry = useCallback(() => {
    void client.refetchQueries({ ...LIVE_CONTENT, type: 'active' });
  }, [client]);
  return { status: snapshot ? (JSON.parse(snapshot) as SavedContentStatus) : undefined, retry, retrying };
}

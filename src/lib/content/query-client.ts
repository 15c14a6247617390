/**
 * The TanStack Query client and the keys and timings of content queries.
 *
 * Retries are off here because the HTTP client already retries the failures worth retrying
 * (network, timeout, 5xx) within its deadline; a second layer would multiply the wait past the
 * 25 s `docs/design.md` §6.2 allows. Requests run whatever the browser thinks of its connection
 * (`networkMode: 'always'`): a kiosk on a captive or half-working network often reports itself
 * online or offline wrongly, and a failed request is what shows the saved or bundled content.
 */
import { QueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import { isRecoverable, toContentError } from '@/lib/content/content-error';
import { LIVE_SOURCE_KINDS, type ContentSource, type ContentSourceKind } from '@/lib/content/source';

/** How long fetched content counts as fresh, in milliseconds. */
const STALE_TIME_MS = 5 * 60_000;
/** While live content keeps failing in a way a retry can fix, how often it is asked again, in ms. */
const FAILED_REFETCH_INTERVAL_MS = 60_000;
/** How often live content on screen is refreshed even when nothing failed (kiosks stay open for days), in ms. */
const LIVE_REFETCH_INTERVAL_MS = 15 * 60_000;
/** How long saved content may be shown, in milliseconds; also how long it stays in memory. */
export const SAVED_CONTENT_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/** First element of every announcement and career query key. */
export const CONTENT_KEY = 'content';

/**
 * The key of a content query read from `source`: `['content', 'api' | 'site' | 'bundled', ...parts]`.
 * The source is part of the key so that live and bundled copies never overwrite each other.
 */
export function contentKey<const Parts extends readonly unknown[]>(
  source: Pick<ContentSource, 'kind'>,
  ...parts: Parts
): readonly [typeof CONTENT_KEY, ContentSource['kind'], ...Parts] {
  return [CONTENT_KEY, source.kind, ...parts];
}

/** The key of the same query read from the bundled content, for a content query's `key`. */
export function bundledCounterpart(key: QueryKey): QueryKey {
  return [CONTENT_KEY, 'bundled', ...key.slice(2)];
}

declare module '@tanstack/react-query' {
  interface Register {
    /** See {@link VISITOR_INPUT}. */
    queryMeta: { readonly visitorInput?: true };
  }
}

/**
 * The `meta` of a query whose key holds what a visitor typed or chose (the archive under a search
 * text, a category or a year): such a query is never saved to disk, and a kiosk forgets it at the
 * end of each visitor session (`VISITOR_SESSION_END_EVENT` of `src/stores/kiosk-store.ts`).
 */
export const VISITOR_INPUT = { visitorInput: true } as const;

/** Whether `query` holds a visitor's input ({@link VISITOR_INPUT}). */
export function holdsVisitorInput(query: Pick<Query, 'meta'>): boolean {
  return query.meta?.visitorInput === true;
}

/**
 * Whether `key` belongs to a query answered by live content: the content API, or the website's
 * published files (`LIVE_SOURCE_KINDS`).
 */
export function isLiveContentKey(key: QueryKey): boolean {
  return key[0] === CONTENT_KEY && LIVE_SOURCE_KINDS.includes(key[1] as ContentSourceKind);
}

/** A query filter for every live content query (see {@link isLiveContentKey}). */
export const LIVE_CONTENT = {
  predicate: (query: Pick<Query, 'queryKey'>) => isLiveContentKey(query.queryKey),
} as const;

/** Refetch interval of a live content query: soon after a recoverable failure, rarely otherwise. */
function liveRefetchInterval(query: Query): number | false {
  const { status, error } = query.state;
  if (status === 'error') return isRecoverable(toContentError(error)) ? FAILED_REFETCH_INTERVAL_MS : false;
  return LIVE_REFETCH_INTERVAL_MS;
}

/** Creates the app's query client (one per page load; tests make their own). */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: STALE_TIME_MS,
        networkMode: 'always',
        refetchOnWindowFocus: false,
        // Content on screen is asked again as soon as the browser says the network is back.
        refetchOnReconnect: 'always',
      },
    },
  });
  // Saved content must outlive its screen: the persister saves only what is still in memory.
  for (const kind of LIVE_SOURCE_KINDS) {
    client.setQueryDefaults(contentKey({ kind }), {
      gcTime: SAVED_CONTENT_MAX_AGE_MS,
      refetchInterval: liveRefetchInterval,
    });
  }
  return client;
}

/**
 * Saves live content (announcements and careers from the content API; in a kiosk with a
 * `siteUrl`, every subject read from the website) in the browser's IndexedDB, so a kiosk or a
 * returning visitor still has it when the live source cannot be reached
 * (TanStack Query's `persistQueryClient` with `@tanstack/query-async-storage-persister`, stored
 * through idb-keyval). Only live queries with data are saved, never a filtered list; bundled
 * content is in the app.
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { logger } from '@/lib/log';
import { holdsVisitorInput, isLiveContentKey, SAVED_CONTENT_MAX_AGE_MS } from '@/lib/content/query-client';

/** IndexedDB database and object store holding the saved cache. */
const SAVED_CONTENT_DB = { database: 'web3-group-site', store: 'query-cache' } as const;
/** Key of the saved cache within the store. */
export const SAVED_CONTENT_KEY = 'content';
/** Saves at most this often, in milliseconds (a scrolled list changes the cache page by page). */
export const SAVE_THROTTLE_MS = 1_000;

/** The string storage the persister needs; every method resolves, whatever the browser refuses. */
export interface SavedContentStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

/**
 * IndexedDB through idb-keyval, or `undefined` where IndexedDB is missing. Failures (blocked
 * storage, quota) are logged and swallowed: saved content is a convenience, never a reason for
 * the page to fail.
 */
function createIndexedDbStorage(): SavedContentStorage | undefined {
  let store: UseStore;
  try {
    if (typeof indexedDB === 'undefined') return undefined;
    store = createStore(SAVED_CONTENT_DB.database, SAVED_CONTENT_DB.store);
  } catch (error) {
    logger.warn('Saved content is off: IndexedDB is unavailable', error);
    return undefined;
  }
  const attempt = async <T>(what: string, run: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      logger.warn(`Saved content: could not ${what}`, error);
      return fallback;
    }
  };
  return {
    getItem: (key) => attempt('read', async () => (await get<string>(key, store)) ?? null, null),
    setItem: (key, value) => attempt('save', () => set(key, value, store), undefined),
    removeItem: (key) => attempt('remove', () => del(key, store), undefined),
  };
}

/**
 * Whether a query belongs in the saved cache: a live content query that holds data and no
 * visitor's input (a filtered list's key holds the search text, which must not stay on the device).
 * A query whose latest refresh failed still holds its last good answer, and keeps it saved: a
 * kiosk that lost its network and then restarts shows that answer, not the bundled copy.
 */
function shouldSaveQuery(query: Query): boolean {
  return query.state.data !== undefined && isLiveContentKey(query.queryKey) && !holdsVisitorInput(query);
}

/**
 * The cache's "buster": saved content from another app version or another live address (the
 * API's, the website's: `liveContentAddress`) is discarded rather than shown
 * (`persistQueryClient` drops a cache whose buster differs).
 */
export function savedContentBuster(appVersion: string, liveAddress: string | undefined): string {
  return `${appVersion}|${liveAddress ?? 'bundled'}`;
}

/**
 * Options for `PersistQueryClientProvider`, or `undefined` when there is nothing to save to
 * or nothing to save (no live address, `liveContentAddress` of `./settings.ts`).
 */
export function savedContentOptions(
  appVersion: string,
  liveAddress: string | undefined,
  storage: SavedContentStorage | undefined = createIndexedDbStorage(),
): Omit<PersistQueryClientOptions, 'queryClient'> | undefined {
  if (!storage || !liveAddress) return undefined;
  return {
    persister: createAsyncStoragePersister({ storage, key: SAVED_CONTENT_KEY, throttleTime: SAVE_THROTTLE_MS }),
    maxAge: SAVED_CONTENT_MAX_AGE_MS,
    buster: savedContentBuster(appVersion, liveAddress),
    dehydrateOptions: { shouldDehydrateQuery: shouldSaveQuery },
  };
}

/**
 * The query cache for live content, loaded only with the screens that use it (the lists, an
 * announcement, the saved-content notice), so the home page's first download carries no query
 * library. One client serves the whole page load; each screen that needs it wraps itself in
 * {@link ContentQueryProvider}.
 *
 * With a content API configured, saved content is restored from IndexedDB once, on first use,
 * before any content query runs (as TanStack's `PersistQueryClientProvider` does, through the
 * same `persistQueryClientRestore` and `persistQueryClientSubscribe`, but kept alive across
 * screens), and everything restored is asked for again at once: saved content shows
 * immediately and is replaced when the API answers (or kept, with its notice).
 */
import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { useSyncExternalStore, type ReactNode } from 'react';
import { env } from '@/config/env';
import { contentSettings } from '@/lib/content/settings';
import { logger } from '@/lib/log';
import { contentKey, createQueryClient, holdsVisitorInput } from '@/lib/content/query-client';
import { VISITOR_SESSION_END_EVENT } from '@/stores/kiosk-store';
import { savedContentOptions } from '@/lib/content/query-persister';

let client: QueryClient | undefined;
let restoring = false;
const listeners = new Set<() => void>();

function setRestoring(value: boolean): void {
  restoring = value;
  for (const listener of listeners) listener();
}

/** Starts restoring and saving live content, when there is an API and a place to save to. */
function startSavedContent(queryClient: QueryClient): void {
  const options =
    typeof window === 'undefined' ? undefined : savedContentOptions(env.appVersion, contentSettings().apiBaseUrl);
  if (!options) return;
  setRestoring(true);
  persistQueryClientRestore({ queryClient, ...options })
    .catch((error: unknown) => logger.warn('Saved content could not be restored', error))
    .finally(() => {
      persistQueryClientSubscribe({ queryClient, ...options });
      setRestoring(false);
      void queryClient.invalidateQueries({ queryKey: contentKey({ kind: 'api' }) });
    });
}

/**
 * The page's query client, created (and its saved content restored) on first use. At the end of a
 * kiosk visitor's session it drops the queries holding the visitor's input.
 */
export function appQueryClient(): QueryClient {
  if (!client) {
    const created = createQueryClient();
    client = created;
    startSavedContent(created);
    if (typeof window !== 'undefined')
      window.addEventListener(VISITOR_SESSION_END_EVENT, () => created.removeQueries({ predicate: holdsVisitorInput }));
  }
  return client;
}

/** Drops the page's query client (server rendering: one per prerendered page). */
export function resetAppQueryClient(): void {
  client?.clear();
  client = undefined;
}

function subscribeRestoring(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Gives `children` the page's query client; queries wait while saved content is restored. */
export function ContentQueryProvider({ children }: { children: ReactNode }) {
  const queryClient = appQueryClient();
  const isRestoring = useSyncExternalStore(
    subscribeRestoring,
    () => restoring,
    () => false,
  );
  return (
    <QueryClientProvider client={queryClient}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}

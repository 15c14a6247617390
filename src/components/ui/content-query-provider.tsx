/**
 * The query cache for live content, loaded only with the screens that use it (the lists, an
 * announcement, the saved-content notice), so the home page's first download carries no query
 * library. One client serves the whole page load; each screen that needs it wraps itself in
 * {@link ContentQueryProvider}.
 *
 * With live content configured (a content API, or a kiosk's website), saved content is restored from IndexedDB once, on first use,
 * before any content query runs (as TanStack's `PersistQueryClientProvider` does, through the
 * same `persistQueryClientRestore` and `persistQueryClientSubscribe`, but kept alive across
 * screens), and everything restored is asked for again at once: saved content shows
 * immediately and is replaced when the API answers (or kept, with its notice).
 */
import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { useSyncExternalStore, type ReactNode } from 'react';
import { env } from '@/config/env';
import { contentSettings, liveContentAddress } from '@/lib/content/settings';
import { logger } from '@/lib/log';
import { createQueryClient, holdsVisitorInput, LIVE_CONTENT } from '@/lib/content/query-client';
import { VISITOR_SESSION_END_EVENT } from '@/stores/kiosk-store';
import { savedContentOptions } from '@/lib/content/query-persister';
import { appState } from '@/lib/app-state';

/** The page's query client, and whether its saved content is being restored, with who listens. */
interface ClientState {
  client?: QueryClient;
  restoring: boolean;
  restored: Promise<void>;
  readonly listeners: Set<() => void>;
  /** Lets go of the kiosk's end-of-session listener. */
  stopListening?: () => void;
}

/** Clears and lets go of `state`'s query client and its listener. */
function dropClient(state: ClientState): void {
  state.stopListening?.();
  delete state.stopListening;
  state.client?.clear();
  delete state.client;
}

const page = appState(
  (): ClientState => ({ restoring: false, restored: Promise.resolve(), listeners: new Set() }),
  dropClient,
);

function setRestoring(value: boolean): void {
  const state = page();
  state.restoring = value;
  for (const listener of state.listeners) listener();
}

/** Starts restoring and saving live content, when there is live content and a place to save to. */
function startSavedContent(queryClient: QueryClient): void {
  const options =
    typeof window === 'undefined'
      ? undefined
      : savedContentOptions(env.appVersion, liveContentAddress(contentSettings()));
  if (!options) return;
  setRestoring(true);
  page().restored = persistQueryClientRestore({ queryClient, ...options })
    .catch((error: unknown) => logger.warn('Saved content could not be restored', error))
    .finally(() => {
      persistQueryClientSubscribe({ queryClient, ...options });
      setRestoring(false);
      void queryClient.invalidateQueries(LIVE_CONTENT);
    });
}

/**
 * The page's query client, created (and its saved content restored) on first use. At the end of a
 * kiosk visitor's session it drops the queries holding the visitor's input.
 */
export function appQueryClient(): QueryClient {
  const state = page();
  if (!state.client) {
    const created = createQueryClient();
    state.client = created;
    startSavedContent(created);
    if (typeof window !== 'undefined') {
      const forgetVisitor = () => created.removeQueries({ predicate: holdsVisitorInput });
      window.addEventListener(VISITOR_SESSION_END_EVENT, forgetVisitor);
      state.stopListening = () => window.removeEventListener(VISITOR_SESSION_END_EVENT, forgetVisitor);
    }
  }
  return state.client;
}

/** Resolves once the saved content that {@link appQueryClient} restores is in its cache (at once when there is none). */
export function savedContentRestored(): Promise<void> {
  return page().restored;
}

/** Drops the page's query client (server rendering: one per prerendered page). */
export function resetAppQueryClient(): void {
  dropClient(page());
}

function subscribeRestoring(listener: () => void): () => void {
  const { listeners } = page();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Gives `children` the page's query client; queries wait while saved content is restored. */
export function ContentQueryProvider({ children }: { children: ReactNode }) {
  const queryClient = appQueryClient();
  const isRestoring = useSyncExternalStore(
    subscribeRestoring,
    () => page().restoring,
    () => false,
  );
  return (
    <QueryClientProvider client={queryClient}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}

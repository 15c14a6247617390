/**
 * Route loaders' content from the website a kiosk reads (`siteUrl`, docs/kiosk.md, "Running a
 * fleet"), through the query cache: the copy saved last at once, refreshed behind the screen once
 * it is older than the cache's fresh time; without a copy, at most {@link WEBSITE_WAIT_MS} of
 * waiting for the website, then the bundled files. Every {@link WEBSITE_REFRESH_MS} the saved
 * copies are refreshed whether or not a screen asks, so a publish reaches an untouched kiosk by
 * its next navigation (the idle reset is one). Loaded only by such a kiosk (`./route-content.ts`).
 *
 * The copies a screen shows count as on that screen, as a screen's own queries do: the
 * "Showing saved content" notice (`src/hooks/use-saved-content-status.ts`) covers them when their
 * refresh fails or when the bundled files stood in, and they are refreshed as live content on
 * screen is; an answer newer than what the screen shows reloads the screen's data (the router's
 * revalidation), so a screen left open shows a publish too. Each copy is held by a query observer
 * from its screen's loader until another screen is shown ({@link showScreen}).
 */
import { hashKey, QueryObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ContentSource } from '@/lib/content/source';
import { logger } from '@/lib/log';
import { appQueryClient, savedContentRestored } from '@/components/ui/content-query-provider';
import { bundledCounterpart, contentKey } from '@/lib/content/query-client';

/** Longest a navigation waits for the website when no copy of its content is saved, in ms. */
const WEBSITE_WAIT_MS = 4_000;
/** How often the saved copies of the website's content are refreshed, in ms. */
const WEBSITE_REFRESH_MS = 15 * 60_000;

let refreshing: ReturnType<typeof setInterval> | undefined;

/** Rejects with a timeout once `ms` have passed, unless `promise` settles first (which it still may, later). */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The copies one screen's loaders gave it: an observer holding each (its unsubscribe, by query
 * key hash), and for each live copy the data the screen was given (`undefined`: the built-in copy
 * stood in). A newer answer than what the screen was given revalidates the screen.
 */
interface ScreenHold {
  readonly observers: Map<string, () => void>;
  readonly served: Map<string, unknown>;
}

/** The screen shown, with its hold and how to reload its loaders' data. */
let shown: { path: string; hold: ScreenHold; revalidate: () => void } | undefined;
/** Holds of screens whose loaders ran and which are not shown yet (a navigation under way), by path. */
const pending = new Map<string, ScreenHold>();

function release(hold: ScreenHold): void {
  for (const unsubscribe of hold.observers.values()) unsubscribe();
}

/** The hold of the screen at `path`: the one shown, or a pending one. */
function holdOf(path: string): ScreenHold {
  if (shown?.path === path) return shown.hold;
  let hold = pending.get(path);
  if (!hold) {
    hold = { observers: new Map(), served: new Map() };
    pending.set(path, hold);
  }
  return hold;
}

/**
 * Holds a live copy (`served`: the data the screen was given, `undefined` for the built-in copy)
 * or, with `enabled: false`, the built-in copy beside it (which the notice looks up, and which a
 * disabled observer keeps in memory without counting it as live content on screen) on the screen
 * at `path`, unless its navigation was abandoned.
 */
function holdOnScreen(
  client: QueryClient,
  path: string,
  signal: AbortSignal,
  options: { queryKey: QueryKey; queryFn: () => Promise<unknown>; enabled?: false },
  served?: unknown,
): void {
  if (signal.aborted) return;
  const hold = holdOf(path);
  const id = hashKey(options.queryKey);
  if (options.enabled !== false) hold.served.set(id, served);
  if (hold.observers.has(id)) return;
  // A copy that failed is asked again by its refetch interval, not at once by this observer.
  const observer = new QueryObserver(client, { ...options, retryOnMount: false });
  const unsubscribe = observer.subscribe((result) => {
    if (options.enabled === false || result.status !== 'success' || result.data === hold.served.get(id)) return;
    // Structural sharing keeps an unchanged answer's data the same object: only news revalidates.
    hold.served.set(id, result.data);
    if (shown?.hold === hold) shown.revalidate();
  });
  hold.observers.set(id, unsubscribe);
}

/**
 * Tells this module which screen is shown (`location.pathname`; the router has no basename) and
 * how to reload its loaders' data (the router's `revalidate`): the copies its loaders asked for
 * count as on screen, those of every other screen no longer do.
 */
export function showScreen(path: string, revalidate: () => void): void {
  const hold = shown?.path === path ? shown.hold : pending.get(path);
  if (shown && shown.hold !== hold) release(shown.hold);
  for (const other of pending.values()) if (other !== hold) release(other);
  pending.clear();
  shown = hold ? { path, hold, revalidate } : undefined;
}

/** Where {@link loadFromWebsite} reads, and for which screen. */
export interface WebsiteLoad {
  /** The website's published files. */
  readonly published: ContentSource;
  /** The files shipped with the app, the stand-in when the website cannot be read. */
  readonly bundled: ContentSource;
  /** The path of the screen the content is for (its loader's request). */
  readonly screen: string;
  /** The loader's request's signal: aborted when the navigation was abandoned. */
  readonly signal: AbortSignal;
}

/**
 * `load` against the website's files, through the query cache; see the module comment.
 * @param key - names what `load` reads, unique among loaders: the saved copy's key.
 * @throws whatever `load` throws against the bundled files, when the website cannot be read either.
 */
export async function loadFromWebsite<T>(
  { published, bundled, screen, signal }: WebsiteLoad,
  key: readonly unknown[],
  load: (source: ContentSource) => Promise<T>,
): Promise<T> {
  const client = appQueryClient();
  await savedContentRestored();
  const loaders = contentKey(published, 'loader');
  // The copies on screen are refreshed by their observers' refetch interval; this refreshes the rest.
  refreshing ??= setInterval(() => {
    void client.refetchQueries({ queryKey: loaders, type: 'inactive' });
  }, WEBSITE_REFRESH_MS);
  const query = { queryKey: [...loaders, ...key], queryFn: () => load(published) };
  const saved = client.getQueryData<T>(query.queryKey);
  if (saved !== undefined) {
    // Fetches only when the copy is older than the cache's fresh time; a failure keeps the copy.
    client.query(query).catch(() => undefined);
    holdOnScreen(client, screen, signal, query, saved);
    return saved;
  }
  try {
    const answer = await within(client.query(query), WEBSITE_WAIT_MS);
    holdOnScreen(client, screen, signal, query, answer);
    return answer;
  } catch (error) {
    logger.warn(`The website's ${key.join(' ')} could not be read; showing the built-in copy`, error);
    const standIn = await load(bundled);
    const standInKey = bundledCounterpart(query.queryKey);
    client.setQueryData(standInKey, standIn);
    holdOnScreen(client, screen, signal, query);
    holdOnScreen(client, screen, signal, { queryKey: standInKey, queryFn: () => load(bundled), enabled: false });
    return standIn;
  }
}

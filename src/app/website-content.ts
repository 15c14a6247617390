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
 * revalidation), so a screen left open shows a publish too. The screen shown observes the copies
 * its loaders gave it (`./website-screen.tsx`); those of a screen on its way are held until it is
 * shown, and dropped when another is ({@link showScreen}).
 */
import { hashKey, type QueryKey } from '@tanstack/react-query';
import type { ContentSource } from '@/lib/content/source';
import { logger } from '@/lib/log';
import { appQueryClient, savedContentRestored } from '@/components/ui/content-query-provider';
import { bundledCounterpart, contentKey } from '@/lib/content/query-client';
import { appState } from '@/lib/app-state';

/** Longest a navigation waits for the website when no copy of its content is saved, in ms. */
const WEBSITE_WAIT_MS = 4_000;
/** How often the saved copies of the website's content are refreshed, in ms. */
const WEBSITE_REFRESH_MS = 15 * 60_000;

/** Rejects with a timeout once `ms` have passed, unless `promise` settles first (which it still may, later). */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A copy of the website's content that a screen's loader gave it, as the screen holds it
 * (`./website-screen.tsx` observes each with `useQuery`).
 */
export interface HeldCopy {
  /** The query key's hash. */
  readonly id: string;
  readonly queryKey: QueryKey;
  readonly queryFn: () => Promise<unknown>;
  /**
   * `false` for the built-in copy standing in beside a live one: kept in memory for the notice to
   * find, not counted as live content on screen.
   */
  readonly live: boolean;
  /** The data the screen was given (`undefined`: the built-in copy stood in). */
  served: unknown;
}

/** The copies each screen's loaders gave it, by the screen's path: the one shown, and any on their way. */
interface Held {
  readonly screens: Map<string, Map<string, HeldCopy>>;
  shownPath?: string;
  shownCopies: readonly HeldCopy[];
  readonly listeners: Set<() => void>;
  /** Refreshes the saved copies of screens not shown. */
  refreshing?: ReturnType<typeof setInterval>;
}

const held = appState(
  (): Held => ({ screens: new Map(), shownCopies: [], listeners: new Set() }),
  ({ refreshing }) => clearInterval(refreshing),
);

function publish(): void {
  const state = held();
  state.shownCopies = [...(state.screens.get(state.shownPath ?? '')?.values() ?? [])];
  for (const listener of state.listeners) listener();
}

/** Holds `copy` for the screen at `path`; a copy held again keeps its observer and takes what was served now. */
function hold(path: string, copy: Omit<HeldCopy, 'id'>): void {
  const { screens, shownPath } = held();
  let copies = screens.get(path);
  if (!copies) {
    copies = new Map();
    screens.set(path, copies);
  }
  const id = hashKey(copy.queryKey);
  const kept = copies.get(id);
  if (kept) {
    kept.served = copy.served;
    return;
  }
  copies.set(id, { ...copy, id });
  if (path === shownPath) publish();
}

/**
 * Tells this module which screen is shown (`location.pathname` as a URL writes it; the router has
 * no basename): the copies its loaders gave it are held, every other screen's are dropped.
 */
export function showScreen(path: string): void {
  const state = held();
  for (const other of state.screens.keys()) if (other !== path) state.screens.delete(other);
  state.shownPath = path;
  publish();
}

/** The copies the screen shown holds; the same array until they change (`useSyncExternalStore`). */
export function heldCopies(): readonly HeldCopy[] {
  return held().shownCopies;
}

/** Calls `listener` whenever {@link heldCopies} changes; returns the unsubscribe. */
export function subscribeHeldCopies(listener: () => void): () => void {
  const { listeners } = held();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records that the screen now shows `data` for `copy` (it was revalidated for it). */
export function markServed(copy: HeldCopy, data: unknown): void {
  copy.served = data;
}

/** Where {@link loadFromWebsite} reads, and for which screen. */
export interface WebsiteLoad {
  /** The website's published files. */
  readonly published: ContentSource;
  /** The files shipped with the app, the stand-in when the website cannot be read. */
  readonly bundled: ContentSource;
  /** The path of the screen the content is for (its loader's request). */
  readonly screen: string;
}

/**
 * `load` against the website's files, through the query cache; see the module comment.
 * @param key - names what `load` reads, unique among loaders: the saved copy's key.
 * @throws whatever `load` throws against the bundled files, when the website cannot be read either.
 */
export async function loadFromWebsite<T>(
  { published, bundled, screen }: WebsiteLoad,
  key: readonly unknown[],
  load: (source: ContentSource) => Promise<T>,
): Promise<T> {
  const client = appQueryClient();
  await savedContentRestored();
  const loaders = contentKey(published, 'loader');
  // The copies on screen are refreshed by their observers' refetch interval; this refreshes the rest.
  const state = held();
  state.refreshing ??= setInterval(() => {
    void client.refetchQueries({ queryKey: loaders, type: 'inactive' });
  }, WEBSITE_REFRESH_MS);
  const query = { queryKey: [...loaders, ...key], queryFn: () => load(published) };
  const saved = client.getQueryData<T>(query.queryKey);
  if (saved !== undefined) {
    // Fetches only when the copy is older than the cache's fresh time; a failure keeps the copy.
    client.query(query).catch(() => undefined);
    hold(screen, { ...query, live: true, served: saved });
    return saved;
  }
  try {
    const answer = await within(client.query(query), WEBSITE_WAIT_MS);
    hold(screen, { ...query, live: true, served: answer });
    return answer;
  } catch (error) {
    logger.warn(`The website's ${key.join(' ')} could not be read; showing the built-in copy`, error);
    const standIn = await load(bundled);
    const standInKey = bundledCounterpart(query.queryKey);
    client.setQueryData(standInKey, standIn);
    hold(screen, { ...query, live: true, served: undefined });
    hold(screen, { queryKey: standInKey, queryFn: () => load(bundled), live: false, served: standIn });
    return standIn;
  }
}

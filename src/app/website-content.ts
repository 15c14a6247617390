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
 * screen is. Each is held by a query observer from the moment its screen's loader asks for it
 * until another screen is loaded or shown ({@link showScreen}).
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

/** The screen whose content is held on screen: its path, and the observers holding its copies by query key hash. */
let onScreen: { path: string; observers: Map<string, () => void> } | undefined;

function releaseScreen(): void {
  for (const unsubscribe of onScreen?.observers.values() ?? []) unsubscribe();
  onScreen = undefined;
}

/**
 * Holds the query `queryKey` on the screen at `path`, releasing what another screen held.
 * `enabled: false` holds a copy in memory without counting it as live content on screen (the
 * bundled stand-in beside a live copy, which the notice looks up).
 */
function holdOnScreen(
  client: QueryClient,
  path: string,
  options: { queryKey: QueryKey; queryFn: () => Promise<unknown>; enabled?: false },
): void {
  if (onScreen?.path !== path) {
    releaseScreen();
    onScreen = { path, observers: new Map() };
  }
  const id = hashKey(options.queryKey);
  if (onScreen.observers.has(id)) return;
  onScreen.observers.set(
    id,
    new QueryObserver(client, options).subscribe(() => undefined),
  );
}

/**
 * Tells this module which screen is shown (`location.pathname`, with the router's basename): the
 * copies that another screen's loaders asked for no longer count as on screen.
 */
export function showScreen(path: string): void {
  if (onScreen && onScreen.path !== path) releaseScreen();
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
  refreshing ??= setInterval(() => {
    void client.refetchQueries({ queryKey: loaders, type: 'all' });
  }, WEBSITE_REFRESH_MS);
  const query = { queryKey: [...loaders, ...key], queryFn: () => load(published) };
  const saved = client.getQueryData<T>(query.queryKey);
  if (saved !== undefined) {
    // Fetches only when the copy is older than the cache's fresh time; a failure keeps the copy.
    client.query(query).catch(() => undefined);
    holdOnScreen(client, screen, query);
    return saved;
  }
  const answer = client.query(query);
  holdOnScreen(client, screen, query);
  try {
    return await within(answer, WEBSITE_WAIT_MS);
  } catch (error) {
    logger.warn(`The website's ${key.join(' ')} could not be read; showing the built-in copy`, error);
    const standIn = await load(bundled);
    const standInKey = bundledCounterpart(query.queryKey);
    client.setQueryData(standInKey, standIn);
    holdOnScreen(client, screen, { queryKey: standInKey, queryFn: () => load(bundled), enabled: false });
    return standIn;
  }
}

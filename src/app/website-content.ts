/**
 * Route loaders' content from the website a kiosk reads (`siteUrl`, docs/kiosk.md, "Running a
 * fleet"), through the query cache: the copy saved last at once, refreshed behind the screen once
 * it is older than the cache's fresh time; without a copy, at most {@link WEBSITE_WAIT_MS} of
 * waiting for the website, then the bundled files. Every {@link WEBSITE_REFRESH_MS} the saved
 * copies are refreshed whether or not a screen asks, so a publish reaches an untouched kiosk by
 * its next navigation (the idle reset is one). Loaded only by such a kiosk (`./route-content.ts`).
 */
import type { ContentSource } from '@/lib/content/source';
import { logger } from '@/lib/log';
import { appQueryClient, savedContentRestored } from '@/components/ui/content-query-provider';
import { contentKey } from '@/lib/content/query-client';

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
 * `load` against the website's files (`published`), through the query cache; see the module comment.
 * @param key - names what `load` reads, unique among loaders: the saved copy's key.
 */
export async function loadFromWebsite<T>(
  published: ContentSource,
  bundled: ContentSource,
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
    return saved;
  }
  try {
    return await within(client.query(query), WEBSITE_WAIT_MS);
  } catch (error) {
    logger.warn(`The website's ${key.join(' ')} could not be read; showing the built-in copy`, error);
    return load(bundled);
  }
}

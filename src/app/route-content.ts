/**
 * Content for route loaders. Loaders give a screen the content it needs to render complete,
 * which is what prerendering writes into each page and what the first render after hydration
 * reuses. They read the content files only: live content of the content API stays with the
 * screens' queries, which show saved content, the bundled stand-in and failures on screen
 * rather than holding up the navigation for as long as an API may take (25 s, `docs/design.md` §6.2).
 *
 * In a kiosk with a `siteUrl` (docs/kiosk.md, "Running a fleet") the content files are the
 * website's: a loader answers from the copy it saved last (kept in IndexedDB with the other live
 * content, `src/lib/content/query-persister.ts`) and refreshes that copy behind the screen once it
 * is older than the query cache's fresh time; without a copy it waits at most
 * {@link WEBSITE_WAIT_MS} for the website, then shows the bundled files. Every
 * {@link WEBSITE_REFRESH_MS} the saved copies are refreshed whether or not a screen asks, so a
 * publish reaches an untouched kiosk by its next navigation (the idle reset is one).
 *
 * The content source is imported on demand, so a prerendered page hydrates without
 * downloading it; it loads when a loader first runs in the browser.
 */
import type { ContentSource } from '@/lib/content/source';
import { logger } from '@/lib/log';

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

/** `load` against the website's files (`published`), through the query cache; see the module comment. */
async function loadFromWebsite<T>(
  published: ContentSource,
  bundled: ContentSource,
  key: readonly unknown[],
  load: (source: ContentSource) => Promise<T>,
): Promise<T> {
  const [{ appQueryClient, savedContentRestored }, { contentKey }] = await Promise.all([
    import('@/components/ui/content-query-provider'),
    import('@/lib/content/query-client'),
  ]);
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

/**
 * Runs `load` against the content files: the bundled ones, or in a kiosk with a `siteUrl` the
 * website's (see the module comment).
 * @param key - names what `load` reads, unique among loaders (`['team', 'en']`): the saved copy's key.
 * @throws whatever `load` throws against the bundled files (a {@link import('@/lib/content/content-error').ContentError}).
 */
export async function loadContent<T>(key: readonly unknown[], load: (source: ContentSource) => Promise<T>): Promise<T> {
  const { bundledContentSource, publishedContentSource } = await import('@/lib/content/active-source');
  const published = publishedContentSource();
  return published ? loadFromWebsite(published, bundledContentSource(), key, load) : load(bundledContentSource());
}

/**
 * Runs `load` against the bundled content when it is also this page's live content; resolves
 * `null` when live content is configured (a content API, or a kiosk's website: the screen's query
 * fetches it) or when `load` fails (the screen's query fetches it again and shows the failure with
 * a retry).
 */
export async function loadIfBundled<T>(load: (bundled: ContentSource) => Promise<T>): Promise<T | null> {
  const { bundledContentSource, contentSource } = await import('@/lib/content/active-source');
  if (contentSource().kind !== 'bundled') return null;
  try {
    return await load(bundledContentSource());
  } catch {
    return null;
  }
}

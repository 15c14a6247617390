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
 * is older than the query cache's fresh time; without a copy it waits a few seconds for the
 * website, then shows the bundled files (`./website-content.ts`, loaded only by such a kiosk).
 *
 * The content source is imported on demand, so a prerendered page hydrates without
 * downloading it; it loads when a loader first runs in the browser.
 */
import type { ContentSource } from '@/lib/content/source';

/**
 * Runs `load` against the content files: the bundled ones, or in a kiosk with a `siteUrl` the
 * website's (see the module comment).
 * @param request - the loader's request: the screen the content is for, whose "Showing saved
 *   content" notice covers it.
 * @param key - names what `load` reads, unique among loaders (`['team', 'en']`): the saved copy's key.
 * @throws whatever `load` throws against the bundled files (a {@link import('@/lib/content/content-error').ContentError}).
 */
export async function loadContent<T>(
  request: Request,
  key: readonly unknown[],
  load: (source: ContentSource) => Promise<T>,
): Promise<T> {
  const { bundledContentSource, publishedContentSource } = await import('@/lib/content/active-source');
  const published = publishedContentSource();
  if (!published) return load(bundledContentSource());
  const { loadFromWebsite } = await import('@/app/website-content');
  return loadFromWebsite(
    { published, bundled: bundledContentSource(), screen: new URL(request.url).pathname },
    key,
    load,
  );
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

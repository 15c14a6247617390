/**
 * Content for route loaders. Loaders give a screen the content it needs to render complete,
 * which is what prerendering writes into each page and what the first render after hydration
 * reuses. They read the bundled files only: live content (the content API) stays with the
 * screens' queries, which show saved content, the bundled stand-in and failures on screen
 * rather than holding up the navigation for as long as an API may take (25 s, `docs/design.md` §6.2).
 *
 * The content source is imported on demand, so a prerendered page hydrates without
 * downloading it; it loads when a loader first runs in the browser.
 */
import type { ContentSource } from '@/lib/content/source';

/**
 * Runs `load` against the bundled content.
 * @throws whatever `load` throws (a {@link import('@/lib/content/content-error').ContentError}).
 */
export async function loadBundled<T>(load: (bundled: ContentSource) => Promise<T>): Promise<T> {
  const { bundledContentSource } = await import('@/lib/content/active-source');
  return load(bundledContentSource());
}

/**
 * Runs `load` against the bundled content when it is also this page's live content; resolves
 * `null` when a content API is configured (the screen's query fetches it) or when `load` fails
 * (the screen's query fetches it again and shows the failure with a retry).
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

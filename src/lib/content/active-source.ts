/**
 * The app's content sources: the bundled files always; in a kiosk with a `siteUrl`, the website's
 * published files; and the active source, built on first use from `contentSettings()`: the
 * content API when a base address is configured, the website's files when there are some, the
 * bundled files otherwise.
 */
import { createHttpClient, type HttpClient } from '@/lib/content/api-client';
import { contentSettings } from '@/lib/content/settings';
import {
  createBundledSource,
  createContentSource,
  createPublishedSource,
  type ContentSource,
} from '@/lib/content/source';
import { appState } from '@/lib/app-state';

const sources = appState(
  (): {
    bundled?: ContentSource;
    published?: { source: ContentSource | undefined };
    active?: ContentSource;
  } => ({}),
);

/**
 * Reads the bundled content through `http` instead of the page's `content/` folder: prerendering
 * in Node reads the files from disk. Also drops the active source, so it is built again.
 */
export function setBundledContentClient(http: HttpClient): void {
  const state = sources();
  state.bundled = createBundledSource(http);
  delete state.active;
}

/** The content shipped with the app: the stand-in when the API cannot be reached. */
export function bundledContentSource(): ContentSource {
  const state = sources();
  state.bundled ??= createBundledSource(createHttpClient({ baseUrl: `${import.meta.env.BASE_URL}content/` }));
  return state.bundled;
}

/** The website's published content files (a kiosk's `siteUrl`), or `undefined` without one. */
export function publishedContentSource(): ContentSource | undefined {
  const state = sources();
  state.published ??= { source: createPublishedSource(contentSettings()) };
  return state.published.source;
}

/** The active source. */
export function contentSource(): ContentSource {
  const state = sources();
  state.active ??= createContentSource(contentSettings(), bundledContentSource(), publishedContentSource());
  return state.active;
}

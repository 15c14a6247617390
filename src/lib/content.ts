/**
 * The app's content sources: the bundled files always, and the active source, built on first use
 * from `contentSettings()`: the content API when a base address is configured, the bundled
 * files otherwise.
 */
import { createHttpClient } from '@/lib/api-client';
import { contentSettings } from '@/lib/content-settings';
import { createBundledSource, createContentSource, type ContentSource } from '@/lib/content-source';

const bundled: ContentSource = createBundledSource(createHttpClient({ baseUrl: `${import.meta.env.BASE_URL}content/` }));
let active: ContentSource | undefined;

/** The active source. */
export function contentSource(): ContentSource {
  active ??= createContentSource(contentSettings(), bundled);
  return active;
}

/** The content shipped with the app: the stand-in when the API cannot be reached. */
export function bundledContentSource(): ContentSource {
  return bundled;
}

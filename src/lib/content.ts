/**
 * The app's content sources: the bundled files always, and the active source, which is the
 * content API when a base address is configured (see `runtime-config.ts` for where it comes
 * from) and the bundled files otherwise. `main.tsx` configures it once before the first render.
 */
import { env } from '@/config/env';
import { createHttpClient } from '@/lib/api-client';
import { createBundledSource, createContentSource, type ContentSource } from '@/lib/content-source';
import type { ContentSettings } from '@/lib/runtime-config';

const bundled: ContentSource = createBundledSource(createHttpClient({ baseUrl: `${import.meta.env.BASE_URL}content/` }));
let active: ContentSource | undefined;
let activeSettings: ContentSettings = { apiBaseUrl: env.apiBaseUrl, apiTimeoutMs: env.apiTimeoutMs };

/** Makes `settings` the active content source; called once at start, before anything fetches. */
export function configureContent(settings: ContentSettings): ContentSource {
  activeSettings = settings;
  active = createContentSource(settings, bundled);
  return active;
}

/** The active source (the build's settings until {@link configureContent} runs). */
export function contentSource(): ContentSource {
  active ??= createContentSource(activeSettings, bundled);
  return active;
}

/** The settings behind {@link contentSource}. */
export function contentSettings(): ContentSettings {
  return activeSettings;
}

/** The content shipped with the app: the fallback when the API cannot be reached. */
export function bundledContentSource(): ContentSource {
  return bundled;
}

/** The app's content source: the API when `VITE_API_BASE_URL` is set, bundled files otherwise. */
import { env } from '@/config/env';
import { createContentSource, type ContentSource } from '@/lib/content-source';

export const content: ContentSource = createContentSource(env.apiBaseUrl, import.meta.env.BASE_URL);

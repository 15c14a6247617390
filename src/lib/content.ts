/**
 * The app's content source: the API when a base address is configured (the kiosk shell's
 * configuration first, then `VITE_API_BASE_URL`), bundled files otherwise.
 */
import * as z from 'zod/mini';
import { env } from '@/config/env';
import { createContentSource, type ContentSource } from '@/lib/content-source';
import { logger } from '@/lib/log';

/** The kiosk shell's content base address, when it gives a valid one. */
function kioskContentBase(): string | undefined {
  const raw = typeof window === 'undefined' ? undefined : window.kiosk?.config.contentBaseUrl;
  if (raw === undefined) return undefined;
  const parsed = z.url({ protocol: /^https?$/ }).safeParse(raw);
  if (!parsed.success) logger.warn('The kiosk content address is not an http(s) URL; using the build’s');
  return parsed.success ? parsed.data.replace(/\/+$/, '') : undefined;
}

export const content: ContentSource = createContentSource(kioskContentBase() ?? env.apiBaseUrl, import.meta.env.BASE_URL);

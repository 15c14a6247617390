/**
 * Where announcements and careers come from for this page load: set once at start from the
 * run-time configuration (`src/app/runtime-config.ts`), read by the content source when a screen first
 * needs it. Kept apart from the content source so the first download carries no HTTP client.
 */
import { env } from '@/config/env';

/** What the content client is built from. */
export interface ContentSettings {
  /** API base address without a trailing slash; `undefined` means the bundled content. */
  readonly apiBaseUrl: string | undefined;
  /** Per-attempt timeout in milliseconds; `undefined` means the client's default (10 s). */
  readonly apiTimeoutMs: number | undefined;
}

let settings: ContentSettings = { apiBaseUrl: env.apiBaseUrl, apiTimeoutMs: env.apiTimeoutMs };

/** Sets the settings; call before anything reads content (the source is built on first use). */
export function setContentSettings(next: ContentSettings): void {
  settings = next;
}

/** The current settings (the build's until {@link setContentSettings} runs). */
export function contentSettings(): ContentSettings {
  return settings;
}

/** Whether this page runs inside the kiosk shell (its preload's bridge is there); `false` when prerendering. */
export function inKioskShell(): boolean {
  return typeof window !== 'undefined' && window.kiosk !== undefined;
}

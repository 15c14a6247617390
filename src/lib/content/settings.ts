/**
 * Where announcements and careers come from for this page load: set once at start from the
 * run-time configuration (`src/app/runtime-config.ts`), read by the content source when a screen first
 * needs it. Kept apart from the content source so the first download carries no HTTP client.
 */
import { env } from '@/config/env';
import { site } from '@/config/site';
import { appState } from '@/lib/app-state';
import { kioskBridge } from '@/lib/kiosk-bridge';

/** What the content client is built from. */
export interface ContentSettings {
  /** API base address without a trailing slash; `undefined` means the bundled content. */
  readonly apiBaseUrl: string | undefined;
  /** Per-attempt timeout in milliseconds; `undefined` means the client's default (10 s). */
  readonly apiTimeoutMs: number | undefined;
  /**
   * The website whose published content files (`<siteUrl>/content/<locale>/…`) a kiosk reads in
   * place of the ones it was built with, without a trailing slash (the kiosk's `siteUrl` setting,
   * docs/kiosk.md, "Running a fleet"); `undefined` on the web, which is that website.
   */
  readonly siteUrl?: string | undefined;
}

const current = appState((): { settings: ContentSettings } => ({
  settings: { apiBaseUrl: env.apiBaseUrl, apiTimeoutMs: env.apiTimeoutMs },
}));

/**
 * Names the live content of `settings` (the content API's address, the website's, or both), as the
 * saved content's owner; `undefined` when all content is bundled.
 */
export function liveContentAddress(settings: Pick<ContentSettings, 'apiBaseUrl' | 'siteUrl'>): string | undefined {
  const addresses = [settings.apiBaseUrl, settings.siteUrl].filter(Boolean);
  return addresses.length > 0 ? addresses.join(' ') : undefined;
}

/** Sets the settings; call before anything reads content (the source is built on first use). */
export function setContentSettings(next: ContentSettings): void {
  current().settings = next;
}

/** The current settings (the build's until {@link setContentSettings} runs). */
export function contentSettings(): ContentSettings {
  return current().settings;
}

/**
 * Where a file the content names by site path (`/documents/reports/annual-2025.pdf`) is served: at
 * the website a kiosk reads its content from (`siteUrl`), since content published after the kiosk
 * was built names files the kiosk does not have; `path` itself otherwise, and for anything that
 * is not a site path (an absolute address).
 */
export function publishedFileUrl(path: string): string {
  const { siteUrl } = current().settings;
  return siteUrl && path.startsWith('/') && !path.startsWith('//') ? `${siteUrl}${path}` : path;
}

/**
 * The public address of the site's page at `path` (a site path with its locale's prefix,
 * `/zh-TW/careers`), for a QR code a visitor's phone opens: at the website a kiosk reads its
 * content from (`siteUrl`) when it has one, else at the site's public origin (`site.origin`).
 */
export function publicPageUrl(path: string): string {
  return `${current().settings.siteUrl ?? site.origin}${path}`;
}

/** Whether this page runs inside the kiosk shell (its preload's bridge is there); `false` when prerendering. */
export function inKioskShell(): boolean {
  return kioskBridge() !== undefined;
}

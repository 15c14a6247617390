/**
 * The kiosk bridge: the one object the preload exposes to the renderer as `window.kiosk`, and
 * the IPC channels behind it. Typed once here for the main process, the preload and the app.
 */
import type { Locale } from '../../src/config/locales.ts';
import type { Theme } from '../../src/config/theme.ts';

/** IPC channel names; every handler in the main process is registered under one of these. */
export const IPC_CHANNELS = {
  /** Preload → main, once at start (sync): the bridge's version and configuration. */
  getBridgeData: 'kiosk:get-bridge-data',
  /** Renderer → main: open an allowed external link in the system browser. */
  openExternal: 'kiosk:open-external',
  /** Renderer → main: staff exit with the entered PIN. */
  exit: 'kiosk:exit',
} as const;

/** What the preload receives from {@link IPC_CHANNELS.getBridgeData}. */
export interface BridgeData {
  readonly version: string;
  readonly config: KioskRendererConfig;
}

/** What the kiosk does with a link that leaves the site. */
export const LINK_MODES = ['qr', 'browser', 'both'] as const;
export type LinkMode = (typeof LINK_MODES)[number];

/** The configuration values the renderer needs (a subset of the shell's configuration). */
export interface KioskRendererConfig {
  /** Seconds without a touch before a visitor session ends. */
  readonly idleSeconds: number;
  /** Locale and theme a fresh session starts in. */
  readonly defaultLocale: Locale;
  readonly defaultTheme: Theme;
  /** `qr`: show a QR code only; `browser`: open the system browser only; `both`. */
  readonly linkMode: LinkMode;
  /** Content API base address, overriding the build's `VITE_API_BASE_URL`; absent for the build's own. */
  readonly contentBaseUrl?: string;
  /** Per-attempt timeout of content API requests in milliseconds; absent for the build's own. */
  readonly contentTimeoutMs?: number;
}

/** Result of {@link KioskBridge.openExternal}. */
export type OpenExternalResult = { readonly ok: true } | { readonly ok: false; readonly reason: 'refused' | 'failed' };

/** `window.kiosk`, present only inside the kiosk shell. */
export interface KioskBridge {
  readonly isKiosk: true;
  readonly version: string;
  readonly config: KioskRendererConfig;
  /** Asks the shell to open `url` in the system browser; only `https:`, `http:` and `mailto:` pass. */
  openExternal(url: string): Promise<OpenExternalResult>;
  /** Staff exit: quits the kiosk when `pin` matches the configured PIN; resolves `false` otherwise. */
  exit(pin: string): Promise<boolean>;
}

declare global {
  interface Window {
    /** Set by the kiosk shell's preload; `undefined` on the web. */
    readonly kiosk?: KioskBridge;
  }
}

/**
 * The kiosk settings' rules as plain data (docs/kiosk.md, "2. Configure"): limits, defaults and
 * types, shared by the shell's configuration (`electron/main/config.ts`), the bridge and the
 * renderer's kiosk store. Free of zod so the app's first chunk can read the limits and defaults;
 * the schema built from them is `kiosk-settings-schema.ts`, loaded only where values are checked.
 */
import { DEFAULT_LOCALE, type Locale } from './locales.ts';
import { DEFAULT_THEME, type Theme } from './themes.ts';

/** What the kiosk does with a link that leaves the site. */
export const LINK_MODES = ['qr', 'browser', 'both'] as const;
/** `qr`: show a QR code only; `browser`: open the system browser only; `both`. */
export type LinkMode = (typeof LINK_MODES)[number];

/** Inclusive bounds of the numeric settings: seconds for the times, a factor for the zoom. */
export const KIOSK_SETTING_LIMITS = {
  /** Seconds without a touch before the "touch to continue" warning (15 s to 1 h). */
  idleSeconds: { min: 15, max: 3600 },
  /** Seconds the warning stays before the session resets. */
  warningSeconds: { min: 5, max: 60 },
  /** Page zoom, e.g. 2 for a 4K screen at 1080p layout. */
  zoomFactor: { min: 0.5, max: 4 },
  /** Seconds the start screen waits untouched before its attract loop (10 s to 1 h; 0 turns it off). */
  attractAfterSeconds: { min: 10, max: 3600 },
} as const;

/**
 * Shortest idle and warning time, in seconds, the browser-only URL flags (`?kiosk=1&idle=3&warn=1`)
 * accept. Only end-to-end tests and soak runs use such times; the shell's configuration keeps
 * {@link KIOSK_SETTING_LIMITS}. The upper bounds are the shell's.
 */
export const BROWSER_KIOSK_TEST_MIN_SECONDS = 1;

/**
 * The staff exit PIN: 6 to 8 digits (shorter ones are guessed too easily at a public booth).
 * `electron/main/exit-pin-hash.mjs` holds a copy (`PIN_PATTERN`) for `npm run kiosk:setup`, which
 * cannot import TypeScript; `tests/unit/electron/main/exit-pin-hash.test.ts` keeps them equal.
 */
export const EXIT_PIN_PATTERN = /^\d{6,8}$/;
/** Longest PIN the staff sign-in dialog accepts, in digits. */
export const EXIT_PIN_MAX_DIGITS = 8;

/** A site path starting with one `/` (not `//`), without spaces or backslashes. */
export const START_PATH_PATTERN = /^\/(?!\/)[^\s\\]*$/;

/** Host names that may use plain `http:` (the machine itself: a local content server or feed). */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether `value` is an address the shell may fetch from: absolute `https:`, or `http:` on a
 * loopback host only ({@link LOOPBACK_HOSTS}), and never with a user name or password.
 */
export function isSecureRemoteUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

/** A visitor session's settings, as the renderer uses them. */
export interface KioskSessionSettings {
  /** Path a session starts on and returns to after the idle reset, e.g. `/` or `/careers`. */
  readonly startPath: string;
  readonly idleSeconds: number;
  readonly warningSeconds: number;
  readonly linkMode: LinkMode;
  /** Locale and theme a fresh session starts in. */
  readonly defaultLocale: Locale;
  readonly defaultTheme: Theme;
  /** Seconds the start screen waits untouched before its attract loop; 0: never. */
  readonly attractAfterSeconds: number;
}

/** The session settings' keys, in the order they are validated. */
export const SESSION_SETTING_KEYS = [
  'startPath',
  'idleSeconds',
  'warningSeconds',
  'linkMode',
  'defaultLocale',
  'defaultTheme',
  'attractAfterSeconds',
] as const satisfies readonly (keyof KioskSessionSettings)[];

/** Defaults of the shared settings; `linkMode` is `qr`, so page script cannot open the system browser unasked. */
export const DEFAULT_KIOSK_SETTINGS: KioskSessionSettings & { readonly zoomFactor: number } = {
  startPath: '/',
  idleSeconds: 120,
  warningSeconds: 10,
  linkMode: 'qr',
  defaultLocale: DEFAULT_LOCALE,
  defaultTheme: DEFAULT_THEME,
  attractAfterSeconds: 60,
  zoomFactor: 1,
};

/**
 * Kiosk mode (`docs/design.md` §7.5). The shell switches it on through the preload bridge
 * (`window.kiosk`), whose values are checked with the shared kiosk settings schema
 * (`@common/kiosk-settings-schema`, loaded only then, so web visitors never download it). A
 * development build, or a production build under test automation ({@link takesKioskUrlFlags}),
 * switches it on in a plain browser with the URL flags `?kiosk=1`,
 * `idle=<seconds>`, `warn=<seconds>` (the idle warning, 10 s by default) and
 * `links=qr|browser|both` (default `qr`: a browser kiosk has no system browser to hand links
 * to). The flags take the shell's limits except the lower one, which is
 * `BROWSER_KIOSK_TEST_MIN_SECONDS` so tests and soak runs can use seconds. Every value from
 * outside is validated; a bad one falls back to its default. Importing the store changes
 * nothing: the entry calls {@link initKiosk} once, before the router is created.
 */
import { create } from 'zustand';
import {
  BROWSER_KIOSK_TEST_MIN_SECONDS,
  DEFAULT_KIOSK_SETTINGS,
  KIOSK_SETTING_LIMITS,
  LINK_MODES,
  SESSION_SETTING_KEYS,
  type KioskSessionSettings,
  type LinkMode,
} from '@common/kiosk-settings';
import type { SessionEndCause } from '@common/insights';
import { splitLocalePath } from '@/lib/locale/locale-path';
import { logger } from '@/lib/log';
import { kioskBridge } from '@/lib/kiosk-bridge';

/** Default seconds without a touch before a visitor session ends. */
export const DEFAULT_IDLE_SECONDS = DEFAULT_KIOSK_SETTINGS.idleSeconds;
/** Default seconds the "touch to continue" warning stays before the reset. */
export const IDLE_WARNING_SECONDS = DEFAULT_KIOSK_SETTINGS.warningSeconds;

/** The browser kiosk's URL flags; the idle reset keeps them in the URL (see {@link withKioskFlags}). */
const KIOSK_URL_FLAGS = ['kiosk', 'idle', 'warn', 'links', 'attract'] as const;

export interface KioskSettings extends KioskSessionSettings {
  enabled: boolean;
  /**
   * The URL flags that switched a plain browser's kiosk on (`kiosk=1&idle=3`), as a query string
   * without `?`; `''` on the web and in the shell (which switches kiosk mode on by the bridge).
   */
  urlFlags: string;
}

export const WEB_SETTINGS: KioskSettings = {
  ...DEFAULT_KIOSK_SETTINGS,
  enabled: false,
  urlFlags: '',
};

/** `raw` as a whole number of seconds within `min`…`max`, else `fallback`. */
function secondsFlag(raw: string | null, min: number, max: number, fallback: number): number {
  const value = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

/**
 * The kiosk settings a plain browser's URL flags ask for, else the web's (kiosk off). The shell's
 * configuration (through the bridge) is read by {@link readBridgeSettings}.
 */
export function readKioskSettings(search: string): KioskSettings {
  const params = new URLSearchParams(search);
  if (params.get('kiosk') !== '1') return WEB_SETTINGS;
  const links = params.get('links');
  const flags = new URLSearchParams();
  for (const flag of KIOSK_URL_FLAGS) {
    const value = params.get(flag);
    if (value !== null) flags.set(flag, value);
  }
  return {
    ...WEB_SETTINGS,
    enabled: true,
    idleSeconds: secondsFlag(
      params.get('idle'),
      BROWSER_KIOSK_TEST_MIN_SECONDS,
      KIOSK_SETTING_LIMITS.idleSeconds.max,
      DEFAULT_IDLE_SECONDS,
    ),
    warningSeconds: secondsFlag(
      params.get('warn'),
      BROWSER_KIOSK_TEST_MIN_SECONDS,
      KIOSK_SETTING_LIMITS.warningSeconds.max,
      IDLE_WARNING_SECONDS,
    ),
    linkMode: (LINK_MODES as readonly (string | null)[]).includes(links) ? (links as LinkMode) : 'qr',
    // 0 turns the attract loop off, as the shell's setting; tests take it down to a second.
    attractAfterSeconds:
      params.get('attract') === '0'
        ? 0
        : secondsFlag(
            params.get('attract'),
            BROWSER_KIOSK_TEST_MIN_SECONDS,
            KIOSK_SETTING_LIMITS.attractAfterSeconds.max,
            DEFAULT_KIOSK_SETTINGS.attractAfterSeconds,
          ),
    urlFlags: flags.toString(),
  };
}

/**
 * The kiosk settings for the shell's bridge `config`: kiosk mode on, each valid session value
 * taken and each bad one replaced by its default (one warning per bad value). Loads the schema.
 */
export async function readBridgeSettings(config: object): Promise<KioskSettings> {
  // The module object, not destructured: Vite restates destructured names of a dynamic import in
  // its preload wrapper, bytes the home page's start-up JavaScript has no room for (.size-limit.mjs).
  const schema = await import('@common/kiosk-settings-schema');
  const record = config as Readonly<Record<string, unknown>>;
  // Only the session's keys: the content settings are read by `parseKioskContentConfig`.
  const raw = Object.fromEntries(
    SESSION_SETTING_KEYS.filter((key) => Object.hasOwn(record, key)).map((key) => [key, record[key]]),
  );
  const { values, problems } = schema.validateSettings(
    raw,
    schema.SESSION_SETTING_SCHEMAS,
    'kiosk configuration from the shell',
  );
  for (const problem of problems) logger.warn(problem);
  return { ...WEB_SETTINGS, ...values, enabled: true };
}

/**
 * Takes the session settings the shell answers at a session's end (a fleet's new settings,
 * docs/kiosk.md, "Running a fleet"), validated as the bridge's (`readBridgeSettings`).
 * @returns whether the start changed (start page, default locale or theme), so the reset goes
 *   there now rather than at the next one.
 */
export async function updateSessionSettings(config: object): Promise<boolean> {
  const next = await readBridgeSettings(config);
  const before = useKioskStore.getState();
  if (SESSION_SETTING_KEYS.every((key) => next[key] === before[key])) return false;
  useKioskStore.setState(Object.fromEntries(SESSION_SETTING_KEYS.map((key) => [key, next[key]])));
  logger.info('Kiosk: the fleet’s new settings are in force');
  return (['startPath', 'defaultLocale', 'defaultTheme'] as const).some((key) => next[key] !== before[key]);
}

/**
 * `path` (a site path, possibly with a query and a hash) with the browser kiosk's `urlFlags`
 * added to its query, so the idle reset's navigation keeps a browser kiosk a kiosk after a reload.
 */
export function withKioskFlags(path: string, urlFlags: string): string {
  if (urlFlags === '') return path;
  const hashAt = path.indexOf('#');
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  for (const [flag, value] of new URLSearchParams(urlFlags)) query.set(flag, value);
  return `${pathname}?${query.toString()}${hash}`;
}

interface KioskState extends KioskSettings {
  /** An external link waiting in the QR panel, if any. */
  pendingLink: string | undefined;
  /** Increases at every session reset; layout parts keyed on it start fresh. */
  sessionKey: number;
  /** Whether the start (attract) screen covers the page, waiting for the next visitor. */
  startScreen: boolean;
  /** The start screen's tile that let the visitor in (`START_TILES`' id), if one did. */
  startTile: string | undefined;
  /** How the last session ended, once one has. */
  endedBy: SessionEndCause | undefined;
  /** The last link offered to a visitor ({@link KioskActions.offerLink}), a new object each time. */
  lastOffer: { readonly url: string } | undefined;
}

interface KioskActions {
  /**
   * Hands a link that leaves the site to the visitor by the link mode: `qr` shows it in the QR
   * panel, `browser` opens it outside (the shell's system browser, or a new tab in a plain
   * browser), `both` does both.
   */
  offerLink: (url: string) => void;
  closeLink: () => void;
  /** Ends the visitor's session (`endedBy`) for a fresh one: panels closed, the start screen up. */
  newSession: (endedBy: SessionEndCause) => void;
  /** Shows the start screen (the kiosk opened at its start page). */
  showStartScreen: () => void;
  /** Lets the visitor in, by one of its tiles (`tile`, its id) or a touch elsewhere: the start screen goes. */
  enterSite: (tile?: string) => void;
}

/** Opens `url` outside the app: through the shell when there is one, else a new tab. */
function openOutside(url: string): void {
  const bridge = kioskBridge();
  if (bridge) void bridge.openExternal(url);
  else window.open(url, '_blank', 'noopener,noreferrer');
}

export const useKioskStore = create<KioskState & KioskActions>()((set, get) => ({
  // The web's settings first, as the prerendered page was rendered: hydration renders with the
  // initial state (zustand's server snapshot) and then at once with this page's (`initKiosk`, below).
  ...WEB_SETTINGS,
  pendingLink: undefined,
  sessionKey: 0,
  startScreen: false,
  startTile: undefined,
  endedBy: undefined,
  lastOffer: undefined,
  offerLink: (url) => {
    const { linkMode } = get();
    set({ lastOffer: { url } });
    if (linkMode !== 'qr') openOutside(url);
    if (linkMode !== 'browser') set({ pendingLink: url });
  },
  closeLink: () => set({ pendingLink: undefined }),
  newSession: (endedBy) =>
    set((state) => ({
      pendingLink: undefined,
      lastOffer: undefined,
      startTile: undefined,
      sessionKey: state.sessionKey + 1,
      startScreen: true,
      endedBy,
    })),
  showStartScreen: () => set({ startScreen: true }),
  enterSite: (tile) => set({ startScreen: false, startTile: tile }),
}));

/**
 * Session-storage key under which a browser kiosk keeps its URL flags: a visitor's navigation
 * drops them from the URL, and a reload there must still be a kiosk (links as QR codes, the idle
 * reset). Read back through {@link readKioskSettings}, so a tampered value is validated like a URL.
 */
export const KIOSK_FLAGS_STORAGE_KEY = 'kiosk-flags';

/**
 * Keeps a browser kiosk's `urlFlags` for the tab (see {@link KIOSK_FLAGS_STORAGE_KEY}); the idle reset calls it again
 * after clearing session storage.
 */
export function rememberKioskFlags(urlFlags: string, storage: Pick<Storage, 'setItem'> = window.sessionStorage): void {
  if (urlFlags === '') return;
  try {
    storage.setItem(KIOSK_FLAGS_STORAGE_KEY, urlFlags);
  } catch {
    // Without storage, the flags live in the URL only.
  }
}

/**
 * The browser kiosk's settings for a page at `search`: its URL flags, else those the tab kept
 * (a reload after the visitor's navigation), else the web's.
 */
export function browserKioskSettings(
  search: string,
  storage: Pick<Storage, 'getItem'> = window.sessionStorage,
): KioskSettings {
  const fromUrl = readKioskSettings(search);
  if (fromUrl.enabled) return fromUrl;
  let kept: string | null = null;
  try {
    kept = storage.getItem(KIOSK_FLAGS_STORAGE_KEY);
  } catch {
    // Without storage, nothing was kept.
  }
  return kept === null ? fromUrl : readKioskSettings(`?${kept}`);
}

/**
 * Whether this page takes the browser kiosk's URL flags: in a development build always; in a
 * production build only in a browser under automation, whose `navigator.webdriver` is `true`
 * (W3C WebDriver, "Interface": the webdriver-active flag), as in the end-to-end tests and the soak
 * bench. No link can set that flag, so a web visitor sent to `/?kiosk=1&idle=1&warn=1` gets the
 * site as usual, not an attract screen and a reset every two seconds. A real kiosk is the shell,
 * which switches kiosk mode on through its bridge.
 */
export function takesKioskUrlFlags(
  development: boolean = import.meta.env.DEV,
  browser: Pick<Navigator, 'webdriver'> = navigator,
): boolean {
  return development || browser.webdriver;
}

/**
 * Whether `pathname` (in any locale) is the kiosk's start page: a kiosk opened there shows the
 * start screen first; one opened at another page's URL shows that page.
 */
export function isStartPage(pathname: string, startPath: string): boolean {
  return splitLocalePath(pathname).path === startPath;
}

/**
 * Switches kiosk mode on for this page, once, from the entry (`src/app/main.tsx`) before the
 * router is created; the store starts as the web (kiosk off), as the prerendered page was
 * rendered, and nothing happens on import (server rendering never calls this).
 *
 * Reads, in this order:
 * - the shell's bridge (`window.kiosk`): kiosk mode on at once, then its `config` validated with
 *   the shared kiosk settings schema ({@link readBridgeSettings}: each bad value is replaced by
 *   its default with a warning); the start screen comes up when the page is the configured start
 *   page. If the schema cannot be loaded, the error is logged and the defaults stay.
 * - else, where the page takes URL flags ({@link takesKioskUrlFlags}), the browser kiosk's flags
 *   from `location.search` or, failing those, the ones the tab kept in session storage
 *   ({@link browserKioskSettings}: a bad value falls back to its default, a missing or invalid
 *   `kiosk=1` leaves the web); the flags are kept for the tab ({@link rememberKioskFlags}).
 * - else nothing: a web visitor's page stays the web whatever its URL says.
 *
 * Positional parameters, each defaulting to the window's, keep this in the home page's start-up
 * JavaScript at its size (`.size-limit.mjs`).
 * @param bridge - the shell's bridge; only its `config` is read, and validated.
 * @param page - this page's address (`pathname`, and `search` for the URL flags).
 * @param takesUrlFlags - whether this page takes the browser kiosk's URL flags.
 * @returns Resolves once the settings are in the store (for the shell, after its schema has
 *   loaded, a few milliseconds); never rejects.
 */
export async function initKiosk(
  bridge: { readonly config: object } | undefined = kioskBridge(),
  page: Pick<Location, 'pathname' | 'search'> = window.location,
  takesUrlFlags: boolean = takesKioskUrlFlags(),
): Promise<void> {
  let settings: KioskSettings;
  if (bridge) {
    // Kiosk mode at once; the shell's values once their schema has loaded.
    useKioskStore.setState({ enabled: true });
    try {
      settings = await readBridgeSettings(bridge.config);
    } catch (error) {
      logger.error('Kiosk configuration could not be read; using the defaults', error);
      return;
    }
  } else if (takesUrlFlags) {
    settings = browserKioskSettings(page.search);
    rememberKioskFlags(settings.urlFlags);
  } else {
    return;
  }
  useKioskStore.setState({
    ...settings,
    startScreen: settings.enabled && isStartPage(page.pathname, settings.startPath),
  });
}

/**
 * The window event that ends a visitor's session, once the kiosk's reset has taken the next
 * visitor to the start page (`src/features/kiosk/reset-session.ts`): parts of the page that keep
 * something a visitor typed or chose, such as the query cache's filtered lists, forget it then.
 * An event rather than a module of its own, so neither side carries the other's code.
 */
export const VISITOR_SESSION_END_EVENT = 'kiosk:visitor-session-end';

/** Selector: whether kiosk mode is on. */
export const selectKioskEnabled = (state: KioskSettings): boolean => state.enabled;

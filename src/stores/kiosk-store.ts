/**
 * Kiosk mode (DESIGN.md, "Electron shell"). The shell switches it on through the preload bridge
 * (`window.kiosk`); a plain browser (Chromium `--kiosk`, tests) switches it on with the URL flags
 * `?kiosk=1`, `idle=<seconds>`, `warn=<seconds>` (the idle warning, 10 s by default; tests and soak
 * runs shorten it) and `links=qr|browser|both` (default `qr`: a browser kiosk has no
 * system browser to hand links to). Every value from outside is validated; a bad one falls back.
 */
import { create } from 'zustand';
import type { LinkMode } from '@shared/bridge';
import { LINK_MODES } from '@shared/bridge';
import { DEFAULT_LOCALE, type Locale } from '@/config/locales';
import { DEFAULT_THEME, type Theme } from '@/config/theme';
import { logger } from '@/lib/log';

/** Default seconds without a touch before a visitor session ends. */
export const DEFAULT_IDLE_SECONDS = 120;
/** Seconds the "touch to continue" warning stays before the reset. */
export const IDLE_WARNING_SECONDS = 10;
/** Longest warning the `warn` URL flag may ask for, in seconds. */
export const MAX_IDLE_WARNING_SECONDS = 60;

export interface KioskSettings {
  enabled: boolean;
  idleSeconds: number;
  /** Seconds the "touch to continue" warning stays before the reset. */
  warningSeconds: number;
  linkMode: LinkMode;
  defaultLocale: Locale;
  defaultTheme: Theme;
  /** Where a fresh session starts. */
  startPath: string;
}

export const WEB_SETTINGS: KioskSettings = {
  enabled: false,
  idleSeconds: DEFAULT_IDLE_SECONDS,
  warningSeconds: IDLE_WARNING_SECONDS,
  linkMode: 'both',
  defaultLocale: DEFAULT_LOCALE,
  defaultTheme: DEFAULT_THEME,
  startPath: '/',
};

/**
 * The kiosk settings a plain browser's URL flags ask for, else the web's (kiosk off). The shell's
 * configuration (through the bridge) is read by `readBridgeSettings`.
 */
export function readKioskSettings(search: string): KioskSettings {
  const params = new URLSearchParams(search);
  if (params.get('kiosk') !== '1') return WEB_SETTINGS;
  const idle = Number(params.get('idle'));
  const warn = Number(params.get('warn'));
  const links = params.get('links');
  return {
    ...WEB_SETTINGS,
    enabled: true,
    idleSeconds: Number.isInteger(idle) && idle >= 1 && idle <= 3600 ? idle : DEFAULT_IDLE_SECONDS,
    // Shortened only for tests and soak runs of a browser kiosk (`?warn=1`); the shell keeps 10 s.
    warningSeconds: Number.isInteger(warn) && warn >= 1 && warn <= MAX_IDLE_WARNING_SECONDS ? warn : IDLE_WARNING_SECONDS,
    linkMode: (LINK_MODES as readonly (string | null)[]).includes(links) ? (links as LinkMode) : 'qr',
  };
}

interface KioskState extends KioskSettings {
  /** An external link waiting in the QR panel, if any. */
  pendingLink: string | undefined;
  /** Increases at every session reset; layout parts keyed on it start fresh. */
  sessionKey: number;
}

interface KioskActions {
  /**
   * Hands a link that leaves the site to the visitor by the link mode: `qr` shows it in the QR
   * panel, `browser` opens it outside (the shell's system browser, or a new tab in a plain
   * browser), `both` does both.
   */
  offerLink: (url: string) => void;
  closeLink: () => void;
  /** Starts a fresh session: panels closed, session state dropped. */
  newSession: () => void;
}

/** Opens `url` outside the app: through the shell when there is one, else a new tab. */
function openOutside(url: string): void {
  if (window.kiosk) void window.kiosk.openExternal(url);
  else window.open(url, '_blank', 'noopener,noreferrer');
}

export const useKioskStore = create<KioskState & KioskActions>()((set, get) => ({
  // The web's settings first, as the prerendered page was rendered: hydration renders with the
  // initial state (zustand's server snapshot) and then at once with this page's, set below.
  ...WEB_SETTINGS,
  pendingLink: undefined,
  sessionKey: 0,
  offerLink: (url) => {
    const { linkMode } = get();
    if (linkMode !== 'qr') openOutside(url);
    if (linkMode !== 'browser') set({ pendingLink: url });
  },
  closeLink: () => set({ pendingLink: undefined }),
  newSession: () => set((state) => ({ pendingLink: undefined, sessionKey: state.sessionKey + 1 })),
}));

if (typeof window !== 'undefined') {
  const bridge = window.kiosk;
  if (bridge) {
    // Kiosk mode at once; the shell's values once their schema has loaded (a few milliseconds).
    useKioskStore.setState({ enabled: true });
    import('./kiosk-bridge-config')
      .then(({ readBridgeSettings }) => useKioskStore.setState(readBridgeSettings(bridge.config)))
      .catch((error: unknown) => logger.error('Kiosk configuration could not be read; using the defaults', error));
  } else {
    useKioskStore.setState(readKioskSettings(window.location.search));
  }
}

/** Selector: whether kiosk mode is on. */
export const selectKioskEnabled = (state: KioskSettings): boolean => state.enabled;

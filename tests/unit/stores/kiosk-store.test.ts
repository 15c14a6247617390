import { describe, expect, it, vi } from 'vitest';
import { BROWSER_KIOSK_TEST_MIN_SECONDS, DEFAULT_KIOSK_SETTINGS, KIOSK_SETTING_LIMITS } from '@common/kiosk-settings';
import { logger } from '@/lib/log';
import {
  browserKioskSettings,
  DEFAULT_IDLE_SECONDS,
  IDLE_WARNING_SECONDS,
  initKiosk,
  isStartPage,
  KIOSK_FLAGS_STORAGE_KEY,
  readBridgeSettings,
  readKioskSettings,
  rememberKioskFlags,
  selectKioskEnabled,
  takesKioskUrlFlags,
  useKioskStore,
  WEB_SETTINGS,
  withKioskFlags,
} from '@/stores/kiosk-store';

describe('readKioskSettings', () => {
  it('is off on the web, with QR links as the default link mode', () => {
    expect(readKioskSettings('')).toEqual(WEB_SETTINGS);
    expect(readKioskSettings('?kiosk=0').enabled).toBe(false);
    expect(WEB_SETTINGS).toMatchObject({ linkMode: 'qr', startPath: '/', urlFlags: '' });
  });

  it('is on with ?kiosk=1, with the idle time and link mode from the URL', () => {
    expect(readKioskSettings('?kiosk=1&idle=30&links=both')).toMatchObject({
      enabled: true,
      idleSeconds: 30,
      linkMode: 'both',
    });
  });

  it('falls back for bad URL values: QR links and the default idle time', () => {
    expect(readKioskSettings('?kiosk=1&idle=soon&links=popup')).toMatchObject({
      enabled: true,
      idleSeconds: DEFAULT_IDLE_SECONDS,
      linkMode: 'qr',
    });
    expect(readKioskSettings('?kiosk=1&idle=-5').idleSeconds).toBe(DEFAULT_IDLE_SECONDS);
    expect(readKioskSettings('?kiosk=1&idle=').idleSeconds).toBe(DEFAULT_IDLE_SECONDS);
  });

  it('takes the shell’s upper limits and the documented test minimum, not a rule of its own', () => {
    expect(BROWSER_KIOSK_TEST_MIN_SECONDS).toBe(1);
    expect(readKioskSettings('?kiosk=1&idle=3').idleSeconds).toBe(3);
    expect(readKioskSettings(`?kiosk=1&idle=${BROWSER_KIOSK_TEST_MIN_SECONDS}`).idleSeconds).toBe(
      BROWSER_KIOSK_TEST_MIN_SECONDS,
    );
    expect(readKioskSettings(`?kiosk=1&idle=${KIOSK_SETTING_LIMITS.idleSeconds.max}`).idleSeconds).toBe(3600);
    expect(readKioskSettings(`?kiosk=1&idle=${KIOSK_SETTING_LIMITS.idleSeconds.max + 1}`).idleSeconds).toBe(
      DEFAULT_IDLE_SECONDS,
    );
    expect(readKioskSettings('?kiosk=1&idle=0').idleSeconds).toBe(DEFAULT_IDLE_SECONDS);
  });

  it('shortens the idle warning for tests, within bounds', () => {
    expect(readKioskSettings('?kiosk=1&warn=2').warningSeconds).toBe(2);
    expect(readKioskSettings('?kiosk=1&warn=0').warningSeconds).toBe(IDLE_WARNING_SECONDS);
    expect(readKioskSettings('?kiosk=1&warn=600').warningSeconds).toBe(IDLE_WARNING_SECONDS);
    expect(readKioskSettings('?kiosk=1').warningSeconds).toBe(IDLE_WARNING_SECONDS);
  });

  it('remembers the kiosk flags, and only them, for the idle reset', () => {
    expect(readKioskSettings('?kiosk=1&idle=3&warn=1&links=both&category=results').urlFlags).toBe(
      'kiosk=1&idle=3&warn=1&links=both',
    );
    expect(readKioskSettings('?kiosk=1').urlFlags).toBe('kiosk=1');
  });
});

describe('takesKioskUrlFlags', () => {
  it('takes the flags in a development build, and in a production build only under test automation', () => {
    expect(takesKioskUrlFlags(true, { webdriver: false })).toBe(true);
    expect(takesKioskUrlFlags(false, { webdriver: true })).toBe(true);
    expect(takesKioskUrlFlags(false, { webdriver: false })).toBe(false);
  });
});

describe('browserKioskSettings', () => {
  const storage = (kept: string | null) => ({ getItem: () => kept });

  it("takes the URL's flags first", () => {
    expect(browserKioskSettings('?kiosk=1&idle=30', storage('kiosk=1&idle=5'))).toMatchObject({
      enabled: true,
      idleSeconds: 30,
    });
  });

  it('stays a kiosk after a reload on a page whose URL lost the flags, from those the tab kept', () => {
    expect(browserKioskSettings('', storage('kiosk=1&idle=5&links=qr'))).toMatchObject({
      enabled: true,
      idleSeconds: 5,
      urlFlags: 'kiosk=1&idle=5&links=qr',
    });
  });

  it('validates what the tab kept like a URL, and is the web without it', () => {
    expect(browserKioskSettings('', storage('kiosk=1&idle=-4'))).toMatchObject({ enabled: true, idleSeconds: 120 });
    expect(browserKioskSettings('', storage('kiosk=0'))).toMatchObject({ enabled: false });
    expect(browserKioskSettings('', storage(null))).toMatchObject({ enabled: false });
    expect(
      browserKioskSettings('', {
        getItem: () => {
          throw new DOMException('blocked', 'SecurityError');
        },
      }),
    ).toMatchObject({ enabled: false });
  });
});

describe('rememberKioskFlags', () => {
  it("keeps a browser kiosk's flags for the tab, and nothing on the web", () => {
    const setItem = vi.fn();
    rememberKioskFlags('kiosk=1&idle=5', { setItem });
    rememberKioskFlags('', { setItem });
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(setItem).toHaveBeenCalledWith(KIOSK_FLAGS_STORAGE_KEY, 'kiosk=1&idle=5');
  });
});

describe('the start screen', () => {
  it('comes up with every new session and goes when the visitor comes in', () => {
    useKioskStore.setState({ startScreen: false, sessionKey: 3, pendingLink: 'https://example.com/' });
    useKioskStore.getState().newSession('start-over');
    expect(useKioskStore.getState()).toMatchObject({
      startScreen: true,
      sessionKey: 4,
      pendingLink: undefined,
      endedBy: 'start-over',
    });
    useKioskStore.getState().enterSite('news');
    expect(useKioskStore.getState()).toMatchObject({ startScreen: false, startTile: 'news' });
    useKioskStore.getState().newSession('idle');
    useKioskStore.getState().enterSite();
    expect(useKioskStore.getState()).toMatchObject({ startScreen: false, startTile: undefined, endedBy: 'idle' });
  });

  it('belongs to the start page in every locale, not to a page opened by its own address', () => {
    expect(isStartPage('/', '/')).toBe(true);
    expect(isStartPage('/zh-TW/', '/')).toBe(true);
    expect(isStartPage('/zh/careers', '/careers')).toBe(true);
    expect(isStartPage('/careers', '/')).toBe(false);
  });
});

describe('withKioskFlags', () => {
  it('keeps a browser kiosk’s flags on the start path, beside its own query and hash', () => {
    expect(withKioskFlags('/', 'kiosk=1&idle=3')).toBe('/?kiosk=1&idle=3');
    expect(withKioskFlags('/zh/careers', 'kiosk=1')).toBe('/zh/careers?kiosk=1');
    expect(withKioskFlags('/announcements?category=results#list', 'kiosk=1&warn=1')).toBe(
      '/announcements?category=results&kiosk=1&warn=1#list',
    );
  });

  it('leaves the path alone in the shell and on the web', () => {
    expect(withKioskFlags('/careers', '')).toBe('/careers');
  });
});

describe('readBridgeSettings', () => {
  it('takes the shell’s configuration through the bridge, start path and warning included', async () => {
    const session = {
      startPath: '/careers',
      idleSeconds: 90,
      warningSeconds: 15,
      linkMode: 'browser',
      defaultLocale: 'zh-TW',
      defaultTheme: 'dark',
    } as const;
    // Every session setting comes through as given; the content address is not the session's.
    await expect(readBridgeSettings({ ...session, contentBaseUrl: 'https://content.example.com' })).resolves.toEqual({
      ...WEB_SETTINGS,
      ...session,
      enabled: true,
    });
  });

  it('replaces each invalid value by its default, with a warning, and stays a kiosk', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const config = {
      startPath: '//evil.example',
      idleSeconds: 5,
      linkMode: 'browser',
      defaultLocale: 'fr',
      defaultTheme: 'dark',
    };
    await expect(readBridgeSettings(config)).resolves.toEqual({
      ...WEB_SETTINGS,
      linkMode: 'browser',
      defaultTheme: 'dark',
      enabled: true,
    });
    expect(warn).toHaveBeenCalledTimes(3);
    expect(String(warn.mock.calls[1]?.[0])).toMatch(/"idleSeconds" must be at least 15/);
  });

  it('uses the same idle limits as the shell’s configuration file', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    await expect(readBridgeSettings({ idleSeconds: 15 })).resolves.toMatchObject({ idleSeconds: 15 });
    await expect(readBridgeSettings({ idleSeconds: 14 })).resolves.toMatchObject({
      idleSeconds: DEFAULT_KIOSK_SETTINGS.idleSeconds,
    });
  });
});

describe('initKiosk', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });

  it('leaves the store as the web until it is called: importing it reads nothing', () => {
    expect(useKioskStore.getState()).toMatchObject({ ...WEB_SETTINGS, startScreen: false, sessionKey: 0 });
    expect(window.sessionStorage.getItem(KIOSK_FLAGS_STORAGE_KEY)).toBeNull();
  });

  it('keeps a web visitor on the web whatever the URL flags say', async () => {
    await initKiosk(undefined, at('/', '?kiosk=1&idle=1&warn=1'), false);
    expect(useKioskStore.getState()).toMatchObject({ enabled: false, startScreen: false });
    expect(window.sessionStorage.getItem(KIOSK_FLAGS_STORAGE_KEY)).toBeNull();
  });

  it('switches a browser kiosk on from its URL flags, keeps them for the tab and shows the start screen', async () => {
    await initKiosk(undefined, at('/zh-TW/', '?kiosk=1&idle=5&links=both'), true);
    expect(useKioskStore.getState()).toMatchObject({
      enabled: true,
      idleSeconds: 5,
      linkMode: 'both',
      urlFlags: 'kiosk=1&idle=5&links=both',
      startScreen: true,
    });
    expect(window.sessionStorage.getItem(KIOSK_FLAGS_STORAGE_KEY)).toBe('kiosk=1&idle=5&links=both');
  });

  it('opens a browser kiosk at the page its URL names, from the flags the tab kept, without the start screen', async () => {
    window.sessionStorage.setItem(KIOSK_FLAGS_STORAGE_KEY, 'kiosk=1&idle=-4');
    await initKiosk(undefined, at('/careers'), true);
    expect(useKioskStore.getState()).toMatchObject({
      enabled: true,
      idleSeconds: DEFAULT_IDLE_SECONDS,
      startScreen: false,
    });
  });

  it('is back to the web in the next case (stores reset between tests)', () => {
    expect(useKioskStore.getState()).toMatchObject({ enabled: false, urlFlags: '', startScreen: false });
  });

  it("switches kiosk mode on at once in the shell, then takes the bridge's validated settings", async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const bridge = { config: { startPath: '/careers', idleSeconds: 5, linkMode: 'browser' } };
    const settled = initKiosk(bridge, at('/zh/careers', '?kiosk=0'), true);
    expect(useKioskStore.getState().enabled).toBe(true);
    await settled;
    expect(useKioskStore.getState()).toMatchObject({
      enabled: true,
      startPath: '/careers',
      idleSeconds: DEFAULT_IDLE_SECONDS,
      linkMode: 'browser',
      urlFlags: '',
      startScreen: true,
    });
    expect(warn).toHaveBeenCalledTimes(1);
    // The shell's kiosk needs no URL flags, so the tab keeps none.
    expect(window.sessionStorage.getItem(KIOSK_FLAGS_STORAGE_KEY)).toBeNull();
  });
});

describe('selectKioskEnabled', () => {
  it('reads kiosk mode from a plain state', () => {
    expect(selectKioskEnabled({ ...WEB_SETTINGS, enabled: true })).toBe(true);
    expect(selectKioskEnabled(WEB_SETTINGS)).toBe(false);
  });
});

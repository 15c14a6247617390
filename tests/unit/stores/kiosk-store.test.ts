import { describe, expect, it } from 'vitest';
import { readBridgeSettings } from '@/stores/kiosk-bridge-config';
import { DEFAULT_IDLE_SECONDS, IDLE_WARNING_SECONDS, readKioskSettings, WEB_SETTINGS } from '@/stores/kiosk-store';

describe('readKioskSettings', () => {
  it('is off on the web', () => {
    expect(readKioskSettings('')).toEqual(WEB_SETTINGS);
    expect(readKioskSettings('?kiosk=0').enabled).toBe(false);
  });

  it('is on with ?kiosk=1, with the idle time and link mode from the URL', () => {
    expect(readKioskSettings('?kiosk=1&idle=30&links=both')).toMatchObject({ enabled: true, idleSeconds: 30, linkMode: 'both' });
  });

  it('falls back for bad URL values: QR links and the default idle time', () => {
    expect(readKioskSettings('?kiosk=1&idle=soon&links=popup')).toMatchObject({
      enabled: true,
      idleSeconds: DEFAULT_IDLE_SECONDS,
      linkMode: 'qr',
    });
    expect(readKioskSettings('?kiosk=1&idle=-5').idleSeconds).toBe(DEFAULT_IDLE_SECONDS);
  });

  it('shortens the idle warning for tests, within bounds', () => {
    expect(readKioskSettings('?kiosk=1&warn=2').warningSeconds).toBe(2);
    expect(readKioskSettings('?kiosk=1&warn=0').warningSeconds).toBe(IDLE_WARNING_SECONDS);
    expect(readKioskSettings('?kiosk=1&warn=600').warningSeconds).toBe(IDLE_WARNING_SECONDS);
    expect(readKioskSettings('?kiosk=1').warningSeconds).toBe(IDLE_WARNING_SECONDS);
  });

  it('takes the shell’s configuration through the bridge', () => {
    const config = { idleSeconds: 90, linkMode: 'browser', defaultLocale: 'zh-TW', defaultTheme: 'dark' } as const;
    expect(readBridgeSettings(config)).toMatchObject({ enabled: true, ...config });
  });

  it('ignores an invalid bridge configuration but stays a kiosk', () => {
    const config = { idleSeconds: 0, linkMode: 'qr', defaultLocale: 'fr', defaultTheme: 'dark' } as never;
    expect(readBridgeSettings(config)).toEqual({ ...WEB_SETTINGS, enabled: true });
  });
});

// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { isAppNavigation, openExternalSafely } from '../../../../electron/main/links';

const ORIGIN = 'app://site';

describe('isAppNavigation', () => {
  it('allows only the app origin', () => {
    expect(isAppNavigation('app://site/careers', ORIGIN)).toBe(true);
    expect(isAppNavigation('https://example.com/', ORIGIN)).toBe(false);
    expect(isAppNavigation('app://other/', ORIGIN)).toBe(false);
    expect(isAppNavigation('file:///etc/passwd', ORIGIN)).toBe(false);
    expect(isAppNavigation('http://localhost:5173/careers', 'http://localhost:5173')).toBe(true);
  });
});

describe('openExternalSafely', () => {
  it.each(['https://t.me/group', 'http://example.org/', 'mailto:ir@example.com'])(
    'hands %s to the system',
    async (url) => {
      const opener = { openExternal: vi.fn(() => Promise.resolve()), log: vi.fn() };
      await expect(openExternalSafely(url, ORIGIN, opener)).resolves.toBe('opened');
      expect(opener.openExternal).toHaveBeenCalledTimes(1);
    },
  );

  it.each([
    'file:///etc/passwd',
    'smb://server/share',
    'javascript:alert(1)',
    'ms-settings:display',
    'app://site/careers',
    'vbscript:x',
  ])('refuses and logs %s', async (url) => {
    const opener = { openExternal: vi.fn(() => Promise.resolve()), log: vi.fn() };
    await expect(openExternalSafely(url, ORIGIN, opener)).resolves.toBe('refused');
    expect(opener.openExternal).not.toHaveBeenCalled();
    expect(opener.log).toHaveBeenCalledWith(expect.stringContaining('Refused to open'));
  });

  it('reports a failure of the system without throwing', async () => {
    const opener = { openExternal: vi.fn(() => Promise.reject(new Error('no browser'))), log: vi.fn() };
    await expect(openExternalSafely('https://example.com', ORIGIN, opener)).resolves.toBe('failed');
    expect(opener.log).toHaveBeenCalledWith(expect.stringContaining('no browser'));
  });
});

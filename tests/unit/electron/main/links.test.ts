// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { isAppNavigation, openExternalSafely } from '../../../../electron/main/links';

const ORIGIN = 'app://site';

/** An opener whose system hand-off always succeeds, recording each call. */
const workingOpener = () => ({ openExternal: vi.fn(() => Promise.resolve()), log: vi.fn() });

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
      const opener = workingOpener();
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
    const opener = workingOpener();
    await expect(openExternalSafely(url, ORIGIN, opener)).resolves.toBe('refused');
    expect(opener.openExternal).not.toHaveBeenCalled();
    expect(opener.log).toHaveBeenCalledWith(expect.stringContaining('Refused to open'));
  });

  it('hands a mailto: link over with its recipients, subject and body only, and names what it dropped', async () => {
    const opener = workingOpener();
    const url =
      'mailto:ir@example.com,press@example.com?cc=spy@evil.example&subject=Annual%20report&bcc=spy2@evil.example' +
      '&attach=/etc/passwd&attachment=C:%5Csecret.txt&to=spy3@evil.example&in-reply-to=%3Cid@evil.example%3E' +
      '&body=Hello&x-mailer=evil#top';
    await expect(openExternalSafely(url, ORIGIN, opener)).resolves.toBe('opened');
    expect(opener.openExternal).toHaveBeenCalledWith(
      'mailto:ir@example.com,press@example.com?subject=Annual%20report&body=Hello',
    );
    expect(opener.log).toHaveBeenCalledTimes(1);
    expect(opener.log).toHaveBeenCalledWith(
      'Dropped from a mailto: link before handing it to the mail client: "cc", "bcc", "attach", "attachment", "to", "in-reply-to", "x-mailer", "#"',
    );
  });

  it('keeps subject and body in any case, written in lower case, with their values as encoded', async () => {
    const opener = workingOpener();
    await openExternalSafely('mailto:ir@example.com?Subject=Q3+results&BODY=a%26b%3Dc&%53ubject=again', ORIGIN, opener);
    expect(opener.openExternal).toHaveBeenCalledWith('mailto:ir@example.com?subject=Q3+results&body=a%26b%3Dc');
    // A repeated subject is dropped, named as decoded; its value never reaches the log.
    expect(opener.log).toHaveBeenCalledWith(
      'Dropped from a mailto: link before handing it to the mail client: "subject"',
    );
  });

  it('hands a plain mailto: link over unchanged and logs nothing', async () => {
    const opener = workingOpener();
    await openExternalSafely('mailto:ir@example.com?subject=Hi&body=There', ORIGIN, opener);
    expect(opener.openExternal).toHaveBeenCalledWith('mailto:ir@example.com?subject=Hi&body=There');
    expect(opener.log).not.toHaveBeenCalled();
  });

  it('never logs the values of dropped fields, and lists at most ten names', async () => {
    const opener = workingOpener();
    const fields = Array.from({ length: 12 }, (_, index) => `x${index}=secret-${index}`).join('&');
    await openExternalSafely(`mailto:ir@example.com?attach=%2Fhome%2Fkiosk%2F.ssh%2Fid_rsa&${fields}`, ORIGIN, opener);
    expect(opener.openExternal).toHaveBeenCalledWith('mailto:ir@example.com');
    const line = String(opener.log.mock.calls[0]?.[0]);
    expect(line).toMatch(/^Dropped from a mailto: link .*: "attach", "x0", .*"x8" and 3 more$/);
    expect(line).not.toMatch(/secret|ssh|id_rsa/);
  });

  it('reports a failure of the system without throwing', async () => {
    const opener = { openExternal: vi.fn(() => Promise.reject(new Error('no browser'))), log: vi.fn() };
    await expect(openExternalSafely('https://example.com', ORIGIN, opener)).resolves.toBe('failed');
    expect(opener.log).toHaveBeenCalledWith(expect.stringContaining('no browser'));
  });
});

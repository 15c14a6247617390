import { describe, expect, it } from 'vitest';
import { classifyLink } from '@common/links';

const ORIGIN = 'https://www.example.com';

/** Each of `hrefs` is blocked, as given, both on the web origin and on the kiosk's `app://site`. */
function expectBlockedOnBothOrigins(hrefs: readonly string[]) {
  for (const href of hrefs) {
    expect(classifyLink(href, ORIGIN), href).toEqual({ kind: 'blocked', href });
    expect(classifyLink(href, 'app://site'), href).toEqual({ kind: 'blocked', href });
  }
}

describe('classifyLink', () => {
  it('keeps same-site paths in the app, resolved against the origin', () => {
    expect(classifyLink('/careers', ORIGIN)).toEqual({ kind: 'internal', path: '/careers' });
    expect(classifyLink('/#team', ORIGIN)).toEqual({ kind: 'internal', path: '/#team' });
    expect(classifyLink('announcements?category=industry-policy', ORIGIN)).toEqual({
      kind: 'internal',
      path: '/announcements?category=industry-policy',
    });
    expect(classifyLink(`${ORIGIN}/terms`, ORIGIN)).toEqual({ kind: 'internal', path: '/terms' });
  });

  it('sends other http(s) origins and mail links out', () => {
    expect(classifyLink('https://t.me/group', ORIGIN)).toMatchObject({ kind: 'external', scheme: 'https:' });
    expect(classifyLink('http://example.org/', ORIGIN)).toMatchObject({ kind: 'external', scheme: 'http:' });
    expect(classifyLink('https://www.example.com:8443/', ORIGIN)).toMatchObject({ kind: 'external' });
    expect(classifyLink('mailto:ir@example.com', ORIGIN)).toMatchObject({ kind: 'external', scheme: 'mailto:' });
  });

  it('blocks every other scheme', () => {
    for (const href of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'smb://host/share',
      'data:text/html,x',
      'myapp://x',
    ]) {
      expect(classifyLink(href, ORIGIN)).toEqual({ kind: 'blocked', href });
    }
  });

  it('blocks addresses with a user name or password, whatever host they name', () => {
    expectBlockedOnBothOrigins([
      'https://site@evil.example/',
      'https://a:b@x.example',
      'http://user@example.org/',
      '//www.example.com@evil.example/x',
      'https://:pw@x.example/',
    ]);
    expect(classifyLink('https://user@www.example.com/careers', ORIGIN)).toMatchObject({ kind: 'blocked' });
    expect(classifyLink('app://user@site/careers', 'app://site')).toMatchObject({ kind: 'blocked' });
    // A mail address's `@` is not a user name.
    expect(classifyLink('mailto:ir@example.com', 'app://site')).toMatchObject({ kind: 'external', scheme: 'mailto:' });
  });

  it('works for the kiosk origin app://site', () => {
    expect(classifyLink('/careers', 'app://site')).toEqual({ kind: 'internal', path: '/careers' });
    expect(classifyLink('https://x.com/a', 'app://site')).toMatchObject({ kind: 'external' });
  });

  it('never takes a same-site path that normalises to another host for internal', () => {
    expectBlockedOnBothOrigins([
      '/.//evil.example',
      '/zh//evil.example',
      '/zh/\\evil.example',
      '/a/../..//evil.example',
      '/zh-TW/.//evil.example',
    ]);
  });

  it('reads a protocol-relative href as the other host it names', () => {
    expect(classifyLink('//evil.example/x', ORIGIN)).toEqual({
      kind: 'external',
      url: 'https://evil.example/x',
      scheme: 'https:',
    });
    expect(classifyLink('/\\evil.example/x', ORIGIN)).toEqual({
      kind: 'external',
      url: 'https://evil.example/x',
      scheme: 'https:',
    });
  });

  it('keeps a search or hash holding slashes internal', () => {
    expect(classifyLink('/announcements?q=a//b#x//y', ORIGIN)).toEqual({
      kind: 'internal',
      path: '/announcements?q=a//b#x//y',
    });
  });
});

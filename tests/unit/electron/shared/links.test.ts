import { describe, expect, it } from 'vitest';
import { classifyLink } from '@shared/links';

const ORIGIN = 'https://www.example.com';

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
    for (const href of ['javascript:alert(1)', 'file:///etc/passwd', 'smb://host/share', 'data:text/html,x', 'myapp://x']) {
      expect(classifyLink(href, ORIGIN)).toEqual({ kind: 'blocked', href });
    }
  });

  it('works for the kiosk origin app://site', () => {
    expect(classifyLink('/careers', 'app://site')).toEqual({ kind: 'internal', path: '/careers' });
    expect(classifyLink('https://x.com/a', 'app://site')).toMatchObject({ kind: 'external' });
  });
});

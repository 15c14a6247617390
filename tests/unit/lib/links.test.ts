import { afterEach, describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { setContentSettings } from '@/lib/content/settings';
import { classifyHref, kioskOfferUrl } from '@/lib/links';

const ORIGIN = 'https://site.example';

describe('classifyHref', () => {
  it.each([
    ['/careers', { kind: 'internal', path: '/careers' }],
    ['/investors/reports?year=2025#top', { kind: 'internal', path: '/investors/reports?year=2025#top' }],
    [
      '/documents/reports/annual-report-2025-en.pdf',
      { kind: 'file', path: '/documents/reports/annual-report-2025-en.pdf' },
    ],
    ['https://site.example/feeds/en.xml#latest', { kind: 'file', path: '/feeds/en.xml#latest' }],
    // An announcement id may hold a dot; it is still a screen.
    ['/announcement/2026.11-results', { kind: 'internal', path: '/announcement/2026.11-results' }],
    ['/announcement/results.v2', { kind: 'internal', path: '/announcement/results.v2' }],
  ])('routes same-site pages and loads same-site files as themselves: %s', (href, expected) => {
    expect(classifyHref(href, ORIGIN)).toEqual(expected);
  });

  it('leaves other sites and schemes to the shell’s rule', () => {
    expect(classifyHref('https://other.example/a.pdf', ORIGIN)).toMatchObject({ kind: 'external' });
    expect(classifyHref('javascript:alert(1)', ORIGIN)).toMatchObject({ kind: 'blocked' });
  });
});

describe('kioskOfferUrl', () => {
  afterEach(() => {
    setContentSettings({ apiBaseUrl: undefined, apiTimeoutMs: undefined });
  });

  it('offers another site’s address as it is, and a same-site file at the public site', () => {
    expect(kioskOfferUrl(classifyHref('https://www.hkexnews.hk/a.pdf'))).toBe('https://www.hkexnews.hk/a.pdf');
    expect(kioskOfferUrl(classifyHref('/documents/announcements/a.pdf'))).toBe(
      new URL('/documents/announcements/a.pdf', site.origin).href,
    );
    expect(kioskOfferUrl(classifyHref('/careers'))).toBeUndefined();
  });

  it('offers a same-site file at the website a kiosk reads its content from, which has the newer files', () => {
    setContentSettings({ apiBaseUrl: undefined, apiTimeoutMs: undefined, siteUrl: 'https://ir.example.com/site' });
    expect(kioskOfferUrl(classifyHref('/documents/announcements/a.pdf'))).toBe(
      'https://ir.example.com/site/documents/announcements/a.pdf',
    );
  });
});

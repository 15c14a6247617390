import { describe, expect, it } from 'vitest';
import { classifyHref } from '@/lib/links';

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

import { describe, expect, it } from 'vitest';
import { classifyHref } from '@/lib/links';

const ORIGIN = 'https://site.example';

describe('classifyHref', () => {
  it('routes same-site pages, and loads same-site files as themselves', () => {
    expect(classifyHref('/careers', ORIGIN)).toEqual({ kind: 'internal', path: '/careers' });
    expect(classifyHref('/investors/reports?year=2025#top', ORIGIN)).toEqual({
      kind: 'internal',
      path: '/investors/reports?year=2025#top',
    });
    expect(classifyHref('/documents/reports/annual-report-2025-en.pdf', ORIGIN)).toEqual({
      kind: 'file',
      path: '/documents/reports/annual-report-2025-en.pdf',
    });
    expect(classifyHref('https://site.example/feeds/en.xml#latest', ORIGIN)).toEqual({
      kind: 'file',
      path: '/feeds/en.xml#latest',
    });
    // An announcement id may hold a dot; it is still a screen.
    expect(classifyHref('/announcement/2026.11-results', ORIGIN)).toEqual({
      kind: 'internal',
      path: '/announcement/2026.11-results',
    });
    expect(classifyHref('/announcement/results.v2', ORIGIN)).toEqual({
      kind: 'internal',
      path: '/announcement/results.v2',
    });
  });

  it('leaves other sites and schemes to the shell’s rule', () => {
    expect(classifyHref('https://other.example/a.pdf', ORIGIN)).toMatchObject({ kind: 'external' });
    expect(classifyHref('javascript:alert(1)', ORIGIN)).toMatchObject({ kind: 'blocked' });
  });
});

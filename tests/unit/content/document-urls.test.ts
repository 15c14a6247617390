// @vitest-environment node
/**
 * A document an editor links (a report, a governance or shareholder document, a report's cover) is
 * one of the site's own files under `/documents/`, or a file on a host the site's configuration
 * allows; anything else is refused, naming the field. An announcement's documents are the build's
 * to check (its own PDFs only, vite-plugins/content/generate.ts); a content API may serve them from
 * a host of its own, but never from anything but http(s) or a site path.
 */
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { contentFileProblems, type ContentFileName } from '@/content/registry';
import { englishWith } from '../support/content-samples';

/** Every field that holds a document's address. */
const DOCUMENT_FIELDS: [ContentFileName, string][] = [
  ['reports.json', '0.document.url'],
  ['reports.json', '0.cover'],
  ['governance.json', 'documents.0.document.url'],
  ['shareholder-information.json', 'documents.0.attachments.0.url'],
];

const refusal = `must be a path under /documents/ (letters, digits, . _ - and /) or an https:// address on ${site.documentHosts.join(' or ')}`;
const FILING = '/listedco/listconews/sehk/2026/0320/2026032000123.pdf';

const problems = (name: ContentFileName, where: string, url: string) =>
  contentFileProblems(name, englishWith(name, where, url));

describe('a document address', () => {
  it.each([
    '/documents/reports/annual-report-2025-en.pdf',
    '/documents/shareholders/2026-04-24-agm-circular-tc.pdf',
    '/documents/reports/covers/annual-report-2025.webp',
    ...site.documentHosts.map((host) => `https://${host}${FILING}`),
  ])('%s is accepted', (url) => {
    for (const [name, where] of DOCUMENT_FIELDS) expect(problems(name, where, url), `${name} ${where}`).toEqual([]);
  });

  it.each([
    ['a way out of the folder', '/documents/../../x'],
    ['a percent-encoded way out', '/documents/%2e%2e/x'],
    ['a percent-encoded slash', '/documents/a%2Fb.pdf'],
    ['a dot segment', '/documents/./x.pdf'],
    ['an empty segment', '/documents//x.pdf'],
    ['a backslash', '/documents\\..\\x.pdf'],
    ['another folder of the site', '/assets/x.pdf'],
    ['the folder alone', '/documents/'],
    ['a protocol-relative address', '//evil.example/x.pdf'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a data: address', 'data:application/pdf;base64,JVBERi0='],
    ['an allowed host over plain http', `http://www1.hkexnews.hk${FILING}`],
    ['another host', 'https://evil.example/x.pdf'],
    ['a host that only starts like an allowed one', `https://www1.hkexnews.hk.evil.example${FILING}`],
    ['an allowed host as a user name', `https://www1.hkexnews.hk@evil.example${FILING}`],
    ['a user name on an allowed host', `https://user@www1.hkexnews.hk${FILING}`],
    ['an allowed host on another port', `https://www1.hkexnews.hk:8443${FILING}`],
    ['a dot segment on an allowed host', 'https://www1.hkexnews.hk/listedco/../x.pdf'],
    ['a backslash on an allowed host', 'https:\\\\www1.hkexnews.hk\\x.pdf'],
    ['white space', ` https://www1.hkexnews.hk${FILING}`],
  ])('with %s is refused, naming the field and saying what is accepted', (_label, url) => {
    for (const [name, where] of DOCUMENT_FIELDS) {
      expect(problems(name, where, url), `${name} ${where}`).toEqual([`${where}: ${refusal}`]);
    }
  });
});

describe('site.documentHosts', () => {
  it('names hosts as a URL writes them, so each can match', () => {
    expect(site.documentHosts.length).toBeGreaterThan(0);
    for (const host of site.documentHosts) expect(new URL(`https://${host}/`).host).toBe(host);
  });
});

describe('an announcement’s document', () => {
  const where = '0.attachments.0.url';
  it.each(['/documents/announcements/a.pdf', 'https://cdn.example.com/filings/a.pdf'])('%s is accepted', (url) => {
    expect(problems('announcements.json', where, url)).toEqual([]);
  });

  it.each(['javascript:alert(1)', '//evil.example/a.pdf', 'data:text/html,x'])('%s is refused', (url) => {
    expect(problems('announcements.json', where, url)).toEqual([`${where}: must be an http(s) URL or a site path`]);
  });
});

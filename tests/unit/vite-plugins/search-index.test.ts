import { describe, expect, it } from 'vitest';
import { searchKindOf } from '@/config/routes';
import { searchableHtml } from '../../../vite-plugins/search-index';

const page = (pagePath: string, main: string) => ({
  path: pagePath,
  pagePath,
  html: `<html lang="en"><body><header>Menu</header><main id="main">${main}</main><footer>Links</footer></body></html>`,
});

describe('search index pages', () => {
  it('indexes only <main>, with the kind of page', () => {
    const html = searchableHtml(page('/investors/governance', '<h1>Corporate Governance</h1>'));
    expect(html).toContain('<main data-pagefind-body data-pagefind-meta="kind:governance" id="main">');
  });

  it('gives an announcement its publication date from its first <time>', () => {
    const html = searchableHtml(
      page(
        '/announcement/x',
        '<time dateTime="2026-11-12T18:45:00+08:00">12 Nov</time><time dateTime="2020-01-01">x</time>',
      ),
    );
    expect(html).toContain('<time data-pagefind-meta="date[datetime]" dateTime="2026-11-12T18:45:00+08:00">');
    expect(html?.match(/data-pagefind-meta="date/g)).toHaveLength(1);
  });

  it('leaves out the archive list, the search itself and unknown pages', () => {
    for (const path of ['/announcements', '/search', '/404', '/kiosk/restarting'])
      expect(searchableHtml(page(path, '<h1>x</h1>')), path).toBeUndefined();
  });

  it('refuses a page without <main>', () => {
    expect(() => searchableHtml({ path: '/', pagePath: '/', html: '<html><body>x</body></html>' })).toThrow(
      'no <main>',
    );
  });

  it('sorts every screen into a kind', () => {
    expect(
      ['/', '/careers', '/investors', '/investors/reports', '/investors/calendar', '/privacy', '/terms'].map(
        searchKindOf,
      ),
    ).toEqual(['home', 'careers', 'investors', 'report', 'calendar', 'legal', 'legal']);
  });
});

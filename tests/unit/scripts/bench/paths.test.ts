// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { benchPaths } from '../../../../scripts/bench/paths.mjs';

const sitemap = (paths: string[]) =>
  `<?xml version="1.0"?><urlset>${paths.map((path) => `<url><loc>https://example.com${path}</loc></url>`).join('')}</urlset>`;

describe('benchPaths', () => {
  it('visits every listed route in every locale, one announcement each, and the unlisted search', () => {
    const paths = benchPaths(
      sitemap([
        '/',
        '/careers',
        '/announcement/b',
        '/announcement/a',
        '/zh/',
        '/zh/careers',
        '/zh/announcement/a',
        '/zh-TW/',
        '/zh-TW/careers',
      ]),
      'a',
    );
    expect(paths).toEqual([
      '/',
      '/careers',
      '/announcement/a',
      '/search',
      '/zh/',
      '/zh/careers',
      '/zh/announcement/a',
      '/zh/search',
      '/zh-TW/',
      '/zh-TW/careers',
      '/zh-TW/announcement/a',
      '/zh-TW/search',
    ]);
  });

  it('refuses a sitemap without pages', () => {
    expect(() => benchPaths('<urlset></urlset>', 'a')).toThrow('lists no page');
  });
});

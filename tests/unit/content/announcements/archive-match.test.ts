import { describe, expect, it } from 'vitest';
import { matchesArchive, searchTerms } from '@/content/announcements/archive-match';

const item = (title: string, publishedAt = '2024-06-01T12:00:00+08:00', summary?: string) => ({
  title,
  publishedAt,
  category: 'announcement' as const,
  ...(summary === undefined ? {} : { summary }),
});

describe('matchesArchive', () => {
  it('needs every search term, in the title or the summary, in any case', () => {
    const results = item('Annual Results Announcement for 2023', undefined, 'Revenue rose on platform fees.');
    expect(matchesArchive(results, { q: 'annual REVENUE' })).toBe(true);
    expect(matchesArchive(results, { q: 'annual dividend' })).toBe(false);
  });

  it('finds Chinese text, written without spaces, as a substring', () => {
    expect(matchesArchive(item('截至2024年6月30日止六個月之中期業績公告'), { q: '中期業績' })).toBe(true);
    expect(matchesArchive(item('截至2024年6月30日止六個月之中期業績公告'), { q: '年度業績' })).toBe(false);
  });

  it('matches full-width letters and digits, as a Chinese keyboard types them, to their plain forms', () => {
    expect(searchTerms('ＬＰＴ　２０２１')).toEqual(['lpt', '2021']);
    expect(matchesArchive(item('Launch of the LPT Framework 2021'), { q: 'ＬＰＴ' })).toBe(true);
  });

  it('combines category, year and text', () => {
    const filing = {
      ...item('Interim Results', '2023-08-25T17:00:00+08:00'),
      category: 'information-disclosure' as const,
    };
    expect(matchesArchive(filing, { category: 'information-disclosure', year: 2023, q: 'interim' })).toBe(true);
    expect(matchesArchive(filing, { category: 'announcement', year: 2023, q: 'interim' })).toBe(false);
    expect(matchesArchive(filing, { category: 'information-disclosure', year: 2022, q: 'interim' })).toBe(false);
    expect(matchesArchive(filing, {})).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  archiveFilterOf,
  archiveSearchParams,
  hongKongYear,
  isFiltered,
  matchesArchive,
  MAX_QUERY_LENGTH,
  searchTerms,
} from '@/lib/archive-filter';

const item = (title: string, publishedAt = '2024-06-01T12:00:00+08:00', summary?: string) => ({
  title,
  publishedAt,
  category: 'announcement' as const,
  ...(summary === undefined ? {} : { summary }),
});

describe('archiveFilterOf', () => {
  it('reads category, year and search from the URL', () => {
    expect(
      archiveFilterOf(new URLSearchParams('category=corporate-governance&year=2023&q=%20annual%20%20results%20')),
    ).toEqual({
      category: 'corporate-governance',
      year: 2023,
      q: 'annual results',
    });
  });

  it('treats a value that is not valid as no filter, keeping the valid ones', () => {
    expect(archiveFilterOf(new URLSearchParams('category=gossip&year=23&q=results'))).toEqual({ q: 'results' });
    expect(archiveFilterOf(new URLSearchParams('year=2023.5&q=%20%20'))).toEqual({});
    expect(archiveFilterOf(new URLSearchParams('year=0999'))).toEqual({});
  });

  it('cuts an over-long search rather than refusing it', () => {
    const q = archiveFilterOf(new URLSearchParams({ q: 'a'.repeat(500) })).q ?? '';
    expect(q).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('archiveSearchParams', () => {
  it('writes the set filters in a fixed order, which reads back the same', () => {
    const filter = { q: 'results', year: 2022, category: 'announcement' as const };
    const params = archiveSearchParams(filter);
    expect(params.toString()).toBe('category=announcement&year=2022&q=results');
    expect(archiveFilterOf(params)).toEqual(filter);
    expect(archiveSearchParams({}).toString()).toBe('');
  });

  it('tells a filtered archive from the whole one', () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ q: 'x' })).toBe(true);
    expect(isFiltered({ year: 2021 })).toBe(true);
  });
});

describe('hongKongYear', () => {
  it('counts the year in Hong Kong time, whatever offset the time is written in', () => {
    expect(hongKongYear('2025-01-01T00:30:00+08:00')).toBe(2025);
    expect(hongKongYear('2024-12-31T16:30:00Z')).toBe(2025);
    expect(hongKongYear('2024-12-31T15:59:59Z')).toBe(2024);
    expect(hongKongYear('not a date')).toBeUndefined();
  });
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

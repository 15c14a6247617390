import { describe, expect, it } from 'vitest';
import {
  archiveFilterOf,
  archiveSearchParams,
  isFiltered,
  MAX_QUERY_LENGTH,
} from '@/content/announcements/archive-filter';

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

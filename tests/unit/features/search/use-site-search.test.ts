import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { Locale } from '@/config/locales';
import type { SearchFound, SearchHit } from '@/features/search/pagefind';
import { findEverywhere, useSiteSearch } from '@/features/search/use-site-search';
import type { AnnouncementListQuery } from '@/content/announcements/read';
import type { Page } from '@/lib/content/schemas';
import type { AnnouncementSummary } from '@/content/announcements/schema';
import type { ContentSource } from '@/lib/content/source';

/** The search's sources, as each test sets them. */
interface Fakes {
  searchSite: Mock<(term: string, limit: number) => Promise<SearchFound>>;
  preloadSearch: Mock<() => void>;
  getAnnouncements: Mock<(source: unknown, query: AnnouncementListQuery) => Promise<Page<AnnouncementSummary>>>;
  source: Pick<ContentSource, 'kind'>;
}
const fakes = vi.hoisted((): Fakes => ({
  searchSite: vi.fn(),
  preloadSearch: vi.fn(),
  getAnnouncements: vi.fn(),
  source: { kind: 'bundled' },
}));
vi.mock('@/features/search/pagefind', () => ({
  searchSite: fakes.searchSite,
  preloadSearch: fakes.preloadSearch,
}));
vi.mock('@/lib/content/active-source', () => ({ contentSource: () => fakes.source }));
vi.mock('@/content/announcements/read', () => ({ getAnnouncements: fakes.getAnnouncements }));

const hit = (url: string, kind: SearchHit['kind'] = 'announcement'): SearchHit => ({
  url,
  title: `Title of ${url}`,
  kind,
  snippet: [],
});
const found = (...hits: SearchHit[]): SearchFound => ({ total: hits.length, hits });
const summary = (id: string, extra: Partial<AnnouncementSummary> = {}): AnnouncementSummary => ({
  id,
  title: `Announcement ${id}`,
  category: 'announcement',
  publishedAt: '2026-11-20T09:00:00+08:00',
  ...extra,
});

/** A promise the test settles itself. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Each call of `searchSite` for `term` and `limit` waits for the test to answer it. */
function answersByHand() {
  const calls = new Map<string, ReturnType<typeof deferred<SearchFound>>>();
  fakes.searchSite.mockImplementation((term, limit) => {
    const call = deferred<SearchFound>();
    calls.set(`${term}/${limit}`, call);
    return call.promise;
  });
  /** Answers `searchSite(term, limit)` with `value`; settles once the hook has taken the answer. */
  return (term: string, limit: number, value: SearchFound) => {
    const call = calls.get(`${term}/${limit}`);
    if (!call) throw new Error(`searchSite(${term}, ${limit}) was not called`);
    call.resolve(value);
    return call.promise;
  };
}

beforeEach(() => {
  fakes.searchSite.mockReset();
  fakes.preloadSearch.mockReset();
  fakes.getAnnouncements.mockReset();
  fakes.source = { kind: 'bundled' };
});

describe('findEverywhere', () => {
  it('adds the API announcements the bundled index lacks, after its results, when the API is live', async () => {
    fakes.source = { kind: 'api' };
    fakes.searchSite.mockResolvedValue({
      total: 7,
      hits: [hit('/zh-TW/announcement/a'), hit('/zh-TW/investors', 'investors')],
    });
    fakes.getAnnouncements.mockResolvedValue({
      items: [summary('a'), summary('b', { summary: 'Newer than the index' })],
      page: 1,
      pageSize: 20,
      total: 2,
    });
    const signal = new AbortController().signal;

    const result = await findEverywhere('board', 'zh-TW', signal);

    expect(fakes.searchSite).toHaveBeenCalledWith('board', 50);
    expect(fakes.getAnnouncements).toHaveBeenCalledWith(fakes.source, {
      locale: 'zh-TW',
      q: 'board',
      page: 1,
      pageSize: 20,
      signal,
    });
    expect(result.total).toBe(8);
    expect(result.hits.map((each) => each.url)).toEqual([
      '/zh-TW/announcement/a',
      '/zh-TW/investors',
      '/zh-TW/announcement/b',
    ]);
    expect(result.hits[2]).toEqual({
      url: '/zh-TW/announcement/b',
      title: 'Announcement b',
      kind: 'announcement',
      date: '2026-11-20T09:00:00+08:00',
      snippet: [{ text: 'Newer than the index', match: false }],
    });
  });

  it('keeps the bundled results when the API fails', async () => {
    fakes.source = { kind: 'api' };
    fakes.searchSite.mockResolvedValue(found(hit('/announcement/a')));
    fakes.getAnnouncements.mockRejectedValue(new Error('offline'));

    await expect(findEverywhere('board', 'en', new AbortController().signal)).resolves.toEqual(
      found(hit('/announcement/a')),
    );
  });

  it('asks no API when the content is bundled', async () => {
    fakes.searchSite.mockResolvedValue(found(hit('/announcement/a')));

    await expect(findEverywhere('board', 'en', new AbortController().signal)).resolves.toEqual(
      found(hit('/announcement/a')),
    );
    expect(fakes.getAnnouncements).not.toHaveBeenCalled();
  });
});

describe('useSiteSearch', () => {
  const render = (query: string, locale: Locale = 'en') =>
    renderHook((props: { query: string }) => useSiteSearch(props.query, locale), { initialProps: { query } });

  it('searches nothing for an empty query, and starts Pagefind all the same', () => {
    const { result } = render('');
    expect(result.current).toEqual({ query: '', hits: undefined, total: 0, failed: false });
    expect(fakes.searchSite).not.toHaveBeenCalled();
    expect(fakes.preloadSearch).toHaveBeenCalledTimes(1);
  });

  it('shows the best 5 results first, then all 50 of them', async () => {
    const answer = answersByHand();
    const { result } = render('dividend');
    expect(fakes.searchSite).toHaveBeenCalledWith('dividend', 5);
    expect(result.current.hits).toBeUndefined();

    await act(() => answer('dividend', 5, { total: 12, hits: [hit('/a')] }));
    expect(result.current).toEqual({ query: 'dividend', hits: [hit('/a')], total: 12, failed: false });

    await waitFor(() => expect(fakes.searchSite).toHaveBeenCalledWith('dividend', 50));
    await act(() => answer('dividend', 50, { total: 12, hits: [hit('/a'), hit('/b')] }));
    expect(result.current).toEqual({ query: 'dividend', hits: [hit('/a'), hit('/b')], total: 12, failed: false });
  });

  it("keeps the last query's results on screen until the new query's come", async () => {
    fakes.searchSite.mockResolvedValueOnce(found(hit('/a'))).mockResolvedValueOnce(found(hit('/a')));
    const { result, rerender } = render('div');
    await waitFor(() => expect(fakes.searchSite).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current.query).toBe('div'));
    const answer = answersByHand();

    rerender({ query: 'dividend' });
    expect(result.current).toEqual({ query: 'div', hits: [hit('/a')], total: 1, failed: false });

    await act(() => answer('dividend', 5, found(hit('/b'))));
    expect(result.current).toEqual({ query: 'dividend', hits: [hit('/b')], total: 1, failed: false });
  });

  it("never shows an older query's results once a newer query has started", async () => {
    const answer = answersByHand();
    const { result, rerender } = render('div');
    rerender({ query: 'dividend' });
    await act(() => answer('dividend', 5, found(hit('/new'))));

    await act(() => answer('div', 5, found(hit('/old'))));
    expect(result.current).toEqual({ query: 'dividend', hits: [hit('/new')], total: 1, failed: false });
  });

  it('skips the full search of a query a newer one replaced while its first results loaded', async () => {
    const answer = answersByHand();
    const { result, rerender } = render('div');
    rerender({ query: 'dividend' });
    await act(() => answer('div', 5, found(hit('/old'))));
    await act(() => answer('dividend', 5, found(hit('/new'))));
    await act(() => answer('dividend', 50, found(hit('/new'), hit('/more'))));

    expect(fakes.searchSite.mock.calls).not.toContainEqual(['div', 50]);
    expect(result.current).toEqual({ query: 'dividend', hits: [hit('/new'), hit('/more')], total: 2, failed: false });
  });

  it('says the search failed when Pagefind cannot search', async () => {
    fakes.searchSite.mockRejectedValue(new Error('no index'));
    const { result } = render('dividend');
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current).toEqual({ query: 'dividend', hits: undefined, total: 0, failed: true });
  });
});

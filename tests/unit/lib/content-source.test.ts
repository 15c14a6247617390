import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '@/lib/api-client';
import { ContentError } from '@/lib/content-error';
import {
  createApiSource,
  createBundledSource,
  MAX_WHOLE_LIST_PAGES,
  paginate,
  readAllPages,
} from '@/lib/content-source';

function summary(index: number, category = 'announcement') {
  const day = String(28 - (index % 28)).padStart(2, '0');
  return { id: `a-${index}`, title: `Title ${index}`, category, publishedAt: `2026-01-${day}T12:00:00+08:00` };
}

function fakeHttp(files: Record<string, unknown>): HttpClient & { getJson: ReturnType<typeof vi.fn> } {
  const lookup = (path: string) => {
    if (!(path in files)) return Promise.reject(new ContentError('not-found', path, 404));
    return Promise.resolve(files[path]);
  };
  return {
    getJson: vi.fn(lookup),
    getText: vi.fn((path: string) => lookup(path) as Promise<string>),
  };
}

const index = [
  ...Array.from({ length: 23 }, (_, i) => summary(i)),
  ...Array.from({ length: 4 }, (_, i) => summary(100 + i, 'industry-policy')),
  { id: 'broken', title: '', category: 'announcement', publishedAt: 'yesterday' },
];

describe('createBundledSource', () => {
  it('pages the bundled index like the API, skipping invalid items', async () => {
    const source = createBundledSource(fakeHttp({ 'en/announcements.json': index }));
    const first = await source.getAnnouncements({ locale: 'en', page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.total).toBe(27);
    const last = await source.getAnnouncements({ locale: 'en', page: 3, pageSize: 10 });
    expect(last.items.map((item) => item.id)).toEqual(['a-20', 'a-21', 'a-22', 'a-100', 'a-101', 'a-102', 'a-103']);
  });

  it('filters by category', async () => {
    const source = createBundledSource(fakeHttp({ 'en/announcements.json': index }));
    const page = await source.getAnnouncements({ locale: 'en', page: 1, pageSize: 10, category: 'industry-policy' });
    expect(page.total).toBe(4);
    expect(page.items.every((item) => item.category === 'industry-policy')).toBe(true);
  });

  it('filters by year in Hong Kong time and by text, together with the category', async () => {
    const files = {
      'en/announcements.json': [
        {
          id: 'new-year',
          title: 'Grant of Share Options',
          category: 'announcement',
          publishedAt: '2024-12-31T16:30:00Z',
        },
        { id: 'eve', title: 'Grant of Share Awards', category: 'announcement', publishedAt: '2024-12-31T15:00:00Z' },
        {
          id: 'policy',
          title: 'Grant scheme policy',
          category: 'industry-policy',
          publishedAt: '2025-03-01T12:00:00+08:00',
        },
      ],
    };
    const source = createBundledSource(fakeHttp(files));
    const page = await source.getAnnouncements({
      locale: 'en',
      page: 1,
      pageSize: 10,
      year: 2025,
      q: 'grant',
      category: 'announcement',
    });
    expect(page.items.map((item) => item.id)).toEqual(['new-year']);
    expect(page.total).toBe(1);
  });

  it('fetches each list file once per locale', async () => {
    const http = fakeHttp({ 'zh/announcements.json': index });
    const source = createBundledSource(http);
    await source.getAnnouncements({ locale: 'zh', page: 1, pageSize: 10 });
    await source.getAnnouncements({ locale: 'zh', page: 2, pageSize: 10 });
    expect(http.getJson).toHaveBeenCalledTimes(1);
  });

  it('refetches a list file after a failure', async () => {
    const http = fakeHttp({});
    const source = createBundledSource(http);
    await expect(source.getCareers({ locale: 'en', page: 1, pageSize: 5 })).rejects.toMatchObject({
      kind: 'not-found',
    });
    await expect(source.getCareers({ locale: 'en', page: 1, pageSize: 5 })).rejects.toMatchObject({
      kind: 'not-found',
    });
    expect(http.getJson).toHaveBeenCalledTimes(2);
  });

  it('joins an announcement summary with its Markdown body', async () => {
    const source = createBundledSource(
      fakeHttp({ 'en/announcements.json': index, 'en/announcements/a-3.md': 'Body **text**' }),
    );
    const detail = await source.getAnnouncement({ id: 'a-3', locale: 'en' });
    expect(detail).toMatchObject({ id: 'a-3', title: 'Title 3', body: 'Body **text**' });
  });

  it('reports an unknown id as not-found', async () => {
    const source = createBundledSource(fakeHttp({ 'en/announcements.json': index }));
    await expect(source.getAnnouncement({ id: 'nope', locale: 'en' })).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('rejects paging outside the contract (1 ≤ pageSize ≤ 50)', async () => {
    const source = createBundledSource(fakeHttp({ 'en/announcements.json': index }));
    await expect(source.getAnnouncements({ locale: 'en', page: 0, pageSize: 10 })).rejects.toMatchObject({
      kind: 'bad-request',
    });
    await expect(source.getAnnouncements({ locale: 'en', page: 1, pageSize: 51 })).rejects.toMatchObject({
      kind: 'bad-request',
    });
  });

  it('reports a cancelled request as cancelled', async () => {
    const source = createBundledSource(fakeHttp({ 'en/announcements.json': index }));
    const controller = new AbortController();
    controller.abort();
    await expect(
      source.getAnnouncements({ locale: 'en', page: 1, pageSize: 10, signal: controller.signal }),
    ).rejects.toMatchObject({ kind: 'cancelled' });
  });
});

describe('createApiSource', () => {
  it('sends locale, page, pageSize and category, and validates the page', async () => {
    const api = fakeHttp({});
    api.getJson.mockResolvedValue({ items: [summary(1), { id: 'bad' }], page: 2, pageSize: 10, total: 12 });
    const source = createApiSource(api, createBundledSource(fakeHttp({})));
    const page = await source.getAnnouncements({ locale: 'zh-TW', page: 2, pageSize: 10, category: 'industry-policy' });
    expect(api.getJson).toHaveBeenCalledWith('announcements', {
      searchParams: { locale: 'zh-TW', page: 2, pageSize: 10, category: 'industry-policy' },
    });
    expect(page.items.map((item) => item.id)).toEqual(['a-1']);
    expect(source.kind).toBe('api');
  });

  it('sends year and search, and shows a v1.1 server’s filtered page as it is', async () => {
    const api = fakeHttp({});
    api.getJson.mockResolvedValue({ items: [summary(3)], page: 1, pageSize: 10, total: 1, year: 2026, q: 'title 3' });
    const source = createApiSource(api, createBundledSource(fakeHttp({})));
    const page = await source.getAnnouncements({ locale: 'en', page: 1, pageSize: 10, year: 2026, q: '  Title   3 ' });
    expect(api.getJson).toHaveBeenCalledTimes(1);
    expect(api.getJson).toHaveBeenCalledWith('announcements', {
      searchParams: { locale: 'en', page: 1, pageSize: 10, category: undefined, year: 2026, q: 'Title 3' },
    });
    expect(page).toMatchObject({ total: 1, items: [{ id: 'a-3' }] });
  });

  it('filters the whole list itself when the server ignores year and search (v1), reading it once', async () => {
    // A v1 server: 120 announcements, every fourth one of 2025, pages as asked, no echo.
    const all = Array.from({ length: 120 }, (_, i) => ({
      ...summary(i),
      publishedAt: i % 4 === 0 ? '2025-05-05T12:00:00+08:00' : '2026-01-05T12:00:00+08:00',
    }));
    const getJson = vi.fn<HttpClient['getJson']>((_path, options) => {
      const { page, pageSize } = options?.searchParams as { page: number; pageSize: number };
      const start = (page - 1) * pageSize;
      return Promise.resolve({ items: all.slice(start, start + pageSize), page, pageSize, total: all.length });
    });
    const api: HttpClient = { getJson, getText: vi.fn<HttpClient['getText']>() };
    const source = createApiSource(api, createBundledSource(fakeHttp({})));
    const first = await source.getAnnouncements({ locale: 'en', page: 1, pageSize: 10, year: 2025 });
    expect(first.total).toBe(30);
    expect(first.items.map((item) => item.id)).toEqual([
      'a-0',
      'a-4',
      'a-8',
      'a-12',
      'a-16',
      'a-20',
      'a-24',
      'a-28',
      'a-32',
      'a-36',
    ]);
    const calls = getJson.mock.calls.length;
    // The first (filtered) request, then the whole list in pages of 50.
    expect(calls).toBe(1 + 3);
    const third = await source.getAnnouncements({ locale: 'en', page: 3, pageSize: 10, year: 2025 });
    expect(third.items.map((item) => item.id).at(-1)).toBe('a-116');
    // The server is known to ignore the filters and the whole list is kept: no request.
    expect(getJson.mock.calls.length).toBe(calls);
  });

  it('asks for one announcement by its encoded id', async () => {
    const api = fakeHttp({});
    api.getJson.mockResolvedValue({ ...summary(7), body: 'Text' });
    const source = createApiSource(api, createBundledSource(fakeHttp({})));
    await source.getAnnouncement({ id: 'a-7', locale: 'en' });
    expect(api.getJson).toHaveBeenCalledWith('announcements/a-7', { searchParams: { locale: 'en' } });
  });
});

describe('paginate', () => {
  it('slices a page and reports the total', () => {
    expect(paginate([1, 2, 3, 4, 5], 2, 2)).toEqual({ items: [3, 4], page: 2, pageSize: 2, total: 5 });
    expect(paginate([1, 2], 3, 2)).toEqual({ items: [], page: 3, pageSize: 2, total: 2 });
  });
});

describe('readAllPages', () => {
  it('reads pages until one says it is the last, and returns their items in order', async () => {
    const all = Array.from({ length: 7 }, (_, index) => index);
    const readPage = vi.fn((page: number) => Promise.resolve(paginate(all, page, 3)));
    expect(await readAllPages(readPage)).toEqual(all);
    expect(readPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]);
  });

  it(`stops after ${MAX_WHOLE_LIST_PAGES} pages of a list that never ends`, async () => {
    const readPage = vi.fn((page: number) =>
      Promise.resolve({ items: [page], page, pageSize: 1, total: Number.MAX_SAFE_INTEGER }),
    );
    expect(await readAllPages(readPage)).toHaveLength(MAX_WHOLE_LIST_PAGES);
  });
});

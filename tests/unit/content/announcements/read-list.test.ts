import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '@/lib/content/api-client';
import { getAnnouncements } from '@/content/announcements/read';
import { createApiSource, createBundledSource } from '@/lib/content/source';
import { fakeHttp, index, summary } from '../../support/content-fakes';

describe('getAnnouncements from the bundled files', () => {
  it('pages the bundled index like the API, skipping invalid items', async () => {
    const source = createBundledSource(fakeHttp({ 'en/announcements.json': index }));
    const first = await getAnnouncements(source, { locale: 'en', page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.total).toBe(27);
    const last = await getAnnouncements(source, { locale: 'en', page: 3, pageSize: 10 });
    expect(last.items.map((item) => item.id)).toEqual(['a-20', 'a-21', 'a-22', 'a-100', 'a-101', 'a-102', 'a-103']);
  });

  it('filters by category', async () => {
    const source = createBundledSource(fakeHttp({ 'en/announcements.json': index }));
    const page = await getAnnouncements(source, { locale: 'en', page: 1, pageSize: 10, category: 'industry-policy' });
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
    const page = await getAnnouncements(source, {
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
    await getAnnouncements(source, { locale: 'zh', page: 1, pageSize: 10 });
    await getAnnouncements(source, { locale: 'zh', page: 2, pageSize: 10 });
    expect(http.getJson).toHaveBeenCalledTimes(1);
  });

  it('rejects paging outside the contract (1 ≤ pageSize ≤ 50)', async () => {
    const source = createBundledSource(fakeHttp({ 'en/announcements.json': index }));
    await expect(getAnnouncements(source, { locale: 'en', page: 0, pageSize: 10 })).rejects.toMatchObject({
      kind: 'bad-request',
    });
    await expect(getAnnouncements(source, { locale: 'en', page: 1, pageSize: 51 })).rejects.toMatchObject({
      kind: 'bad-request',
    });
  });

  it('reports a cancelled request as cancelled', async () => {
    const source = createBundledSource(fakeHttp({ 'en/announcements.json': index }));
    const controller = new AbortController();
    controller.abort();
    await expect(
      getAnnouncements(source, { locale: 'en', page: 1, pageSize: 10, signal: controller.signal }),
    ).rejects.toMatchObject({ kind: 'cancelled' });
  });
});

describe('getAnnouncements from the content API', () => {
  it('sends locale, page, pageSize and category, and validates the page', async () => {
    const api = fakeHttp({});
    api.getJson.mockResolvedValue({ items: [summary(1), { id: 'bad' }], page: 2, pageSize: 10, total: 12 });
    const source = createApiSource(api, createBundledSource(fakeHttp({})));
    const page = await getAnnouncements(source, {
      locale: 'zh-TW',
      page: 2,
      pageSize: 10,
      category: 'industry-policy',
    });
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
    const page = await getAnnouncements(source, { locale: 'en', page: 1, pageSize: 10, year: 2026, q: '  Title   3 ' });
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
    const first = await getAnnouncements(source, { locale: 'en', page: 1, pageSize: 10, year: 2025 });
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
    const third = await getAnnouncements(source, { locale: 'en', page: 3, pageSize: 10, year: 2025 });
    expect(third.items.map((item) => item.id).at(-1)).toBe('a-116');
    // The server is known to ignore the filters and the whole list is kept: no request.
    expect(getJson.mock.calls.length).toBe(calls);
  });
});

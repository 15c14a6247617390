import { describe, expect, it } from 'vitest';
import { archiveQuery } from '@/content/announcements/queries';
import { findAnnouncementSummary } from '@/content/announcements/queries';
import { getAnnouncement } from '@/content/announcements/read';
import { MAX_MARKDOWN_LENGTH, type Page } from '@/lib/content/schemas';
import { type AnnouncementSummary } from '@/content/announcements/schema';
import { createApiSource, createBundledSource, type ContentSource } from '@/lib/content/source';
import { createQueryClient } from '@/lib/content/query-client';
import { fakeHttp, index, summary } from '../../support/content-fakes';

const item = (id: string, title: string): AnnouncementSummary => ({
  id,
  title,
  category: 'announcement',
  publishedAt: '2026-11-20T09:00:00+08:00',
});
const page = (number: number, ...items: AnnouncementSummary[]): Page<AnnouncementSummary> => ({
  items,
  page: number,
  pageSize: 2,
  total: 4,
});
const api = { kind: 'api' } as ContentSource;
const bundled = { kind: 'bundled' } as ContentSource;

describe('findAnnouncementSummary', () => {
  it('finds an item on any loaded page of any category list in the locale, live or bundled', () => {
    const client = createQueryClient();
    client.setQueryData(archiveQuery.options(api, { locale: 'en', filter: {} }).queryKey, {
      pages: [page(1, item('a', 'A'), item('b', 'B')), page(2, item('c', 'C'))],
      pageParams: [1, 2],
    });
    client.setQueryData(
      archiveQuery.options(bundled, { locale: 'en', filter: { category: 'corporate-governance' } }).queryKey,
      {
        pages: [page(1, item('d', 'D'))],
        pageParams: [1],
      },
    );

    expect(findAnnouncementSummary(client, 'en', 'c')?.title).toBe('C');
    expect(findAnnouncementSummary(client, 'en', 'd')?.title).toBe('D');
  });

  it('finds nothing for an id no list has loaded, or loaded in another locale', () => {
    const client = createQueryClient();
    client.setQueryData(archiveQuery.options(api, { locale: 'zh', filter: {} }).queryKey, {
      pages: [page(1, item('a', '甲'))],
      pageParams: [1],
    });

    expect(findAnnouncementSummary(client, 'en', 'a')).toBeUndefined();
    expect(findAnnouncementSummary(client, 'zh', 'z')).toBeUndefined();
    expect(findAnnouncementSummary(createQueryClient(), 'en', 'a')).toBeUndefined();
  });
});

describe('getAnnouncement', () => {
  it('joins an announcement summary with its Markdown body', async () => {
    const source = createBundledSource(
      fakeHttp({ 'en/announcements.json': index, 'en/announcements/a-3.md': 'Body **text**' }),
    );
    const detail = await getAnnouncement(source, { id: 'a-3', locale: 'en' });
    expect(detail).toMatchObject({ id: 'a-3', title: 'Title 3', body: 'Body **text**' });
  });

  it('reports an unknown id as not-found', async () => {
    const source = createBundledSource(fakeHttp({ 'en/announcements.json': index }));
    await expect(getAnnouncement(source, { id: 'nope', locale: 'en' })).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('asks for one announcement by its encoded id', async () => {
    const api = fakeHttp({});
    api.getJson.mockResolvedValue({ ...summary(7), body: 'Text' });
    const source = createApiSource(api, createBundledSource(fakeHttp({})));
    await getAnnouncement(source, { id: 'a-7', locale: 'en' });
    expect(api.getJson).toHaveBeenCalledWith('announcements/a-7', { searchParams: { locale: 'en' } });
  });

  it('refuses a body from the API longer than the renderer takes, as an invalid response', async () => {
    const api = fakeHttp({});
    api.getJson.mockResolvedValue({ ...summary(7), body: 'x'.repeat(MAX_MARKDOWN_LENGTH + 1) });
    const source = createApiSource(api, createBundledSource(fakeHttp({})));
    await expect(getAnnouncement(source, { id: 'a-7', locale: 'en' })).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });
});

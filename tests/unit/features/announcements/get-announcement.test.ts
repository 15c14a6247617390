import { describe, expect, it } from 'vitest';
import { announcementsQueryOptions } from '@/features/announcements/api/get-announcements';
import { findAnnouncementSummary } from '@/features/announcements/api/get-announcement';
import type { AnnouncementSummary, Page } from '@/lib/content-schemas';
import type { ContentSource } from '@/lib/content-source';
import { createQueryClient } from '@/lib/query-client';

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
    client.setQueryData(announcementsQueryOptions('en', {}, api).queryKey, {
      pages: [page(1, item('a', 'A'), item('b', 'B')), page(2, item('c', 'C'))],
      pageParams: [1, 2],
    });
    client.setQueryData(announcementsQueryOptions('en', { category: 'corporate-governance' }, bundled).queryKey, {
      pages: [page(1, item('d', 'D'))],
      pageParams: [1],
    });

    expect(findAnnouncementSummary(client, 'en', 'c')?.title).toBe('C');
    expect(findAnnouncementSummary(client, 'en', 'd')?.title).toBe('D');
  });

  it('finds nothing for an id no list has loaded, or loaded in another locale', () => {
    const client = createQueryClient();
    client.setQueryData(announcementsQueryOptions('zh', {}, api).queryKey, {
      pages: [page(1, item('a', '甲'))],
      pageParams: [1],
    });

    expect(findAnnouncementSummary(client, 'en', 'a')).toBeUndefined();
    expect(findAnnouncementSummary(client, 'zh', 'z')).toBeUndefined();
    expect(findAnnouncementSummary(createQueryClient(), 'en', 'a')).toBeUndefined();
  });
});

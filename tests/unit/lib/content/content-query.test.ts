import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { contentListQuery, contentQuery } from '@/lib/content/content-query';
import { VISITOR_INPUT } from '@/lib/content/query-client';
import type { Page } from '@/lib/content/schemas';
import type { ContentSource } from '@/lib/content/source';

const bundled = { kind: 'bundled' } as ContentSource;
const api = { kind: 'api' } as ContentSource;

describe('contentQuery', () => {
  const read = vi.fn((source: ContentSource, { id }: { id: string }) => Promise.resolve(`${source.kind}:${id}`));
  const query = contentQuery({ key: (source, { id }: { id: string }) => [source.kind, 'thing', id], read });

  it('gives the loader and the cache the same reading under the key of its source', async () => {
    expect(await query.read(bundled, { id: 'a' })).toBe('bundled:a');
    const client = new QueryClient();
    const options = query.options(api, { id: 'a' });
    expect(options.queryKey).toEqual(['api', 'thing', 'a']);
    expect(await client.query(options)).toBe('api:a');
    expect(client.getQueryData(['api', 'thing', 'a'])).toBe('api:a');
  });

  it('passes the query’s signal to the reading, so a cancelled query stops its request', async () => {
    const client = new QueryClient();
    await client.query(query.options(api, { id: 'b' }));
    expect(read).toHaveBeenLastCalledWith(api, { id: 'b' }, expect.any(AbortSignal));
  });
});

describe('contentListQuery', () => {
  const pageOf = (page: number, total: number): Page<number> => ({
    items: [page * 10, page * 10 + 1],
    page,
    pageSize: 2,
    total,
  });
  const readPage = vi.fn((_source: ContentSource, _params: { q: string }, { page }: { page: number }) =>
    Promise.resolve(pageOf(page, 3)),
  );
  const list = contentListQuery({
    key: (source, { q }: { q: string }) => [source.kind, 'list', q],
    pageSize: 2,
    readPage,
    meta: ({ q }) => (q ? VISITOR_INPUT : undefined),
  });

  it('reads the same first page for the loader as the query’s first page', async () => {
    const first = await list.firstPage(bundled, { q: '' });
    expect(readPage).toHaveBeenLastCalledWith(bundled, { q: '' }, { page: 1, pageSize: 2 }, undefined);
    const client = new QueryClient();
    const data = await client.infiniteQuery(list.options(bundled, { q: '' }));
    expect(data.pages).toEqual([first]);
  });

  it('asks for the next page while there is one, and no further', async () => {
    const client = new QueryClient();
    const options = list.options(bundled, { q: '' });
    await client.infiniteQuery(options);
    const data = await client.infiniteQuery({ ...options, pages: 3 });
    expect(data.pageParams).toEqual([1, 2]);
  });

  it('marks the query as a visitor’s input only when its parameters say so', () => {
    expect(list.options(api, { q: 'results' }).meta).toEqual(VISITOR_INPUT);
    expect(list.options(api, { q: '' })).not.toHaveProperty('meta');
  });
});

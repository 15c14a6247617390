import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import {
  createApiSource,
  createBundledSource,
  createContentSource,
  createSiteSource,
  MAX_WHOLE_LIST_PAGES,
  paginate,
  readAllPages,
} from '@/lib/content/source';
import { fakeHttp } from '../../support/content-fakes';

const entry = z.object({ id: z.string() });

describe('createBundledSource', () => {
  it('fetches each list file once, and keeps only its valid items', async () => {
    const http = fakeHttp({ 'zh/careers.json': [{ id: 'a' }, { id: 1 }, { id: 'b' }] });
    const source = createBundledSource(http);
    expect(await source.readList('zh/careers.json', entry, 'career')).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(await source.readList('zh/careers.json', entry, 'career')).toHaveLength(2);
    expect(http.getJson).toHaveBeenCalledTimes(1);
  });

  it('validates a list file once per schema, and gives each reader a list of its own', async () => {
    const http = fakeHttp({ 'en/announcements.json': [{ id: 'a' }, { id: 'b' }] });
    const source = createBundledSource(http);
    const checked: unknown[] = [];
    const counted = z.object({ id: z.string().check(z.refine((id) => checked.push(id) > 0)) });
    const first = await source.readList('en/announcements.json', counted, 'announcement');
    first.reverse();
    expect(await source.readList('en/announcements.json', counted, 'announcement')).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(checked).toEqual(['a', 'b']);
    // Another schema over the same file (the index's summaries and a narrower view of them).
    expect(await source.readList('en/announcements.json', entry, 'announcement')).toHaveLength(2);
    expect(checked).toHaveLength(2);
  });

  it('refetches a list file after a failure', async () => {
    const http = fakeHttp({});
    const source = createBundledSource(http);
    await expect(source.readList('en/careers.json', entry, 'career')).rejects.toMatchObject({ kind: 'not-found' });
    await expect(source.readList('en/careers.json', entry, 'career')).rejects.toMatchObject({ kind: 'not-found' });
    expect(http.getJson).toHaveBeenCalledTimes(2);
  });

  it('reports a file that is not a list as an invalid response', async () => {
    const source = createBundledSource(fakeHttp({ 'en/careers.json': { items: [] } }));
    await expect(source.readList('en/careers.json', entry, 'career')).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });

  it('reports a cancelled read as cancelled', async () => {
    const source = createBundledSource(fakeHttp({ 'en/careers.json': [] }));
    const controller = new AbortController();
    controller.abort();
    await expect(source.readList('en/careers.json', entry, 'career', controller.signal)).rejects.toMatchObject({
      kind: 'cancelled',
    });
  });
});

describe('createApiSource', () => {
  it('asks the API and keeps the bundled files beside it', async () => {
    const api = fakeHttp({});
    const files = fakeHttp({ 'en/team.json': [{ id: 't' }] });
    const source = createApiSource(api, createBundledSource(files));
    expect(source).toMatchObject({ kind: 'api', api, files });
    expect(await source.readList('en/team.json', entry, 'team member')).toEqual([{ id: 't' }]);
  });
});

describe('createSiteSource (a kiosk reading the website’s published files)', () => {
  it('keeps the valid items, and refuses a list of which none is valid rather than showing it empty', async () => {
    const source = createSiteSource(
      fakeHttp({ 'en/careers.json': [{ id: 'a' }, { id: 1 }], 'en/team.json': [{ id: 1 }, { name: 'x' }] }),
    );
    expect(source.kind).toBe('site');
    expect(await source.readList('en/careers.json', entry, 'career')).toEqual([{ id: 'a' }]);
    await expect(source.readList('en/team.json', entry, 'team member')).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });

  it('takes an empty list as it is, and refuses what is not a list (a host’s error page read as JSON)', async () => {
    const source = createSiteSource(fakeHttp({ 'en/careers.json': [], 'en/team.json': { error: 'down' } }));
    expect(await source.readList('en/careers.json', entry, 'career')).toEqual([]);
    await expect(source.readList('en/team.json', entry, 'team member')).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });

  it('shares one download between the reads of half a minute, then downloads the file again', async () => {
    let now = 1_000_000;
    const http = fakeHttp({ 'en/careers.json': [{ id: 'a' }] });
    const source = createSiteSource(http, () => now);
    await source.readList('en/careers.json', entry, 'career');
    now += 29_000;
    await source.readList('en/careers.json', entry, 'career');
    expect(http.getJson).toHaveBeenCalledTimes(1);
    now += 2_000;
    await source.readList('en/careers.json', entry, 'career');
    expect(http.getJson).toHaveBeenCalledTimes(2);
  });

  it('reads a list file published anew as it now is', async () => {
    let now = 1_000_000;
    const files: Record<string, unknown> = { 'en/careers.json': [{ id: 'a' }] };
    const source = createSiteSource(fakeHttp(files), () => now);
    expect(await source.readList('en/careers.json', entry, 'career')).toEqual([{ id: 'a' }]);
    files['en/careers.json'] = [{ id: 'a' }, { id: 'b' }];
    now += 31_000;
    expect(await source.readList('en/careers.json', entry, 'career')).toEqual([{ id: 'a' }, { id: 'b' }]);
  });
});

describe('createContentSource', () => {
  const bundled = createBundledSource(fakeHttp({}));
  const published = createSiteSource(fakeHttp({}));

  it('reads the website’s files when a kiosk names one, the bundled ones otherwise', () => {
    expect(createContentSource({ apiBaseUrl: undefined, apiTimeoutMs: undefined }, bundled, undefined)).toBe(bundled);
    expect(createContentSource({ apiBaseUrl: undefined, apiTimeoutMs: undefined }, bundled, published)).toBe(published);
  });

  it('asks a configured API for what it serves, beside the website’s files', () => {
    const source = createContentSource(
      { apiBaseUrl: 'https://api.example.com', apiTimeoutMs: undefined },
      bundled,
      published,
    );
    expect(source.kind).toBe('api');
    expect(source.api).toBeDefined();
    expect(source.files).toBe(published.files);
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

// @vitest-environment node
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiSource, createBundledSource } from '@/lib/content/source';
import { createHttpClient } from '@/lib/content/api-client';
import { generateAnnouncements, startContentServer } from '../../../../scripts/content/server.mjs';
import { getAnnouncement } from '@/content/announcements/read';
import { getAnnouncements } from '@/content/announcements/read';
import { getCareers } from '@/content/careers/read';

let server: Server;
let base = '';

beforeAll(async () => {
  server = await startContentServer(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('development content server', () => {
  it('pages announcements newest first with the total, and filters by category', async () => {
    const first = (await (await fetch(`${base}/announcements?locale=en&page=1&pageSize=5`)).json()) as {
      items: { id: string; category: string }[];
      total: number;
      page: number;
      pageSize: number;
    };
    expect(first).toMatchObject({ page: 1, pageSize: 5 });
    expect(first.items).toHaveLength(5);
    expect(first.total).toBeGreaterThanOrEqual(45);
    const filtered = (await (
      await fetch(`${base}/announcements?locale=zh&page=1&pageSize=50&category=industry-policy`)
    ).json()) as { items: { category: string }[] };
    expect(filtered.items.every((item) => item.category === 'industry-policy')).toBe(true);
  });

  it('answers CORS requests and refuses bad parameters with 400 and unknown ids with 404', async () => {
    const response = await fetch(`${base}/careers?locale=zh-TW&page=1&pageSize=3`);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${base}/careers?locale=fr&page=1&pageSize=3`)).status).toBe(400);
    expect((await fetch(`${base}/careers?locale=en&page=0&pageSize=3`)).status).toBe(400);
    expect((await fetch(`${base}/careers?locale=en&page=1&pageSize=51`)).status).toBe(400);
    expect((await fetch(`${base}/announcements/nope?locale=en`)).status).toBe(404);
    expect((await fetch(`${base}/announcements/../../etc/passwd?locale=en`)).status).toBe(404);
  });

  it('serves the whole contract to the app’s own API source', async () => {
    const source = createApiSource(
      createHttpClient({ baseUrl: base }),
      createBundledSource(createHttpClient({ baseUrl: base })),
    );
    const page = await getAnnouncements(source, { locale: 'zh-TW', page: 2, pageSize: 10 });
    expect(page.items).toHaveLength(10);
    const detail = await getAnnouncement(source, { id: page.items[0]?.id ?? '', locale: 'zh-TW' });
    expect(detail.body.length).toBeGreaterThan(100);
    const careers = await getCareers(source, { locale: 'en', page: 1, pageSize: 50 });
    expect(careers.items.length).toBe(careers.total);
  });
});

describe('development content server with generated announcements', () => {
  let generated: Server;
  let generatedBase = '';

  beforeAll(async () => {
    generated = await startContentServer(0, '127.0.0.1', { generateAnnouncements: 5000 });
    generatedBase = `http://127.0.0.1:${(generated.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => generated.close(() => resolve())));

  it('generates the same list every time: ids and dates descending, categories cycling', () => {
    const list = generateAnnouncements(12, 'en');
    expect(generateAnnouncements(12, 'en')).toEqual(list);
    expect(list.map((item) => item.id).slice(0, 3)).toEqual(['generated-12', 'generated-11', 'generated-10']);
    const dates = list.map((item) => item.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(list[5]?.category).toBe(list[0]?.category);
    expect(new Set(list.map((item) => item.category)).size).toBe(5);
    expect(generateAnnouncements(1, 'zh-TW')[0]?.title).toBe('生成公告第1號');
  });

  it('serves them through the contract, valid for the app’s own API source', async () => {
    const source = createApiSource(
      createHttpClient({ baseUrl: generatedBase }),
      createBundledSource(createHttpClient({ baseUrl: generatedBase })),
    );
    const last = await getAnnouncements(source, { locale: 'zh', page: 500, pageSize: 10 });
    expect(last.total).toBe(5000);
    expect(last.items.map((item) => item.id)).toEqual(
      Array.from({ length: 10 }, (_, index) => `generated-${10 - index}`),
    );
    const filtered = await getAnnouncements(source, {
      locale: 'en',
      page: 1,
      pageSize: 50,
      category: 'corporate-governance',
    });
    expect(filtered.total).toBe(1000);
    expect(filtered.items.every((item) => item.category === 'corporate-governance')).toBe(true);
    const detail = await getAnnouncement(source, { id: 'generated-4321', locale: 'en' });
    expect(detail.title).toBe('Generated announcement no. 4321');
    expect(detail.body).toContain('no. 4321');
    expect((await fetch(`${generatedBase}/announcements/generated-5001?locale=en`)).status).toBe(404);
  });
});

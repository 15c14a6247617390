// @vitest-environment node
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiSource, createBundledSource } from '@/lib/content-source';
import { createHttpClient } from '@/lib/api-client';
import { startContentServer } from '../../../scripts/content-server.mjs';

let server: Server;
let base = '';

beforeAll(async () => {
  server = (await startContentServer(0)) as Server;
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('development content server', () => {
  it('pages announcements newest first with the total, and filters by category', async () => {
    const first = (await (await fetch(`${base}/announcements?locale=en&page=1&pageSize=5`)).json()) as { items: { id: string; category: string }[]; total: number; page: number; pageSize: number };
    expect(first).toMatchObject({ page: 1, pageSize: 5 });
    expect(first.items).toHaveLength(5);
    expect(first.total).toBeGreaterThanOrEqual(45);
    const filtered = (await (await fetch(`${base}/announcements?locale=zh&page=1&pageSize=50&category=industry-policy`)).json()) as { items: { category: string }[] };
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
    const source = createApiSource(createHttpClient({ baseUrl: base }), createBundledSource(createHttpClient({ baseUrl: base })));
    const page = await source.getAnnouncements({ locale: 'zh-TW', page: 2, pageSize: 10 });
    expect(page.items).toHaveLength(10);
    const detail = await source.getAnnouncement({ id: page.items[0]?.id ?? '', locale: 'zh-TW' });
    expect(detail.body.length).toBeGreaterThan(100);
    const careers = await source.getCareers({ locale: 'en', page: 1, pageSize: 50 });
    expect(careers.items.length).toBe(careers.total);
  });
});

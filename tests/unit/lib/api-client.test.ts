// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '@/lib/api-client';

const BASE = 'https://api.example.com/v1';

function respond(status: number, body: unknown = {}) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('createHttpClient', () => {
  it('sends GET with credentials omitted, Accept JSON and the search parameters', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(respond(200, { ok: true }));
    const client = createHttpClient({ baseUrl: BASE, fetch });
    await expect(client.getJson('announcements', { searchParams: { locale: 'en', page: 1, category: undefined } })).resolves.toEqual({ ok: true });
    const request = fetch.mock.calls[0]?.[0] as Request;
    expect(request.method).toBe('GET');
    expect(request.credentials).toBe('omit');
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.url).toBe(`${BASE}/announcements?locale=en&page=1`);
  });

  it('retries a 5xx and succeeds', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValueOnce(respond(503)).mockResolvedValue(respond(200, []));
    const client = createHttpClient({ baseUrl: BASE, fetch });
    await expect(client.getJson('careers')).resolves.toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each([
    [404, 'not-found'],
    [400, 'bad-request'],
    [403, 'bad-request'],
  ])('does not retry a %i and reports %s', async (status, kind) => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(respond(status));
    const client = createHttpClient({ baseUrl: BASE, fetch });
    await expect(client.getJson('x')).rejects.toMatchObject({ kind });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('gives up on a persistent 500 after its retries with kind server', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(respond(500));
    const client = createHttpClient({ baseUrl: BASE, fetch, retryLimit: 2 });
    await expect(client.getJson('x')).rejects.toMatchObject({ kind: 'server', status: 500 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('reports malformed JSON as invalid-response', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(respond(200, '{"items": ['));
    const client = createHttpClient({ baseUrl: BASE, fetch });
    await expect(client.getJson('x')).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('reports a network failure as network after retrying', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const client = createHttpClient({ baseUrl: BASE, fetch, retryLimit: 1 });
    await expect(client.getJson('x')).rejects.toMatchObject({ kind: 'network' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('reports a cancelled request as cancelled', async () => {
    const controller = new AbortController();
    const fetch = vi.fn<typeof globalThis.fetch>((input) => {
      const signal = (input as Request).signal;
      return new Promise((_resolve, reject) => {
        // Like fetch: an already-aborted signal rejects at once.
        if (signal.aborted) reject(signal.reason as Error);
        signal.addEventListener('abort', () => reject(signal.reason as Error));
      });
    });
    const client = createHttpClient({ baseUrl: BASE, fetch });
    const pending = client.getJson('x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'cancelled' });
  });

  it('ends a hung request with kind timeout within the overall deadline', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>((input) => {
      const signal = (input as Request).signal;
      return new Promise((_resolve, reject) => {
        // Like fetch: an already-aborted signal rejects at once.
        if (signal.aborted) reject(signal.reason as Error);
        signal.addEventListener('abort', () => reject(signal.reason as Error));
      });
    });
    const client = createHttpClient({ baseUrl: BASE, fetch, timeoutMs: 50, deadlineMs: 400 });
    const started = Date.now();
    await expect(client.getJson('x')).rejects.toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

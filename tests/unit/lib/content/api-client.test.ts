// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '@/lib/content/api-client';

const BASE = 'https://api.example.com/v1';

function respond(status: number, body: unknown = {}) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Puts ky's timers (the backoff between attempts, each attempt's timeout) and the clock on fake
 * time, which the test runs on (`vi.runAllTimersAsync`): what is tested is the order and the
 * lengths of the waits, not the waiting. The setup puts real timers back after each test.
 */
function onFakeTime(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
}

describe('createHttpClient', () => {
  it('sends GET with credentials omitted, Accept JSON and the search parameters', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(respond(200, { ok: true }));
    const client = createHttpClient({ baseUrl: BASE, fetch });
    await expect(
      client.getJson('announcements', { searchParams: { locale: 'en', page: 1, category: undefined } }),
    ).resolves.toEqual({ ok: true });
    const request = fetch.mock.calls[0]?.[0] as Request;
    expect(request.method).toBe('GET');
    expect(request.credentials).toBe('omit');
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.url).toBe(`${BASE}/announcements?locale=en&page=1`);
  });

  it.each([500, 502, 503, 504])('retries a %i and succeeds', async (status) => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(respond(status))
      .mockResolvedValue(respond(200, []));
    const client = createHttpClient({ baseUrl: BASE, fetch });
    onFakeTime();
    const loaded = expect(client.getJson('careers')).resolves.toEqual([]);
    await vi.runAllTimersAsync();
    await loaded;
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('waits longer before each retry (exponential backoff)', async () => {
    onFakeTime();
    const times: number[] = [];
    const fetch = vi.fn<typeof globalThis.fetch>(() => {
      times.push(Date.now());
      return Promise.resolve(respond(times.length < 3 ? 500 : 200, []));
    });
    const client = createHttpClient({ baseUrl: BASE, fetch });
    const loaded = client.getJson('x');
    await vi.runAllTimersAsync();
    await loaded;
    const [first = 0, second = 0, third = 0] = times;
    expect(second - first).toBeGreaterThanOrEqual(250);
    expect(third - second).toBeGreaterThan(second - first);
  });

  it.each([
    [404, 'not-found'],
    [400, 'bad-request'],
    [403, 'bad-request'],
    [429, 'bad-request'],
  ])('does not retry a %i and reports %s', async (status, kind) => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(respond(status));
    const client = createHttpClient({ baseUrl: BASE, fetch });
    await expect(client.getJson('x')).rejects.toMatchObject({ kind });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('gives up on a persistent 500 after its retries with kind server', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(respond(500));
    const client = createHttpClient({ baseUrl: BASE, fetch, retryLimit: 2 });
    onFakeTime();
    const failed = expect(client.getJson('x')).rejects.toMatchObject({ kind: 'server', status: 500 });
    await vi.runAllTimersAsync();
    await failed;
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
    onFakeTime();
    const failed = expect(client.getJson('x')).rejects.toMatchObject({ kind: 'network' });
    await vi.runAllTimersAsync();
    await failed;
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

  it('refuses a body over the size limit announced by Content-Length, without retrying', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValue(new Response('[]', { status: 200, headers: { 'content-length': String(20_000_000) } }));
    const client = createHttpClient({ baseUrl: BASE, fetch });
    await expect(client.getJson('x')).rejects.toMatchObject({
      kind: 'invalid-response',
      message: expect.stringContaining('larger') as string,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stops reading a streamed body once it passes the size limit', async () => {
    let pulled = 0;
    const chunk = new TextEncoder().encode('x'.repeat(1_000));
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(chunk);
      },
    });
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(new Response(endless, { status: 200 }));
    const client = createHttpClient({ baseUrl: BASE, fetch, maxResponseBytes: 10_000 });
    await expect(client.getJson('x')).rejects.toMatchObject({ kind: 'invalid-response' });
    expect(pulled).toBeLessThan(20);
  });

  it('accepts a body within the size limit, multi-byte text intact', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(respond(200, { title: '董事會會議召開日期' }));
    const client = createHttpClient({ baseUrl: BASE, fetch, maxResponseBytes: 1_000 });
    await expect(client.getJson('x')).resolves.toEqual({ title: '董事會會議召開日期' });
  });

  it('applies the configured per-attempt timeout to each attempt', async () => {
    // The server's 300 ms, the timeouts and the backoff between attempts run on fake time: the
    // order of those timers is what is tested, not how long they take.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const fetch = vi.fn<typeof globalThis.fetch>((input) => {
        const signal = (input as Request).signal;
        return new Promise((resolve, reject) => {
          const timer = setTimeout(() => resolve(respond(200, [])), 300);
          signal.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(signal.reason as Error);
          });
        });
      });
      const client = createHttpClient({ baseUrl: BASE, fetch, timeoutMs: 100, retryLimit: 1 });
      const timedOut = expect(client.getJson('x')).rejects.toMatchObject({ kind: 'timeout' });
      await vi.runAllTimersAsync();
      await timedOut;
      expect(fetch).toHaveBeenCalledTimes(2);
      const loaded = expect(createHttpClient({ baseUrl: BASE, fetch, timeoutMs: 1_000 }).getJson('x')).resolves.toEqual(
        [],
      );
      await vi.runAllTimersAsync();
      await loaded;
      expect(fetch).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { Env } from '@/config/env-schema';
import { logger } from '@/lib/log';
import {
  loadRuntimeConfig,
  parseKioskContentConfig,
  parseRuntimeConfig,
  resolveContentSettings,
} from '@/app/runtime-config';
import { startRuntimeConfigRequest, takeRuntimeConfigRequest } from '@/lib/pre-paint/runtime-config-request';

const buildEnv: Env = {
  apiBaseUrl: 'https://build.example.com/v1',
  apiTimeoutMs: undefined,
  stockQuoteUrl: undefined,
  appVersion: '1.0.0',
};

function serve(body: string, init: ResponseInit = {}) {
  return vi
    .fn<typeof fetch>()
    .mockResolvedValue(new Response(body, { status: 200, headers: { 'content-type': 'application/json' }, ...init }));
}

describe('parseRuntimeConfig', () => {
  it('takes valid values', async () => {
    expect(await parseRuntimeConfig({ apiBaseUrl: 'https://cms.example.com/v1', apiTimeoutMs: 8000 })).toEqual({
      config: { apiBaseUrl: 'https://cms.example.com/v1', apiTimeoutMs: 8000 },
      problems: [],
    });
  });

  it('keeps the good values of a file with bad ones and names each bad field', async () => {
    const { config, problems } = await parseRuntimeConfig({
      apiBaseUrl: 'javascript:alert(1)',
      apiTimeoutMs: 8000,
      apiTimeout: 5,
    });
    expect(config).toEqual({ apiTimeoutMs: 8000 });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/"apiBaseUrl"/);
    expect(problems[1]).toMatch(/unknown field "apiTimeout"/);
  });

  it.each([[999], [20_001], [1.5], ['8000']])('refuses the timeout %j', async (apiTimeoutMs) => {
    const { config, problems } = await parseRuntimeConfig({ apiTimeoutMs });
    expect(config).toEqual({});
    expect(problems[0]).toMatch(/"apiTimeoutMs"/);
  });

  it.each([[null], [[]], ['https://x.example.com']])('refuses a file that is not an object (%j)', async (raw) => {
    expect(await parseRuntimeConfig(raw)).toMatchObject({
      config: {},
      problems: [expect.stringMatching(/JSON object/) as string],
    });
  });
});

describe('loadRuntimeConfig', () => {
  it('fetches the file revalidated, same-origin, and validates it', async () => {
    const fetch = serve('{"apiBaseUrl":"https://cms.example.com"}');
    await expect(loadRuntimeConfig('/config.json', fetch)).resolves.toEqual({
      config: { apiBaseUrl: 'https://cms.example.com' },
      problems: [],
    });
    expect(fetch).toHaveBeenCalledWith(
      '/config.json',
      expect.objectContaining({ cache: 'no-cache', credentials: 'same-origin' }),
    );
  });

  it('treats a missing file, or a host answering with its HTML page, as no overrides', async () => {
    await expect(loadRuntimeConfig('/config.json', serve('', { status: 404 }))).resolves.toEqual({
      config: {},
      problems: [],
    });
    const html = serve('<!doctype html><title>Site</title>', {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
    await expect(loadRuntimeConfig('/config.json', html)).resolves.toEqual({ config: {}, problems: [] });
  });

  it.each([
    ['malformed JSON', serve('{"apiBaseUrl":'), /not valid JSON/],
    ['a server error', serve('oops', { status: 500 }), /HTTP 500/],
    ['a network failure', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')), /Failed to fetch/],
  ])('reports %s and keeps the build values', async (_case, fetch, problem) => {
    const result = await loadRuntimeConfig('/config.json', fetch);
    expect(result.config).toEqual({});
    expect(result.problems[0]).toMatch(problem);
  });
});

describe('the request the pre-paint script sends ahead of the app', () => {
  it('is read by the app instead of a second request, and reported like its own', async () => {
    const fetch = serve('{"apiBaseUrl":"https://cms.example.com"}');
    const early = Promise.resolve(
      new Response('{"apiTimeoutMs":8000}', { headers: { 'content-type': 'application/json' } }),
    );
    await expect(loadRuntimeConfig('/config.json', fetch, early)).resolves.toEqual({
      config: { apiTimeoutMs: 8000 },
      problems: [],
    });
    expect(fetch).not.toHaveBeenCalled();
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    const result = await loadRuntimeConfig('/config.json', fetch, failed);
    expect(result.problems[0]).toMatch(/Failed to fetch/);
  });

  it('bounds the wait from when the app needs the answer, not from when it was asked for', async () => {
    vi.useFakeTimers();
    try {
      const never = vi.fn<typeof fetch>().mockReturnValue(new Promise<Response>(() => undefined));
      const waiting = loadRuntimeConfig('/config.json', never);
      await vi.advanceTimersByTimeAsync(3_000);
      await expect(waiting).resolves.toMatchObject({ problems: [expect.stringMatching(/no answer within 3000 ms/)] });
      // Sent long before (here: already answered), it is read in full whenever the app comes.
      const early = Promise.resolve(new Response('{"apiTimeoutMs":9000}'));
      await vi.advanceTimersByTimeAsync(10_000);
      await expect(loadRuntimeConfig('/config.json', never, early)).resolves.toEqual({
        config: { apiTimeoutMs: 9000 },
        problems: [],
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('is handed over once, and only for the URL it was sent for', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('window', globalThis);
    startRuntimeConfigRequest('/config.json');
    expect(fetch).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-cache' }));
    expect(takeRuntimeConfigRequest('/base/config.json')).toBeUndefined();
    startRuntimeConfigRequest('/config.json');
    const taken = takeRuntimeConfigRequest('/config.json');
    await expect(taken).resolves.toBeInstanceOf(Response);
    expect(takeRuntimeConfigRequest('/config.json')).toBeUndefined();
  });

  it('leaves no unhandled rejection when the app never reads a failed one', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')));
    vi.stubGlobal('window', globalThis);
    startRuntimeConfigRequest('/config.json');
    await new Promise((resolve) => setImmediate(resolve));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    await expect(takeRuntimeConfigRequest('/config.json')).rejects.toThrow('offline');
  });
});

describe('resolveContentSettings', () => {
  it('uses the build values without overrides', () => {
    expect(resolveContentSettings(buildEnv, {})).toEqual({
      apiBaseUrl: 'https://build.example.com/v1',
      apiTimeoutMs: undefined,
    });
  });

  it('lets config.json override the build, and an empty address force the bundled content', () => {
    expect(resolveContentSettings(buildEnv, { apiBaseUrl: 'https://cms.example.com/v1/', apiTimeoutMs: 5000 })).toEqual(
      {
        apiBaseUrl: 'https://cms.example.com/v1',
        apiTimeoutMs: 5000,
      },
    );
    expect(resolveContentSettings(buildEnv, { apiBaseUrl: '' }).apiBaseUrl).toBeUndefined();
  });

  it('lets the kiosk configuration override both', () => {
    const file = { apiBaseUrl: 'https://cms.example.com', apiTimeoutMs: 5000 };
    expect(
      resolveContentSettings(buildEnv, file, { apiBaseUrl: 'https://kiosk.example.com/', apiTimeoutMs: 3000 }),
    ).toEqual({
      apiBaseUrl: 'https://kiosk.example.com',
      apiTimeoutMs: 3000,
    });
    expect(resolveContentSettings(buildEnv, file, {})).toEqual({
      apiBaseUrl: 'https://cms.example.com',
      apiTimeoutMs: 5000,
    });
  });
});

describe('resolveContentSettings in the kiosk shell', () => {
  it('drops a plain-http address from any source, for the bundled content, and logs it', () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const plain = { ...buildEnv, apiBaseUrl: 'http://build.example.com/v1' };
    expect(resolveContentSettings(plain, {}, {}, true).apiBaseUrl).toBeUndefined();
    expect(resolveContentSettings(buildEnv, { apiBaseUrl: 'http://10.0.0.5/v1' }, {}, true).apiBaseUrl).toBeUndefined();
    expect(
      resolveContentSettings(buildEnv, { apiBaseUrl: 'https://user:pw@cms.example.com' }, {}, true).apiBaseUrl,
    ).toBeUndefined();
    expect(error).toHaveBeenCalledTimes(3);
    expect(error.mock.calls[1]?.[0]).toContain('http://10.0.0.5/v1');
  });

  it('keeps https and loopback http addresses, and on the web any address the site’s rules allow', () => {
    const error = vi.spyOn(logger, 'error');
    for (const address of ['https://cms.example.com/v1', 'http://127.0.0.1:8787/v1', 'http://localhost:8787'])
      expect(resolveContentSettings(buildEnv, { apiBaseUrl: address }, {}, true).apiBaseUrl, address).toBe(address);
    expect(resolveContentSettings(buildEnv, { apiBaseUrl: 'http://cms.example.com/v1' }).apiBaseUrl).toBe(
      'http://cms.example.com/v1',
    );
    expect(error).not.toHaveBeenCalled();
  });
});

describe('parseKioskContentConfig', () => {
  it('validates the shell’s values under the config.json names, dropping bad ones', async () => {
    await expect(
      parseKioskContentConfig({ contentBaseUrl: 'https://kiosk.example.com', contentTimeoutMs: 3000 }),
    ).resolves.toEqual({
      config: { apiBaseUrl: 'https://kiosk.example.com', apiTimeoutMs: 3000 },
      problems: [],
    });
    const bad = await parseKioskContentConfig({ contentBaseUrl: 'file:///etc/passwd', contentTimeoutMs: 1 });
    expect(bad.config).toEqual({});
    expect(bad.problems).toHaveLength(2);
    await expect(parseKioskContentConfig(undefined)).resolves.toEqual({ config: {}, problems: [] });
  });

  it('holds the content address to the shell’s rule: https, plain http on loopback only, no credentials', async () => {
    // Each of these is a valid web API address (config.json takes them), but not a kiosk's.
    for (const contentBaseUrl of ['http://cms.example.com', 'https://user:pw@cms.example.com', '/api']) {
      const result = await parseKioskContentConfig({ contentBaseUrl });
      expect(result.config, contentBaseUrl).toEqual({});
      expect(result.problems, contentBaseUrl).toEqual([
        expect.stringMatching(/"contentBaseUrl" must be an https: address/),
      ]);
    }
    await expect(parseKioskContentConfig({ contentBaseUrl: 'http://127.0.0.1:4000' })).resolves.toEqual({
      config: { apiBaseUrl: 'http://127.0.0.1:4000' },
      problems: [],
    });
  });

  it('takes the website to read content from (siteUrl) under the same rule, naming it when it is refused', async () => {
    await expect(parseKioskContentConfig({ siteUrl: 'https://www.example.com' })).resolves.toEqual({
      config: { siteUrl: 'https://www.example.com' },
      problems: [],
    });
    for (const siteUrl of ['http://www.example.com', 'https://user:pw@www.example.com', 'javascript:alert(1)']) {
      const result = await parseKioskContentConfig({ siteUrl });
      expect(result.config, siteUrl).toEqual({});
      expect(result.problems, siteUrl).toEqual([expect.stringMatching(/"siteUrl" must be an https: address/)]);
    }
  });
});

describe('resolveContentSettings with a website to read from', () => {
  it('reads the website in the kiosk shell only, without its trailing slash', () => {
    const kiosk = { siteUrl: 'https://www.example.com/' };
    expect(resolveContentSettings(buildEnv, {}, kiosk, true).siteUrl).toBe('https://www.example.com');
    // On the web the page is the website: no address in a page's context may choose another.
    expect(resolveContentSettings(buildEnv, {}, kiosk, false).siteUrl).toBeUndefined();
    expect(resolveContentSettings(buildEnv, {}, { siteUrl: 'http://www.example.com' }, true).siteUrl).toBeUndefined();
  });
});

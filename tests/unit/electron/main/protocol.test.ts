// @vitest-environment node
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  APP_ORIGIN,
  APP_SCHEME_PRIVILEGES,
  contentType,
  createAppHandler,
  registerAppScheme,
  resolveAppFile,
  setupProtocol,
  type ProtocolSetup,
} from '../../../../electron/main/protocol';
import { contentSecurityPolicy, inlineHashes, policyOrigins } from '../../../../common/content-security-policy';

const ROOT = path.resolve('/opt/kiosk/dist');

describe('resolveAppFile', () => {
  it('serves files inside the build', () => {
    expect(resolveAppFile(`${APP_ORIGIN}/assets/index-abc.js`, ROOT)).toEqual({
      kind: 'file',
      file: path.join(ROOT, 'assets/index-abc.js'),
    });
    expect(resolveAppFile(`${APP_ORIGIN}/content/zh-TW/announcements.json?x=1`, ROOT)).toEqual({
      kind: 'file',
      file: path.join(ROOT, 'content/zh-TW/announcements.json'),
    });
  });

  it('answers routes with index.html, so history routing and reloads work', () => {
    for (const route of ['/', '/careers', '/announcement/2026-11-12-appointment', '/announcements/']) {
      expect(resolveAppFile(`${APP_ORIGIN}${route}`, ROOT)).toEqual({
        kind: 'route',
        file: path.join(ROOT, 'index.html'),
      });
    }
  });

  it.each([
    '/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/assets/%2E%2E/%2E%2E/secret.txt',
    '/..%2f..%2fetc/passwd',
    '/assets/..%5c..%5cwindows/win.ini',
    '/%00index.html',
    '/%E0%A4%A',
  ])('never leaves the build for %s', (pathname) => {
    const result = resolveAppFile(`${APP_ORIGIN}${pathname}`, ROOT);
    // The URL parser already folds plain and %2e dot segments into the root; anything it cannot
    // fold (encoded slashes, backslashes, NUL, bad escapes) is refused.
    const inside = result.kind === 'refused' || result.file.startsWith(`${ROOT}${path.sep}`);
    expect(inside, JSON.stringify(result)).toBe(true);
  });

  it('refuses encoded separators, backslashes, NUL and bad escapes outright', () => {
    for (const pathname of ['/..%2f..%2fetc/passwd', '/assets/..%5c..%5cwin.ini', '/%00index.html', '/%E0%A4%A']) {
      expect(resolveAppFile(`${APP_ORIGIN}${pathname}`, ROOT).kind).toBe('refused');
    }
    expect(resolveAppFile(`${APP_ORIGIN}/%2e%2e/%2e%2e/etc/passwd.txt`, ROOT)).toEqual({
      kind: 'file',
      file: path.join(ROOT, 'etc/passwd.txt'),
    });
  });

  it('refuses other hosts and schemes', () => {
    expect(resolveAppFile('app://evil/index.html', ROOT).kind).toBe('refused');
    expect(resolveAppFile('file:///etc/passwd', ROOT).kind).toBe('refused');
    expect(resolveAppFile('not a url', ROOT).kind).toBe('refused');
  });
});

describe('createAppHandler', () => {
  const files: Record<string, string> = {
    [path.join(ROOT, 'index.html')]: '<!doctype html>',
    [path.join(ROOT, 'assets/app.js')]: 'export {}',
  };
  const reader = {
    read: (file: string) =>
      Promise.resolve(files[file] === undefined ? undefined : new TextEncoder().encode(files[file]).buffer),
  };
  const handler = createAppHandler(ROOT, reader, "default-src 'self'");

  it('serves a file with its type and the CSP', async () => {
    const response = await handler(new Request(`${APP_ORIGIN}/assets/app.js`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(await response.text()).toBe('export {}');
  });

  it('serves index.html for a deep link and for a page navigation to a missing file', async () => {
    expect(await (await handler(new Request(`${APP_ORIGIN}/careers`))).text()).toBe('<!doctype html>');
    const navigation = new Request(`${APP_ORIGIN}/announcement/v1.2`, { headers: { accept: 'text/html' } });
    expect(await (await handler(navigation)).text()).toBe('<!doctype html>');
  });

  it('answers 404 for a missing asset and 403 for traversal', async () => {
    expect((await handler(new Request(`${APP_ORIGIN}/content/en/missing.json`))).status).toBe(404);
    expect((await handler(new Request(`${APP_ORIGIN}/..%2f..%2fsecret`))).status).toBe(403);
  });

  it('knows the build’s content types', () => {
    expect(contentType('a.webp')).toBe('image/webp');
    expect(contentType('a.PDF')).toBe('application/pdf');
    expect(contentType('a.unknown')).toBe('application/octet-stream');
  });
});

describe('registerAppScheme', () => {
  it('registers app: as standard and secure, with fetch allowed', () => {
    const protocol = { registerSchemesAsPrivileged: vi.fn() };
    registerAppScheme(protocol);
    expect(protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      { scheme: 'app', privileges: APP_SCHEME_PRIVILEGES },
    ]);
    expect(APP_SCHEME_PRIVILEGES).toMatchObject({ standard: true, secure: true, supportFetchAPI: true });
  });
});

describe('setupProtocol', () => {
  const INDEX_HTML = '<script>boot()</script>';

  /**
   * Serves a build at {@link ROOT} with `index.html` and the given other files (by path inside the
   * build) through `setupProtocol`; resolves to the CSP of the start page's response.
   */
  async function servedPolicy(
    files: Readonly<Record<string, string>>,
    options: Partial<Pick<ProtocolSetup, 'buildUrls' | 'contentBaseUrl' | 'siteUrl'>> = {},
  ) {
    const text = (file: string) =>
      file === path.join(ROOT, 'index.html') ? INDEX_HTML : files[path.relative(ROOT, file)];
    const handle = vi.fn<ProtocolSetup['protocol']['handle']>();
    await setupProtocol({
      protocol: { handle },
      webRoot: ROOT,
      files: {
        readText: (file) => Promise.resolve(text(file)),
        read: (file) => {
          const found = text(file);
          return Promise.resolve(found === undefined ? undefined : new TextEncoder().encode(found).buffer);
        },
      },
      buildUrls: options.buildUrls ?? {},
      contentBaseUrl: options.contentBaseUrl,
      siteUrl: options.siteUrl,
    });
    expect(handle).toHaveBeenCalledTimes(1);
    const [scheme, handler] = handle.mock.calls[0] ?? [];
    expect(scheme).toBe('app');
    const response = await handler?.(new Request(`${APP_ORIGIN}/`, { headers: { accept: 'text/html' } }));
    expect(await response?.text()).toBe(INDEX_HTML);
    return response?.headers.get('content-security-policy') ?? '';
  }

  const connectSources = (policy: string) => /(?:^|;\s*)connect-src ([^;]*)/.exec(policy)?.[1]?.split(/\s+/);

  it('allows every origin the renderer may call: build-time API and quote, config.json, kiosk config; as the web does', async () => {
    const policy = await servedPolicy(
      { 'config.json': '{"apiBaseUrl":"https://cms.example.org/content"}' },
      {
        buildUrls: { apiBaseUrl: 'https://api.example.com/v1', stockQuoteUrl: 'https://quotes.example.net/hk/2629' },
        contentBaseUrl: 'https://booth-content.example.com',
        siteUrl: 'https://www.example.com/',
      },
    );
    expect(connectSources(policy)).toEqual(
      expect.arrayContaining([
        'https://www.example.com',
        "'self'",
        'https://api.example.com',
        'https://quotes.example.net',
        'https://cms.example.org',
        'https://booth-content.example.com',
      ]),
    );
    // The web's policy for the same page and origins (vite-plugins/host-config.ts builds it so).
    const web = contentSecurityPolicy({
      ...(await inlineHashes([INDEX_HTML])),
      ...policyOrigins({
        buildApiBaseUrl: 'https://api.example.com/v1',
        stockQuoteUrl: 'https://quotes.example.net/hk/2629',
        runtimeApiBaseUrl: 'https://cms.example.org/content',
        contentBaseUrl: 'https://booth-content.example.com',
        siteUrl: 'https://www.example.com/',
      }),
    });
    expect(policy).toBe(web);
    expect(policy).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
  });

  it('allows no plain-http origin but loopback, wherever it came from', async () => {
    const policy = await servedPolicy(
      { 'config.json': '{"apiBaseUrl":"http://cms.example.org/content"}' },
      { buildUrls: { apiBaseUrl: 'http://api.example.com/v1', stockQuoteUrl: 'http://127.0.0.1:8787/quote.json' } },
    );
    expect(connectSources(policy)).toEqual(["'self'", 'http://127.0.0.1:8787']);
  });

  it('ignores a config.json that is missing, not JSON or without a string apiBaseUrl', async () => {
    const bare = await servedPolicy({});
    for (const text of ['{', 'null', '{"apiBaseUrl":42}'])
      expect(await servedPolicy({ 'config.json': text }), text).toBe(bare);
    expect(connectSources(bare)).toEqual(["'self'"]);
  });

  it('fails when the build has no index.html, so the kiosk does not start on nothing', async () => {
    const handle = vi.fn();
    await expect(
      setupProtocol({
        protocol: { handle },
        webRoot: ROOT,
        files: { readText: () => Promise.resolve(undefined), read: () => Promise.resolve(undefined) },
        buildUrls: {},
        contentBaseUrl: undefined,
        siteUrl: undefined,
      }),
    ).rejects.toThrow(/index\.html/);
    expect(handle).not.toHaveBeenCalled();
  });
});

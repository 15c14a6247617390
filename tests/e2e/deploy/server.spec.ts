/**
 * The production build behind the repository's nginx configuration (`npm run serve:nginx`,
 * deploy/nginx.conf), as a browser, a crawler and a security scanner see it over HTTP: status
 * codes, pretty URLs, redirects, security headers, caching and compression.
 */
import { expect, test, type APIResponse } from '@playwright/test';
import { built, builtFile, directives, inlineScriptHashes, NGINX_URL, prerenderedPaths, servesBrotli } from './server';

const LOCALE_PREFIXES = ['/', '/zh/', '/zh-TW/'] as const;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Fails unless `response` carries every security header the site promises, with a strict CSP. */
function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  const policy = directives(headers['content-security-policy'] ?? '');
  const scriptSrc = policy.get('script-src') ?? [];
  expect(scriptSrc, `${what}: script-src`).toContain("'self'");
  // WebAssembly for the site search, and no JavaScript eval with it (CSP Level 3 'wasm-unsafe-eval').
  expect(scriptSrc, `${what}: script-src`).toContain("'wasm-unsafe-eval'");
  expect(
    scriptSrc.filter(
      (source) => source !== "'self'" && source !== "'wasm-unsafe-eval'" && !/^'sha256-[A-Za-z0-9+/]+=*'$/.test(source),
    ),
    `${what}: script-src holds only 'self', 'wasm-unsafe-eval' and hashes`,
  ).toEqual([]);
  expect(policy.get('default-src'), what).toEqual(["'none'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('base-uri'), what).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(policy.get('form-action'), what).toEqual(["'self'"]);
  // This build calls no API and no stock quote: the site itself is the only place it fetches from.
  expect(policy.get('connect-src'), what).toEqual(["'self'"]);
  expect(headers['content-security-policy'], what).not.toMatch(/unsafe-inline|'unsafe-eval'|\*/);
  const maxAge = Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1]);
  expect(maxAge, `${what}: HSTS max-age`).toBeGreaterThanOrEqual(YEAR_SECONDS);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
    expect(headers['permissions-policy'], `${what}: Permissions-Policy`).toContain(`${feature}=()`);
}

test.describe('nginx serving the build', () => {
  test('every prerendered page in every locale answers 200 at its pretty URL, revalidated, with its own inline scripts allowed by hash', async ({
    request,
  }) => {
    const paths = prerenderedPaths();
    for (const prefix of LOCALE_PREFIXES) expect(paths).toContain(prefix);
    expect(paths).toContain('/zh-TW/investors/reports');
    for (const urlPath of paths) {
      const response = await request.get(`${NGINX_URL}${urlPath}`, { maxRedirects: 0 });
      expect(response.status(), urlPath).toBe(200);
      expect(response.headers()['content-type'], urlPath).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control'], urlPath).toBe('no-cache');
      expectSecurityHeaders(response, urlPath);
      const allowed = directives(response.headers()['content-security-policy'] ?? '').get('script-src') ?? [];
      const inline = inlineScriptHashes(await response.text());
      expect(inline.length, `${urlPath}: inline scripts`).toBeGreaterThan(0);
      for (const hash of inline) expect(allowed, `${urlPath}: ${hash}`).toContain(hash);
    }
  });

  test('a page whose file shares its name with a folder is still the page: /investors', async ({ request }) => {
    const response = await request.get(`${NGINX_URL}/investors`, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('data-prerendered-path="/investors"');
  });

  test('an unknown path answers 404 with its locale’s not-found page, headers and all', async ({ request }) => {
    for (const [urlPath, page] of [
      ['/no-such-page', '/*'],
      ['/careers/no-such-page', '/*'],
      ['/zh/no-such-page', '/zh/*'],
      ['/zh-TW/investors/no-such-page', '/zh-TW/*'],
      ['/documents', '/*'],
      ['/zh/404', '/zh/*'],
      ['/404.html', '/*'],
    ] as const) {
      const response = await request.get(`${NGINX_URL}${urlPath}`, { maxRedirects: 0 });
      expect(response.status(), urlPath).toBe(404);
      expect(await response.text(), urlPath).toContain(`data-prerendered-path="${page}"`);
      expectSecurityHeaders(response, urlPath);
    }
  });

  test('an announcement only the API has gets its locale’s home page to render it in; a list with filters gets its own page', async ({
    request,
  }) => {
    for (const [urlPath, page] of [
      ['/announcement/only-in-the-api', '/'],
      ['/zh-TW/announcement/only-in-the-api', '/zh-TW/'],
      ['/announcements?category=corporate-governance&q=director', '/announcements'],
      ['/zh/announcements?year=2025', '/zh/announcements'],
    ] as const) {
      const response = await request.get(`${NGINX_URL}${urlPath}`, { maxRedirects: 0 });
      expect(response.status(), urlPath).toBe(200);
      expect(await response.text(), urlPath).toContain(`data-prerendered-path="${page}"`);
    }
  });

  test('each page has one URL: other spellings redirect to it, keeping the query', async ({ request }) => {
    for (const [urlPath, location] of [
      ['/zh', '/zh/'],
      ['/zh-TW?kiosk=1', '/zh-TW/?kiosk=1'],
      ['/careers/', '/careers'],
      ['/zh/investors/reports/', '/zh/investors/reports'],
      ['/careers.html', '/careers'],
      ['/index.html', '/'],
      ['/zh-TW/index.html?utm_source=mail', '/zh-TW/?utm_source=mail'],
    ] as const) {
      const response = await request.get(`${NGINX_URL}${urlPath}`, { maxRedirects: 0 });
      expect(response.status(), urlPath).toBe(301);
      expect(response.headers().location, urlPath).toBe(location);
    }
  });

  test('the host configuration files are not served', async ({ request }) => {
    for (const file of ['/_nginx.conf', '/_headers', '/_redirects', '/vercel.json']) {
      expect((await request.get(`${NGINX_URL}${file}`)).status(), file).toBe(404);
    }
  });

  test('hashed files are cached for a year; the rest is revalidated; all carry the security headers', async ({
    request,
  }) => {
    const immutable = [builtFile('assets', /\.js$/), builtFile('light', /\.\d+w\.[0-9a-f]{10}\.avif$/)];
    for (const urlPath of immutable) {
      const response = await request.get(`${NGINX_URL}${urlPath}`);
      expect(response.status(), urlPath).toBe(200);
      expect(response.headers()['cache-control'], urlPath).toBe('public, max-age=31536000, immutable');
      expectSecurityHeaders(response, urlPath);
    }
    for (const urlPath of [
      '/config.json',
      '/feeds/en/announcements.xml',
      '/calendar/zh-TW/financial-calendar.ics',
      '/sitemap.xml',
      '/favicon.svg',
      '/content/en/careers.json',
    ]) {
      const response = await request.get(`${NGINX_URL}${urlPath}`);
      expect(response.status(), urlPath).toBe(200);
      expect(response.headers()['cache-control'], urlPath).toBe('no-cache');
      expectSecurityHeaders(response, urlPath);
    }
  });

  test('text is compressed: gzip, and brotli when the server has the module', async ({ request }) => {
    const brotli = servesBrotli();
    const files = [
      ['/', 'text/html'],
      [builtFile('assets', /\.js$/), 'text/javascript'],
      [builtFile('assets', /\.css$/), 'text/css'],
      ['/content/en/announcements.json', 'application/json'],
      ['/favicon.svg', 'image/svg+xml'],
      ['/sitemap.xml', 'application/xml'],
      ['/calendar/en/financial-calendar.ics', 'text/calendar'],
    ] as const;
    for (const [urlPath, type] of files) {
      const gzip = await request.get(`${NGINX_URL}${urlPath}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers()['content-type'], urlPath).toContain(type);
      expect(gzip.headers()['content-encoding'], urlPath).toBe('gzip');
      expect(gzip.headers().vary, urlPath).toContain('Accept-Encoding');
      const best = await request.get(`${NGINX_URL}${urlPath}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(best.headers()['content-encoding'], urlPath).toBe(brotli ? 'br' : 'gzip');
    }
  });

  test('the pages’ inline code is the same few scripts everywhere, so the policy stays short', async ({ request }) => {
    const response = await request.get(`${NGINX_URL}/`);
    const policy = response.headers()['content-security-policy'] ?? '';
    const hashes = new Set(prerenderedPaths().flatMap((urlPath) => inlineScriptHashes(built(fileOf(urlPath)))));
    expect(hashes.size).toBeLessThanOrEqual(2);
    expect(policy.length).toBeLessThan(1024);
  });
});

/** The file of the page at `urlPath`, relative to dist/. */
function fileOf(urlPath: string): string {
  return urlPath.endsWith('/') ? `${urlPath.slice(1)}index.html` : `${urlPath.slice(1)}.html`;
}

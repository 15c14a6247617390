// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ORIGIN, contentType, createAppHandler, resolveAppFile } from '../../../../electron/main/protocol';

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

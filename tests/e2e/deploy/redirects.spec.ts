/**
 * No crafted path turns nginx's pretty-URL redirects (deploy/nginx.conf, with the rules
 * vite-plugins/host-config.ts writes) into an open redirect. The requests go over a raw socket,
 * so their targets reach nginx exactly as written: an HTTP client would normalize `\` or encode a
 * tab before sending.
 */
import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { CRAFTED_PATHS, leavesSite, REPORTED_PATHS } from './crafted-paths';
import { NGINX_URL } from './server';

/** How nginx answers `GET target`: its status and `Location`, if any. */
function rawGet(target: string): Promise<{ status: number; location: string | undefined }> {
  const { hostname, port, host } = new URL(NGINX_URL);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const head = Buffer.concat(chunks).toString('latin1').split('\r\n\r\n')[0] ?? '';
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]);
      const location = /^location: ?(.*)$/im.exec(head)?.[1];
      resolve({ status, location });
    });
    socket.end(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`, 'latin1');
  });
}

test.describe('nginx and crafted paths', () => {
  test('the reported paths answer with the not-found page, not a redirect', async () => {
    for (const target of REPORTED_PATHS) {
      const { status, location } = await rawGet(target);
      expect({ status, location }, target).toEqual({ status: 404, location: undefined });
    }
  });

  test('no crafted path, under any locale prefix and before any suffix, is redirected to another host', async () => {
    const answers = await Promise.all(CRAFTED_PATHS.map(async (target) => ({ target, ...(await rawGet(target)) })));
    for (const { target, status, location } of answers) {
      // 400 is nginx refusing a request line it cannot parse (a raw control character).
      expect([301, 400, 404], `${target}: ${status}`).toContain(status);
      if (status === 301) expect(leavesSite(location ?? '', NGINX_URL), `${target} → ${location}`).toBe(false);
    }
    // Some are a page's other spelling once nginx has merged their slashes: still on the site.
    expect(answers.find((answer) => answer.target === '/%2F%2Fevil.example/')).toMatchObject({
      status: 301,
      location: '/evil.example',
    });
  });

  test('the pretty-URL redirects still work', async () => {
    for (const [target, location] of [
      ['/careers/', '/careers'],
      ['/zh-TW/index.html', '/zh-TW/'],
      ['/zh/careers.html', '/zh/careers'],
    ] as const) {
      expect(await rawGet(target), target).toEqual({ status: 301, location });
    }
  });
});

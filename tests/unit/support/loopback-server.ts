/** An HTTP server on loopback for the calling block's tests: a stand-in for a site or an API. */
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * Starts `handler` on a free port of 127.0.0.1 before the calling block's tests and closes it,
 * with any connection still open, after them.
 * @returns the server's origin (`http://127.0.0.1:51234`, no trailing slash); call it inside a
 *   test or a hook.
 */
export function withLoopbackServer(handler: RequestListener): () => string {
  const server = createServer(handler);
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return () => {
    if (!origin) throw new Error('The loopback server has not started: call its origin inside a test or a hook');
    return origin;
  };
}

/** The site's own Vite dev server, for the tests of what it serves. */
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * Starts the dev server with the repository's `vite.config.ts` on a free port before the calling
 * block's tests (no HMR socket) and closes it after them.
 * @returns the server and its origin (`http://localhost:51234`, no trailing slash); call it inside
 *   a test or a hook.
 */
export function withDevServer(): () => { server: ViteDevServer; origin: string } {
  let server: ViteDevServer | undefined;
  let origin = '';
  beforeAll(async () => {
    server = await createServer({
      configFile: path.join(ROOT, 'vite.config.ts'),
      logLevel: 'silent',
      server: { port: 0, strictPort: false, hmr: false },
    });
    await server.listen();
    origin = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('The dev server has not started');
    return { server, origin };
  };
}

// @vitest-environment node
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress, removeTemp, startStaticServer } from '../../../../scripts/bench/server.mjs';

/** GETs `pathname` over one HTTP/2 session, accepting the server's own certificate. */
function get2(origin: string, pathname: string): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { rejectUnauthorized: false });
    session.once('error', reject);
    const stream = session.request({ ':path': pathname, 'accept-encoding': 'br, gzip' });
    const chunks: Buffer[] = [];
    let headers: Record<string, unknown> = {};
    stream.on('response', (received) => (headers = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      session.close();
      resolve({ headers, body: Buffer.concat(chunks) });
    });
    stream.once('error', reject);
  });
}

describe('the bench static server over HTTP/2', () => {
  let source: string;
  let root: string;
  beforeAll(async () => {
    source = await mkdtemp(path.join(tmpdir(), 'bench-server-test-'));
    await mkdir(path.join(source, 'assets'));
    await writeFile(path.join(source, 'index.html'), '<!doctype html><title>home</title>');
    await writeFile(path.join(source, 'assets', 'app-1.js'), 'export const answer = 42;\n'.repeat(20));
    root = await precompress(source);
  });
  afterAll(async () => {
    await removeTemp(source);
    await removeTemp(root);
  });

  it('serves the precompressed files over HTTP/2 with TLS, hashed assets cached for good', async () => {
    const server = await startStaticServer({ root, http2: true });
    try {
      expect(server.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const asset = await get2(server.origin, '/assets/app-1.js');
      expect(asset.headers[':status']).toBe(200);
      expect(asset.headers['content-encoding']).toBe('br');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(asset.body).toString()).toContain('export const answer = 42;');
      // History routing, as over HTTP/1.1: a path without a file is answered with index.html.
      const page = await get2(server.origin, '/careers');
      expect(page.headers[':status']).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
    } finally {
      await server.close();
    }
  });
});

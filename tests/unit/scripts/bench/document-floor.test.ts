// @vitest-environment node
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_ENTRY, pageEntry, takeAppOut } from '../../../../scripts/bench/document-floor.mjs';

const PAGE = `<!doctype html><html><head><script data-prerendered-path="/" data-entry="/assets/index-Ab1_x.js" data-preload="/assets/framework-1.js">/* pre-paint */</script></head><body></body></html>`;

describe('document floor', () => {
  let site: string | undefined;
  afterEach(async () => {
    if (site) await rm(site, { recursive: true, force: true });
    site = undefined;
  });

  it('finds the entry module a prerendered page starts', () => {
    expect(pageEntry(PAGE)).toBe('/assets/index-Ab1_x.js');
  });

  it('refuses a page that names no entry, or one outside the build’s assets', () => {
    expect(() => pageEntry('<!doctype html><html></html>')).toThrow(/no entry module/);
    expect(() => pageEntry('<script data-entry="https://example.com/x.js"></script>')).toThrow(/no entry module/);
  });

  it('answers the entry, and its compressed copies, with an empty module and leaves the other files', async () => {
    site = await mkdtemp(path.join(tmpdir(), 'floor-test-'));
    await mkdir(path.join(site, 'assets'));
    await writeFile(path.join(site, 'index.html'), PAGE);
    for (const name of ['index-Ab1_x.js', 'framework-1.js']) {
      for (const suffix of ['', '.gz', '.br']) await writeFile(path.join(site, 'assets', name + suffix), 'app code');
    }
    expect(await takeAppOut(site)).toBe('/assets/index-Ab1_x.js');
    const entry = path.join(site, 'assets', 'index-Ab1_x.js');
    expect(await readFile(entry, 'utf8')).toBe(EMPTY_ENTRY);
    expect(gunzipSync(await readFile(`${entry}.gz`)).toString()).toBe(EMPTY_ENTRY);
    expect(brotliDecompressSync(await readFile(`${entry}.br`)).toString()).toBe(EMPTY_ENTRY);
    expect(await readFile(path.join(site, 'assets', 'framework-1.js'), 'utf8')).toBe('app code');
    expect(await readFile(path.join(site, 'index.html'), 'utf8')).toBe(PAGE);
  });
});

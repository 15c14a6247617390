import { afterEach, describe, expect, it, vi } from 'vitest';
import { evaluatePageChunks, pageChunks } from '@/app/page-chunks';
import { PAGE_PRELOAD_ATTRIBUTE, PRE_PAINT_ID } from '@/app/prerender-contract';

/** A pre-paint script listing `urls` as the prerender writes it. */
function listChunks(urls: string[]) {
  const script = document.createElement('script');
  script.id = PRE_PAINT_ID;
  script.setAttribute(PAGE_PRELOAD_ATTRIBUTE, urls.join(' '));
  document.head.append(script);
}

afterEach(() => {
  document.getElementById(PRE_PAINT_ID)?.remove();
});

describe('pageChunks', () => {
  it("lists the page's chunks in the prerender's order", () => {
    const chunks = [
      '/assets/framework-a.js',
      '/assets/schemas-c.js',
      '/assets/format-d.js',
      '/assets/shareholders-b.js',
    ];
    listChunks(chunks);
    expect(pageChunks(document)).toEqual(chunks);
  });

  it("leaves out anything but the build's own scripts on this origin", () => {
    listChunks([
      'https://elsewhere.example/assets/x.js',
      '//elsewhere.example/assets/y.js',
      '/assets/style.css',
      '/other/z.js',
      '/assets/../admin/cms.js',
      '/assets/q.js?v=1',
      'javascript:alert(1)',
      '/assets/ok.js',
    ]);
    expect(pageChunks(document)).toEqual(['/assets/ok.js']);
  });

  it('is empty on a page with no list', () => {
    expect(pageChunks(document)).toEqual([]);
  });
});

describe('evaluatePageChunks', () => {
  it('imports each chunk in turn, in order', async () => {
    listChunks(['/assets/dependency-b.js', '/assets/route-a.js']);
    const imported: string[] = [];
    await evaluatePageChunks(document, (url) => {
      imported.push(url);
      return Promise.resolve();
    });
    expect(imported).toEqual(['/assets/dependency-b.js', '/assets/route-a.js']);
  });

  it('stops at a chunk that fails to load, without rejecting', async () => {
    listChunks(['/assets/dependency-c.js', '/assets/broken-b.js', '/assets/route-a.js']);
    const importChunk = vi.fn((url: string) =>
      url.includes('broken') ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(),
    );
    await expect(evaluatePageChunks(document, importChunk)).resolves.toBeUndefined();
    expect(importChunk.mock.calls.map(([url]) => url)).toEqual(['/assets/dependency-c.js', '/assets/broken-b.js']);
  });
});

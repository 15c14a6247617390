// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  inlineCode,
  inlineHashes,
  policyOrigins,
  sha256Source,
} from '../../../common/content-security-policy';
import { directives } from '../../e2e/deploy/server';

const nodeHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const none = { scriptHashes: [], styleHashes: [], contentOrigins: [], connectOrigins: [] };

describe('inlineCode', () => {
  it('finds inline scripts and style elements, not external scripts nor JSON data blocks', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/a.js"></script>',
      '<script id="pre-paint" data-entry="/assets/a.js">run()</script>',
      '<script type="application/json" id="router-hydration-data">{"a":1}</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module">go()</script><script>  </script>',
      '<style>body{margin:0}</style>',
    ].join('');
    expect(inlineCode(html)).toEqual({ scripts: ['run()', 'go()'], styles: ['body{margin:0}'] });
  });
});

describe('sha256Source', () => {
  it('hashes the UTF-8 text as CSP hash sources are written', async () => {
    expect(await sha256Source("document.documentElement.lang='zh-TW'; // 繁體")).toBe(
      nodeHash("document.documentElement.lang='zh-TW'; // 繁體"),
    );
  });
});

describe('inlineHashes', () => {
  it('hashes what every page carries once, in a stable order', async () => {
    const page = (path: string) =>
      `<script data-prerendered-path="${path}">a()</script><script>b()</script><style>p{}</style>`;
    const hashes = await inlineHashes([page('/'), page('/zh/careers'), page('/zh-TW/')]);
    expect(hashes.scriptHashes).toEqual([nodeHash('a()'), nodeHash('b()')].sort());
    expect(hashes.styleHashes).toEqual([nodeHash('p{}')]);
  });
});

describe('policyOrigins', () => {
  it('names the content API origins once each and the stock quote apart', () => {
    expect(
      policyOrigins({
        buildApiBaseUrl: 'https://api.example.com/v1',
        stockQuoteUrl: 'https://quotes.example.net/lpg.json',
        runtimeApiBaseUrl: 'https://api.example.com/v2',
        contentBaseUrl: 'http://127.0.0.1:8787/v1',
      }),
    ).toEqual({
      contentOrigins: ['https://api.example.com', 'http://127.0.0.1:8787'],
      connectOrigins: ['https://quotes.example.net'],
    });
  });

  it('names nothing for missing, unparsable or other-scheme values', () => {
    expect(policyOrigins({})).toEqual({ contentOrigins: [], connectOrigins: [] });
    expect(
      policyOrigins({ buildApiBaseUrl: '', stockQuoteUrl: 'not a url', contentBaseUrl: 'javascript:alert(1)' }),
    ).toEqual({ contentOrigins: [], connectOrigins: [] });
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({
    scriptHashes: ["'sha256-s1'", "'sha256-s2'"],
    styleHashes: ["'sha256-c1'"],
    contentOrigins: ['https://api.example.com'],
    connectOrigins: ['https://quotes.example.net'],
  });
  const parsed = directives(policy);

  it('allows scripts and styles from the site and the hashed inline ones only', () => {
    expect(parsed.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", "'sha256-s1'", "'sha256-s2'"]);
    expect(parsed.get('style-src')).toEqual(["'self'", "'sha256-c1'"]);
    // The one exception is WebAssembly for the site search ('wasm-unsafe-eval'), which allows no JavaScript eval.
    expect(policy.replace("'wasm-unsafe-eval'", '')).not.toMatch(/unsafe-|\*|data:|blob:/);
  });

  it('lets the app fetch from the site, its content API and the stock quote, and show the API’s images', () => {
    expect(parsed.get('connect-src')).toEqual(["'self'", 'https://api.example.com', 'https://quotes.example.net']);
    expect(parsed.get('img-src')).toEqual(["'self'", 'https://api.example.com']);
  });

  it('denies everything else: plugins, <base>, framing, foreign form targets', () => {
    expect(parsed.get('default-src')).toEqual(["'none'"]);
    expect(parsed.get('object-src')).toEqual(["'none'"]);
    expect(parsed.get('base-uri')).toEqual(["'none'"]);
    expect(parsed.get('frame-ancestors')).toEqual(["'none'"]);
    expect(parsed.get('form-action')).toEqual(["'self'"]);
  });

  it('allows only the site itself when nothing else is named', () => {
    const bare = directives(contentSecurityPolicy(none));
    expect(bare.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(bare.get('connect-src')).toEqual(["'self'"]);
  });
});

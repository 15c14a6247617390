// @vitest-environment node
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { IndexHtmlTransformHook } from 'vite';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { inlineCode } from '../../../common/content-security-policy';
import { indexHtml, PRE_PAINT_LOCALE_ENTRY, PRE_PAINT_THEME_ENTRY } from '../../../vite-plugins/index-html';
import { compileInlineScript } from '../../../vite-plugins/inline-script';
import { withDevServer } from '../support/dev-server';

const ROOT = path.resolve(import.meta.dirname, '../../..');

let compiled: string[];
let template: string;

beforeAll(async () => {
  template = await readFile(path.join(ROOT, 'index.html'), 'utf8');
  compiled = await Promise.all(
    [PRE_PAINT_LOCALE_ENTRY, PRE_PAINT_THEME_ENTRY].map(
      async (entry) => (await compileInlineScript({ root: ROOT, entry })).code,
    ),
  );
}, 60_000);

/** `index.html` as the build's plugin completes it. */
async function transform(): Promise<string> {
  const plugin = indexHtml();
  (plugin.configResolved as (config: { root: string }) => void)({ root: ROOT });
  const hook = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  return (await hook.handler.call(undefined as never, template, {
    path: '/index.html',
    filename: 'index.html',
  })) as string;
}

describe('indexHtml', () => {
  it('writes the compiled pre-paint scripts inline, the locale one in <head>, the theme one first in <body>', async () => {
    const html = await transform();
    const [head = '', body = ''] = html.split('<body>');
    expect(head).toContain(`<script id="pre-paint">${compiled[0]}</script>`);
    expect(body.trimStart()).toMatch(/^<script>/);
    expect(inlineCode(html).scripts).toEqual(compiled);
  });

  it('gives the same text on every build, so a CSP hash of it holds', async () => {
    expect(inlineCode(await transform()).scripts).toEqual(inlineCode(await transform()).scripts);
  });

  it('refuses an index.html without its markers', async () => {
    template = template.replace('<!--pre-paint-theme-->', '');
    await expect(transform()).rejects.toThrow('<!--pre-paint-theme-->');
    template = await readFile(path.join(ROOT, 'index.html'), 'utf8');
  });
});

describe('indexHtml in the dev server', () => {
  const devServer = withDevServer();

  it('serves the same inline scripts as the build', async () => {
    const html = await (await fetch(`${devServer().origin}/`)).text();
    const scripts = inlineCode(html).scripts;
    expect(scripts.slice(0, 2)).toEqual(compiled);
  }, 60_000);

  it('compiles the scripts again, and reloads the page, when one of their modules changes', async () => {
    await fetch(`${devServer().origin}/`);
    const send = vi.spyOn(devServer().server.ws, 'send');
    devServer().server.watcher.emit('change', path.join(ROOT, 'src/lib/locale/detect-locale.ts'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(send).toHaveBeenCalledWith({ type: 'full-reload' });
    expect(inlineCode(await (await fetch(`${devServer().origin}/`)).text()).scripts.slice(0, 2)).toEqual(compiled);
  }, 60_000);

  it('serves the CMS at /admin/ as written, with its code and its configuration', async () => {
    const origin = devServer().origin;
    const page = await fetch(`${origin}/admin/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Content manager');
    expect(inlineCode(html).scripts.some((script) => compiled.includes(script))).toBe(false);
    const entry = /<script type="module" src="([^"]*main\.ts)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const code = await fetch(new URL(entry ?? '', `${origin}/admin/`));
    expect(code.status).toBe(200);
    expect(code.headers.get('content-type')).toMatch(/javascript/);
    const config = await fetch(`${origin}/admin/config.yml`);
    expect(await config.text()).toBe(await readFile(path.join(ROOT, 'admin/config.yml'), 'utf8'));
  }, 60_000);
});

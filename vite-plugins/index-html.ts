/**
 * Vite plugin that completes `index.html`, the site's page (not the CMS's, `admin/index.html`):
 * - the `<!--pre-paint-locale-->` marker, first in `<head>`, and `<!--pre-paint-theme-->`, first
 *   in `<body>`, become the inline pre-paint scripts, which run before anything can paint: the
 *   modules `src/app/pre-paint-locale.ts` and `src/app/pre-paint-theme.ts`, compiled with what they
 *   import (the app's own locale rules and constants) by `inline-script.ts`. Each is the same
 *   text on every page, so a CSP allows it by hash (`common/content-security-policy.ts`
 *   hashes the built pages' inline scripts);
 * - the `<!--boot-text-->` marker becomes the loading step's text in every locale;
 * - `%SITE_NAME%` and `%SITE_STOCK_CODE%` come from the site config, so the group's identity
 *   stays in `src/config/site.ts` alone.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { PRE_PAINT_ID } from '../src/app/prerender-contract.ts';
import { LOCALES } from '../src/config/locales.ts';
import { site } from '../src/config/site.ts';
import { compileInlineScript, type InlineScript } from './inline-script.ts';

/** The pre-paint scripts' entry modules, relative to the project root. */
export const PRE_PAINT_LOCALE_ENTRY = 'src/app/pre-paint-locale.ts';
export const PRE_PAINT_THEME_ENTRY = 'src/app/pre-paint-theme.ts';

/**
 * The loading step's text in every locale, each in its own `lang`; `global.css` shows the one
 * matching `<html lang>`, which the pre-paint script has set before the step can paint.
 */
function bootText(localesDir: string): string {
  return LOCALES.map((locale) => {
    const catalogue = JSON.parse(readFileSync(path.join(localesDir, `${locale}.json`), 'utf8')) as {
      app: { loading: string };
    };
    return `<span class="boot-text" lang="${locale}">${escapeHtml(catalogue.app.loading)}</span>`;
  }).join('');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The site's page template, as Vite names it to the hook (`IndexHtmlTransformContext.path`). */
const SITE_PAGE = '/index.html';

/** The markers in `index.html` that the pre-paint scripts and the loading text replace. */
const PRE_PAINT_LOCALE_MARKER = '<!--pre-paint-locale-->';
const PRE_PAINT_THEME_MARKER = '<!--pre-paint-theme-->';
const BOOT_TEXT_MARKER = '<!--boot-text-->';

/**
 * The plugin. Each pre-paint script is compiled once per build; the dev server compiles it again
 * after one of its modules has changed.
 */
export function indexHtml(): Plugin {
  let root = '';
  let scripts: Promise<[InlineScript, InlineScript]> | undefined;
  const compile = () =>
    Promise.all([
      compileInlineScript({ root, entry: PRE_PAINT_LOCALE_ENTRY }),
      compileInlineScript({ root, entry: PRE_PAINT_THEME_ENTRY }),
    ]);
  return {
    name: 'index-html',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      // The scripts run only as a page loads: after a change to one, the page loads again.
      server.watcher.on('change', (file) => {
        const changed = path.resolve(file);
        void scripts?.then(
          (compiled) => {
            if (!compiled.some((script) => script.files.includes(changed))) return;
            scripts = undefined;
            server.ws.send({ type: 'full-reload' });
          },
          () => {
            scripts = undefined;
          },
        );
      });
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html, context) {
        // The site's pages are made from the root's index.html alone; the CMS's page (`/admin/`,
        // which the dev server answers too) has its own scripts and none of these markers.
        if (context.path !== SITE_PAGE) return html;
        for (const marker of [PRE_PAINT_LOCALE_MARKER, PRE_PAINT_THEME_MARKER, BOOT_TEXT_MARKER]) {
          if (!html.includes(marker)) throw new Error(`index.html lacks the ${marker} marker`);
        }
        scripts ??= compile();
        const [locale, theme] = await scripts;
        // Functions as replacements: a `$` in the code, a translation or the group's name must
        // not be read as a replacement pattern (`$'`, `$&`: MDN, String.prototype.replace).
        const boot = bootText(path.join(root, 'locales'));
        return html
          .replace(PRE_PAINT_LOCALE_MARKER, () => `<script id="${PRE_PAINT_ID}">${locale.code}</script>`)
          .replace(PRE_PAINT_THEME_MARKER, () => `<script>${theme.code}</script>`)
          .replace(BOOT_TEXT_MARKER, () => boot)
          .replaceAll('%SITE_NAME%', () => site.groupName.en)
          .replaceAll('%SITE_STOCK_CODE%', () => site.stockCode);
      },
    },
  };
}

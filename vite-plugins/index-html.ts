/**
 * Vite plugin that completes `index.html`:
 * - the `<!--pre-paint-locale-->` marker, first in `<head>`, and `<!--pre-paint-theme-->`, first
 *   in `<body>`, become the inline pre-paint scripts (`src/lib/pre-paint.ts`), which run before
 *   anything can paint, built from the same constants and locale rules the app uses;
 * - the `<!--boot-text-->` marker becomes the loading step's text in every locale;
 * - `%SITE_NAME%` and `%SITE_STOCK_CODE%` come from the site config, so the group's identity
 *   stays in `src/config/site.ts` alone.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { PRE_PAINT_ID, PRERENDERED_PATH_ATTRIBUTE } from '../src/app/prerender-contract.ts';
import { LOCALE_STORAGE_KEY, LOCALES } from '../src/config/locales.ts';
import { DATA_SEARCH_PARAMS } from '../src/config/search-params.ts';
import { site } from '../src/config/site.ts';
import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES } from '../src/config/theme.ts';
import { detectLocale } from '../src/lib/detect-locale.ts';
import { captureEarlyInput, EARLY_INPUT_GLOBAL, PENDING_ATTRIBUTE } from '../src/lib/early-input-capture.ts';
import { splitLocalePath } from '../src/lib/locale-path.ts';
import {
  prePaintLocale,
  prePaintTheme,
  startAfterFirstPaint,
  type PrePaintLocaleConfig,
  type PrePaintThemeConfig,
} from '../src/lib/pre-paint.ts';

/**
 * Attributes of the locale pre-paint `<script>` on a prerendered page: the app's entry module
 * and (space-separated) every module it will import for this page. The script starts them only
 * when the visitor stays, so a visitor sent to their locale's page downloads nothing of this
 * one, and only after the first paint (`startAfterFirstPaint`); meanwhile it holds taps on the
 * page's controls for the app to play (`captureEarlyInput`).
 */
export const PAGE_ENTRY_ATTRIBUTE = 'data-entry';
export const PAGE_PRELOAD_ATTRIBUTE = 'data-preload';

/**
 * The locale pre-paint script's source. It is the same text on every page (a kiosk CSP can hash
 * it once); a prerendered page tells it its path and modules through
 * {@link PRERENDERED_PATH_ATTRIBUTE}, {@link PAGE_ENTRY_ATTRIBUTE} and
 * {@link PAGE_PRELOAD_ATTRIBUTE} on the script element.
 */
export function prePaintLocaleScript(): string {
  const config: Omit<PrePaintLocaleConfig, 'prerenderedPath'> = {
    localeKey: LOCALE_STORAGE_KEY,
    dataParams: DATA_SEARCH_PARAMS,
  };
  const attribute = (name: string) => `s&&s.getAttribute(${JSON.stringify(name)})`;
  return (
    `(function(){var s=document.currentScript;` +
    `var to=(${prePaintLocale.toString()})(Object.assign(${JSON.stringify(config)},{prerenderedPath:${attribute(PRERENDERED_PATH_ATTRIBUTE)}}),` +
    `${detectLocale.toString()},${splitLocalePath.toString()});` +
    `if(to){location.replace(to);return;}` +
    `var e=${attribute(PAGE_ENTRY_ATTRIBUTE)},p=${attribute(PAGE_PRELOAD_ATTRIBUTE)};` +
    // A prerendered page's controls are painted before its app starts: hold their taps until then.
    `if(e){(${captureEarlyInput.toString()})(${JSON.stringify(EARLY_INPUT_GLOBAL)},${JSON.stringify(PENDING_ATTRIBUTE)});` +
    `(${startAfterFirstPaint.toString()})(e,p?p.split(' '):[],!document.documentElement.hasAttribute('data-prerender'));}})();`
  );
}

/** The theme pre-paint script's source. */
export function prePaintThemeScript(): string {
  const config: PrePaintThemeConfig = { themeKey: THEME_STORAGE_KEY, themes: THEMES, defaultTheme: DEFAULT_THEME };
  return `(${prePaintTheme.toString()})(${JSON.stringify(config)});`;
}

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

/** The markers in `index.html` that the pre-paint scripts and the loading text replace. */
const PRE_PAINT_LOCALE_MARKER = '<!--pre-paint-locale-->';
const PRE_PAINT_THEME_MARKER = '<!--pre-paint-theme-->';
const BOOT_TEXT_MARKER = '<!--boot-text-->';

export function indexHtml(): Plugin {
  let root = '';
  return {
    name: 'index-html',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        for (const marker of [PRE_PAINT_LOCALE_MARKER, PRE_PAINT_THEME_MARKER, BOOT_TEXT_MARKER]) {
          if (!html.includes(marker)) throw new Error(`index.html lacks the ${marker} marker`);
        }
        return html
          .replace(PRE_PAINT_LOCALE_MARKER, `<script id="${PRE_PAINT_ID}">${prePaintLocaleScript()}</script>`)
          .replace(PRE_PAINT_THEME_MARKER, `<script>${prePaintThemeScript()}</script>`)
          .replace(BOOT_TEXT_MARKER, bootText(path.join(root, 'locales')))
          .replaceAll('%SITE_NAME%', site.groupName.en)
          .replaceAll('%SITE_STOCK_CODE%', site.stockCode);
      },
    },
  };
}

/**
 * Vite plugin that completes `index.html`:
 * - the `<!--pre-paint-->` marker becomes the inline pre-paint script (`src/lib/pre-paint.ts`),
 *   right after the loading step and before anything can paint, built from the same constants
 *   and locale rule the app uses;
 * - `%SITE_NAME%` and `%SITE_STOCK_CODE%` come from the site config, so the group's identity
 *   stays in `src/config/site.ts` alone.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LOCALE_STORAGE_KEY, LOCALES } from '../src/config/locales.ts';
import { site } from '../src/config/site.ts';
import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES } from '../src/config/theme.ts';
import { detectLocale } from '../src/lib/detect-locale.ts';
import { prePaint, type PrePaintConfig } from '../src/lib/pre-paint.ts';

/** The inline script's source for the catalogues in `localesDir`. */
export function prePaintScript(localesDir: string): string {
  const loadingText = Object.fromEntries(
    LOCALES.map((locale) => {
      const catalogue = JSON.parse(readFileSync(path.join(localesDir, `${locale}.json`), 'utf8')) as {
        app: { loading: string };
      };
      return [locale, catalogue.app.loading];
    }),
  );
  const config: PrePaintConfig = {
    themeKey: THEME_STORAGE_KEY,
    themes: THEMES,
    defaultTheme: DEFAULT_THEME,
    localeKey: LOCALE_STORAGE_KEY,
    loadingText,
  };
  return `(${prePaint.toString()})(${JSON.stringify(config)},${detectLocale.toString()});`;
}

/** The marker in `index.html` that the script replaces. */
export const PRE_PAINT_MARKER = '<!--pre-paint-->';

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
        if (!html.includes(PRE_PAINT_MARKER)) throw new Error(`index.html lacks the ${PRE_PAINT_MARKER} marker`);
        return html
          .replace(PRE_PAINT_MARKER, `<script>${prePaintScript(path.join(root, 'locales'))}</script>`)
          .replaceAll('%SITE_NAME%', site.groupName.en)
          .replaceAll('%SITE_STOCK_CODE%', site.stockCode);
      },
    },
  };
}

/**
 * How the site's modules are resolved and what the build defines for them: the site's build
 * (`vite.config.ts`) and the CMS's preview page, which runs the site's own modules
 * (`admin/vite.config.ts`, `admin/preview/main.tsx`), share it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const fromRoot = (relative: string) => fileURLToPath(new URL(`../${relative}`, import.meta.url));

/** The project's version, from `package.json`. */
export const APP_VERSION = (JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as { version: string }).version;

/** The site's import aliases; `command` `build` also takes react-router's production build. */
export function siteAliases(command: 'build' | 'serve'): Alias[] {
  return [
    { find: '@/', replacement: fromRoot('src/') },
    { find: '@locales/', replacement: fromRoot('locales/') },
    { find: '@common/', replacement: fromRoot('common/') },
    // react-router's package `exports` name its development build for every condition, so a
    // production bundle would carry its dev-only warnings (a console message on an unmatched
    // URL) and their code. The package ships the production build beside it: a build takes
    // that one; the dev server and the tests keep the warnings.
    ...(command === 'build'
      ? [
          {
            find: /^react-router$/,
            replacement: fromRoot('node_modules/react-router/dist/production/index.mjs'),
          },
          {
            find: /^react-router\/dom$/,
            replacement: fromRoot('node_modules/react-router/dist/production/dom-export.mjs'),
          },
        ]
      : []),
  ];
}

/** The constants the site's code reads (`src/vite-env.d.ts`). */
export function siteDefines(): Record<string, string> {
  return {
    __APP_VERSION__: JSON.stringify(APP_VERSION),
    // The year prerendered pages state (the footer's copyright) until the page has hydrated.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  };
}

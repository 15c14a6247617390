/**
 * Vite plugin that serves the site files made from the bundled content (RSS feeds and iCalendar
 * files, `src/server/site-files.ts`) on the development server, as the build writes them
 * (`./prerender.ts`): each request under one of {@link SITE_FILE_FOLDERS} makes them afresh
 * through the server entry, so an edit to the content shows on the next request.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { ServerEntry } from '../src/app/prerender-contract.ts';

/** The URL folders the site files live in (`filePaths` in `src/config/paths.ts`). */
export const SITE_FILE_FOLDERS = ['/feeds/', '/calendar/', '/downloads/'] as const;

/** The plugin; serve only (the build writes the files through `./prerender.ts`). */
export function siteFiles(): Plugin {
  return {
    name: 'site-files',
    apply: 'serve',
    configureServer(server) {
      const contentDir = path.join(server.config.publicDir, 'content');
      server.middlewares.use((request, response, next) => {
        const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
        if (!SITE_FILE_FOLDERS.some((folder) => urlPath.startsWith(folder))) return next();
        void (async () => {
          const entry = (await server.ssrLoadModule('/src/app/entry-server.tsx')) as ServerEntry;
          await entry.setup((file) => readFile(path.join(contentDir, file), 'utf8'));
          const file = (await entry.siteFiles(new Date())).find((candidate) => candidate.path === urlPath);
          if (!file) {
            // Not a screen: the app's not-found page would be the wrong answer for a feed reader.
            response.statusCode = 404;
            response.end('Not found');
            return;
          }
          response.setHeader('Content-Type', file.contentType);
          response.end(file.body);
        })().catch((error: unknown) => next(error));
      });
    },
  };
}

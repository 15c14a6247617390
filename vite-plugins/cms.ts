/**
 * Vite plugin that serves the CMS's own files beside its page, `/admin/` (docs/publishing.md):
 * Decap CMS's self-contained bundle, the chunks it loads on demand and its WebAssembly, all copied
 * from `node_modules/decap-cms/dist` (never loaded from a CDN), and the CMS configuration,
 * `admin/config.yml`. The development server answers them from there; the admin build
 * (`admin/vite.config.ts`) writes them into `dist/admin/`.
 */
import { createReadStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { parse } from 'yaml';

const DECAP_DIST = path.dirname(fileURLToPath(import.meta.resolve('decap-cms/dist/decap-cms.js')));

/** Decap CMS's runtime files: the bundle, its numbered chunks and its WebAssembly (no source maps). */
const isDecapFile = (name: string) => /^(?:\d+\.)?decap-cms\.js$/.test(name) || name.endsWith('.wasm');

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** The plugin; `configFile` is the CMS configuration to publish as `config.yml`. */
export function cmsFiles(configFile: string): Plugin {
  return {
    name: 'cms-files',
    configureServer(server) {
      server.middlewares.use('/admin', (request, response, next) => {
        const name = path.posix.basename(new URL(request.url ?? '/', 'http://localhost').pathname);
        if (!isDecapFile(name)) return next();
        response.setHeader('Content-Type', CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream');
        createReadStream(path.join(DECAP_DIST, name))
          .on('error', () => next())
          .pipe(response);
      });
    },
    async generateBundle() {
      for (const name of (await readdir(DECAP_DIST)).filter(isDecapFile)) {
        this.emitFile({ type: 'asset', fileName: name, source: await readFile(path.join(DECAP_DIST, name)) });
      }
      this.emitFile({ type: 'asset', fileName: 'config.yml', source: await readFile(configFile) });
    },
  };
}

/** The API each git host Decap CMS supports answers at by default (its `api_root`). */
const DEFAULT_API_ROOTS: Record<string, string> = {
  github: 'https://api.github.com',
  gitlab: 'https://gitlab.com/api/v4',
  gitea: 'https://try.gitea.io/api/v1',
  bitbucket: 'https://api.bitbucket.org/2.0',
};

/**
 * The origins the CMS fetches from, read from its configuration (`admin/config.yml`'s `backend`):
 * its git host's API (`api_root`, or the host's default) and, for GitLab's PKCE login, which
 * exchanges its code by `fetch`, the login's `base_url`. The CMS page's policy allows exactly these
 * (`adminHeaders` in `./host-config.ts`).
 * @throws {Error} when the file has no `backend.name` Decap CMS knows and no `api_root`.
 */
export async function cmsApiOrigins(configFile: string): Promise<string[]> {
  const config = parse(await readFile(configFile, 'utf8')) as {
    backend?: { name?: string; api_root?: string; base_url?: string; auth_type?: string };
  };
  const backend = config.backend ?? {};
  const apiRoot = backend.api_root ?? DEFAULT_API_ROOTS[backend.name ?? ''];
  if (!apiRoot)
    throw new Error(
      `${configFile}: backend.name ${JSON.stringify(backend.name)} has no known API; set backend.api_root`,
    );
  const origins = [new URL(apiRoot).origin];
  if (backend.auth_type === 'pkce' && backend.base_url) origins.push(new URL(backend.base_url).origin);
  return [...new Set(origins)];
}

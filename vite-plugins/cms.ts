/**
 * Vite plugins of the CMS page (docs/publishing.md). {@link cmsFiles} serves the CMS's own files
 * beside its page, `/admin/`:
 * Decap CMS's self-contained bundle, the chunks it loads on demand and its WebAssembly, all copied
 * from `node_modules/decap-cms/dist` (never loaded from a CDN), and the CMS configuration,
 * `admin/config.yml`. The development server answers them from there; the admin build
 * (`admin/vite.config.ts`) writes them into `dist/admin/`.
 */
import { createReadStream } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { parse } from 'yaml';
import { CMS_HOST_FILES, cmsHostFiles } from './host-config.ts';

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

/** `text` with the characters HTML gives meaning to written as references. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The site's `/admin/` page when the CMS has an origin of its own: a link there, in English and
 * Traditional Chinese (the CMS's two interface languages), under the site's own policy (no script,
 * no style: the browser's own, light or dark as the reader's system is), kept out of search
 * engines. It does not redirect: an editor sees where the CMS now lives and can bookmark it.
 * @param origin the CMS's origin, `https://…` (`cmsOrigin` in `./cms-origin.ts`)
 */
function cmsLinkPage(origin: string): string {
  const href = escapeHtml(`${origin}/`);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <meta name="color-scheme" content="light dark">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <title>Content manager · Lumen Pacific</title>
  </head>
  <body>
    <main>
      <h1>Content manager</h1>
      <p>The content manager has an address of its own: <a href="${href}">${href}</a></p>
      <p lang="zh-Hant">內容管理系統有其專屬網址：<a href="${href}">${href}</a></p>
    </main>
  </body>
</html>
`;
}

/** Where {@link cmsDeployable} writes, and what it reads. */
export interface CmsDeployableOptions {
  /** The CMS configuration, `admin/config.yml`: its git host decides the policy's API origins. */
  configFile: string;
  /** The build's output folder: the deployable. */
  outDir: string;
  /** The site's `/admin/` folder, replaced as a whole. */
  siteAdminDir: string;
  /** The CMS's own origin, or `undefined` to serve the CMS at the site's `/admin/`. */
  origin: string | undefined;
  /**
   * The site's icon, which the CMS names as `/favicon.svg` (its page and `logo_url`): on the
   * site's origin it is there already; the deployable gets a copy.
   */
  favicon: string;
}

/**
 * Vite plugin that finishes the CMS's build (`admin/vite.config.ts`): once the page and the CMS's
 * files are written, it adds the host files of the CMS as a deployable of its own
 * (`cmsHostFiles` in `./host-config.ts`), then fills the site's `/admin/` folder: with the CMS
 * itself when it has no origin of its own (the site's host rules give `/admin/` the CMS's policy),
 * else with {@link cmsLinkPage} alone, so that nothing of the CMS runs on the site's origin.
 */
export function cmsDeployable(options: CmsDeployableOptions): Plugin {
  return {
    name: 'cms-deployable',
    apply: 'build',
    async closeBundle() {
      const files = cmsHostFiles(await cmsApiOrigins(options.configFile));
      for (const [name, text] of files) await writeFile(path.join(options.outDir, name), text);
      const favicon = path.join(options.outDir, path.basename(options.favicon));
      await cp(options.favicon, favicon);
      await rm(options.siteAdminDir, { recursive: true, force: true });
      await mkdir(options.siteAdminDir, { recursive: true });
      if (options.origin !== undefined) {
        await writeFile(path.join(options.siteAdminDir, 'index.html'), cmsLinkPage(options.origin));
        return;
      }
      const ownOnly = new Set<string>([favicon, ...CMS_HOST_FILES.map((name) => path.join(options.outDir, name))]);
      await cp(options.outDir, options.siteAdminDir, { recursive: true, filter: (source) => !ownOnly.has(source) });
    },
  };
}

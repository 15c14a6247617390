/**
 * What the deployment suites share: the nginx server of `npm run serve:nginx` and the build it
 * serves, read from disk (every page, the inline code a CSP must allow).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where `npm run serve:nginx` serves dist/ (deploy/nginx.conf), and its `--tls` listener's host and port. */
export { NGINX_TLS_HOST, NGINX_URL } from '../../../scripts/deploy/nginx-local.mjs';

const DIST = path.resolve(import.meta.dirname, '../../../dist');

/** `dist/<file>`'s text. */
export function built(file: string): string {
  return readFileSync(path.join(DIST, file), 'utf8');
}

/** The URL path of every prerendered page but the not-found ones (`/`, `/zh/`, `/zh-TW/careers`). */
export function prerenderedPaths(): string[] {
  return (
    readdirSync(DIST, { recursive: true, encoding: 'utf8' })
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => file.endsWith('.html') && !/(^|\/)404\.html$/.test(file))
      // Not the kiosk's static pages (public/kiosk/), which are no app page.
      .filter((file) => built(file).includes('data-prerendered-path='))
      .map((file) => `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`)
      .sort()
  );
}

/** The first file under `dist/<folder>` whose name matches `pattern`, as a URL path. */
export function builtFile(folder: string, pattern: RegExp): string {
  const name = readdirSync(path.join(DIST, folder)).find((file) => pattern.test(file));
  if (!name) throw new Error(`No file matching ${pattern} in dist/${folder}`);
  return `/${folder}/${name}`;
}

/** Whether `npm run serve:nginx` loaded the brotli module (it writes this file when it does). */
export function servesBrotli(): boolean {
  return existsSync(path.resolve(import.meta.dirname, '../../../.nginx/modules.d/brotli.conf'));
}

/** A Content-Security-Policy's directives by name. */
export function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

/** `'sha256-…'` of every inline script that runs in `html` (not JSON data blocks). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

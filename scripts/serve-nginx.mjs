#!/usr/bin/env node
/**
 * `npm run serve:nginx`: serves the production build (dist/) with the repository's nginx
 * configuration (deploy/nginx.conf) on http://127.0.0.1:8080, in the foreground, as a server
 * would: pretty URLs, real 404s, the security headers and CSP the build wrote, caching and
 * compression (gzip, and brotli when the server has the module). Ctrl-C or SIGTERM stops it.
 *
 * Its files (the configuration it runs, logs, temporary files, pid) live in `.nginx/`, which git
 * ignores; nginx itself is the system's (Debian: `apt-get install nginx`, and
 * `libnginx-mod-http-brotli-filter` for brotli).
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const prefix = path.join(root, '.nginx');
const URL = 'http://127.0.0.1:8080';

/**
 * The nginx binary: on the PATH, or where Debian puts it (not on a normal user's PATH).
 * @returns {string | undefined}
 */
function findNginx() {
  for (const dir of [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin']) {
    const candidate = path.join(dir, 'nginx');
    if (dir && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** @param {string} message */
function fail(message) {
  console.error(`serve:nginx: ${message}`);
  process.exit(1);
}

const found = findNginx();
if (!found) fail('nginx is not installed (Debian and Ubuntu: sudo apt-get install nginx).');
const nginx = /** @type {string} */ (found);
if (!existsSync(path.join(root, 'dist', '_nginx.conf'))) fail('no build in dist/: run `npm run build` first.');

/** The brotli filter module's file, when this nginx has one (`--modules-path` of `nginx -V`). */
function brotliModule() {
  // `nginx -V` prints its build options on stderr.
  const details = spawnSync(nginx, ['-V'], { encoding: 'utf8' }).stderr ?? '';
  const modules = /--modules-path=(\S+)/.exec(details)?.[1];
  const file = modules && path.join(modules, 'ngx_http_brotli_filter_module.so');
  return file && existsSync(file) ? file : undefined;
}

rmSync(path.join(prefix, 'modules.d'), { recursive: true, force: true });
rmSync(path.join(prefix, 'http.d'), { recursive: true, force: true });
for (const dir of ['logs', 'temp', 'modules.d', 'http.d']) mkdirSync(path.join(prefix, dir), { recursive: true });
copyFileSync(path.join(root, 'deploy', 'nginx.conf'), path.join(prefix, 'nginx.conf'));
const brotli = brotliModule();
if (brotli) {
  writeFileSync(path.join(prefix, 'modules.d', 'brotli.conf'), `load_module ${brotli};\n`);
  copyFileSync(path.join(root, 'deploy', 'brotli.conf'), path.join(prefix, 'http.d', 'brotli.conf'));
}

// As root, nginx would hand requests to workers running as `nobody`, who may not read a checkout
// under a private folder; this server is for one user's testing.
const globals = ['daemon off;', ...(process.getuid?.() === 0 ? ['user root;'] : [])].join(' ');
const server = spawn(
  nginx,
  ['-p', `${prefix}/`, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', globals],
  {
    stdio: 'inherit',
  },
);
server.on('spawn', () =>
  console.log(`serve:nginx: dist/ at ${URL} with deploy/nginx.conf (gzip${brotli ? ', brotli' : ''}); Ctrl-C stops it`),
);
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // nginx's fast stop; a server that does not stop within 5 s is killed.
    server.kill('SIGTERM');
    setTimeout(() => server.kill('SIGKILL'), 5_000).unref();
  });
}

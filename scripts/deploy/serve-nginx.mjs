#!/usr/bin/env node
/**
 * `npm run serve:nginx`: serves the production build (dist/) with the repository's nginx
 * configuration (deploy/nginx.conf) on http://127.0.0.1:8080, in the foreground, as a server
 * would: pretty URLs, real 404s, the security headers and CSP the build wrote, caching and
 * compression (gzip, and brotli when the server has the module). Ctrl-C or SIGTERM stops it.
 *
 * With `--tls` it also serves https://localhost:8443, with a certificate of its own for
 * `localhost` and `127.0.0.1` (made once, with selfsigned, in `.nginx/tls/`), and answers plain
 * HTTP on that port with a redirect to HTTPS (nginx's status 497), so the HSTS header and the
 * redirect can be checked as a browser or the MDN HTTP Observatory sees them
 * (`npm run observatory`). Trust `.nginx/tls/cert.pem` to open it without a warning.
 *
 * `--root <folder> --port <port> --prefix <folder>` serve another build (a copy of dist/ with
 * later content, as the kiosk's tests publish) on another loopback port, with its files in another
 * prefix, beside the default server.
 *
 * Its files (the configuration it runs, logs, temporary files, pid) live in `.nginx/`, which git
 * ignores; nginx itself is the system's (Debian: `apt-get install nginx`, and
 * `libnginx-mod-http-brotli-filter` for brotli).
 */
import { spawn, spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { X509Certificate } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import selfsigned from 'selfsigned';
import {
  NGINX_PREFIX as defaultPrefix,
  NGINX_TLS_CERTIFICATE as TLS_CERTIFICATE,
  NGINX_TLS_HOST as TLS_HOST,
  NGINX_URL as URL,
} from './nginx-local.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: options } = parseArgs({
  options: {
    tls: { type: 'boolean', default: false },
    root: { type: 'string' },
    port: { type: 'string' },
    prefix: { type: 'string' },
  },
});
const tls = options.tls ?? false;
const served = path.resolve(options.root ?? path.join(root, 'dist'));
const port = options.port === undefined ? undefined : Number(options.port);
const prefix = options.prefix === undefined ? defaultPrefix : path.resolve(options.prefix);

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
if (!existsSync(path.join(served, '_nginx.conf'))) fail(`no build in ${served}: run \`npm run build\` first.`);
if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536))
  fail(`--port ${options.port} is no port.`);

/** The brotli filter module's file, when this nginx has one (`--modules-path` of `nginx -V`). */
function brotliModule() {
  // `nginx -V` prints its build options on stderr.
  const details = spawnSync(nginx, ['-V'], { encoding: 'utf8' }).stderr ?? '';
  const modules = /--modules-path=(\S+)/.exec(details)?.[1];
  const file = modules && path.join(modules, 'ngx_http_brotli_filter_module.so');
  return file && existsSync(file) ? file : undefined;
}

/**
 * The `--tls` server's key and certificate in `.nginx/tls/`: kept while valid for another day,
 * else made anew (EC P-256, SHA-256, a year, for `localhost` and `127.0.0.1`).
 */
async function ensureCertificate() {
  const key = path.join(prefix, 'tls', 'key.pem');
  if (existsSync(key) && existsSync(TLS_CERTIFICATE)) {
    const validTo = Date.parse(new X509Certificate(readFileSync(TLS_CERTIFICATE)).validTo);
    if (validTo > Date.now() + 24 * 3600_000) return;
  }
  const notAfterDate = new Date(Date.now() + 365 * 24 * 3600_000);
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  mkdirSync(path.dirname(key), { recursive: true });
  writeFileSync(key, pems.private, { mode: 0o600 });
  writeFileSync(TLS_CERTIFICATE, pems.cert);
}

for (const dir of ['modules.d', 'http.d', 'server.d']) rmSync(path.join(prefix, dir), { recursive: true, force: true });
for (const dir of ['logs', 'temp', 'modules.d', 'http.d', 'server.d'])
  mkdirSync(path.join(prefix, dir), { recursive: true });
// The configuration as it is for dist/ on 8080; another build or port is the one change.
const conf = readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8')
  .replaceAll('../dist', served)
  .replace('listen 127.0.0.1:8080;', `listen 127.0.0.1:${port ?? 8080};`);
writeFileSync(path.join(prefix, 'nginx.conf'), conf);
const brotli = brotliModule();
if (brotli) {
  writeFileSync(path.join(prefix, 'modules.d', 'brotli.conf'), `load_module ${brotli};\n`);
  copyFileSync(path.join(root, 'deploy', 'brotli.conf'), path.join(prefix, 'http.d', 'brotli.conf'));
}

if (tls) {
  await ensureCertificate();
  // Relative paths resolve against the prefix (.nginx/). A plain HTTP request on the TLS port is
  // nginx's status 497: answered with a redirect to the same address over HTTPS.
  writeFileSync(
    path.join(prefix, 'server.d', 'tls.conf'),
    [
      `listen 127.0.0.1:${TLS_HOST.split(':')[1]} ssl;`,
      'ssl_certificate tls/cert.pem;',
      'ssl_certificate_key tls/key.pem;',
      'error_page 497 =301 https://$host:$server_port$request_uri;',
      '',
    ].join('\n'),
  );
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
  console.log(
    `serve:nginx: ${path.relative(root, served) || '.'} at ${port === undefined ? URL : `http://127.0.0.1:${port}`}${tls ? ` and https://${TLS_HOST}` : ''} with deploy/nginx.conf (gzip${brotli ? ', brotli' : ''}); Ctrl-C stops it`,
  ),
);
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // nginx's fast stop; a server that does not stop within 5 s is killed.
    server.kill('SIGTERM');
    setTimeout(() => server.kill('SIGKILL'), 5_000).unref();
  });
}

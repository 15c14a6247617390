/**
 * Where `npm run serve:nginx` (scripts/deploy/serve-nginx.mjs) serves the build on this machine, for
 * the scripts and tests that talk to it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** nginx's prefix: the configuration it runs, logs, temporary files, pid (git ignores it). */
export const NGINX_PREFIX = path.join(root, '.nginx');

/** The plain HTTP address (deploy/nginx.conf's `listen`). */
export const NGINX_URL = 'http://127.0.0.1:8080';

/** Where `--tls` serves HTTPS (and redirects plain HTTP): a host name, as certificates expect. */
export const NGINX_TLS_HOST = 'localhost:8443';

/** The `--tls` server's certificate (self-signed), for a client to trust. */
export const NGINX_TLS_CERTIFICATE = path.join(NGINX_PREFIX, 'tls', 'cert.pem');

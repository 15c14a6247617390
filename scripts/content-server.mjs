// @ts-check
/**
 * `npm run content:serve`: a development content API on 127.0.0.1 that implements the
 * contract of DESIGN.md ("Content API (v1)") from the bundled files in `public/content/`, so the
 * live path can run without a backend. The app never imports this file.
 *
 *   GET /announcements?locale=L&page=P&pageSize=S[&category=C]
 *   GET /announcements/{id}?locale=L
 *   GET /careers?locale=L&page=P&pageSize=S
 *
 * Usage: node scripts/content-server.mjs [--port=8787] [--host=127.0.0.1]
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';

const CONTENT = path.resolve(import.meta.dirname, '../public/content');
const LOCALES = ['en', 'zh', 'zh-TW'];
const CATEGORIES = ['announcement', 'industry-policy', 'corporate-governance', 'information-disclosure', 'strategic-partnership'];

/** @param {import('node:http').ServerResponse} response @param {number} status @param {unknown} body */
function send(response, status, body) {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'access-control-allow-origin': '*',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

/** @param {string} file @returns {Promise<any[]>} */
async function readList(file) {
  return JSON.parse(await readFile(path.join(CONTENT, file), 'utf8'));
}

/**
 * Reads `locale`, `page` and `pageSize` as the contract states them.
 * @param {URLSearchParams} query
 * @returns {{ locale: string, page: number, pageSize: number } | string} the values, or the problem
 */
function listParams(query) {
  const locale = query.get('locale') ?? '';
  const page = Number(query.get('page') ?? '1');
  const pageSize = Number(query.get('pageSize') ?? '10');
  if (!LOCALES.includes(locale)) return `locale must be one of ${LOCALES.join(', ')}`;
  if (!Number.isInteger(page) || page < 1) return 'page must be an integer from 1';
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 50) return 'pageSize must be an integer from 1 to 50';
  return { locale, page, pageSize };
}

/** @param {any[]} items @param {number} page @param {number} pageSize */
function paged(items, page, pageSize) {
  const start = (page - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page, pageSize, total: items.length };
}

/** Handles one request; exported for tests. @type {import('node:http').RequestListener} */
export async function handle(request, response) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (request.method === 'OPTIONS') {
    response.writeHead(204, {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, OPTIONS',
      'access-control-allow-headers': 'Accept',
      'access-control-max-age': '600',
    });
    response.end();
    return;
  }
  if (request.method !== 'GET') return send(response, 405, { error: 'Only GET is supported' });
  try {
    if (url.pathname === '/announcements' || url.pathname === '/careers') {
      const params = listParams(url.searchParams);
      if (typeof params === 'string') return send(response, 400, { error: params });
      if (url.pathname === '/careers') {
        return send(response, 200, paged(await readList(`${params.locale}/careers.json`), params.page, params.pageSize));
      }
      const category = url.searchParams.get('category');
      if (category !== null && !CATEGORIES.includes(category)) return send(response, 400, { error: 'unknown category' });
      const all = await readList(`${params.locale}/announcements.json`);
      const items = category ? all.filter((item) => item.category === category) : all;
      return send(response, 200, paged(items, params.page, params.pageSize));
    }
    const detail = /^\/announcements\/([A-Za-z0-9._-]{1,128})$/.exec(url.pathname);
    if (detail) {
      const locale = url.searchParams.get('locale') ?? '';
      if (!LOCALES.includes(locale)) return send(response, 400, { error: `locale must be one of ${LOCALES.join(', ')}` });
      const id = detail[1] ?? '';
      const summary = (await readList(`${locale}/announcements.json`)).find((item) => item.id === id);
      if (!summary) return send(response, 404, { error: 'announcement not found' });
      const body = await readFile(path.join(CONTENT, locale, 'announcements', `${id}.md`), 'utf8');
      return send(response, 200, { ...summary, body });
    }
    return send(response, 404, { error: 'not found' });
  } catch (error) {
    return send(response, 500, { error: /** @type {Error} */ (error).message });
  }
}

/** Starts the server; resolves with it once it listens. @param {number} port @param {string} host */
export function startContentServer(port, host = '127.0.0.1') {
  const server = createServer((request, response) => void handle(request, response));
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '8787' }, host: { type: 'string', default: '127.0.0.1' } } });
  const port = Number(values.port);
  await startContentServer(port, values.host);
  console.log(`content server: http://${values.host}:${port} (from public/content)`);
}

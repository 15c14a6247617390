// @ts-check
/**
 * `npm run content:serve`: a development content API on 127.0.0.1 that implements the
 * contract of `docs/content-api.md` (§3) from the bundled files in `public/content/`, so the
 * live path can run without a backend. The app never imports this file.
 *
 *   GET /announcements?locale=L&page=P&pageSize=S[&category=C]
 *   GET /announcements/{id}?locale=L
 *   GET /careers?locale=L&page=P&pageSize=S
 *
 * Usage: node scripts/content/server.mjs [--port=8787] [--host=127.0.0.1] [--generate-announcements=N]
 *
 * `--generate-announcements=N` serves N generated announcements per locale instead of the bundled
 * ones (load tests: `npm run bench` scrolls a list of 5,000); see {@link generateAnnouncements}.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateSiteContent } from './build.mjs';

const CONTENT = path.resolve(import.meta.dirname, '../../public/content');
const LOCALES = ['en', 'zh', 'zh-TW'];
const CATEGORIES = [
  'announcement',
  'industry-policy',
  'corporate-governance',
  'information-disclosure',
  'strategic-partnership',
];

/** Where generated announcements start: the newest is dated this day, each next one a day earlier. */
const GENERATED_NEWEST = Date.UTC(2026, 11, 31);
const DAY_MS = 24 * 60 * 60 * 1000;
/** @typedef {{ title: (n: number) => string, summary: string, body: (n: number) => string }} GeneratedText */
/** @type {GeneratedText} */
const GENERATED_EN = {
  title: (n) => `Generated announcement no. ${n}`,
  summary: 'A generated announcement for load tests.',
  body: (n) =>
    `Generated announcement no. ${n}, served by the development content server for load tests.\n\nIt has no real content.`,
};
/** @type {Record<string, GeneratedText>} */
const GENERATED_TEXT = {
  en: GENERATED_EN,
  zh: {
    title: (n) => `生成公告第${n}号`,
    summary: '用于负载测试的生成公告。',
    body: (n) => `生成公告第${n}号，由开发内容服务器为负载测试提供。\n\n没有真实内容。`,
  },
  'zh-TW': {
    title: (n) => `生成公告第${n}號`,
    summary: '用於負載測試的生成公告。',
    body: (n) => `生成公告第${n}號，由開發內容伺服器為負載測試提供。\n\n沒有真實內容。`,
  },
};

/**
 * `count` contract-valid announcements in `locale`, newest first and the same on every call:
 * the i-th (from 0) is number `count - i` with id `generated-<number>`, dated `i` days before
 * 2026-12-31 (12:00 +08:00), its category cycling through the five.
 * @param {number} count
 * @param {string} locale `en`, `zh` or `zh-TW`
 * @returns {{ id: string, title: string, category: string, publishedAt: string, summary: string }[]}
 */
export function generateAnnouncements(count, locale) {
  const text = GENERATED_TEXT[locale] ?? GENERATED_EN;
  return Array.from({ length: count }, (_, index) => {
    const number = count - index;
    const day = new Date(GENERATED_NEWEST - index * DAY_MS).toISOString().slice(0, 10);
    return {
      id: `generated-${number}`,
      title: text.title(number),
      category: CATEGORIES[index % CATEGORIES.length] ?? 'announcement',
      publishedAt: `${day}T12:00:00+08:00`,
      summary: text.summary,
    };
  });
}

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

/**
 * @typedef {object} ContentServerOptions
 * @property {number} [generateAnnouncements] serve this many generated announcements per locale
 *   ({@link generateAnnouncements}) instead of the bundled ones
 */

/**
 * A request handler for the contract, on the bundled content or generated announcements.
 * @param {ContentServerOptions} [options]
 * @returns {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) =>
 *   Promise<void>}
 */
export function createHandler({ generateAnnouncements: generated } = {}) {
  /** @type {Map<string, ReturnType<typeof generateAnnouncements>>} */
  const cache = new Map();
  /** @param {string} locale @returns {Promise<any[]>} */
  const announcements = async (locale) => {
    if (!generated) return readList(`${locale}/announcements.json`);
    let list = cache.get(locale);
    if (!list) {
      list = generateAnnouncements(generated, locale);
      cache.set(locale, list);
    }
    return list;
  };
  /** @param {string} locale @param {string} id */
  const body = async (locale, id) =>
    generated
      ? (GENERATED_TEXT[locale] ?? GENERATED_EN).body(Number(id.replace('generated-', '')))
      : readFile(path.join(CONTENT, locale, 'announcements', `${id}.md`), 'utf8');

  return async (request, response) => {
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
          return send(
            response,
            200,
            paged(await readList(`${params.locale}/careers.json`), params.page, params.pageSize),
          );
        }
        const category = url.searchParams.get('category');
        if (category !== null && !CATEGORIES.includes(category))
          return send(response, 400, { error: 'unknown category' });
        const all = await announcements(params.locale);
        const items = category ? all.filter((item) => item.category === category) : all;
        return send(response, 200, paged(items, params.page, params.pageSize));
      }
      const detail = /^\/announcements\/([A-Za-z0-9._-]{1,128})$/.exec(url.pathname);
      if (detail) {
        const locale = url.searchParams.get('locale') ?? '';
        if (!LOCALES.includes(locale))
          return send(response, 400, { error: `locale must be one of ${LOCALES.join(', ')}` });
        const id = detail[1] ?? '';
        const summary = (await announcements(locale)).find((item) => item.id === id);
        if (!summary) return send(response, 404, { error: 'announcement not found' });
        return send(response, 200, { ...summary, body: await body(locale, id) });
      }
      return send(response, 404, { error: 'not found' });
    } catch (error) {
      return send(response, 500, { error: /** @type {Error} */ (error).message });
    }
  };
}

/** Handles one request on the bundled content; exported for tests. */
export const handle = createHandler();

/**
 * Starts the server; resolves with it once it listens.
 * @param {number} port 0 for a free one
 * @param {string} host
 * @param {ContentServerOptions} [options]
 * @returns {Promise<import('node:http').Server>}
 */
export function startContentServer(port, host = '127.0.0.1', options = {}) {
  const handler = createHandler(options);
  const server = createServer((request, response) => void handler(request, response));
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8787' },
      host: { type: 'string', default: '127.0.0.1' },
      'generate-announcements': { type: 'string' },
    },
  });
  const port = Number(values.port);
  const generated =
    values['generate-announcements'] === undefined ? undefined : Number(values['generate-announcements']);
  if (generated !== undefined && (!Number.isInteger(generated) || generated < 1 || generated > 1_000_000)) {
    console.error('--generate-announcements must be an integer from 1 to 1000000');
    process.exit(2);
  }
  // Serves the content as the build publishes it, from the sources as they are now.
  const published = await generateSiteContent();
  if (published.report) console.warn(`${published.report}\n(serving the files generated last)`);
  await startContentServer(port, values.host, generated ? { generateAnnouncements: generated } : {});
  console.log(
    `content server: http://${values.host}:${port} (${generated ? `${generated} generated announcements per locale` : 'from public/content'})`,
  );
}

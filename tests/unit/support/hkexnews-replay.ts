/**
 * HKEXnews replayed from the answers recorded in tests/fixtures/hkexnews, for the watcher's tests
 * (scripts/hkexnews/): the latest-filings feeds by file name, the title search of the issuer
 * (`02629`, HKEXnews' `stockId` 1000091234) and every filing's PDF.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/hkexnews');

/** The PDF every replayed filing answers with: a real one from the repository. */
const A_PDF = path.join(ROOT, 'public/documents/governance/list-of-directors-en.pdf');

/**
 * Answers `request` as HKEXnews would, where it is HKEXnews's:
 * - `…/ncms/json/eds/<name>` with the recorded answer of that name (404 without one), and any
 *   feed under `/broken/` with the malformed answer;
 * - `/listedco/….pdf` with {@link A_PDF}, but the files named in `missing` (`2026120400303.pdf`),
 *   which answer 404.
 * @returns `false`, having answered nothing, for any other path.
 */
export function answerAsHkexnews(
  request: IncomingMessage,
  response: ServerResponse,
  { missing = [], claimedRecords }: { missing?: readonly string[]; claimedRecords?: number } = {},
): boolean {
  const { pathname, searchParams } = new URL(request.url ?? '/', 'http://replay');
  const send = (file: string, type: string) =>
    void readFile(file).then(
      (body) => response.writeHead(200, { 'content-type': type }).end(body),
      () => response.writeHead(404).end('not found'),
    );
  if (pathname.startsWith('/listedco/')) {
    if (missing.includes(path.posix.basename(pathname))) response.writeHead(404).end('not found');
    else send(A_PDF, 'application/pdf');
    return true;
  }
  if (pathname === '/search/prefix.do') {
    if (searchParams.get('name') === '02629')
      send(path.join(FIXTURES, 'title-search/prefix-02629.jsonp'), 'text/javascript');
    else response.writeHead(200, { 'content-type': 'text/javascript' }).end('callback({"more":"0","stockInfo":[]});');
    return true;
  }
  if (pathname === '/search/titleSearchServlet.do') {
    void titleSearch(searchParams, claimedRecords).then((body) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
    );
    return true;
  }
  if (!pathname.includes('/ncms/json/eds/')) return false;
  const name = pathname.startsWith('/broken/') ? 'malformed-relsde_1.json' : path.posix.basename(pathname);
  send(path.join(FIXTURES, name), 'application/json');
  return true;
}

/**
 * The title search's recorded answer for the language and stock asked; with `claimedRecords`, it
 * claims that many matches, more than `rowRange` asks for, as a busy issuer's would, until asked
 * for all of them.
 */
async function titleSearch(
  query: URLSearchParams,
  claimedRecords: number | undefined,
): Promise<Record<string, unknown>> {
  if (query.get('stockId') !== '1000091234') {
    return { result: null, hasNextRow: false, rowRange: Number(query.get('rowRange')), loadedRecord: 0, recordCnt: 0 };
  }
  const file = query.get('lang') === 'ZH' ? 'titlesearch-zh.json' : 'titlesearch-en.json';
  const answer = JSON.parse(await readFile(path.join(FIXTURES, 'title-search', file), 'utf8')) as Record<
    string,
    unknown
  >;
  if (claimedRecords === undefined) return answer;
  const more = Number(query.get('rowRange')) < claimedRecords;
  return { ...answer, hasNextRow: more, recordCnt: claimedRecords };
}

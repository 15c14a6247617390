// @ts-check
/**
 * Five years of the issuer's filings on HKEXnews against the website: each filing missing from the
 * website, each language missing, each PDF whose size differs. The Listing Rules ask the issuer to
 * keep every announcement on its own website for five years (Main Board rule 2.07C(6), GEM rule
 * 16.19), in English and Chinese.
 *
 * HKEXnews' title search, as its own search page calls it (undocumented; read the way public
 * clients read it):
 * - `/search/prefix.do?callback=callback&lang=EN&type=A&name=<code>&market=SEHK` answers JSONP,
 *   `callback({"stockInfo":[{"stockId":7609,"code":"00700","name":"…"}]})`: the issuer's internal
 *   `stockId` (a stock code passed in its place finds another issuer's filings);
 * - `/search/titleSearchServlet.do?…&stockId=<id>&fromDate=YYYYMMDD&toDate=YYYYMMDD&rowRange=<n>&lang=EN|ZH`
 *   answers `{"result":"<JSON text of the records>","hasNextRow":…,"recordCnt":…}`, newest first;
 *   `rowRange` is how many of the first records to send (there is no page), so more is asked for
 *   by asking for them all. Each record has `NEWS_ID`, `TITLE` (HTML), `DATE_TIME`
 *   (`dd/mm/yyyy HH:MM`, Hong Kong time), `FILE_LINK`, `FILE_TYPE`, `FILE_INFO` (`127KB`),
 *   `LONG_TEXT` (the headline category) and `STOCK_CODE` (several joined by `<br/>`).
 *
 * A filing is found on the website by the id its draft gets (`announcementId`), else by its
 * minute and English title; an announcement there is compared with its PDFs' sizes in bytes
 * (`sizeBytes`, which the build writes) against HKEXnews' rounded kilobytes.
 */
import * as z from 'zod';
import { draftOf } from './draft.mjs';
import { issuerFilings, pairFilings, plainText, toFiling } from './filings.mjs';
import { documentPathSchema, HKEXNEWS_ORIGIN, readAnswer, releaseTimeSchema } from './latest.mjs';
import { readWebsiteList } from './website.mjs';

/** How far back the website must hold the issuer's announcements (the Listing Rules, as above). */
export const RETENTION_YEARS = 5;
/** The most records one title search is asked for; public clients report HKEXnews' ceiling near 10,000. */
const MAX_ROWS = 10_000;
/** The first request's rows: five years of a busy issuer's filings. */
const FIRST_ROWS = 2_000;

const stockInfoSchema = z.object({
  stockInfo: z.array(z.object({ stockId: z.number().int().nonnegative(), code: z.string(), name: z.string() })),
});

const titleSearchRecordSchema = z.object({
  NEWS_ID: z.string().regex(/^\d+$/),
  TITLE: z.string(),
  DATE_TIME: releaseTimeSchema,
  FILE_LINK: documentPathSchema,
  FILE_TYPE: z.string(),
  FILE_INFO: z.string(),
  LONG_TEXT: z.string(),
  STOCK_CODE: z.string(),
  STOCK_NAME: z.string(),
});

/** A title search's answer: `result` is the records as JSON text, `null`, "null" or "" for none. */
const titleSearchSchema = z.object({
  result: z
    .union([z.string(), z.null()])
    .transform((text, context) => {
      const trimmed = text?.trim() ?? '';
      if (trimmed === '' || trimmed === 'null') return [];
      try {
        return /** @type {unknown} */ (JSON.parse(trimmed));
      } catch {
        context.issues.push({ code: 'custom', message: 'is not JSON text', input: text });
        return z.NEVER;
      }
    })
    .pipe(z.array(titleSearchRecordSchema)),
  hasNextRow: z.boolean(),
  recordCnt: z.number().int().nonnegative(),
});

/**
 * @typedef {object} Gap
 * @property {'missing' | 'missing language' | 'size differs'} kind
 * @property {string} id the announcement's id (on the website, or the one its draft would get)
 * @property {string} releasedAt HKEXnews' minute, `YYYY-MM-DDTHH:MM:00+08:00`
 * @property {string} detail what differs, in words
 */

/** `YYYYMMDD` of a Hong Kong calendar day `days` before `now`'s. */
function hongKongDay(/** @type {Date} */ now, days = 0) {
  return new Date(now.getTime() + 8 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
}

/**
 * The issuer's internal id on HKEXnews' title search.
 * @param {{ source: string, stock: string, fetch: typeof fetch }} options
 * @returns {Promise<number>}
 * @throws {import('./latest.mjs').HkexnewsAnswerError} when the answer is not of the expected shape
 * @throws {Error} when HKEXnews lists no stock of that code
 */
export async function stockIdOf({ source, stock, fetch: fetchFn }) {
  const code = stock.padStart(5, '0');
  const url = `${source.replace(/\/+$/, '')}/search/prefix.do?callback=callback&lang=EN&type=A&name=${code}&market=SEHK`;
  const answer = await readAnswer(url, fetchFn, stockInfoSchema, (text) =>
    JSON.parse(
      text
        .trim()
        .replace(/^callback\(/, '')
        .replace(/\);?$/, ''),
    ),
  );
  const found = answer.stockInfo.find((info) => info.code === code);
  if (!found) throw new Error(`HKEXnews lists no stock ${code} (${url})`);
  return found.stockId;
}

/**
 * The issuer's filings in one language from `from` to `to`, every one of them.
 * @param {{ source: string, stock: string, stockId: number, from: string, to: string, language: 'en' | 'zh-Hant', fetch: typeof fetch }} options
 * @returns {Promise<import('./filings.mjs').Filing[]>} newest first
 * @throws {import('./latest.mjs').HkexnewsAnswerError} when an answer is not of the expected shape
 */
export async function titleSearch({ source, stock, stockId, from, to, language, fetch: fetchFn }) {
  const url = (/** @type {number} */ rows) => {
    const query = new URLSearchParams({
      sortDir: '0',
      sortByOptions: 'DateTime',
      category: '0',
      market: 'SEHK',
      stockId: String(stockId),
      documentType: '-1',
      fromDate: from,
      toDate: to,
      title: '',
      searchType: '0',
      t1code: '-2',
      t2Gcode: '-2',
      t2code: '-2',
      rowRange: String(rows),
      lang: language === 'en' ? 'EN' : 'ZH',
    });
    return `${source.replace(/\/+$/, '')}/search/titleSearchServlet.do?${query}`;
  };
  let answer = await readAnswer(url(FIRST_ROWS), fetchFn, titleSearchSchema);
  if (answer.hasNextRow && answer.recordCnt > FIRST_ROWS) {
    answer = await readAnswer(url(Math.min(answer.recordCnt, MAX_ROWS)), fetchFn, titleSearchSchema);
  }
  const seen = new Set();
  const filings = answer.result
    .filter((record) => !seen.has(record.NEWS_ID) && seen.add(record.NEWS_ID))
    .map((record) =>
      toFiling(
        {
          newsId: record.NEWS_ID,
          title: record.TITLE,
          relTime: record.DATE_TIME,
          webPath: record.FILE_LINK,
          ext: record.FILE_TYPE,
          size: record.FILE_INFO,
          sTxt: record.LONG_TEXT,
          lTxt: record.LONG_TEXT,
          t1Code: 'NaN',
          t2Code: 'NaN',
          stock: record.STOCK_CODE.split(/<br\s*\/?>/i).map((sc) => ({ sc: sc.trim(), sn: '' })),
        },
        language,
      ),
    );
  // A placeholder for a filing in the other language only is no filing of this one.
  return issuerFilings(filings, stock).filter((filing) => filing.extension === 'pdf');
}

/** Bytes HKEXnews' `127KB` or `1.2MB` stands for, or `undefined`. */
function bytesOf(/** @type {string} */ size) {
  const match = /^(\d+(?:\.\d+)?)\s*(KB|MB)$/i.exec(size.trim());
  if (!match) return undefined;
  return Number(match[1]) * (match[2]?.toUpperCase() === 'MB' ? 1024 * 1024 : 1024);
}

/** Whether the website's `bytes` and HKEXnews' rounded `size` differ by more than its rounding. */
function sizesDiffer(/** @type {number} */ bytes, /** @type {string} */ size) {
  const stated = bytesOf(size);
  if (stated === undefined) return false;
  const unit = /MB/i.test(size) ? 1024 * 1024 * 0.1 : 1024;
  return Math.abs(bytes - stated) > unit;
}

const titleKey = (/** @type {string} */ releasedAt, /** @type {string} */ title) =>
  `${releasedAt.slice(0, 16)}|${plainText(title).toLowerCase()}`;

/**
 * The gaps between HKEXnews and the website, oldest first.
 * @param {{ source?: string, stock: string, site: string, now: Date, fetch?: typeof fetch }} options
 * @returns {Promise<{ from: string, filings: number, gaps: Gap[] }>} `from`: the first day searched, `YYYYMMDD`
 * @throws {import('./latest.mjs').HkexnewsAnswerError} when HKEXnews answers in another shape
 * @throws {Error} when the website's lists cannot be read
 */
export async function findGaps(options) {
  const { source = HKEXNEWS_ORIGIN, stock, site, now } = options;
  const fetchFn = options.fetch ?? fetch;
  const stockId = await stockIdOf({ source, stock, fetch: fetchFn });
  const from = hongKongDay(now, Math.ceil(RETENTION_YEARS * 365.25));
  const to = hongKongDay(now);
  const search = (/** @type {'en' | 'zh-Hant'} */ language) =>
    titleSearch({ source, stock, stockId, from, to, language, fetch: fetchFn });
  const english = await search('en');
  const chinese = await search('zh-Hant');
  const live = {
    en: await readWebsiteList(site, 'en', fetchFn),
    'zh-TW': await readWebsiteList(site, 'zh-TW', fetchFn),
  };
  const byId = new Map(live.en.map((item) => [item.id, item]));
  const byTitle = new Map(live.en.map((item) => [titleKey(item.publishedAt, item.title), item]));
  const chineseIds = new Set(live['zh-TW'].map((item) => item.id));
  /** @type {Gap[]} */
  const gaps = [];
  const pairs = pairFilings(english, chinese);
  for (const pair of [...pairs].reverse()) {
    const draft = draftOf(pair);
    const first = /** @type {import('./filings.mjs').Filing} */ (pair.english ?? pair.chinese);
    const found = byId.get(draft.id) ?? (pair.english && byTitle.get(titleKey(first.releasedAt, pair.english.title)));
    const where = { releasedAt: first.releasedAt };
    if (!found) {
      const ids = [pair.english?.newsId, pair.chinese?.newsId].filter(Boolean).join(', ');
      gaps.push({ kind: 'missing', id: draft.id, ...where, detail: `HKEXnews ${ids} is not on the website` });
      continue;
    }
    if (!chineseIds.has(found.id)) {
      gaps.push({ kind: 'missing language', id: found.id, ...where, detail: 'no Traditional Chinese (zh-TW) version' });
    }
    for (const filing of [pair.english, pair.chinese]) {
      if (!filing) continue;
      const attachment = found.attachments?.find((candidate) => candidate.language === filing.language);
      if (!attachment) {
        gaps.push({
          kind: 'missing language',
          id: found.id,
          ...where,
          detail: `no ${filing.language === 'en' ? 'English' : 'Chinese'} PDF (HKEXnews ${filing.newsId}, ${filing.size})`,
        });
      } else if (attachment.sizeBytes !== undefined && sizesDiffer(attachment.sizeBytes, filing.size)) {
        gaps.push({
          kind: 'size differs',
          id: found.id,
          ...where,
          detail: `the ${filing.language === 'en' ? 'English' : 'Chinese'} PDF is ${attachment.sizeBytes} bytes; HKEXnews ${filing.newsId} is ${filing.size}`,
        });
      }
    }
  }
  return { from, filings: pairs.length, gaps };
}

/**
 * The gaps as a Markdown report, for the terminal and a GitHub Actions run's summary.
 * @param {{ from: string, filings: number, gaps: readonly Gap[] }} result
 * @param {string} stock
 */
export function gapsReport({ from, filings, gaps }, stock) {
  const since = `${from.slice(0, 4)}-${from.slice(4, 6)}-${from.slice(6, 8)}`;
  const lines = [`## HKEXnews against the website: ${stock}, since ${since}`, ''];
  if (!gaps.length) return [...lines, `All ${filings} filings are on the website, in both languages.`].join('\n');
  lines.push(`${gaps.length} gap(s) in ${filings} filings:`, '', '| Released | Announcement | Gap |', '|---|---|---|');
  for (const gap of gaps) {
    const cell = (/** @type {string} */ text) => text.replaceAll('|', '\\|');
    lines.push(
      `| ${gap.releasedAt.slice(0, 16).replace('T', ' ')} | ${cell(gap.id)} | ${gap.kind}: ${cell(gap.detail)} |`,
    );
  }
  return lines.join('\n');
}

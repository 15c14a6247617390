// @ts-check
/**
 * HKEXnews' latest listed-company filings, as its own pages load them: JSON files under
 * `/ncms/json/eds/`, one list per market, period and language, in pages
 * (`lci<market><days>rels<language>_<page>.json`). The format is undocumented, so every answer is
 * checked against {@link latestPageSchema} before anything is read from it, and an answer of
 * another shape stops the run with the URL and the field ({@link HkexnewsAnswerError}): the
 * watcher writes nothing then, rather than a draft built from a misread filing.
 *
 * What each field holds, as HKEXnews' own pages use it: `newsId` (the filing), `title` (HTML:
 * entities, `<br/>`), `relTime` (`dd/mm/yyyy HH:MM`, Hong Kong time), `webPath` (the document,
 * from the site's root), `ext` and `size` (`127KB`), `sTxt` and `lTxt` (the headline category's
 * short and long names), `t1Code` and `t2Code` (its codes, or `NaN`), and `stock` (every stock code
 * and short name the filing is for).
 */
import * as z from 'zod';

/** HKEXnews' address; the watcher's `--source` replaces it (a test's replay server). */
export const HKEXNEWS_ORIGIN = 'https://www1.hkexnews.hk';

/** The markets of the Hong Kong exchange, as the feeds name them: the Main Board and GEM. */
export const MARKETS = /** @type {const} */ (['sehk', 'gem']);
/** @typedef {(typeof MARKETS)[number]} Market */

/** The feeds' languages: English (`e`) and Chinese (`c`, Traditional, as the issuer files it). */
export const FEED_LANGUAGES = /** @type {const} */ ({ en: 'e', 'zh-Hant': 'c' });
/** @typedef {keyof typeof FEED_LANGUAGES} FeedLanguage */

/**
 * How many days back a feed reaches: `1` (today) or `7` (the last seven days). The watcher reads
 * seven, so a run after a pause still finds what was filed meanwhile.
 */
export const FEED_DAYS = /** @type {const} */ ([1, 7]);
/** @typedef {(typeof FEED_DAYS)[number]} FeedDays */

/**
 * The market a stock code trades on: GEM's codes are 8000 to 8999 (HKEX's stock code allocation
 * plan), everything else the watcher meets is the Main Board's.
 * @param {string} stockCode digits, with or without leading zeros
 * @returns {Market}
 */
export function marketOf(stockCode) {
  const code = Number(stockCode);
  return code >= 8000 && code <= 8999 ? 'gem' : 'sehk';
}

/**
 * The address of one page of a feed.
 * @param {string} source HKEXnews' origin, or a replay server's
 * @param {{ market: Market, days: FeedDays, language: FeedLanguage, page: number }} feed
 */
export function latestPageUrl(source, { market, days, language, page }) {
  return `${source.replace(/\/+$/, '')}/ncms/json/eds/lci${market}${days}relsd${FEED_LANGUAGES[language]}_${page}.json`;
}

/** A number, given as one or as its decimal digits (HKEXnews writes both). */
const count = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/).transform(Number)]);

/** A release time as HKEXnews writes it, `dd/mm/yyyy HH:MM` in Hong Kong time. */
export const releaseTimeSchema = z.string().regex(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/, 'is not dd/mm/yyyy HH:MM');
/** A document's path on HKEXnews, from its root (`/listedco/…/x.pdf`). */
export const documentPathSchema = z.string().regex(/^\/[^\s?#]+$/, 'is not a path from the site’s root');

/** A filing as a feed lists it. */
export const latestFilingSchema = z.object({
  newsId: z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative().transform(String)]),
  title: z.string(),
  relTime: releaseTimeSchema,
  webPath: documentPathSchema,
  ext: z.string(),
  size: z.string(),
  sTxt: z.string(),
  lTxt: z.string(),
  t1Code: z.string(),
  t2Code: z.string(),
  stock: z.array(z.object({ sc: z.string(), sn: z.string() })).min(1),
});
/** @typedef {z.infer<typeof latestFilingSchema>} LatestFiling */

/** One page of a feed: its filings, and how many pages the feed has. */
export const latestPageSchema = z.object({
  maxNumOfFile: count,
  newsInfoLst: z.array(latestFilingSchema),
});

/**
 * An answer from HKEXnews whose shape is not the one expected: its address and the first field
 * that did not match, so that whoever runs the watcher can see what HKEXnews changed.
 */
export class HkexnewsAnswerError extends Error {
  /**
   * @param {string} url
   * @param {string} field the field's path (`newsInfoLst.3.relTime`), or `(answer)` for the whole
   * @param {string} problem
   */
  constructor(url, field, problem) {
    super(`${url}: ${field} ${problem}`);
    this.name = 'HkexnewsAnswerError';
    this.url = url;
    this.field = field;
  }
}

/**
 * Reads one answer from HKEXnews, checked against `schema`.
 * @template {z.ZodType} S
 * @param {string} url
 * @param {typeof fetch} fetchFn
 * @param {S} schema
 * @param {(text: string) => unknown} [decode] the body's text to a value; JSON by default
 * @returns {Promise<z.infer<S>>}
 * @throws {HkexnewsAnswerError} when the answer is not 200, cannot be decoded, or is not of the expected shape
 */
export async function readAnswer(url, fetchFn, schema, decode = (text) => JSON.parse(text)) {
  let response;
  try {
    response = await fetchFn(url, { headers: { accept: 'application/json' } });
  } catch (error) {
    throw new HkexnewsAnswerError(url, '(answer)', `could not be fetched: ${/** @type {Error} */ (error).message}`);
  }
  if (!response.ok) throw new HkexnewsAnswerError(url, '(answer)', `answered ${response.status}`);
  /** @type {unknown} */
  let body;
  try {
    body = decode(await response.text());
  } catch {
    throw new HkexnewsAnswerError(url, '(answer)', 'is not JSON');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.length ? issue.path.map(String).join('.') : '(answer)';
    throw new HkexnewsAnswerError(url, field, issue?.message ?? 'does not match');
  }
  return parsed.data;
}

/**
 * Every filing of one feed: its first page, then each further page up to `maxNumOfFile`.
 * @param {{ source?: string, market: Market, days?: FeedDays, language: FeedLanguage, fetch?: typeof fetch }} options
 * @returns {Promise<LatestFiling[]>} in the feed's order (newest first)
 * @throws {HkexnewsAnswerError} on the first page that is not of the expected shape
 */
export async function readLatestFilings(options) {
  const { source = HKEXNEWS_ORIGIN, market, days = 7, language } = options;
  const fetchFn = options.fetch ?? fetch;
  const url = (/** @type {number} */ page) => latestPageUrl(source, { market, days, language, page });
  const first = await readAnswer(url(1), fetchFn, latestPageSchema);
  const filings = [...first.newsInfoLst];
  for (let page = 2; page <= first.maxNumOfFile; page += 1)
    filings.push(...(await readAnswer(url(page), fetchFn, latestPageSchema)).newsInfoLst);
  return filings;
}

// @ts-check
/**
 * A filing pair from HKEXnews (`./filings.mjs`) as the announcement entry a person reviews in the
 * CMS: the three files Decap CMS keeps for an announcement (`content/announcements/<locale>/<id>.md`,
 * `admin/config.yml`: front matter, then the text) and its two PDFs under
 * `public/documents/announcements/`, named as the content guards require
 * (`vite-plugins/content/generate.ts`).
 *
 * - The id is the release date and the English title (`2026-12-04-announcement-of-interim-results…`).
 * - `publishedAt` is HKEXnews' minute, `+08:00`.
 * - The category comes from HKEXnews' headline category through `./headline-categories.json`; a
 *   code not in it gives `announcement` and a flag.
 * - Simplified Chinese is derived from the Traditional Chinese with OpenCC (Hong Kong to Mainland,
 *   `opencc-js`), and says so (`convertedFrom: zh-TW`), so a reviewer sees which text no person
 *   wrote. HKEX requires English and Chinese; Simplified Chinese is a courtesy.
 * - `hkexnewsId` holds HKEXnews' id of each language's filing, so that the watcher never creates a
 *   second draft of one filing.
 */
import { readFileSync } from 'node:fs';
import { stringify } from 'yaml';
import { CONVERTED_FROM, CONVERTED_FROM_FIELD, toSimplified } from '../content/simplified.mjs';

/** @typedef {import('./filings.mjs').Filing} Filing */
/** @typedef {import('./filings.mjs').FilingPair} FilingPair */
/** @typedef {'announcement' | 'industry-policy' | 'corporate-governance' | 'information-disclosure' | 'strategic-partnership'} Category */

/**
 * HKEXnews' headline codes and the website's categories (`./headline-categories.json`).
 * @typedef {{ tierTwo: Record<string, Category>, tierOne: Record<string, Category> }} CategoryTable
 */

/** The table in the repository. */
export const HEADLINE_CATEGORIES = /** @type {CategoryTable} */ (
  JSON.parse(readFileSync(new URL('./headline-categories.json', import.meta.url), 'utf8'))
);

/** Longest id the content accepts (`contentId` in `src/lib/content/schemas.ts`), less room for a suffix. */
const MAX_ID_LENGTH = 96;

/** Where an announcement's PDFs go, as a site path and in the repository. */
const DOCUMENTS = '/documents/announcements';

/**
 * An announcement's id: its Hong Kong release date and its English title in lower-case ASCII
 * words joined by hyphens, cut at a word to at most {@link MAX_ID_LENGTH} characters.
 * @param {string} releasedAt `YYYY-MM-DDTHH:MM:SS+08:00`
 * @param {string} englishTitle
 */
export function announcementId(releasedAt, englishTitle) {
  const words = englishTitle
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let id = releasedAt.slice(0, 10);
  for (const word of words) {
    if (id.length + 1 + word.length > MAX_ID_LENGTH) break;
    id += `-${word}`;
  }
  return id;
}

/**
 * The website's category for a headline category, and a flag when the table does not have it.
 * @param {Filing['headline']} headline
 * @param {CategoryTable} [table]
 * @returns {{ category: Category, flag: string | undefined }}
 */
export function siteCategory(headline, table = HEADLINE_CATEGORIES) {
  const mapped =
    (headline.tierTwo && table.tierTwo[headline.tierTwo]) ?? (headline.tierOne && table.tierOne[headline.tierOne]);
  if (mapped) return { category: mapped, flag: undefined };
  const codes = [headline.tierOne, headline.tierTwo].map((code) => code ?? 'none').join('/');
  return {
    category: 'announcement',
    flag: `HKEXnews' headline category "${headline.name}" (${codes}) is not in scripts/hkexnews/headline-categories.json: choose the category, and add the code there.`,
  };
}

/** The texts a draft starts with, by language: the PDF holds the announcement itself. */
const BODY = {
  en: 'Please refer to the full announcement in the PDF below.',
  'zh-TW': '詳情請參閱下方的公告全文（PDF）。',
};

/**
 * A draft's files and what a person must look at.
 * @typedef {object} Draft
 * @property {string} id
 * @property {Map<string, string>} entries the three Markdown files, by path in the repository
 * @property {Map<string, string>} documents the PDFs' paths in the repository, by HKEXnews' path
 * @property {Record<'en' | 'zh-Hant', string>} hkexnewsId HKEXnews' id of each language's filing
 * @property {string[]} flags what a person must check or do, in plain sentences
 */

/**
 * The draft of a filing pair.
 * @param {FilingPair} pair
 * @param {CategoryTable} [table]
 * @returns {Draft}
 * @throws {Error} when the pair has neither language (never from `pairFilings`)
 */
export function draftOf(pair, table = HEADLINE_CATEGORIES) {
  const lead = pair.english ?? pair.chinese;
  if (!lead) throw new Error('A filing pair without a filing');
  const flags = [];
  if (pair.unpaired) flags.push(`Only one language was found on HKEXnews (${pair.unpaired}): add the other.`);
  const englishTitle = pair.english?.title ?? '';
  const chineseTitle = pair.chinese?.title ?? '';
  const id = announcementId(lead.releasedAt, englishTitle || `hkexnews ${lead.newsId}`);
  const { category, flag } = siteCategory(lead.headline, table);
  if (flag) flags.push(flag);
  /** @type {Map<string, string>} */
  const documents = new Map();
  const filing = (/** @type {Filing | undefined} */ source, /** @type {string} */ suffix) => {
    if (!source) return undefined;
    const sitePath = `${DOCUMENTS}/${id}${suffix}.pdf`;
    documents.set(source.documentPath, `public${sitePath}`);
    return sitePath;
  };
  const filingEnglish = filing(pair.english, '');
  const filingChinese = filing(pair.chinese, '-tc');
  for (const source of [pair.english, pair.chinese]) {
    if (source && source.extension !== 'pdf')
      flags.push(`HKEXnews gives ${source.documentPath} as ${source.extension}, not a PDF.`);
  }
  const hkexnewsId = { en: pair.english?.newsId ?? '', 'zh-Hant': pair.chinese?.newsId ?? '' };
  const shared = {
    category,
    publishedAt: lead.releasedAt,
    ...(filingEnglish ? { filingEnglish } : {}),
    ...(filingChinese ? { filingChinese } : {}),
    hkexnewsId,
  };
  const file = (/** @type {Record<string, unknown>} */ fields, /** @type {string} */ body) =>
    `---\n${stringify(fields, { lineWidth: 0 })}---\n\n${body}\n`;
  const path = (/** @type {string} */ locale) => `content/announcements/${locale}/${id}.md`;
  const entries = new Map([
    [path('en'), file({ id, title: englishTitle, ...shared }, BODY.en)],
    [path('zh-TW'), file({ id, title: chineseTitle, ...shared }, BODY['zh-TW'])],
    [
      path('zh'),
      file(
        { id, title: toSimplified(chineseTitle), ...shared, [CONVERTED_FROM_FIELD]: CONVERTED_FROM },
        toSimplified(BODY['zh-TW']),
      ),
    ],
  ]);
  return { id, entries, documents, hkexnewsId, flags };
}

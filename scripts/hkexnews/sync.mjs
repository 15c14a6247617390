// @ts-check
/**
 * `npm run hkexnews -- sync`: the issuer's new filings on HKEXnews become CMS drafts
 * (docs/publishing.md, "HKEXnews filings as drafts"). It reads both languages' latest-filings feeds
 * (`./latest.mjs`) before it writes anything, keeps the issuer's filings and pairs them
 * (`./filings.mjs`), and for each pair whose filings no announcement on the default branch and no
 * draft holds yet, downloads both PDFs and adds the draft (`./draft.mjs`): in a local working copy
 * as decap-server keeps drafts (`./local-drafts.mjs`), or on GitHub as Decap CMS's `github`
 * backend does (`./github-drafts.mjs`).
 *
 * One line per filing pair: `created`, `already there` or `skipped` with the reason. A feed of
 * another shape stops the run before any draft is written; a PDF that cannot be had skips its
 * filing only.
 */
import { draftOf } from './draft.mjs';
import { issuerFilings, pairFilings, toFiling } from './filings.mjs';
import { addGitHubDraft, knownFilingIdsOnGitHub } from './github-drafts.mjs';
import { HKEXNEWS_ORIGIN, marketOf, readLatestFilings } from './latest.mjs';
import { addLocalDraft, knownFilingIds } from './local-drafts.mjs';

/** The largest PDF the watcher downloads, in bytes: HKEXnews' own limit for a document is far below. */
export const MAX_PDF_BYTES = 50 * 1024 * 1024;

/**
 * Downloads one of HKEXnews' documents and checks that it is a PDF.
 * @param {string} url
 * @param {typeof fetch} fetchFn
 * @returns {Promise<Buffer>}
 * @throws {Error} naming the URL when it does not answer 200, is too large or is not a PDF
 */
export async function downloadPdf(url, fetchFn) {
  const response = await fetchFn(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const declared = Number(response.headers.get('content-length'));
  if (declared > MAX_PDF_BYTES) throw new Error(`${url} is larger than ${MAX_PDF_BYTES} bytes`);
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length > MAX_PDF_BYTES) throw new Error(`${url} is larger than ${MAX_PDF_BYTES} bytes`);
  // A PDF starts with its header (ISO 32000-2, 7.5.2).
  if (!body.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw new Error(`${url} is not a PDF`);
  return body;
}

/**
 * One line of the run's report.
 * @typedef {{ outcome: 'created' | 'already there' | 'skipped', id: string, detail: string }} SyncLine
 */

/**
 * Where drafts go: what filings it holds already, and how a draft is added (its branch's name back).
 * @typedef {object} DraftStore
 * @property {() => Promise<Set<string>>} known HKEXnews' filing ids the default branch and the drafts hold
 * @property {(draft: { slug: string, files: ReadonlyMap<string, string | Buffer>, message: string, notes: readonly string[] }) => Promise<string>} add
 */

/**
 * Drafts in a local git working copy, on branches from `base`.
 * @param {string} repo
 * @param {string} [base]
 * @returns {DraftStore}
 */
export function localStore(repo, base = 'main') {
  return {
    known: () => Promise.resolve(knownFilingIds(repo, base)),
    add: ({ slug, files, message }) => Promise.resolve(addLocalDraft(repo, { base, slug, files, message })),
  };
}

/**
 * Drafts on GitHub as branches, pull requests and labels.
 * @param {import('./github-drafts.mjs').GitHubTarget} target
 * @param {Date} [now] the clock: the default branch's announcements of the last eight days are compared
 * @returns {DraftStore}
 */
export function gitHubStore(target, now = new Date()) {
  const since = new Date(now.getTime() - 8 * 86_400_000).toISOString().slice(0, 10);
  return {
    known: () => knownFilingIdsOnGitHub(target, since),
    add: async (draft) => {
      const { branch, pullRequest } = await addGitHubDraft(target, draft);
      return `${branch}, pull request #${pullRequest}`;
    },
  };
}

/**
 * The issuer's filings on HKEXnews' latest-filings feeds, English with Chinese (`./filings.mjs`).
 * @param {{ source: string, stock: string, fetch: typeof fetch }} options
 * @returns {Promise<import('./filings.mjs').FilingPair[]>}
 * @throws {import('./latest.mjs').HkexnewsAnswerError} when a feed's answer is not of the expected shape
 */
export async function readIssuerPairs({ source, stock, fetch: fetchFn }) {
  const market = marketOf(stock);
  // One feed after the other: the first answer of another shape is the one reported.
  /** @type {Record<import('./latest.mjs').FeedLanguage, import('./filings.mjs').Filing[]>} */
  const filings = { en: [], 'zh-Hant': [] };
  for (const language of /** @type {const} */ (['en', 'zh-Hant'])) {
    const items = await readLatestFilings({ source, market, language, fetch: fetchFn });
    filings[language] = issuerFilings(
      items.map((item) => toFiling(item, language)),
      stock,
    );
  }
  return pairFilings(filings.en, filings['zh-Hant']);
}

/**
 * Turns the issuer's new filings into drafts in `store`.
 * @param {{ store: DraftStore, source?: string, stock: string, fetch?: typeof fetch, log?: (line: string) => void }} options
 * @returns {Promise<SyncLine[]>}
 * @throws {import('./latest.mjs').HkexnewsAnswerError} when a feed's answer is not of the expected shape (nothing written)
 */
export async function syncDrafts(options) {
  const { store, source = HKEXNEWS_ORIGIN, stock } = options;
  const fetchFn = options.fetch ?? fetch;
  const log = options.log ?? ((line) => console.log(line));
  const pairs = await readIssuerPairs({ source, stock, fetch: fetchFn });
  const known = await store.known();
  /** @type {SyncLine[]} */
  const lines = [];
  const report = (/** @type {SyncLine} */ line) => {
    lines.push(line);
    log(`${line.outcome}: ${line.id}${line.detail ? ` (${line.detail})` : ''}`);
  };
  for (const pair of pairs) {
    const draft = draftOf(pair);
    const ids = [pair.english?.newsId, pair.chinese?.newsId].filter((id) => id !== undefined);
    if (ids.some((id) => known.has(id))) {
      report({ outcome: 'already there', id: draft.id, detail: `HKEXnews ${ids.join(', ')}` });
      continue;
    }
    /** @type {Map<string, string | Buffer>} */
    const files = new Map(draft.entries);
    let where;
    try {
      for (const [documentPath, target] of draft.documents) {
        files.set(target, await downloadPdf(`${source.replace(/\/+$/, '')}${documentPath}`, fetchFn));
      }
      const message = [
        `Create announcements “${draft.id}”`,
        '',
        `From HKEXnews ${ids.join(', ')}.`,
        ...draft.flags,
      ].join('\n');
      where = await store.add({ slug: draft.id, files, message, notes: draft.flags });
    } catch (error) {
      report({ outcome: 'skipped', id: draft.id, detail: /** @type {Error} */ (error).message });
      continue;
    }
    for (const id of ids) known.add(id);
    report({
      outcome: 'created',
      id: draft.id,
      detail: [where, ...draft.flags.map((flag) => `check: ${flag}`)].join('; '),
    });
  }
  return lines;
}

// @ts-check
/**
 * `npm run hkexnews -- sync`: the issuer's new filings on HKEXnews become CMS drafts
 * (docs/publishing.md, "HKEXnews filings as drafts"). It reads both languages' latest-filings feeds
 * (`./latest.mjs`) before it writes anything, keeps the issuer's filings and pairs them
 * (`./filings.mjs`), and for each pair whose filings no announcement on the default branch and no
 * draft holds yet, downloads both PDFs and adds the draft (`./draft.mjs`, `./local-drafts.mjs`).
 *
 * One line per filing pair: `created`, `already there` or `skipped` with the reason. A feed of
 * another shape stops the run before any draft is written; a PDF that cannot be had skips its
 * filing only.
 */
import { draftOf } from './draft.mjs';
import { issuerFilings, pairFilings, toFiling } from './filings.mjs';
import { HKEXNEWS_ORIGIN, marketOf, readLatestFilings } from './latest.mjs';
import { addLocalDraft, draftBranch, knownFilingIds } from './local-drafts.mjs';

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
 * Turns the issuer's new filings into drafts in a local git working copy.
 * @param {{ repo: string, base?: string, source?: string, stock: string, fetch?: typeof fetch, log?: (line: string) => void }} options
 * @returns {Promise<SyncLine[]>}
 * @throws {import('./latest.mjs').HkexnewsAnswerError} when a feed's answer is not of the expected shape (nothing written)
 */
export async function syncLocal(options) {
  const { repo, base = 'main', source = HKEXNEWS_ORIGIN, stock } = options;
  const fetchFn = options.fetch ?? fetch;
  const log = options.log ?? ((line) => console.log(line));
  const market = marketOf(stock);
  const [english, chinese] = await Promise.all(
    /** @type {const} */ (['en', 'zh-Hant']).map(async (language) =>
      issuerFilings(
        (await readLatestFilings({ source, market, language, fetch: fetchFn })).map((item) => toFiling(item, language)),
        stock,
      ),
    ),
  );
  const known = knownFilingIds(repo, base);
  /** @type {SyncLine[]} */
  const lines = [];
  const report = (/** @type {SyncLine} */ line) => {
    lines.push(line);
    log(`${line.outcome}: ${line.id}${line.detail ? ` (${line.detail})` : ''}`);
  };
  for (const pair of pairFilings(english ?? [], chinese ?? [])) {
    const draft = draftOf(pair);
    const ids = [pair.english?.newsId, pair.chinese?.newsId].filter((id) => id !== undefined);
    if (ids.some((id) => known.has(id))) {
      report({ outcome: 'already there', id: draft.id, detail: `HKEXnews ${ids.join(', ')}` });
      continue;
    }
    /** @type {Map<string, string | Buffer>} */
    const files = new Map(draft.entries);
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
      addLocalDraft(repo, { base, slug: draft.id, files, message });
    } catch (error) {
      report({ outcome: 'skipped', id: draft.id, detail: /** @type {Error} */ (error).message });
      continue;
    }
    for (const id of ids) known.add(id);
    report({
      outcome: 'created',
      id: draft.id,
      detail: [draftBranch(draft.id), ...draft.flags.map((flag) => `check: ${flag}`)].join('; '),
    });
  }
  return lines;
}

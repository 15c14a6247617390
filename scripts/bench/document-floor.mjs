// @ts-check
/**
 * The document floor (`npm run bench -- --floor`): the build's own pages with the app taken out,
 * so Lighthouse measures what a page's document costs by itself (its load, the parsing of its
 * HTML and inline stylesheet, style and layout, the pre-paint scripts) beside the same page with
 * its app, in the same rounds. Its Total Blocking Time is the least any script could reach on
 * that page and that machine; `docs/development.md` §8 records what it showed.
 *
 * Every prerendered page names the same entry module on its locale pre-paint script
 * (`data-entry`, `src/app/prerender-contract.ts`; the script starts it after the first paint,
 * `src/lib/pre-paint/page.ts`). The floor's copy of the site answers that module with an empty
 * one: the page still downloads its chunks as `modulepreload`s, as the real page does, but
 * nothing evaluates them.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';

/** The pre-paint script's attribute naming the page's entry module (`PAGE_ENTRY_ATTRIBUTE`). */
const ENTRY = /\sdata-entry="(\/assets\/[\w.-]+\.js)"/;

/** What the floor's entry module holds: nothing to run. */
export const EMPTY_ENTRY = '// The document floor: the app is taken out (scripts/bench/document-floor.mjs).\n';

/**
 * The entry module a prerendered page starts, as a path from the site's root.
 * @param {string} html a prerendered page
 * @returns {string} `/assets/index-<hash>.js`
 * @throws {Error} when the page names no entry under `/assets/` (not a prerendered page of this build)
 */
export function pageEntry(html) {
  const match = ENTRY.exec(html);
  if (!match?.[1]) throw new Error('The page names no entry module (data-entry) under /assets/');
  return match[1];
}

/**
 * Turns `site`, a precompressed copy of the build (`precompress` in `./server.mjs`), into the
 * document floor: its home page's entry module, and that file's `.gz` and `.br`, become
 * {@link EMPTY_ENTRY}. Every page names the same entry, so one file takes the app out of all.
 * @param {string} site a folder the caller owns; changed in place
 * @returns {Promise<string>} the entry's path, as the pages name it
 * @throws {Error} as {@link pageEntry}, or when the folder has no `index.html`
 */
export async function takeAppOut(site) {
  const entry = pageEntry(await readFile(path.join(site, 'index.html'), 'utf8'));
  const file = path.join(site, ...entry.split('/'));
  const body = Buffer.from(EMPTY_ENTRY);
  await writeFile(file, body);
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  return entry;
}

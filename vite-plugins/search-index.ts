/**
 * The site-wide search index: the prerendered pages, indexed at build time by Pagefind
 * (https://pagefind.app, "Indexing" and "Node API"), written to `<outDir>/pagefind/`. Pagefind
 * splits the index by each page's `<html lang>` and segments Chinese text into words, so 董事 finds
 * 董事會; the browser loads only the fragments a query needs.
 *
 * Each indexed page is marked for Pagefind in the copy it indexes, not in the page it ships:
 * `data-pagefind-body` on `<main>` (so the header, navigation and footer, the same on every page,
 * are not indexed), and `data-pagefind-meta` with the page's `kind` ({@link searchKindOf}) and, for
 * an announcement, its `date` (the ISO 8601 date-time of its first `<time>`). Only the files the
 * search screen loads are kept: Pagefind's own UIs are removed.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { searchKindOf } from '../src/config/routes.ts';
import { SEARCH_INDEX_FOLDER } from '../src/config/search.ts';

/**
 * A page to index: its URL path, its path without the locale prefix, and an HTML document with its
 * `<html lang>` and its markup (Pagefind reads the language and `<main>`, nothing else; the build
 * leaves out the inline CSS and data of the page it ships).
 */
export interface SearchablePage {
  path: string;
  pagePath: string;
  html: string;
}

/**
 * The copy of `page.html` Pagefind indexes, or `undefined` when the search leaves the page out.
 * @throws {Error} when the page has no `<main>` to index.
 */
export function searchableHtml(page: SearchablePage): string | undefined {
  const kind = searchKindOf(page.pagePath);
  if (kind === undefined) return undefined;
  if (!/<main\b/.test(page.html)) throw new Error(`${page.path} has no <main> to index`);
  // A function as the replacement, as everywhere a page's HTML is edited: its result is not read
  // for `$` patterns (MDN, String.prototype.replace).
  const marked = page.html.replace(/<main\b/, () => `<main data-pagefind-body data-pagefind-meta="kind:${kind}"`);
  // An announcement's first <time> is its publication date; a page takes one value per meta key.
  return kind === 'announcement' ? marked.replace(/<time\b/i, '<time data-pagefind-meta="date[datetime]"') : marked;
}

/** A search index being built: pages go in as they are rendered, then it is written once. */
export interface SearchIndexWriter {
  /**
   * Hands `page` to Pagefind, which indexes it in its own process while the build renders the
   * next page; a page the search leaves out ({@link searchableHtml}) is skipped.
   * @throws {Error} when the page has no `<main>` to index.
   */
  add: (page: SearchablePage) => void;
  /**
   * Waits for every page added, writes the index and Pagefind's browser files to
   * `<outDir>/pagefind/`, and stops Pagefind.
   * @returns How many pages were indexed, per kind of page.
   * @throws {Error} with Pagefind's own messages when it could not index a page or write the files.
   */
  write: (outDir: string) => Promise<string>;
  /** Stops Pagefind without writing, after a failed build. */
  close: () => Promise<void>;
}

/**
 * Starts Pagefind for a new index.
 * @throws {Error} with Pagefind's messages when it cannot start.
 */
export async function openSearchIndex(): Promise<SearchIndexWriter> {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  // Pagefind answers each page in order over one pipe; asking for all of them at once keeps its
  // process busy on the other core while the build goes on rendering (the build awaits them in
  // `write`).
  const added: Promise<{ path: string; errors: string[]; kind: string }>[] = [];
  return {
    add(page) {
      const content = searchableHtml(page);
      if (content === undefined) return;
      added.push(
        index.addHTMLFile({ url: page.path, content }).then(
          ({ errors: pageErrors, file }) => ({ path: page.path, errors: pageErrors, kind: file.meta.kind ?? '?' }),
          // Held as a result until `write`: a rejection nobody awaits yet would end the build's process.
          (error: unknown) => ({ path: page.path, errors: [String(error)], kind: '?' }),
        ),
      );
    },
    async write(outDir) {
      try {
        const counts = new Map<string, number>();
        for (const result of await Promise.all(added)) {
          if (result.errors.length)
            throw new Error(`Pagefind could not index ${result.path}: ${result.errors.join('; ')}`);
          counts.set(result.kind, (counts.get(result.kind) ?? 0) + 1);
        }
        const folder = path.join(outDir, SEARCH_INDEX_FOLDER);
        const written = await index.writeFiles({ outputPath: folder });
        if (written.errors.length) throw new Error(`Pagefind could not write its files: ${written.errors.join('; ')}`);
        // The site has its own search screen: Pagefind's ready-made UIs and highlighter are not served.
        for (const file of await readdir(folder))
          if (/^pagefind-(ui|component-ui|modular-ui|highlight)\./.test(file)) await rm(path.join(folder, file));
        return [...counts].map(([kind, count]) => `${count} ${kind}`).join(', ');
      } finally {
        await pagefind.close();
      }
    },
    async close() {
      await pagefind.close();
    },
  };
}

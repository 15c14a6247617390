/**
 * Which documents a build leaves out for the announcements held back until their publication time
 * (`./plugin.ts` deletes them from the output after `public/` is copied there), and where they are.
 *
 * Deleting is the one thing the build does outside what it writes, so it is held to two rules:
 * - it deletes only inside the output's `documents/` folder: a path that resolves anywhere else is
 *   refused and fails the build, whatever the guards before let through;
 * - it never deletes a document that published content names: a future announcement that reuses an
 *   earlier one's PDF, or a report's, must not take it off the website. The deploy mirrors the
 *   output (rsync `--delete-after`), so a file missing from a build is gone from the live site,
 *   and an announcement's must stay there five years (HKEX Main Board Listing Rule 2.07C(6)).
 */
import path from 'node:path';
import type { HeldBackAnnouncement } from './generate.ts';

/** A document a build leaves out, and the announcement that names it. */
export interface WithheldDocument {
  /** Its site path (`/documents/announcements/<name>.pdf`). */
  url: string;
  /** The held-back announcement's id, its source file and its publication time. */
  id: string;
  file: string;
  publishedAt: string;
}

/**
 * A site path as a key that two spellings of one file share: percent-decoded, and in lower case
 * (the output folder may be on a file system that does not tell case apart, as macOS's and
 * Windows' do not).
 */
function documentKey(url: string): string {
  const bare = url.replace(/[?#].*$/, '');
  try {
    return decodeURI(bare).toLowerCase();
  } catch {
    return bare.toLowerCase();
  }
}

/** A `/documents/…` path in any text: JSON, Markdown, HTML; ends at a quote, a bracket or a space. */
const DOCUMENT_IN_TEXT = /\/documents\/[^\s"'`()<>[\]{}\\]+/g;

/**
 * The documents that `files` (the published content files, by path, as text: `./generate.ts`'s
 * `files`) name anywhere: an announcement's filing, a report, a governance or shareholder
 * document, a link in a Markdown body. Trailing sentence punctuation after a path in prose is
 * not part of it.
 * @returns the documents' keys (percent-decoded, lower case).
 */
export function namedDocuments(files: ReadonlyMap<string, string>): Set<string> {
  const named = new Set<string>();
  for (const text of files.values()) {
    for (const [match] of text.matchAll(DOCUMENT_IN_TEXT)) named.add(documentKey(match.replace(/[.,;:!?]+$/, '')));
  }
  return named;
}

/**
 * The documents of `heldBack` that no published content file in `files` names: the ones a build
 * leaves out until their announcement's time. A document named by both stays in the build.
 */
export function documentsToWithhold(
  heldBack: readonly HeldBackAnnouncement[],
  files: ReadonlyMap<string, string>,
): WithheldDocument[] {
  const named = namedDocuments(files);
  return heldBack.flatMap(({ id, file, publishedAt, documents }) =>
    documents
      .filter((url) => !named.has(documentKey(url)))
      .map((url): WithheldDocument => ({ url, id, file, publishedAt })),
  );
}

/**
 * The absolute paths under `outDir` (the build's output folder, absolute) of `documents`, checked
 * before any is deleted.
 * @throws {Error} naming the announcement's source file and the document when a path, once
 *   percent-decoded and resolved, is not inside `<outDir>/documents/`; nothing is to be deleted then.
 */
export function withheldPaths(outDir: string, documents: readonly WithheldDocument[]): string[] {
  const folder = path.resolve(outDir, 'documents');
  return documents.map((document) => {
    let decoded: string | undefined;
    try {
      decoded = decodeURI(document.url);
    } catch {
      decoded = undefined;
    }
    const target = decoded === undefined ? undefined : path.resolve(outDir, `.${path.posix.sep}${decoded}`);
    const relative = target === undefined ? '..' : path.relative(folder, target);
    const outside = relative === '' || relative === '..' || relative.startsWith(`..${path.sep}`);
    if (target === undefined || outside || path.isAbsolute(relative)) {
      throw new Error(
        `${document.file}: the announcement ${document.id}, held back until ${document.publishedAt}, names ${JSON.stringify(document.url)} as a document, which is not in the website's documents folder, so the build deleted nothing and stopped. A filing is a PDF uploaded with the announcement to /documents/announcements/: choose it again in the CMS.`,
      );
    }
    return target;
  });
}

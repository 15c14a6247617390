/**
 * The uploads guard: every file under `public/documents/` (where the CMS uploads PDFs and images,
 * `admin/config.yml`) is a PDF or an AVIF, WebP, PNG or JPEG image, judged by its content and
 * named with the extension of what it is. Everything there is served from the website's own
 * address, so an uploaded HTML page, script or SVG image would run as the website's own code,
 * and a file whose name lies about its content is served as what its name says.
 *
 * The content is judged by `file-type`, which reads a file's signature (its first bytes), not its
 * name. It recognises no text format: HTML, SVG and JavaScript have no signature, and are refused
 * as "not a PDF or an image".
 */
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type/node';
import type { ContentProblem } from './sources.ts';

/** The uploads' folder, relative to the repository root. */
const UPLOADS_FOLDER = 'public/documents';

/** What each accepted extension must hold: the `ext` values `file-type` gives for that content. */
const ACCEPTED: Readonly<Record<string, readonly string[]>> = {
  '.pdf': ['pdf'],
  '.avif': ['avif'],
  '.webp': ['webp'],
  // An animated PNG is a PNG every browser shows.
  '.png': ['png', 'apng'],
  '.jpg': ['jpg'],
  '.jpeg': ['jpg'],
};

/** The kinds accepted, by the `ext` `file-type` gives, as an editor knows them. */
const KIND_NAMES: Readonly<Record<string, string>> = {
  pdf: 'a PDF',
  avif: 'an AVIF image',
  webp: 'a WebP image',
  png: 'a PNG image',
  apng: 'a PNG image',
  jpg: 'a JPEG image',
};

/** The extension a file of each accepted kind takes. */
const EXTENSION_OF: Readonly<Record<string, string>> = {
  pdf: '.pdf',
  avif: '.avif',
  webp: '.webp',
  png: '.png',
  apng: '.png',
  jpg: '.jpg',
};

const ACCEPTED_TEXT = 'PDF documents (.pdf) and AVIF, WebP, PNG or JPEG images (.avif, .webp, .png, .jpg, .jpeg)';

/**
 * Every file under `folder`, as paths relative to it with `/` separators, sorted. Symbolic links
 * are followed, as the build follows them when it copies `public/` (a linked folder's files are
 * published too), each real folder once.
 */
async function filesUnder(folder: string): Promise<string[]> {
  const found: string[] = [];
  const visited = new Set<string>();
  const walk = async (relative: string): Promise<void> => {
    const absolute = path.join(folder, relative);
    const real = await realpath(absolute);
    if (visited.has(real)) return;
    visited.add(real);
    for (const name of (await readdir(absolute)).sort()) {
      const child = relative ? `${relative}/${name}` : name;
      const info = await stat(path.join(folder, child)).catch(() => undefined);
      if (info?.isDirectory()) await walk(child);
      else found.push(child);
    }
  };
  try {
    await walk('');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return found;
}

/** What is wrong with one upload, as a sentence for its editor; `undefined` when it may be published. */
async function uploadProblem(relative: string, absolute: string): Promise<string | undefined> {
  const extension = path.extname(relative).toLowerCase();
  const detected = await fileTypeFromFile(absolute).catch(() => undefined);
  const accepted = ACCEPTED[extension];
  if (accepted && detected && accepted.includes(detected.ext)) return undefined;
  if (extension === '.svg') {
    return `is an SVG image, which can carry a script that runs on the website's address, so uploaded SVG images are not published. Save the image as PNG, JPEG, WebP or AVIF and upload that instead (only ${ACCEPTED_TEXT} are accepted).`;
  }
  const kind = detected && KIND_NAMES[detected.ext];
  const expectedExtension = detected && EXTENSION_OF[detected.ext];
  if (kind && expectedExtension) {
    return `is ${kind} but its name ends in "${extension || '(nothing)'}": a file's name must say what it is. Rename it to end in ${expectedExtension}, upload it again and choose it again where the content links it.`;
  }
  const content = detected
    ? `its content is ${detected.mime}`
    : 'its content is text or a format the website does not publish';
  if (accepted) {
    return `ends in ${extension} but is not ${KIND_NAMES[accepted[0] ?? ''] ?? 'one'} (${content}). Upload the real file: only ${ACCEPTED_TEXT} are accepted.`;
  }
  return `is not a PDF or an image (${content}), and only ${ACCEPTED_TEXT} may be uploaded: a web page, a script or another kind of file there would be served as part of the website. Remove it, or upload the document as a PDF.`;
}

/**
 * Checks every file under `<root>/`{@link UPLOADS_FOLDER} by its content (its signature, read by
 * `file-type`) and its extension: only PDF, AVIF, WebP, PNG and JPEG are accepted, each with its
 * own extension (`.jpg` or `.jpeg` for JPEG).
 * @returns one problem per refused file, naming it relative to `root` (`public/documents/…`);
 *   empty when the folder passes or does not exist.
 * @throws {Error} when the folder cannot be listed for another reason than its absence.
 */
export async function uploadProblems(root: string): Promise<ContentProblem[]> {
  const folder = path.join(root, UPLOADS_FOLDER);
  const problems: ContentProblem[] = [];
  for (const relative of await filesUnder(folder)) {
    const message = await uploadProblem(relative, path.join(folder, relative));
    if (message !== undefined) problems.push({ file: `${UPLOADS_FOLDER}/${relative}`, message });
  }
  return problems;
}

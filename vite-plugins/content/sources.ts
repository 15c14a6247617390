/**
 * The content sources: the files under the repository's `content/` folder that the CMS edits
 * (`admin/config.yml`) and the build turns into the site's `content/<locale>/…` files
 * (`./generate.ts`, docs/publishing.md, "Where content lives"):
 *
 * - `announcements/<locale>/<id>.md` and `legal/<locale>/<page>.md`: YAML front matter, then the
 *   Markdown body;
 * - `careers/<locale>/<id>.yml`: one opening;
 * - `investors/*.yml`, `about/*.yml`: one file per subject holding all three languages, each under
 *   its locale (Decap CMS's `single_file` i18n structure, the only one it offers for a file).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { LOCALES, type Locale } from '../../src/config/locales.ts';
import {
  DATA_FILES,
  dataFileValue,
  type DataFileName,
  type EntryCollection,
} from '../../src/lib/content/entry-files.ts';

/** A reason the content cannot be published, naming the source file to fix. */
export interface ContentProblem {
  /** Relative to the repository root. */
  file: string;
  /** A plain sentence: what is wrong and what to do. */
  message: string;
}

/** The sources' folder, relative to the repository root. */
export const SOURCE_FOLDER = 'content';

/** The collections stored one file per entry and locale, and their file extension. */
const ENTRY_COLLECTIONS = { announcements: '.md', careers: '.yml', legal: '.md' } as const satisfies Record<
  EntryCollection,
  string
>;
export type { EntryCollection };

/** One file of an entry collection in one locale. */
export interface EntrySource {
  /** Relative to the repository root, with `/` separators: how a problem names it. */
  file: string;
  /** The file name without its extension: the entry's id. */
  slug: string;
  locale: Locale;
  /** The front matter (Markdown) or the whole document (YAML). */
  data: Record<string, unknown>;
  /** The Markdown after the front matter; empty for YAML. */
  body: string;
}

/** A source file that could not be read as its format. */
export interface SourceError {
  file: string;
  message: string;
}

/**
 * Front matter as Decap CMS writes it (its `frontmatter` format): `---`, YAML, `---`, then the
 * body. A file without one is all body.
 */
const FRONT_MATTER = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/**
 * YAML as the CMS writes it, under YAML 1.2's core schema (the `yaml` package's default), so a
 * date such as `2026-11-12T18:45:00+08:00` stays the string the site expects.
 * @throws {Error} with the parser's message for malformed YAML.
 */
function parseYaml(text: string): unknown {
  return parse(text, { prettyErrors: true, uniqueKeys: true });
}

/**
 * Splits a Markdown source into its front matter and its body (leading blank lines removed).
 * @throws {Error} when the front matter is not a YAML mapping.
 */
export function splitFrontMatter(text: string): { data: Record<string, unknown>; body: string } {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { data: {}, body: text.replace(/^(?:[ \t]*\r?\n)+/, '') };
  const data = match[1] ? parseYaml(match[1]) : {};
  if (data !== null && (typeof data !== 'object' || Array.isArray(data))) {
    throw new Error('the front matter is not a list of fields');
  }
  return {
    data: (data ?? {}) as Record<string, unknown>,
    body: text.slice(match[0].length).replace(/^(?:[ \t]*\r?\n)+/, ''),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The file names in `folder`, or none when it does not exist. */
async function namesIn(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Every file of `collection` under `root`/{@link SOURCE_FOLDER}, in each locale, and the files
 * that could not be read. Files with another extension are ignored (an editor's `.DS_Store`).
 */
export async function readEntries(
  root: string,
  collection: EntryCollection,
): Promise<{ entries: EntrySource[]; errors: SourceError[] }> {
  const extension = ENTRY_COLLECTIONS[collection];
  const entries: EntrySource[] = [];
  const errors: SourceError[] = [];
  for (const locale of LOCALES) {
    const folder = `${SOURCE_FOLDER}/${collection}/${locale}`;
    for (const name of await namesIn(path.join(root, folder))) {
      if (!name.endsWith(extension)) continue;
      const file = `${folder}/${name}`;
      const text = await readFile(path.join(root, file), 'utf8');
      try {
        if (extension === '.md') {
          const { data, body } = splitFrontMatter(text);
          entries.push({ file, slug: name.slice(0, -extension.length), locale, data, body });
        } else {
          const data = parseYaml(text);
          if (!isRecord(data)) throw new Error('the file is not a list of fields');
          entries.push({ file, slug: name.slice(0, -extension.length), locale, data, body: '' });
        }
      } catch (error) {
        errors.push({ file, message: `cannot be read: ${(error as Error).message}` });
      }
    }
  }
  return { entries, errors };
}

/**
 * The data file `name`'s source: its value in each locale (`undefined` for a locale it lacks),
 * with a list file's list taken from under its key.
 * @throws {Error} when the source is missing or not YAML holding a mapping per locale.
 */
export async function readDataFile(root: string, name: DataFileName): Promise<Record<Locale, unknown>> {
  const data = parseYaml(await readFile(path.join(root, SOURCE_FOLDER, DATA_FILES[name].source), 'utf8'));
  if (!isRecord(data)) throw new Error('the file does not hold the three languages');
  const values = {} as Record<Locale, unknown>;
  for (const locale of LOCALES) {
    values[locale] = dataFileValue(name, data[locale]);
  }
  return values;
}

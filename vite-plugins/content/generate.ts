/**
 * Turns the content sources (`./sources.ts`) into the site's content files, the ones the app,
 * the prerendered pages, the feeds, the sitemap and the search index read
 * (`public/content/<locale>/…`, docs/publishing.md), and checks them as the publishing guards
 * require: every entry in every language, the languages agreeing on ids, dates, links and figures,
 * every document it names present, no two entries with one id, every file passing the site's own
 * schema (`src/content/registry.ts`), no announcement younger than five years gone, and every
 * upload under `public/documents/` a PDF or an image (`./uploads.ts`).
 *
 * An announcement whose `publishedAt` is after `now` is held back: it is in no output file, and
 * its documents are listed so the build can leave them out too. It passes every guard all the
 * same, now: an announcement that would stop the build at its publication time, when nobody may
 * be there to mend it, stops the build the day it is written.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../common/locales.ts';
import { fillSimplified } from '../../scripts/content/simplified.mjs';
import { inSiteTime, SITE_UTC_OFFSET } from '../../src/config/site-time.ts';
import {
  DATA_FILES,
  announcementSummary,
  careerItem,
  SHARED_FIELDS,
  type DataFileName,
} from '../../src/lib/content/entry-files.ts';
import {
  SOURCE_FOLDER,
  readDataFile,
  readEntries,
  type ContentProblem,
  type EntryCollection,
  type EntrySource,
} from './sources.ts';
import { uploadProblems } from './uploads.ts';

/** An announcement file that history shows was deleted or renamed away (`./retention.ts`). */
export interface RemovedAnnouncement {
  id: string;
  /** The file as it was, relative to the repository root. */
  file: string;
  publishedAt: string;
  /** The commit that removed it (abbreviated), or `working tree` for an uncommitted removal. */
  commit: string;
  /** When it was removed, ISO 8601. */
  removedAt: string;
}

/** An announcement left out of this build until its publication time. */
export interface HeldBackAnnouncement {
  id: string;
  /** Its English source file, relative to the repository root: how a problem names it. */
  file: string;
  publishedAt: string;
  /**
   * Its documents' site paths (`/documents/announcements/<id>.pdf`), each one matching
   * `FILING_PATH` (`src/lib/content/entry-files.ts`).
   */
  documents: string[];
}

/**
 * Checks a whole content file as the site's schema does: `name` is its name in a locale's folder
 * (`careers.json`, or any `.md`); returns one message per problem, `<path>: <what>`, empty when it
 * passes (`contentFileProblems` in `src/content/registry.ts`).
 */
export type ContentValidator = (name: string, data: unknown) => string[];

export interface GenerateOptions {
  /** The repository root: sources under `content/`, documents under `public/documents/`. */
  root: string;
  /** The publication cut-off: later announcements are held back. */
  now: Date;
  /** The site's schemas; without it only the guards run. */
  validate?: ContentValidator;
  /** Announcement files removed in history, for the retention guard. */
  removed?: readonly RemovedAnnouncement[];
}

export interface GeneratedContent {
  /** The site's content files by their path under `content/` (`zh/careers.json`), as text. */
  files: Map<string, string>;
  problems: ContentProblem[];
  heldBack: HeldBackAnnouncement[];
}

/**
 * How long an announcement must stay on the issuer's website: five years from its first
 * publication (HKEX Main Board Listing Rule 2.07C(6); GEM Listing Rule 16.19).
 */
const RETENTION_YEARS = 5;

/**
 * Keys whose value is the same in every language in the data files: ids and kinds, dates, images,
 * contact details. Numbers and booleans must agree everywhere too. A document's `url` and
 * `language` may differ: each language may link its own translation.
 */
const NEUTRAL_KEY =
  /^(id|kind|section|status|cover|image|meetingId|announcementId|source|date|period|periodEnd|currency|amountScale|perShareUnit|from|to|email|phone|website|\w+At|\w+Date)$/;

const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  zh: 'Simplified Chinese',
  'zh-TW': 'Traditional Chinese',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const describe = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value));
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
/** Newest first by `key`, then by id, so the order never depends on the file system. */
const newestFirst =
  (key: string) =>
  (a: Record<string, unknown>, b: Record<string, unknown>): number =>
    Date.parse(String(b[key])) - Date.parse(String(a[key])) || String(a.id).localeCompare(String(b.id));

/** Generates the site's content files from the sources under `options.root`. Never throws for bad content. */
export async function generateContent(options: GenerateOptions): Promise<GeneratedContent> {
  const { root, now, validate } = options;
  const files = new Map<string, string>();
  const problems: ContentProblem[] = [];
  const heldBack: HeldBackAnnouncement[] = [];
  const report = (file: string, message: string) => problems.push({ file, message });
  const documents = new DocumentSizes(root);

  /** Checks `data` as the site's file `name`; `sources[i]` is the file that gave item `i`, if a list. */
  const check = (name: string, data: unknown, fallback: string, sources?: readonly string[]) => {
    for (const message of validate?.(name, data) ?? []) {
      const index = /^(\d+)(?:\.|$)/.exec(message);
      const file = index && sources ? (sources[Number(index[1])] ?? fallback) : fallback;
      report(
        file,
        `does not match what the site accepts: ${sources && index ? message.replace(/^\d+\.?/, '') : message}`,
      );
    }
  };

  // Announcements: one summary list and one Markdown body per locale. A held-back one is
  // checked as a published one is, and then left out of every file.
  const announcements = await collectEntries(root, 'announcements', report);
  const announcementLists = emptyLists();
  for (const [id, byLocale] of announcements) {
    const english = byLocale.en;
    const held = Date.parse(String(english.data.publishedAt)) > now.getTime();
    for (const locale of LOCALES) {
      const source = byLocale[locale];
      const summary = announcementSummary(english.data, source.data, locale, (field, url) =>
        report(
          english.file,
          `names ${JSON.stringify(url)} as its ${field}: a filing is a PDF uploaded with the announcement, at /documents/announcements/<name>.pdf, its name made of letters, digits, dots, hyphens and underscores only. Choose the PDF again in the CMS (rename the file first if its name has other characters).`,
        ),
      );
      const attachments = Array.isArray(summary.attachments) ? (summary.attachments as Record<string, unknown>[]) : [];
      if (held && locale === DEFAULT_LOCALE) {
        heldBack.push({
          id,
          file: english.file,
          publishedAt: String(english.data.publishedAt),
          documents: attachments.map((attachment) => String(attachment.url)),
        });
      }
      // A filing is shared: a missing one is reported once, against the English file.
      announcementLists[locale].push({ item: summary, file: source.file, documentsFile: english.file, held });
      if (!held) files.set(`${locale}/announcements/${id}.md`, source.body);
      check(`${id}.md`, source.body, source.file);
    }
  }

  // Careers: one list per locale.
  const careers = await collectEntries(root, 'careers', report);
  const careerLists = emptyLists();
  for (const [, byLocale] of careers) {
    for (const locale of LOCALES) {
      const source = byLocale[locale];
      careerLists[locale].push({ item: careerItem(byLocale.en.data, source.data), file: source.file });
    }
  }

  for (const [name, lists] of [
    ['announcements.json', announcementLists],
    ['careers.json', careerLists],
  ] as const) {
    for (const locale of LOCALES) {
      const sorted = lists[locale].sort((a, b) =>
        newestFirst(name === 'careers.json' ? 'postedAt' : 'publishedAt')(a.item, b.item),
      );
      for (const entry of sorted) {
        await documents.fill(entry.item, (message) => report(entry.documentsFile ?? entry.file, message));
      }
      check(
        name,
        sorted.map((entry) => entry.item),
        `${SOURCE_FOLDER}/${name.replace('.json', '')}/${locale}`,
        sorted.map((entry) => entry.file),
      );
      files.set(`${locale}/${name}`, json(sorted.filter((entry) => !entry.held).map((entry) => entry.item)));
    }
  }

  // The legal pages: a Markdown document per page and locale.
  for (const [page, byLocale] of await collectEntries(root, 'legal', report)) {
    for (const locale of LOCALES) {
      files.set(`${locale}/${page}.md`, byLocale[locale].body);
      check(`${page}.md`, byLocale[locale].body, byLocale[locale].file);
    }
  }

  // The data files: one source each, all three languages in it.
  for (const name of Object.keys(DATA_FILES) as DataFileName[]) {
    const source = `${SOURCE_FOLDER}/${DATA_FILES[name].source}`;
    let values: Record<Locale, unknown>;
    try {
      values = await readDataFile(root, name);
    } catch (error) {
      report(source, `cannot be read: ${(error as Error).message}`);
      continue;
    }
    const missing = LOCALES.filter((locale) => values[locale] === undefined);
    for (const locale of missing) {
      report(source, `has no ${LANGUAGE_NAMES[locale]} (${locale}) version: add it in the CMS before publishing.`);
    }
    if (missing.length) continue;
    for (const duplicate of duplicateIds(values[DEFAULT_LOCALE], '')) report(source, duplicate);
    for (const locale of LOCALES) {
      if (locale === DEFAULT_LOCALE) continue;
      for (const difference of differences(values[DEFAULT_LOCALE], values[locale], '')) {
        report(source, `${LANGUAGE_NAMES[locale]} (${locale}) ${difference}`);
      }
    }
    for (const locale of LOCALES) {
      const value = values[locale];
      await documents.fill(value, (message) => report(source, message));
      check(name, value, source);
      files.set(`${locale}/${name}`, json(value));
    }
  }

  problems.push(...retentionProblems(options.removed ?? [], new Set(announcements.keys()), now));
  problems.push(...(await uploadProblems(root)));
  // A shared value (a filing, a date) is reported once, not once per language.
  const unique = [...new Map(problems.map((problem) => [`${problem.file}\n${problem.message}`, problem])).values()];
  return { files, problems: unique, heldBack };
}

/** An item of a list file, with its source file and whether it is held back (checked, not published). */
interface ListEntry {
  item: Record<string, unknown>;
  file: string;
  documentsFile?: string;
  held?: boolean;
}

/** The three locales' lists of a list file. */
function emptyLists(): Record<Locale, ListEntry[]> {
  return { en: [], zh: [], 'zh-TW': [] };
}

/**
 * The field of an entry that the CMS's list shows as written, labelled Hong Kong time (`hktTime`
 * in `src/content/cms/collections.ts`): written with another offset, it would show another hour
 * there, so it must be written in site time, as the CMS and the HKEXnews watcher write it.
 */
const LISTED_TIME: Partial<Record<EntryCollection, string>> = { announcements: 'publishedAt', careers: 'postedAt' };

/** What is wrong with `value`, an entry's `field`, when it is a time not written in site time. */
function notInSiteTime(field: string, value: unknown): string | undefined {
  const text = value instanceof Date ? value.toISOString() : value;
  if (typeof text !== 'string' || text.endsWith(SITE_UTC_OFFSET)) return undefined;
  const written = inSiteTime(text);
  // Not a time at all: the schema's check names it.
  if (written === undefined) return undefined;
  return `has ${field} ${describe(text)}, which is not written in Hong Kong time: write ${written}, the same moment with ${SITE_UTC_OFFSET}, as the CMS does (its lists show the time as written).`;
}

/**
 * The entries of `collection` complete in every locale, by id; reports a missing language, a file
 * whose `id` is not its name, two files for one id (names differing only in case, which one
 * address and a Windows or macOS checkout cannot tell apart), a shared field that differs from
 * English, and a listed time not written in site time ({@link LISTED_TIME}).
 */
async function collectEntries(
  root: string,
  collection: EntryCollection,
  report: (file: string, message: string) => void,
): Promise<Map<string, Record<Locale, EntrySource>>> {
  const { entries, errors } = await readEntries(root, collection);
  for (const error of errors) report(error.file, error.message);
  const bySlug = new Map<string, Partial<Record<Locale, EntrySource>>>();
  for (const entry of entries) {
    const group = bySlug.get(entry.slug) ?? {};
    group[entry.locale] = entry;
    bySlug.set(entry.slug, group);
  }
  const complete = new Map<string, Record<Locale, EntrySource>>();
  const seen = new Map<string, string>();
  const extension = collection === 'careers' ? '.yml' : '.md';
  for (const [slug, group] of [...bySlug].sort(([a], [b]) => a.localeCompare(b))) {
    const any = LOCALES.map((locale) => group[locale]).find((entry) => entry !== undefined);
    if (!any) continue;
    const folded = slug.toLowerCase();
    const other = seen.get(folded);
    if (other !== undefined) {
      report(
        any.file,
        `has the same id as ${other} (ids differ only in capital letters): give one of them another id.`,
      );
      continue;
    }
    seen.set(folded, any.file);
    let whole = true;
    const traditional = group['zh-TW'];
    // Simplified Chinese is a courtesy (HKEX asks for English and Chinese): what nobody wrote of
    // it is derived from the Traditional Chinese (scripts/content/simplified.mjs).
    if (traditional && group.en) group.zh = derivedSimplified(traditional, group.zh, collection);
    for (const locale of LOCALES) {
      if (group[locale]) continue;
      whole = false;
      report(
        `${SOURCE_FOLDER}/${collection}/${locale}/${slug}${extension}`,
        `is missing: ${any.file} has no ${LANGUAGE_NAMES[locale]} (${locale}) version, and every entry is published in English, Simplified Chinese and Traditional Chinese. Add the translation in the CMS.`,
      );
    }
    if (!whole) continue;
    const byLocale = group as Record<Locale, EntrySource>;
    if (collection !== 'legal') {
      for (const locale of LOCALES) {
        const entry = byLocale[locale];
        if (entry.data.id !== slug) {
          report(
            entry.file,
            `has the id ${describe(entry.data.id)} but its file is named ${slug}${extension}: an entry's file name is its id. Rename the file or correct the id.`,
          );
          whole = false;
        }
      }
      for (const field of SHARED_FIELDS[collection]) {
        for (const locale of LOCALES) {
          const value = byLocale[locale].data[field];
          const english = byLocale.en.data[field];
          if (locale === DEFAULT_LOCALE || JSON.stringify(value) === JSON.stringify(english)) continue;
          report(
            byLocale[locale].file,
            `has ${field} ${describe(value)} but the English version has ${describe(english)}: ${field} is one value in every language. Correct it in the CMS.`,
          );
          whole = false;
        }
      }
      const timeField = LISTED_TIME[collection];
      const wrongTime = timeField && notInSiteTime(timeField, byLocale.en.data[timeField]);
      if (wrongTime) {
        report(byLocale.en.file, wrongTime);
        whole = false;
      }
    }
    if (whole) complete.set(slug, byLocale);
  }
  return complete;
}

/**
 * The Simplified Chinese version of an entry (`fillSimplified`, its body as one more field):
 * `written` as an editor wrote it, with every field (and the text) left out or empty taken from
 * `traditional`, converted with OpenCC; without `written`, all of it. Shared fields are the
 * Traditional Chinese's as they are. A derived entry keeps the Traditional Chinese file's name,
 * which is what to correct when it does not pass.
 */
function derivedSimplified(
  traditional: EntrySource,
  written: EntrySource | undefined,
  collection: EntryCollection,
): EntrySource {
  const keep = new Set<string>(['id', ...SHARED_FIELDS[collection]]);
  const withBody = (entry: EntrySource) => ({ ...entry.data, [BODY]: entry.body });
  const { data, derived } = fillSimplified(withBody(traditional), written && withBody(written), keep);
  if (written && !derived) return written;
  const { [BODY]: body, ...front } = data;
  return { ...(written ?? traditional), locale: 'zh', data: front, body: typeof body === 'string' ? body : '' };
}

/** The key an entry's Markdown body takes while it is derived with its fields (no front matter field has it). */
const BODY = '\u0000body';

/**
 * How `other` differs from `english` in the values every language shares, as phrases such as
 * `events.3.startsAt is "…" but English has "…"`.
 */
function differences(english: unknown, other: unknown, where: string): string[] {
  const at = where ? `${where} ` : '';
  if (Array.isArray(english)) {
    if (!Array.isArray(other)) return [`${at}is not a list as in English.`.trimStart()];
    if (english.length !== other.length) {
      return [
        `${where || 'the list'} has ${other.length} items but English has ${english.length}: add or remove the same items in every language.`,
      ];
    }
    return english.flatMap((item, index) =>
      differences(item, other[index], where ? `${where}.${index}` : String(index)),
    );
  }
  if (isRecord(english)) {
    if (!isRecord(other)) return [`${at}is not a group of fields as in English.`.trimStart()];
    return Object.keys({ ...english, ...other }).flatMap((key) => {
      const path = where ? `${where}.${key}` : key;
      const [a, b] = [english[key], other[key]];
      const neutral = NEUTRAL_KEY.test(key) || typeof a === 'number' || typeof a === 'boolean';
      if (neutral && !isRecord(a) && !Array.isArray(a)) {
        return JSON.stringify(a) === JSON.stringify(b)
          ? []
          : [`${path} is ${describe(b)} but English has ${describe(a)}: it is one value in every language.`];
      }
      return differences(a, b, path);
    });
  }
  return [];
}

/** Lists under `node` in which two items have one `id`, as sentences naming the list and the id. */
function duplicateIds(node: unknown, where: string): string[] {
  if (Array.isArray(node)) {
    const seen = new Set<string>();
    const found: string[] = [];
    node.forEach((item, index) => {
      if (isRecord(item) && typeof item.id === 'string') {
        const id = item.id.toLowerCase();
        if (seen.has(id)) {
          found.push(
            `has two items with the id ${JSON.stringify(item.id)} in ${where || 'its list'}: give each its own id.`,
          );
        }
        seen.add(id);
      }
      found.push(...duplicateIds(item, where ? `${where}.${index}` : String(index)));
    });
    return found;
  }
  if (isRecord(node)) {
    return Object.entries(node).flatMap(([key, value]) => duplicateIds(value, where ? `${where}.${key}` : key));
  }
  return [];
}

/**
 * Announcements removed while HKEX still requires them on the website: gone from the sources,
 * published (before their removal) less than {@link RETENTION_YEARS} years before `now`.
 */
function retentionProblems(
  removed: readonly RemovedAnnouncement[],
  present: ReadonlySet<string>,
  now: Date,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const reported = new Set<string>();
  for (const entry of removed) {
    if (present.has(entry.id) || reported.has(entry.id)) continue;
    const published = new Date(entry.publishedAt);
    // Removed before it was ever public: a draft withdrawn, nothing to keep.
    if (Number.isNaN(published.getTime()) || published.getTime() > Date.parse(entry.removedAt)) continue;
    const until = new Date(published);
    until.setUTCFullYear(until.getUTCFullYear() + RETENTION_YEARS);
    if (until.getTime() <= now.getTime()) continue;
    reported.add(entry.id);
    const day = (date: Date) => date.toISOString().slice(0, 10);
    problems.push({
      file: entry.file,
      message:
        `was removed (${entry.commit === 'working tree' ? 'not yet committed' : `commit ${entry.commit}`}), but the announcement ${entry.id} was published on ${day(published)} and must stay on the website until ${day(until)}: the Listing Rules require five years. Restore it (git revert ${entry.commit === 'working tree' ? '' : entry.commit}) or correct it instead of deleting or renaming it.`.replace(
          ' ()',
          '',
        ),
    });
  }
  return problems;
}

/** Sets `sizeBytes` beside every `url` under `/documents/`, from the file in `public/`, once per file. */
class DocumentSizes {
  private readonly sizes = new Map<string, Promise<number | undefined>>();

  constructor(private readonly root: string) {}

  private size(url: string): Promise<number | undefined> {
    let size = this.sizes.get(url);
    if (!size) {
      size = stat(path.join(this.root, 'public', decodeURI(url))).then(
        (found) => (found.isFile() ? found.size : undefined),
        () => undefined,
      );
      this.sizes.set(url, size);
    }
    return size;
  }

  /** Fills in the sizes under `node`; `missing` hears of each named file that is not there. */
  async fill(node: unknown, missing: (message: string) => void): Promise<void> {
    if (Array.isArray(node)) {
      for (const child of node) await this.fill(child, missing);
      return;
    }
    if (!isRecord(node)) return;
    if (typeof node.url === 'string' && node.url.startsWith('/documents/')) {
      const size = await this.size(node.url);
      if (size === undefined) {
        missing(
          `names the document ${node.url}, which is not in public${node.url}: upload it in the CMS or correct the link.`,
        );
      } else {
        node.sizeBytes = size;
      }
    }
    for (const child of Object.values(node)) await this.fill(child, missing);
  }
}

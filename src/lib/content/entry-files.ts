/**
 * How one content source entry becomes what the site's content files hold for it: the build
 * (`vite-plugins/content/generate.ts`) writes the files from every entry on disk, and the CMS's
 * preview (`admin/preview/`) answers the same files from the entry being edited, so the preview
 * shows exactly what a build would publish. Entries as the CMS writes them: `data` is an entry's
 * front matter (announcements, legal pages), its whole YAML document (careers), or one locale's
 * part of a subject's YAML (the data files, {@link DATA_FILES}).
 *
 * Pure and alias-free: the build loads it without the app's aliases, the preview in a browser.
 */
import { DEFAULT_LOCALE, type Locale } from '../../../common/locales.ts';
import { filingLabel, filingOrder } from '../../config/filings.ts';

/**
 * The site's data files made from one source file each: the source, relative to the repository's
 * `content/` folder, and, for a file that is a list on the site, the key that holds the list in
 * each locale (a CMS entry is an object, never a bare list).
 */
export const DATA_FILES = {
  'calendar.json': { source: 'investors/calendar.yml', list: 'events' },
  'reports.json': { source: 'investors/reports.yml', list: 'reports' },
  'governance.json': { source: 'investors/governance.yml' },
  'financial-highlights.json': { source: 'investors/financial-highlights.yml' },
  'shareholder-information.json': { source: 'investors/shareholder-information.yml' },
  'team.json': { source: 'about/team.yml', list: 'members' },
  'timeline.json': { source: 'about/timeline.yml' },
} as const satisfies Record<string, { source: string; list?: string }>;
export type DataFileName = keyof typeof DATA_FILES;

/** The collections stored one file per entry and locale. */
export type EntryCollection = 'announcements' | 'careers' | 'legal';

/** Fields that are one value in every language, by collection: the English entry's count. */
export const SHARED_FIELDS = {
  announcements: ['id', 'category', 'publishedAt', 'filingEnglish', 'filingChinese'],
  careers: ['id', 'employmentType', 'postedAt', 'applyUrl', 'applyEmail'],
  legal: [],
} as const satisfies Record<EntryCollection, readonly string[]>;

/**
 * An announcement's filing as the CMS uploads it (`admin/config.yml`: `media_folder`, and file
 * names made ASCII with `-` for anything else): one PDF straight in `public/documents/announcements/`.
 * Nothing else may be named, so a filing can never point outside that folder, whose files the build
 * deletes for an announcement held back.
 */
const FILING_PATH = /^\/documents\/announcements\/[A-Za-z0-9._-]+\.pdf$/;

/** The front-matter fields naming an announcement's filings, by the filing's language. */
export const FILING_FIELDS = { en: 'filingEnglish', 'zh-Hant': 'filingChinese' } as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` when it is a string with more than white space in it. */
const optionalString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * The filing PDFs of an announcement as a `locale` page lists them (`src/config/filings.ts`): the
 * English entry's filings, labelled with the `locale` entry's `filingTitle`. A filing that is not
 * at {@link FILING_PATH} is left out and told to `badFiling` (the field and its value).
 */
export function filingAttachments(
  english: Record<string, unknown>,
  source: Record<string, unknown>,
  locale: Locale,
  badFiling: (field: (typeof FILING_FIELDS)[keyof typeof FILING_FIELDS], url: string) => void = () => undefined,
): Record<string, unknown>[] {
  return filingOrder(locale).flatMap((language) => {
    const field = FILING_FIELDS[language];
    const url = optionalString(english[field]);
    if (url === undefined) return [];
    if (!FILING_PATH.test(url)) {
      badFiling(field, url);
      return [];
    }
    return [{ title: filingLabel(locale, language, optionalString(source.filingTitle)), url, language }];
  });
}

/**
 * An announcement's item in `<locale>/announcements.json`: the `locale` entry's title and summary,
 * the English entry's category, time and filings (one value in every language). Documents' sizes
 * are the build's to add (they come from the files on disk).
 */
export function announcementSummary(
  english: Record<string, unknown>,
  source: Record<string, unknown>,
  locale: Locale,
  badFiling?: Parameters<typeof filingAttachments>[3],
): Record<string, unknown> {
  const summary: Record<string, unknown> = {
    id: english.id,
    title: source.title,
    category: english.category,
    publishedAt: english.publishedAt,
  };
  const text = optionalString(source.summary);
  if (text !== undefined) summary.summary = text;
  const attachments = filingAttachments(english, source, locale, locale === DEFAULT_LOCALE ? badFiling : undefined);
  if (attachments.length) summary.attachments = attachments;
  return summary;
}

/**
 * An opening's item in `<locale>/careers.json`: the `locale` entry's words, the English entry's
 * id, type, date and ways to apply (one value in every language).
 */
export function careerItem(english: Record<string, unknown>, source: Record<string, unknown>): Record<string, unknown> {
  const { title, department, location, summary } = source;
  const { id, employmentType, postedAt, applyUrl, applyEmail } = english;
  const career: Record<string, unknown> = { id, title, department, location, employmentType, postedAt, summary };
  if (optionalString(applyUrl)) career.applyUrl = applyUrl;
  if (optionalString(applyEmail)) career.applyEmail = applyEmail;
  return career;
}

/** A data file's content in one locale, from that locale's part of its source (`DATA_FILES[name].list`). */
export function dataFileValue(name: DataFileName, localePart: unknown): unknown {
  const spec: { source: string; list?: string } = DATA_FILES[name];
  return spec.list && isRecord(localePart) ? localePart[spec.list] : localePart;
}

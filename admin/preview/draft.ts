/**
 * What the CMS's preview shows for the entry being edited (docs/publishing.md, "The preview"):
 * the message the CMS page sends the preview page, and the site's content files and page that
 * entry gives, made as the build makes them (`src/lib/content/entry-files.ts`), so the preview is
 * the page a build would publish.
 *
 * The message comes from another window: {@link previewMessageSchema} checks it before anything
 * reads it, and {@link draftContent} accepts only the collections and files the CMS has.
 */
import * as z from 'zod/mini';
import {
  CONVERTED_FROM,
  CONVERTED_FROM_FIELD,
  fillSimplified,
  toSimplified,
} from '../../scripts/content/simplified.mjs';
import { LOCALES, type Locale } from '../../src/config/locales';
import { fillRoutePath, ROUTE_TABLE } from '../../src/config/routes';
import {
  announcementSummary,
  careerItem,
  dataFileValue,
  SHARED_FIELDS,
  type DataFileName,
  type EntryCollection,
} from '../../src/lib/content/entry-files';
import { PREVIEW_COLLECTIONS, PREVIEW_ENTRY } from './protocol';

/** The CMS's files collections (`admin/config.yml`): each file, the site's data file it becomes and its page. */
const DATA_ENTRIES = {
  investors: {
    calendar: ['calendar.json', ROUTE_TABLE.calendar.path],
    reports: ['reports.json', ROUTE_TABLE.reports.path],
    governance: ['governance.json', ROUTE_TABLE.governance.path],
    'financial-highlights': ['financial-highlights.json', ROUTE_TABLE.financialHighlights.path],
    'shareholder-information': ['shareholder-information.json', ROUTE_TABLE.shareholders.path],
  },
  about: {
    team: ['team.json', ROUTE_TABLE.home.path],
    timeline: ['timeline.json', ROUTE_TABLE.home.path],
  },
} as const satisfies Record<string, Record<string, readonly [DataFileName, string]>>;

/** The legal pages the CMS edits, by entry name, and their pages. */
const LEGAL_PAGES = { privacy: ROUTE_TABLE.privacy.path, terms: ROUTE_TABLE.terms.path } as const;

/** An entry's fields in one locale, as the CMS holds them (a Markdown entry's text is its `body`). */
const fieldsSchema = z.record(z.string(), z.unknown());

/**
 * The CMS page's message: the entry's collection and name (its slug, or the file's name in a
 * files collection; empty for an entry not saved yet), the locale being edited, and the entry's
 * fields in each locale the CMS has.
 */
export const previewMessageSchema = z.object({
  type: z.literal(PREVIEW_ENTRY),
  collection: z.enum(PREVIEW_COLLECTIONS),
  name: z.string().check(z.maxLength(200)),
  locale: z.enum(LOCALES),
  entries: z.partialRecord(z.enum(LOCALES), fieldsSchema),
});
export type PreviewMessage = z.infer<typeof previewMessageSchema>;

/** The site's content files an entry gives, and the page that shows it. */
export interface DraftContent {
  /** The page, without a locale prefix (`/announcement/2026-11-25-interim-results`). */
  page: string;
  /** Files answered as they are: a Markdown text or a data file's JSON value, by content path (`zh-TW/terms.md`). */
  files: Map<string, unknown>;
  /**
   * Items that go into a list file the site already publishes (`en/announcements.json`): the
   * preview reads the published list and puts the item in, replacing one with its id.
   */
  listItems: Map<string, { item: Record<string, unknown>; dateKey: 'publishedAt' | 'postedAt' }>;
  /** Whether Simplified Chinese was derived from the Traditional Chinese (OpenCC): a reviewer is told. */
  derived: boolean;
}

/** `value` when it is a string with something in it. */
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The id an entry not named yet is previewed under. */
const UNNAMED = 'draft';

/**
 * The entry's fields in each locale, Simplified Chinese filled from the Traditional Chinese where
 * an editor left it out or empty, as the build fills it (`fillSimplified`); `derived` also when
 * the Simplified Chinese came derived already (the HKEXnews watcher's drafts are marked so), or
 * one of its texts is the conversion of the Traditional Chinese (the CMS filled it in).
 */
function withSimplified(
  collection: EntryCollection,
  entries: PreviewMessage['entries'],
): { byLocale: Partial<Record<Locale, Record<string, unknown>>>; derived: boolean } {
  const traditional = entries['zh-TW'];
  if (!traditional) return { byLocale: entries, derived: false };
  const keep = new Set<string>(['id', ...SHARED_FIELDS[collection]]);
  const { data, derived } = fillSimplified(traditional, entries.zh, keep);
  // A text the CMS filled in (admin/simplified-fields.ts) is the conversion as it stands.
  const asConverted = Object.entries(traditional).some(
    ([key, text]) =>
      !keep.has(key) && typeof text === 'string' && text.trim() && entries.zh?.[key] === toSimplified(text),
  );
  return {
    byLocale: { ...entries, zh: data },
    derived: derived || asConverted || data[CONVERTED_FROM_FIELD] === CONVERTED_FROM,
  };
}

/**
 * The content files and page of the previewed entry, in every locale the message has.
 * @returns `undefined` for a name the collection does not have (a files collection's unknown file).
 */
export function draftContent(message: PreviewMessage): DraftContent | undefined {
  const { collection, name } = message;
  const files = new Map<string, unknown>();
  const listItems: DraftContent['listItems'] = new Map();
  if (collection === 'investors' || collection === 'about') {
    const entries: Readonly<Record<string, readonly [DataFileName, string]>> = DATA_ENTRIES[collection];
    const found = Object.hasOwn(entries, name) ? entries[name] : undefined;
    if (!found) return undefined;
    const [file, page] = found;
    for (const locale of LOCALES) {
      const fields = message.entries[locale];
      if (fields) files.set(`${locale}/${file}`, dataFileValue(file, fields));
    }
    return { page, files, listItems, derived: false };
  }
  const { byLocale, derived } = withSimplified(collection, message.entries);
  const english = byLocale.en ?? byLocale[message.locale] ?? {};
  if (collection === 'legal') {
    const page = Object.hasOwn(LEGAL_PAGES, name) ? LEGAL_PAGES[name as keyof typeof LEGAL_PAGES] : undefined;
    if (!page) return undefined;
    for (const locale of LOCALES) {
      const fields = byLocale[locale];
      if (fields) files.set(`${locale}/${name}.md`, text(fields.body));
    }
    return { page, files, listItems, derived };
  }
  const id = text(english.id).trim() || name || UNNAMED;
  const withId = { ...english, id };
  for (const locale of LOCALES) {
    const fields = byLocale[locale];
    if (!fields) continue;
    if (collection === 'announcements') {
      listItems.set(`${locale}/announcements.json`, {
        item: announcementSummary(withId, fields, locale),
        dateKey: 'publishedAt',
      });
      files.set(`${locale}/announcements/${id}.md`, text(fields.body));
    } else {
      listItems.set(`${locale}/careers.json`, { item: careerItem(withId, fields), dateKey: 'postedAt' });
    }
  }
  const page =
    collection === 'announcements' ? fillRoutePath(ROUTE_TABLE.announcement.path, id) : ROUTE_TABLE.careers.path;
  return { page, files, listItems, derived };
}

/**
 * A published list with the draft's `item` in it, in the build's order (newest first by
 * `dateKey`, then by id), in place of an item with the same id.
 */
export function withDraftItem(
  published: unknown,
  item: Record<string, unknown>,
  dateKey: 'publishedAt' | 'postedAt',
): Record<string, unknown>[] {
  const others = (Array.isArray(published) ? published : []).filter(
    (entry): entry is Record<string, unknown> =>
      typeof entry === 'object' && entry !== null && (entry as Record<string, unknown>).id !== item.id,
  );
  const time = (entry: Record<string, unknown>) => Date.parse(text(entry[dateKey]));
  return [item, ...others].sort((a, b) => (time(b) || 0) - (time(a) || 0) || text(a.id).localeCompare(text(b.id)));
}

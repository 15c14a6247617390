/**
 * The CMS's collections (Decap CMS, `admin/config.yml`), one per subject of `src/content/`, made
 * from the schemas the build publishes with (`src/content/registry.ts`) by `./fields.ts`. Here is
 * only what a schema cannot say (a widget, a media folder, a list's summary); every rule of a
 * field (required or not, its choices, its pattern, its bounds) comes from the schema, and every
 * word staff read from the CMS's catalogue (`locales/cms/<locale>.json`, by collection and field).
 */
import * as z from 'zod/mini';
import { site } from '@/config/site';
import { SITE_TIME_CMS_FORMAT } from '@/config/site-time';
import { DATA_FILES, SHARED_FIELDS, type DataFileName, type EntryCollection } from '@/lib/content/entry-files';
import { MAX_MARKDOWN_LENGTH, text } from '@/lib/content/schemas';
import { ANNOUNCEMENT_CATEGORIES } from '@/content/announcements/categories';
import { announcementEntrySchema } from '@/content/announcements/schema';
import { careerSchema } from '@/content/careers/schema';
import { dataFileSourceSchema, type ContentSubject } from '@/content/registry';
import { fieldsOf, type DecapField, type FieldSpec, type FieldSpecs, type FieldWords } from './fields';

/** What staff read of a collection, from the CMS's catalogue. */
interface CollectionWords {
  label?: string;
  label_singular?: string;
  description?: string;
  /** The label of Hong Kong time in the list's summaries ("HKT"). */
  time_zone?: string;
  /** The label of each field a list can be sorted by, by field. */
  sortable_fields?: Readonly<Record<string, string>>;
  /** The label of each view filter, by the value it filters on. */
  view_filters?: Readonly<Record<string, string>>;
  fields?: Readonly<Record<string, FieldWords>>;
  files?: Readonly<Record<string, { label?: string; fields?: Readonly<Record<string, FieldWords>> }>>;
}

/** The CMS's catalogue in one language: each collection's words, by its name. */
export type CmsWords = Readonly<Record<string, CollectionWords>>;

/** Hong Kong time, whatever the editor's computer's zone: the site's times are all `+08:00`. */
const HKT_TIME = { widget: 'datetime', format: SITE_TIME_CMS_FORMAT } as const;
const DAY = { widget: 'datetime', format: 'YYYY-MM-DD', time_format: false } as const;

/**
 * A document's address as the site accepts it (`documentUrl`): a file under /documents/, or an
 * https:// address on a host of `site.documentHosts`; `pdf` for a field that takes PDFs only.
 */
function documentPattern(pdf: boolean): string {
  const hosts = site.documentHosts.map((host) => `https://${host.replaceAll('.', '\\.')}`).join('|');
  return `^${pdf ? '(?=.*\\.pdf$)' : ''}(/documents|${hosts})(/(?!\\.\\.?(/|$))[A-Za-z0-9._-]+)+$`;
}

/** A document's link (`attachmentSchema`), its file kept in `folder` under public/documents/. */
function documentFields(folder: string, pdf: boolean): FieldSpecs {
  return {
    title: {},
    url: {
      widget: 'file',
      media_folder: `/public/documents/${folder}`,
      public_folder: `/documents/${folder}`,
      pattern: documentPattern(pdf),
    },
    sizeBytes: null,
    language: {},
  };
}

/** A collection's words, which it must have. */
function wordsOf(words: CmsWords, name: string): CollectionWords {
  const found = words[name];
  if (!found?.label) throw new Error(`${name}: no label in the catalogue`);
  return found;
}

/** The collection's own words, in Decap's keys. */
function titles({ label, label_singular, description }: CollectionWords) {
  return { label, ...(label_singular && { label_singular }), ...(description && { description }) };
}

/** Fields to sort a list by: a field named with its label from the catalogue, or one Decap names itself. */
function sortable(
  words: CollectionWords,
  fields: readonly (string | { field: string; default_sort: 'asc' | 'desc' })[],
) {
  return fields.map((field) => {
    if (typeof field === 'string') return field;
    const label = words.sortable_fields?.[field.field];
    if (label === undefined) throw new Error(`sortable field ${field.field}: no label in the catalogue`);
    return { field: field.field, label, default_sort: field.default_sort };
  });
}

/**
 * The fields of an entry collection: each is translated, but those that are one value in every
 * language (`SHARED_FIELDS`), which the CMS copies from the English entry.
 */
function entryFields(
  collection: EntryCollection,
  schema: z.ZodMiniType,
  specs: FieldSpecs,
  words: CollectionWords,
): DecapField[] {
  const shared: readonly string[] = SHARED_FIELDS[collection];
  return fieldsOf(schema, specs, words.fields ?? {}, collection).map((field) => ({
    ...field,
    i18n: shared.includes(field.name) ? 'duplicate' : true,
  }));
}

/** A data file of a `single_file` collection: its fields each translated, but a fixed value (hidden), which is copied. */
function dataFile(name: string, file: DataFileName, specs: FieldSpecs, words: CollectionWords) {
  const own = words.files?.[name];
  if (!own?.label) throw new Error(`${name}: no label in the catalogue`);
  const fields = fieldsOf(dataFileSourceSchema(file), specs, own.fields ?? {}, name).map((field) => ({
    ...field,
    i18n: field.widget === 'hidden' ? 'duplicate' : true,
  }));
  return { name, label: own.label, file: `content/${DATA_FILES[file].source}`, format: 'yml', i18n: true, fields };
}

const ENTRY_ID = '^[a-z0-9][a-z0-9._-]{0,127}$';
const MARKDOWN = `^[\\s\\S]{1,${MAX_MARKDOWN_LENGTH}}$`;
const HKT_OFFSET_OR_DAY = '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}:\\d{2}\\+08:00)?$';
const EMAIL = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
const ANNOUNCEMENT_REFERENCE = '^[A-Za-z0-9._-]{1,128}$';
const A_LIST = (summary: string, fields: FieldSpecs): FieldSpec => ({ summary, fields });

/**
 * A summary's part that shows the Hong Kong time `field` holds (a `+08:00` time, `HKT_TIME`),
 * to the minute and labelled with the catalogue's `time_zone`: "2026-11-18T12:00 HKT".
 *
 * The text as stored, cut by `truncate` (whose omission, the label, is always added, since the
 * value is longer): Decap's `date` filter is dayjs in the computer's own zone (the string
 * templates of decap-cms-lib-widgets), which would show a London or a UTC computer another hour.
 */
function hktTime(field: string, words: CollectionWords): string {
  const label = words.time_zone;
  if (!label || /['"{}|]/.test(label))
    throw new Error(`${field}: no time_zone label in the catalogue, or one with ' " { } |`);
  return `{{${field} | truncate(16, ' ${label}')}}`;
}

function announcements(all: CmsWords) {
  const words = wordsOf(all, 'announcements');
  return {
    name: 'announcements',
    ...titles(words),
    folder: 'content/announcements',
    extension: 'md',
    format: 'frontmatter',
    create: true,
    delete: true,
    slug: '{{id}}',
    identifier_field: 'title',
    summary: `${hktTime('publishedAt', words)} · {{title}}`,
    // Newest first, as on the website.
    sortable_fields: sortable(words, [{ field: 'publishedAt', default_sort: 'desc' }, 'title', 'category']),
    view_filters: ANNOUNCEMENT_CATEGORIES.map((value) => {
      const label = words.view_filters?.[value];
      if (label === undefined) throw new Error(`announcements: no label for the view filter ${value}`);
      // `announcement` alone: as a search, it would match every category's value.
      return { label, field: 'category', pattern: value === 'announcement' ? '^announcement$' : value };
    }),
    i18n: true,
    media_folder: '/public/documents/announcements',
    public_folder: '/documents/announcements',
    fields: entryFields(
      'announcements',
      announcementEntrySchema,
      {
        id: { pattern: ENTRY_ID },
        title: {},
        category: {},
        publishedAt: HKT_TIME,
        summary: { widget: 'text' },
        filingTitle: {},
        filingEnglish: { widget: 'file', media_library: { config: { multiple: false } } },
        filingChinese: { widget: 'file', media_library: { config: { multiple: false } } },
        body: {
          widget: 'markdown',
          buttons: [
            'bold',
            'italic',
            'link',
            'heading-two',
            'heading-three',
            'bulleted-list',
            'numbered-list',
            'quote',
          ],
          editor_components: [],
          pattern: MARKDOWN,
        },
      },
      words,
    ),
  };
}

function careers(all: CmsWords) {
  const words = wordsOf(all, 'careers');
  return {
    name: 'careers',
    ...titles(words),
    folder: 'content/careers',
    extension: 'yml',
    format: 'yml',
    create: true,
    delete: true,
    slug: '{{id}}',
    identifier_field: 'title',
    summary: `${hktTime('postedAt', words)} · {{title}}`,
    sortable_fields: sortable(words, [{ field: 'postedAt', default_sort: 'desc' }, 'title']),
    i18n: true,
    fields: entryFields(
      'careers',
      careerSchema,
      {
        id: { pattern: ENTRY_ID },
        title: {},
        department: {},
        location: {},
        employmentType: {},
        postedAt: HKT_TIME,
        summary: { widget: 'text' },
        applyUrl: { pattern: '^https?://\\S+$' },
        applyEmail: { pattern: EMAIL },
      },
      words,
    ),
  };
}

function investors(all: CmsWords) {
  const words = wordsOf(all, 'investors');
  return {
    name: 'investors',
    ...titles(words),
    i18n: { structure: 'single_file' },
    files: [
      dataFile(
        'calendar',
        'calendar.json',
        {
          events: A_LIST('{{fields.startsAt}} · {{fields.title}}', {
            id: {},
            kind: {},
            title: {},
            allDay: {},
            startsAt: { pattern: HKT_OFFSET_OR_DAY },
            endsAt: { pattern: HKT_OFFSET_OR_DAY },
            tentative: {},
            location: {},
            description: { widget: 'text' },
          }),
        },
        words,
      ),
      dataFile(
        'reports',
        'reports.json',
        {
          reports: A_LIST('{{fields.period}} · {{fields.title}}', {
            id: {},
            kind: {},
            title: {},
            period: {},
            publishedAt: HKT_TIME,
            cover: {
              widget: 'image',
              media_folder: '/public/documents/reports/covers',
              public_folder: '/documents/reports/covers',
              pattern: '^/documents(/(?!\\.\\.?(/|$))[A-Za-z0-9._-]+)+\\.(avif|webp|png|jpe?g)$',
            },
            document: { fields: documentFields('reports', true) },
          }),
        },
        words,
      ),
      dataFile(
        'governance',
        'governance.json',
        {
          directors: A_LIST('{{fields.name}}', {
            id: {},
            name: {},
            role: {},
            position: {},
            committees: { fields: { audit: {}, remuneration: {}, nomination: {} } },
          }),
          documents: A_LIST('{{fields.title}}', {
            id: {},
            section: {},
            title: {},
            summary: { widget: 'text' },
            updatedAt: DAY,
            document: { fields: documentFields('governance', true) },
          }),
        },
        words,
      ),
      dataFile(
        'financial-highlights',
        'financial-highlights.json',
        {
          currency: {},
          amountScale: {},
          perShareUnit: {},
          note: { widget: 'text' },
          years: A_LIST('{{fields.year}}', {
            year: {},
            periodEnd: DAY,
            revenue: {},
            grossProfit: {},
            profitAttributable: {},
            basicEps: {},
            dividendPerShare: {},
            totalAssets: {},
            cash: {},
            source: {},
          }),
        },
        words,
      ),
      dataFile(
        'shareholder-information',
        'shareholder-information.json',
        {
          registrar: {
            fields: {
              name: {},
              address: {},
              phone: {},
              email: { pattern: EMAIL },
              website: { pattern: '^https://\\S+$' },
              hours: {},
            },
          },
          dividendNote: { widget: 'text' },
          dividends: A_LIST('{{fields.financialYear}} {{fields.kind}}', {
            id: {},
            financialYear: {},
            kind: {},
            // More than nothing: the schema's bound is exclusive, which the CMS cannot say.
            amountCents: { min: 0.01 },
            announcementId: { pattern: ANNOUNCEMENT_REFERENCE },
            exDate: DAY,
            recordDate: DAY,
            bookClosure: { fields: { from: DAY, to: DAY } },
            paymentDate: DAY,
            status: {},
          }),
          documents: A_LIST(`${hktTime('fields.publishedAt', words)} · {{fields.title}}`, {
            id: {},
            kind: {},
            title: {},
            publishedAt: HKT_TIME,
            meetingId: {},
            announcementId: { pattern: ANNOUNCEMENT_REFERENCE },
            attachments: { fields: documentFields('shareholders', false) },
          }),
        },
        words,
      ),
    ],
  };
}

const TIMELINE: FieldSpecs = { date: {}, title: {}, description: { widget: 'text' } };

function about(all: CmsWords) {
  const words = wordsOf(all, 'about');
  return {
    name: 'about',
    ...titles(words),
    i18n: { structure: 'single_file' },
    files: [
      dataFile(
        'team',
        'team.json',
        {
          members: A_LIST('{{fields.name}}', {
            id: { pattern: '^\\S+$' },
            name: {},
            role: {},
            credentials: {},
            bio: { widget: 'text' },
            image: {},
          }),
        },
        words,
      ),
      dataFile(
        'timeline',
        'timeline.json',
        {
          group: A_LIST('{{fields.date}} · {{fields.title}}', TIMELINE),
          partner: A_LIST('{{fields.date}} · {{fields.title}}', TIMELINE),
        },
        words,
      ),
    ],
  };
}

/** A legal page as the CMS writes it (`content/legal/<locale>/<page>.md`): its title and text. */
const legalEntrySchema = z.object({ title: text, body: z.string() });

function legal(all: CmsWords) {
  const words = wordsOf(all, 'legal');
  return {
    name: 'legal',
    ...titles(words),
    folder: 'content/legal',
    extension: 'md',
    format: 'frontmatter',
    create: false,
    delete: false,
    identifier_field: 'title',
    i18n: true,
    fields: entryFields(
      'legal',
      legalEntrySchema,
      { title: {}, body: { widget: 'markdown', pattern: MARKDOWN } },
      words,
    ),
  };
}

/** Each subject of the registry as a collection, in the order the CMS's sidebar lists them. */
const SUBJECTS = { announcements, careers, investors, about, legal } satisfies Record<
  ContentSubject,
  (words: CmsWords) => object
>;

/**
 * Every collection of the CMS, with the words of `words` (the English catalogue for
 * `admin/config.yml`).
 * @throws {Error} naming the place, when the catalogue lacks a word a collection needs, has words
 *   for a collection or field that is not there, or a schema and its spec disagree (`fieldsOf`).
 */
export function cmsCollections(words: CmsWords): object[] {
  const unknown = Object.keys(words).filter((name) => !(name in SUBJECTS));
  if (unknown.length) throw new Error(`The CMS's catalogue has words for no collection ${unknown.join(', ')}`);
  return Object.values(SUBJECTS).map((subject) => {
    const collection: { name: string; files?: { name: string }[] } = subject(words);
    const files = new Set(collection.files?.map((file) => file.name));
    const unused = Object.keys(words[collection.name]?.files ?? {}).filter((name) => !files.has(name));
    if (unused.length) throw new Error(`${collection.name}: the catalogue has words for no file ${unused.join(', ')}`);
    return collection;
  });
}

/**
 * The CMS's collections (Decap CMS, `admin/config.yml`), one per subject, made from the same
 * schemas the build publishes with (`src/content/registry.ts`) by `./fields.ts`: here are only the
 * words staff read, in English (`admin/labels.zh-Hant.json` holds them in Traditional Chinese),
 * and what a schema cannot say. Every rule of a field (required or not, its choices, its pattern,
 * its bounds) comes from the schema.
 */
import * as z from 'zod/mini';
import { site } from '@/config/site';
import { SHARED_FIELDS, type EntryCollection } from '@/lib/content/entry-files';
import { MAX_MARKDOWN_LENGTH, text } from '@/lib/content/schemas';
import { announcementEntrySchema } from '@/content/announcements/schema';
import { dataFileSourceSchema } from '@/content/registry';
import { careerSchema } from '@/content/careers/schema';
import { fieldsOf, type DecapField, type FieldSpec, type FieldSpecs } from './fields';

/** Hong Kong time, whatever the editor's computer's zone: the site's times are all `+08:00`. */
const HKT_TIME = { widget: 'datetime', format: 'YYYY-MM-DDTHH:mm:ss[+08:00]' } as const;
const DAY = { widget: 'datetime', format: 'YYYY-MM-DD', time_format: false } as const;

const ID: FieldSpec = { label: 'Id', message: 'Letters, digits, dots, hyphens' };
const required = (label: string, what = label.toLowerCase()): FieldSpec => ({ label, message: `Enter the ${what}` });
const EMAIL = ['^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'Enter an email address'] as const;

/**
 * A document's address as the site accepts it (`documentUrl`): a file under /documents/, or an
 * https:// address on a host of `site.documentHosts`; `pdf` for a field that takes PDFs only.
 */
function documentPattern(pdf: boolean): readonly [string, string] {
  const hosts = site.documentHosts.map((host) => `https://${host.replaceAll('.', '\\.')}`).join('|');
  const where = site.documentHosts.join(' or ');
  return [
    `^${pdf ? '(?=.*\\.pdf$)' : ''}(/documents|${hosts})(/(?!\\.\\.?(/|$))[A-Za-z0-9._-]+)+$`,
    pdf
      ? `Choose a PDF file, or paste its https:// address on ${where}`
      : `Choose a file, or paste its https:// address on ${where}`,
  ];
}

/** A document's link (`attachmentSchema`), its file kept in `folder` under public/documents/. */
function documentFields(folder: string, pdf: boolean): FieldSpecs {
  return {
    title: required('Link text'),
    url: {
      label: 'File',
      widget: 'file',
      media_folder: `/public/documents/${folder}`,
      public_folder: `/documents/${folder}`,
      pattern: documentPattern(pdf),
    },
    sizeBytes: null,
    language: {
      label: 'Language of the file',
      options: { en: 'English', 'zh-Hant': 'Traditional Chinese', 'zh-Hans': 'Simplified Chinese' },
    },
  };
}

/**
 * The fields of an entry collection: each is translated, but those that are one value in every
 * language (`SHARED_FIELDS`), which the CMS copies from the English entry.
 */
function entryFields(collection: EntryCollection, schema: z.ZodMiniType, specs: FieldSpecs): DecapField[] {
  const shared: readonly string[] = SHARED_FIELDS[collection];
  return fieldsOf(schema, specs, collection).map((field) => ({
    ...field,
    i18n: shared.includes(field.name) ? 'duplicate' : true,
  }));
}

/** The fields of a data file, each translated but a fixed value (a hidden field), which is copied. */
function dataFields(name: Parameters<typeof dataFileSourceSchema>[0], specs: FieldSpecs): DecapField[] {
  return fieldsOf(dataFileSourceSchema(name), specs, name).map((field) => ({
    ...field,
    i18n: field.widget === 'hidden' ? 'duplicate' : true,
  }));
}

const WEB_ADDRESS = 'Use lowercase letters, digits and hyphens only, e.g.';
const ENTRY_ID = '^[a-z0-9][a-z0-9._-]{0,127}$';
const MARKDOWN = [`^[\\s\\S]{1,${MAX_MARKDOWN_LENGTH}}$`, 'The text must be 25,000 characters or fewer'] as const;

/** The announcement categories' names for staff, by value, in the order of `ANNOUNCEMENT_CATEGORIES`. */
const CATEGORY_NAMES = {
  announcement: 'Announcement',
  'industry-policy': 'Industry policy',
  'corporate-governance': 'Corporate governance',
  'information-disclosure': 'Information disclosure',
  'strategic-partnership': 'Strategic partnership',
};

const announcements = () => ({
  name: 'announcements',
  label: 'Announcements',
  label_singular: 'Announcement',
  description:
    'Announcements as filed on HKEXnews, in English, Traditional Chinese and Simplified Chinese. An announcement with a publication time in the future stays off the website until then.',
  folder: 'content/announcements',
  extension: 'md',
  format: 'frontmatter',
  create: true,
  delete: true,
  slug: '{{id}}',
  identifier_field: 'title',
  summary: "{{publishedAt | date('YYYY-MM-DD HH:mm')}} · {{title}}",
  // Newest first, as on the website.
  sortable_fields: [{ field: 'publishedAt', label: 'Publication time', default_sort: 'desc' }, 'title', 'category'],
  view_filters: Object.entries(CATEGORY_NAMES).map(([value, label]) => ({
    label: value === 'announcement' ? 'Announcements' : label,
    field: 'category',
    // `announcement` alone: as a search, it would match every category's value.
    pattern: value === 'announcement' ? '^announcement$' : value,
  })),
  i18n: true,
  media_folder: '/public/documents/announcements',
  public_folder: '/documents/announcements',
  fields: entryFields('announcements', announcementEntrySchema, {
    id: {
      label: 'Web address',
      pattern: [ENTRY_ID, `${WEB_ADDRESS} 2026-11-25-interim-results-2026`],
      hint: "The end of the page's address, e.g. 2026-11-25-interim-results-2026: the date, then a few words. It cannot change once the announcement is published.",
    },
    title: required('Title'),
    category: { label: 'Category', options: CATEGORY_NAMES },
    publishedAt: {
      label: 'Publication time (Hong Kong time)',
      ...HKT_TIME,
      hint: 'When HKEXnews publishes it. Until then the announcement stays off the website, even once published here.',
    },
    summary: {
      label: 'Summary',
      widget: 'text',
      hint: 'One or two sentences for the list of announcements and the RSS feed.',
    },
    filingTitle: {
      label: 'Name of the PDF',
      hint: 'Leave empty for “Full announcement”. The language and “PDF” are added on the page.',
    },
    filingEnglish: {
      label: 'PDF in English',
      widget: 'file',
      message: 'Choose a PDF file',
      media_library: { config: { multiple: false } },
    },
    filingChinese: {
      label: 'PDF in Chinese',
      widget: 'file',
      message: 'Choose a PDF file',
      media_library: { config: { multiple: false } },
    },
    body: {
      label: 'Text',
      widget: 'markdown',
      buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'bulleted-list', 'numbered-list', 'quote'],
      editor_components: [],
      pattern: MARKDOWN,
    },
  }),
});

const careers = () => ({
  name: 'careers',
  label: 'Careers',
  label_singular: 'Opening',
  folder: 'content/careers',
  extension: 'yml',
  format: 'yml',
  create: true,
  delete: true,
  slug: '{{id}}',
  identifier_field: 'title',
  summary: "{{postedAt | date('YYYY-MM-DD')}} · {{title}}",
  sortable_fields: [{ field: 'postedAt', label: 'Posted', default_sort: 'desc' }, 'title'],
  i18n: true,
  fields: entryFields('careers', careerSchema, {
    id: { label: 'Web address', pattern: [ENTRY_ID, `${WEB_ADDRESS} senior-smart-contract-engineer`] },
    title: required('Job title'),
    department: required('Department'),
    location: required('Location'),
    employmentType: {
      label: 'Employment type',
      options: { 'full-time': 'Full-time', 'part-time': 'Part-time', contract: 'Contract', internship: 'Internship' },
    },
    postedAt: { label: 'Posted (Hong Kong time)', ...HKT_TIME },
    summary: { label: 'Description', widget: 'text', message: 'Describe the role' },
    applyUrl: { label: 'Application page', pattern: ['^https?://\\S+$', 'Enter a web address starting with https://'] },
    applyEmail: { label: 'Application email', pattern: EMAIL },
  }),
});

const ANNOUNCEMENT_REFERENCE = ['^[A-Za-z0-9._-]{1,128}$', "The announcement's web address"] as const;

const investors = () => ({
  name: 'investors',
  label: 'Investor relations',
  description: 'The financial calendar, reports, governance, financial highlights and shareholder information.',
  i18n: { structure: 'single_file' },
  files: [
    {
      name: 'calendar',
      label: 'Financial calendar',
      file: 'content/investors/calendar.yml',
      format: 'yml',
      i18n: true,
      fields: dataFields('calendar.json', {
        events: {
          label: 'Events',
          label_singular: 'Event',
          summary: '{{fields.startsAt}} · {{fields.title}}',
          fields: {
            id: ID,
            kind: {
              label: 'Kind',
              options: {
                results: 'Results',
                agm: 'Annual general meeting',
                'book-closure': 'Book closure',
                dividend: 'Dividend',
                'board-meeting': 'Board meeting',
              },
            },
            title: required('Title'),
            allDay: { label: 'All day' },
            startsAt: {
              label: 'Starts',
              pattern: [
                '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}:\\d{2}\\+08:00)?$',
                'A day, 2026-06-05 (all day), or a Hong Kong time, 2026-06-05T10:30:00+08:00',
              ],
            },
            endsAt: {
              label: 'Ends',
              pattern: [
                '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}:\\d{2}\\+08:00)?$',
                'A day, 2026-06-05 (all day), or a Hong Kong time, 2026-06-05T12:00:00+08:00',
              ],
            },
            tentative: { label: 'Date not fixed yet' },
            location: { label: 'Place' },
            description: { label: 'Description', widget: 'text' },
          },
        },
      }),
    },
    {
      name: 'reports',
      label: 'Reports',
      file: 'content/investors/reports.yml',
      format: 'yml',
      i18n: true,
      fields: dataFields('reports.json', {
        reports: {
          label: 'Reports',
          label_singular: 'Report',
          summary: '{{fields.period}} · {{fields.title}}',
          fields: {
            id: ID,
            kind: { label: 'Kind', options: { annual: 'Annual report', interim: 'Interim report', esg: 'ESG report' } },
            title: required('Title'),
            period: { label: 'Financial year', message: 'A year, e.g. 2026' },
            publishedAt: { label: 'Published (Hong Kong time)', ...HKT_TIME },
            cover: {
              label: 'Cover image',
              widget: 'image',
              media_folder: '/public/documents/reports/covers',
              public_folder: '/documents/reports/covers',
              pattern: [
                '^/documents(/(?!\\.\\.?(/|$))[A-Za-z0-9._-]+)+\\.(avif|webp|png|jpe?g)$',
                'Choose a PNG, JPEG, WebP or AVIF image (not SVG)',
              ],
            },
            document: { label: 'PDF', fields: documentFields('reports', true) },
          },
        },
      }),
    },
    {
      name: 'governance',
      label: 'Board and governance documents',
      file: 'content/investors/governance.yml',
      format: 'yml',
      i18n: true,
      fields: dataFields('governance.json', {
        directors: {
          label: 'Directors',
          label_singular: 'Director',
          summary: '{{fields.name}}',
          fields: {
            id: ID,
            name: required('Name'),
            role: {
              label: 'Designation',
              options: {
                executive: 'Executive director',
                'non-executive': 'Non-executive director',
                'independent-non-executive': 'Independent non-executive director',
              },
            },
            position: required('Position'),
            committees: {
              label: 'Committees',
              fields: Object.fromEntries(
                ['Audit', 'Remuneration', 'Nomination'].map((label) => [
                  label.toLowerCase(),
                  { label, options: { chair: 'Chair', member: 'Member' } },
                ]),
              ),
            },
          },
        },
        documents: {
          label: 'Governance documents',
          label_singular: 'Document',
          summary: '{{fields.title}}',
          fields: {
            id: ID,
            section: {
              label: 'Section',
              options: {
                board: 'Board',
                committees: 'Committees',
                shareholders: 'Shareholders',
                constitution: 'Constitution',
                communications: 'Communications',
                policies: 'Policies',
              },
            },
            title: required('Title'),
            summary: { label: 'Summary', widget: 'text' },
            updatedAt: { label: 'Version date', ...DAY },
            document: { label: 'PDF', fields: documentFields('governance', true) },
          },
        },
      }),
    },
    {
      name: 'financial-highlights',
      label: 'Financial highlights',
      file: 'content/investors/financial-highlights.yml',
      format: 'yml',
      i18n: true,
      fields: dataFields('financial-highlights.json', {
        currency: {},
        amountScale: {},
        perShareUnit: {},
        note: { label: 'Note under the table', widget: 'text', message: 'Enter the note' },
        years: {
          label: 'Financial years',
          label_singular: 'Year',
          summary: '{{fields.year}}',
          hint: 'Amounts in HK$ million, per-share figures in HK cents, as in the annual results announcement.',
          fields: {
            year: { label: 'Year' },
            periodEnd: { label: 'Year end', ...DAY },
            revenue: { label: 'Revenue' },
            grossProfit: { label: 'Gross profit' },
            profitAttributable: { label: 'Profit attributable to owners' },
            basicEps: { label: 'Basic earnings per share (HK cents)' },
            dividendPerShare: { label: 'Dividend per share (HK cents)' },
            totalAssets: { label: 'Total assets' },
            cash: { label: 'Cash and cash equivalents' },
            source: {
              label: 'Results announcement (its web address)',
              message: "The announcement's web address, e.g. 2026-03-20-annual-results-2025",
            },
          },
        },
      }),
    },
    {
      name: 'shareholder-information',
      label: 'Shareholder information',
      file: 'content/investors/shareholder-information.yml',
      format: 'yml',
      i18n: true,
      fields: dataFields('shareholder-information.json', {
        registrar: {
          label: 'Share registrar',
          fields: {
            name: required('Name'),
            address: required('Address'),
            phone: { label: 'Telephone', message: 'E.g. +852 2598 3100' },
            email: { label: 'Email', pattern: EMAIL },
            website: { label: 'Website', pattern: ['^https://\\S+$', 'Enter a web address starting with https://'] },
            hours: required('Opening hours'),
          },
        },
        dividendNote: { label: 'Note on dividends', widget: 'text', message: 'Enter the note' },
        dividends: {
          label: 'Dividends',
          label_singular: 'Dividend',
          summary: '{{fields.financialYear}} {{fields.kind}}',
          fields: {
            id: ID,
            financialYear: { label: 'Financial year' },
            kind: { label: 'Kind', options: { interim: 'Interim', final: 'Final', special: 'Special' } },
            // More than nothing: the schema's bound is exclusive, which the CMS cannot say.
            amountCents: { label: 'Amount (HK cents per share)', min: 0.01 },
            announcementId: { label: 'Announcement (its web address)', pattern: ANNOUNCEMENT_REFERENCE },
            exDate: { label: 'Ex-dividend date', ...DAY },
            recordDate: { label: 'Record date', ...DAY },
            bookClosure: {
              label: 'Register closed',
              fields: { from: { label: 'From', ...DAY }, to: { label: 'To (inclusive)', ...DAY } },
            },
            paymentDate: { label: 'Payment date', ...DAY },
            status: { label: 'Status', options: { proposed: 'Proposed', paid: 'Paid' } },
          },
        },
        documents: {
          label: 'Shareholder documents',
          label_singular: 'Document',
          summary: '{{fields.publishedAt}} · {{fields.title}}',
          fields: {
            id: ID,
            kind: {
              label: 'Kind',
              options: {
                'agm-circular': 'AGM circular',
                'notice-of-agm': 'Notice of AGM',
                'proxy-form': 'Proxy form',
                'results-presentation': 'Results presentation',
              },
            },
            title: required('Title'),
            publishedAt: { label: 'Published (Hong Kong time)', ...HKT_TIME },
            meetingId: { label: 'Meeting', message: 'The meeting as the calendar names it, e.g. 2026-agm' },
            announcementId: { label: 'Announcement (its web address)', pattern: ANNOUNCEMENT_REFERENCE },
            attachments: { label: 'Files', label_singular: 'File', fields: documentFields('shareholders', false) },
          },
        },
      }),
    },
  ],
});

const TIMELINE_FIELDS: FieldSpecs = {
  date: { label: 'Date', message: 'A year and month, e.g. 2026-11, or a year' },
  title: required('Title'),
  description: { label: 'Description', widget: 'text', message: 'Enter the description' },
};

const about = () => ({
  name: 'about',
  label: 'About the group',
  i18n: { structure: 'single_file' },
  files: [
    {
      name: 'team',
      label: 'Team',
      file: 'content/about/team.yml',
      format: 'yml',
      i18n: true,
      fields: dataFields('team.json', {
        members: {
          label: 'Members',
          label_singular: 'Member',
          summary: '{{fields.name}}',
          fields: {
            id: { label: 'Id', pattern: ['^\\S+$', 'Letters, digits and hyphens'] },
            name: required('Name'),
            role: required('Role'),
            credentials: { label: 'Credentials' },
            bio: { label: 'Biography', widget: 'text', message: 'Enter the biography' },
            image: {
              label: 'Photo',
              hint: 'The photo under public/common/, without its extension, e.g. team/dr-chan-ka-wai',
              message: 'Name the photo',
            },
          },
        },
      }),
    },
    {
      name: 'timeline',
      label: 'Major events',
      file: 'content/about/timeline.yml',
      format: 'yml',
      i18n: true,
      fields: dataFields('timeline.json', {
        group: {
          label: 'The group',
          label_singular: 'Event',
          summary: '{{fields.date}} · {{fields.title}}',
          fields: TIMELINE_FIELDS,
        },
        partner: {
          label: 'The partner network',
          label_singular: 'Milestone',
          summary: '{{fields.date}} · {{fields.title}}',
          fields: TIMELINE_FIELDS,
        },
      }),
    },
  ],
});

/** A legal page as the CMS writes it (`content/legal/<locale>/<page>.md`): its title and text. */
const legalEntrySchema = z.object({ title: text, body: z.string() });

const legal = () => ({
  name: 'legal',
  label: 'Legal pages',
  folder: 'content/legal',
  extension: 'md',
  format: 'frontmatter',
  create: false,
  delete: false,
  identifier_field: 'title',
  i18n: true,
  fields: entryFields('legal', legalEntrySchema, {
    title: { label: 'Page' },
    body: { label: 'Text', widget: 'markdown', pattern: MARKDOWN },
  }),
});

/** Every collection of the CMS, in the order its sidebar lists them. */
export function cmsCollections(): object[] {
  return [announcements(), careers(), investors(), about(), legal()];
}

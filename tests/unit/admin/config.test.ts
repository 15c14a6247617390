// @vitest-environment node
/**
 * The CMS configuration (`admin/config.yml`) checks what the site checks: every choice it offers
 * is one the site's schemas accept, and no other; an id, a time or a text it lets staff save is
 * one the site shows; it edits every content source in every locale.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as stringTemplate from 'decap-cms-lib-widgets/dist/esm/stringTemplate.js';
import { Map as ImmutableMap } from 'immutable';
import { parse } from 'yaml';
import type * as z from 'zod/mini';
import { careerSchema } from '@/content/careers/schema';
import { calendarEventSchema } from '@/content/investors/calendar';
import { directorSchema, governanceDocumentSchema } from '@/content/investors/governance';
import { reportSchema } from '@/content/investors/reports';
import { dividendSchema, shareholderDocumentSchema } from '@/content/investors/shareholder-information';
import { LOCALES } from '@/config/locales';
import { site } from '@/config/site';
import { contentId, documentUrl, isoDateTime, MAX_MARKDOWN_LENGTH } from '@/lib/content/schemas';
import { announcementSummarySchema } from '@/content/announcements/schema';
import { translateConfig, wordsOf } from '../../../admin/translate';

const ROOT = path.resolve(import.meta.dirname, '../../..');

interface Field {
  name: string;
  widget?: string;
  fields?: Field[];
  options?: { value: string }[];
  pattern?: [string, string];
  format?: string;
  required?: boolean;
}
interface Collection {
  name: string;
  folder?: string;
  files?: { name: string; file: string; fields: Field[] }[];
  fields?: Field[];
}
const configText = readFileSync(path.join(ROOT, 'admin/config.yml'), 'utf8');
const config = parse(configText) as {
  backend: { branch: string };
  publish_mode: string;
  i18n: { locales: string[]; default_locale: string };
  collections: Collection[];
};

/** The field at `names` (a path through nested fields) of a collection or of one of its files. */
function field(collection: string, ...names: string[]): Field {
  const [fileName, ...rest] = names;
  const found = config.collections.find((candidate) => candidate.name === collection);
  let fields = found?.files ? found.files.find((file) => file.name === fileName)?.fields : found?.fields;
  const route = found?.files ? rest : names;
  let current: Field | undefined;
  for (const name of route) {
    current = fields?.find((candidate) => candidate.name === name);
    fields = current?.fields;
  }
  if (!current) throw new Error(`No field ${names.join('.')} in ${collection}`);
  return current;
}

const optionsOf = (target: Field) => (target.options ?? []).map((option) => option.value).sort();

/** The values an enum field of a zod object accepts, optional or not. */
function enumValues(schema: z.ZodMiniType, key: string): string[] {
  const shape = (
    schema as unknown as {
      shape: Record<string, { options?: string[]; _zod: { def: { innerType?: { options?: string[] } } } }>;
    }
  ).shape;
  const member = shape[key];
  return [...(member?.options ?? member?._zod.def.innerType?.options ?? [])].sort();
}

const matches = (target: Field, value: string) => new RegExp(target.pattern?.[0] ?? '').test(value);

describe('the CMS configuration', () => {
  it('publishes to main through the editorial workflow, in the site’s three locales, English first', () => {
    expect(config.backend.branch).toBe('main');
    expect(config.publish_mode).toBe('editorial_workflow');
    expect([...config.i18n.locales].sort()).toEqual([...LOCALES].sort());
    expect(config.i18n.default_locale).toBe('en');
  });

  it('edits every content source there is', () => {
    for (const collection of config.collections) {
      if (collection.folder) expect(existsSync(path.join(ROOT, collection.folder)), collection.name).toBe(true);
      for (const file of collection.files ?? []) expect(existsSync(path.join(ROOT, file.file)), file.file).toBe(true);
    }
    const folders = config.collections.map((collection) => collection.folder).filter(Boolean);
    expect(folders).toEqual(['content/announcements', 'content/careers', 'content/legal']);
    const files = config.collections.flatMap((collection) => collection.files ?? []).map((file) => file.file);
    expect(files.sort()).toEqual(
      [
        'content/about/team.yml',
        'content/about/timeline.yml',
        'content/investors/calendar.yml',
        'content/investors/financial-highlights.yml',
        'content/investors/governance.yml',
        'content/investors/reports.yml',
        'content/investors/shareholder-information.yml',
      ].sort(),
    );
  });

  it('offers exactly the choices the site accepts', () => {
    const pairs: [Field, string[]][] = [
      [field('announcements', 'category'), enumValues(announcementSummarySchema, 'category')],
      [field('careers', 'employmentType'), enumValues(careerSchema, 'employmentType')],
      [field('investors', 'reports', 'reports', 'kind'), enumValues(reportSchema, 'kind')],
      [field('investors', 'governance', 'directors', 'role'), enumValues(directorSchema, 'role')],
      [field('investors', 'governance', 'documents', 'section'), enumValues(governanceDocumentSchema, 'section')],
      [field('investors', 'shareholder-information', 'dividends', 'kind'), enumValues(dividendSchema, 'kind')],
      [field('investors', 'shareholder-information', 'dividends', 'status'), enumValues(dividendSchema, 'status')],
      [
        field('investors', 'shareholder-information', 'documents', 'kind'),
        enumValues(shareholderDocumentSchema, 'kind'),
      ],
    ];
    for (const [target, accepted] of pairs) {
      expect(accepted.length, target.name).toBeGreaterThan(0);
      expect(optionsOf(target), target.name).toEqual(accepted);
    }
    const calendarKinds = (calendarEventSchema as unknown as { _zod: { def: { options: z.ZodMiniType[] } } })._zod.def
      .options;
    expect(optionsOf(field('investors', 'calendar', 'events', 'kind'))).toEqual(
      calendarKinds
        .flatMap((member) => enumValues(member, 'kind'))
        .filter((kind, index, all) => all.indexOf(kind) === index)
        .sort(),
    );
  });

  it('lets staff save only ids the site accepts, and every id the content has', () => {
    const id = field('announcements', 'id');
    for (const value of ['2026-11-25-interim-results-2026', 'a', 'x'.repeat(128)]) {
      expect(matches(id, value), value).toBe(true);
      expect(contentId.safeParse(value).success, value).toBe(true);
    }
    for (const value of ['', 'x'.repeat(129), 'with space', '../escape', '結果', '-leading']) {
      expect(matches(id, value), value).toBe(false);
    }
    const english = readFileSync(path.join(ROOT, 'public/content/en/announcements.json'), 'utf8');
    for (const item of JSON.parse(english) as { id: string }[]) expect(matches(id, item.id), item.id).toBe(true);
  });

  it('stores a publication time as the Hong Kong time typed, with its offset, as the site reads it', () => {
    const format = field('announcements', 'publishedAt').format ?? '';
    expect(format).toBe('YYYY-MM-DDTHH:mm:ss[+08:00]');
    // What the datetime widget writes for 16:45 typed on 25 November 2026.
    const written = format
      .replace('YYYY', '2026')
      .replace('MM', '11')
      .replace('DD', '25')
      .replace('HH', '16')
      .replace('mm', '45')
      .replace('ss', '00')
      .replace(/\[(.*)\]/, '$1');
    expect(written).toBe('2026-11-25T16:45:00+08:00');
    expect(isoDateTime.safeParse(written).success).toBe(true);
  });

  it('lists publication times as Hong Kong time, labelled, whatever the computer’s zone', () => {
    // Decap CMS's own template engine, as its lists, its workflow board and a list field's items
    // use it; the run's zone is UTC or any other, and 12:00 in Hong Kong is 04:00 UTC.
    const summaryOf = (collection: string) =>
      (config.collections.find((candidate) => candidate.name === collection) as { summary?: string } | undefined)
        ?.summary ?? '';
    const data = ImmutableMap({
      publishedAt: '2026-11-18T12:00:00+08:00',
      postedAt: '2026-11-18T00:30:00+08:00',
      title: 'Results',
    });
    expect(stringTemplate.compileStringTemplate(summaryOf('announcements'), null, '', data)).toBe(
      '2026-11-18T12:00 HKT · Results',
    );
    expect(stringTemplate.compileStringTemplate(summaryOf('careers'), null, '', data)).toBe(
      '2026-11-18T00:30 HKT · Results',
    );
    const documents = field('investors', 'shareholder-information', 'documents') as Field & { summary?: string };
    expect(
      stringTemplate.compileStringTemplate(documents.summary ?? '', null, '', ImmutableMap({ fields: data })),
    ).toBe('2026-11-18T12:00 HKT · Results');
  });

  it('refuses a filing that is not a PDF, and a text longer than the site renders', () => {
    for (const name of ['filingEnglish', 'filingChinese']) {
      const filing = field('announcements', name);
      expect(matches(filing, '/documents/announcements/2026-11-25-results.pdf')).toBe(true);
      expect(matches(filing, '/documents/announcements/2026-11-25-results.docx')).toBe(false);
    }
    for (const collection of ['announcements', 'legal']) {
      const body = field(collection, 'body');
      expect(matches(body, 'x'.repeat(MAX_MARKDOWN_LENGTH)), collection).toBe(true);
      expect(matches(body, 'x'.repeat(MAX_MARKDOWN_LENGTH + 1)), collection).toBe(false);
      expect(matches(body, ''), collection).toBe(false);
    }
  });
});

describe('a document field of the CMS', () => {
  const pdfFields = [
    field('investors', 'reports', 'reports', 'document', 'url'),
    field('investors', 'governance', 'documents', 'document', 'url'),
  ];
  const anyFile = field('investors', 'shareholder-information', 'documents', 'attachments', 'url');
  const filing = '/listedco/listconews/sehk/2026/0320/2026032000123.pdf';

  it('takes a file of the site’s documents folder, or a PDF on every host the site allows', () => {
    const accepted = [
      '/documents/reports/annual-report-2025-en.pdf',
      '/documents/governance/terms-of-reference-audit-committee-tc.pdf',
      ...site.documentHosts.map((host) => `https://${host}${filing}`),
    ];
    for (const target of [...pdfFields, anyFile]) {
      for (const value of accepted) {
        expect(matches(target, value), `${target.name} ${value}`).toBe(true);
        expect(documentUrl.safeParse(value).success, value).toBe(true);
      }
    }
  });

  it('refuses every address the site refuses, and, where it asks for one, a file that is not a PDF', () => {
    const refused = [
      '/documents/../../x.pdf',
      '/documents/%2e%2e/x.pdf',
      '/documents//x.pdf',
      '/documents\\x.pdf',
      '/assets/x.pdf',
      '//evil.example/x.pdf',
      'javascript:alert(1)//.pdf',
      `http://www1.hkexnews.hk${filing}`,
      'https://evil.example/x.pdf',
      `https://www1.hkexnews.hk.evil.example${filing}`,
      `https://www1.hkexnews.hk@evil.example${filing}`,
      'https://www1.hkexnews.hk/listedco/../x.pdf',
    ];
    for (const target of [...pdfFields, anyFile]) {
      for (const value of refused) {
        expect(documentUrl.safeParse(value).success, value).toBe(false);
        expect(matches(target, value), `${target.name} ${value}`).toBe(false);
      }
    }
    for (const target of pdfFields) expect(matches(target, '/documents/reports/annual-report-2025.docx')).toBe(false);
    expect(matches(anyFile, '/documents/shareholders/2026-results-presentation.pptx')).toBe(true);
  });
});

describe('the CMS in Traditional Chinese', () => {
  const words = JSON.parse(readFileSync(path.join(ROOT, 'admin/labels.zh-Hant.json'), 'utf8')) as Record<
    string,
    string
  >;
  const english = wordsOf(parse(configText) as Parameters<typeof wordsOf>[0]);

  it('has every word staff read in the configuration, and no word it no longer has', () => {
    expect(english.length).toBeGreaterThan(100);
    expect(Object.keys(words).sort()).toEqual([...new Set(english)].sort());
    for (const [text, translation] of Object.entries(words)) {
      expect(translation.trim(), text).not.toBe('');
      expect(translation, text).not.toBe(text);
    }
  });

  it('translates labels, hints and check messages, and leaves every setting as it was', () => {
    const translated = translateConfig(parse(configText) as Parameters<typeof translateConfig>[0], words);
    const announcements = (translated as unknown as typeof config).collections[0];
    expect(announcements?.name).toBe('announcements');
    const id = announcements?.fields?.find((candidate) => candidate.name === 'id');
    expect(id?.pattern?.[0]).toBe(field('announcements', 'id').pattern?.[0]);
    expect(id?.pattern?.[1]).toBe(words[field('announcements', 'id').pattern?.[1] ?? '']);
    expect(wordsOf(translated).every((text) => !Object.hasOwn(words, text))).toBe(true);
    // A list's time in Hong Kong time, labelled in Chinese.
    expect(
      stringTemplate.compileStringTemplate(
        (announcements as { summary?: string } | undefined)?.summary ?? '',
        null,
        '',
        ImmutableMap({ publishedAt: '2026-11-18T12:00:00+08:00', title: '業績' }),
      ),
    ).toBe('2026-11-18T12:00 香港時間 · 業績');
    // Only the words differ.
    // A summary's time-zone label is a word too.
    const label = (inner: string, isWord: (text: string) => boolean) =>
      inner.replace(/(truncate\(\d+, ' )([^']+)('\))/g, (match, start: string, text: string, end: string) =>
        isWord(text) ? `${start}${end}` : match,
      );
    const strip = (value: unknown) =>
      JSON.stringify(value, (_key, inner: unknown) =>
        typeof inner === 'string'
          ? Object.values(words).includes(inner)
            ? ''
            : label(inner, (text) => Object.values(words).includes(text))
          : inner,
      );
    const stripEnglish = (value: unknown) =>
      JSON.stringify(value, (_key, inner: unknown) =>
        typeof inner === 'string'
          ? Object.hasOwn(words, inner)
            ? ''
            : label(inner, (text) => Object.hasOwn(words, text))
          : inner,
      );
    expect(strip(translated)).toBe(stripEnglish(parse(configText)));
  });
});

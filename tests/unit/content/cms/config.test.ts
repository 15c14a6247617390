/**
 * `admin/config.yml` and `admin/labels.zh-Hant.json` are what the site's schemas and the CMS's
 * catalogue make (`src/content/cms/`, `locales/cms/`), byte for byte, and the check in
 * `npm run check` (`scripts/content/cms-config.mjs --check`) fails when a schema changes and the
 * files do not follow.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import * as z from 'zod/mini';
import type * as careers from '@/content/careers/schema';
import type * as siteConfig from '@/config/site';
import { cmsFileProblem } from '../../../../scripts/content/cms-config.mjs';

const read = (file: string) => readFileSync(path.resolve(import.meta.dirname, '../../../..', file), 'utf8');
const committed = read('admin/config.yml');

/** The CMS's module, with the schemas and catalogue as they are when it is called. */
const cms = () => import('@/content/cms/config');

/** Makes the CMS from a careers schema changed by `change`, as an engineer might change it. */
function withCareerSchema(change: (schema: typeof careers.careerSchema) => z.ZodMiniType) {
  vi.resetModules();
  vi.doMock('@/content/careers/schema', async (importOriginal) => {
    const original = await importOriginal<typeof careers>();
    return { ...original, careerSchema: change(original.careerSchema) };
  });
}

/** The careers collection's field `name` in a configuration's text. */
function careerField(text: string, name: string): Record<string, unknown> | undefined {
  const config = parse(text) as { collections: { name: string; fields?: { name: string }[] }[] };
  return config.collections.find((collection) => collection.name === 'careers')?.fields?.find((f) => f.name === name);
}

/** The CMS's module with `hosts` as the site's document hosts. */
function withDocumentHosts(hosts: string[]) {
  vi.resetModules();
  vi.doMock('@/config/site', async (importOriginal) => {
    const original = await importOriginal<typeof siteConfig>();
    return { ...original, site: { ...original.site, documentHosts: hosts } };
  });
}

/** The pattern and message of the first document address field (a file, or an address) in a configuration. */
function documentAddressPattern(text: string): unknown {
  const find = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(find).find((found) => found !== undefined);
    if (typeof value !== 'object' || value === null) return undefined;
    const field = value as { widget?: unknown; pattern?: unknown };
    if (field.widget === 'file' && Array.isArray(field.pattern) && String(field.pattern[0]).includes('(/documents|'))
      return field.pattern;
    return Object.values(value)
      .map(find)
      .find((found) => found !== undefined);
  };
  return find(parse(text));
}

afterEach(() => {
  vi.doUnmock('@/content/careers/schema');
  vi.doUnmock('@locales/cms/zh-TW.json');
  vi.doUnmock('@locales/cms/en.json');
  vi.doUnmock('@/config/site');
  vi.resetModules();
});

describe('the CMS files', () => {
  it('admin/config.yml is what the schemas and the catalogue make, byte for byte', async () => {
    expect(cmsFileProblem('admin/config.yml', committed, (await cms()).cmsConfigText())).toBeUndefined();
  });

  it('admin/labels.zh-Hant.json holds the catalogue’s Traditional Chinese, byte for byte', async () => {
    const written = (await cms()).cmsChineseLabelsText();
    expect(cmsFileProblem('admin/labels.zh-Hant.json', read('admin/labels.zh-Hant.json'), written)).toBeUndefined();
  });

  it('fail the check when a field of a schema becomes required and the file does not follow', async () => {
    expect(careerField(committed, 'applyEmail')).toMatchObject({ required: false });
    withCareerSchema((schema) => z.extend(schema, { applyEmail: z.email() }));
    const text = (await cms()).cmsConfigText();
    expect(careerField(text, 'applyEmail')).not.toHaveProperty('required');
    expect(cmsFileProblem('admin/config.yml', committed, text)).toMatch(
      /^admin\/config\.yml is not what the site's schemas and the CMS's catalogue make .*npm run cms:config/,
    );
  });

  it('are not written when a schema gains a choice the catalogue does not name', async () => {
    withCareerSchema((schema) =>
      z.extend(schema, { employmentType: z.enum(['full-time', 'part-time', 'contract', 'internship', 'temporary']) }),
    );
    const { cmsConfigText } = await cms();
    expect(() => cmsConfigText()).toThrow('careers.employmentType: no label for the choice temporary');
  });

  it('are not written when a schema gains a field the CMS does not say how to show', async () => {
    withCareerSchema((schema) => z.extend(schema, { salary: z.optional(z.string()) }));
    const { cmsConfigText } = await cms();
    expect(() => cmsConfigText()).toThrow('careers: the CMS does not say how to show the field salary');
  });

  it('are not written when the Traditional Chinese catalogue lacks a word of the English one', async () => {
    vi.resetModules();
    vi.doMock('@locales/cms/zh-TW.json', async (importOriginal) => {
      const { default: words } = await importOriginal<{ default: { careers: Record<string, unknown> } }>();
      const careersWithoutLabel = Object.fromEntries(Object.entries(words.careers).filter(([key]) => key !== 'label'));
      return { default: { ...words, careers: careersWithoutLabel } };
    });
    const { cmsChineseLabelsText } = await cms();
    expect(() => cmsChineseLabelsText()).toThrow(
      'locales/cms/zh-TW.json: careers.label is not as in locales/cms/en.json',
    );
  });

  it('name the document hosts the site accepts in the address fields’ messages, as in their pattern', async () => {
    const [pattern, message] = documentAddressPattern(committed) as [string, string];
    expect(pattern).toContain('www1\\.hkexnews\\.hk');
    expect(message).toContain('www1.hkexnews.hk');
    withDocumentHosts(['www1.hkexnews.hk', 'www.example-registrar.hk']);
    const { cmsConfigText, cmsChineseLabelsText } = await cms();
    const [newPattern, newMessage] = documentAddressPattern(cmsConfigText()) as [string, string];
    expect(newPattern).toContain('www\\.example-registrar\\.hk');
    expect(newMessage).toBe(
      'Choose a PDF file, or paste its https:// address on www1.hkexnews.hk, www.example-registrar.hk',
    );
    expect(JSON.parse(cmsChineseLabelsText())).toHaveProperty(
      [newMessage],
      '請選擇 PDF 檔案，或貼上該檔案在 www1.hkexnews.hk, www.example-registrar.hk 的 https:// 網址',
    );
  });

  it('are not written when a message names a placeholder the CMS does not fill', async () => {
    vi.resetModules();
    vi.doMock('@locales/cms/en.json', async (importOriginal) => {
      const { default: words } = await importOriginal<{ default: { careers: Record<string, unknown> } }>();
      return { default: { ...words, careers: { ...words.careers, label: 'Jobs on {{host}}' } } };
    });
    const { cmsConfigText } = await cms();
    expect(() => cmsConfigText()).toThrow(
      'locales/cms/en.json: careers.label names {{host}}; a message may name {{hosts}}',
    );
  });
});

/**
 * The CMS's Simplified Chinese fields (admin/simplified-fields.ts): which fields of
 * `admin/config.yml` the editor fills from the Traditional Chinese. The filling itself is
 * followed in the browser by tests/e2e/cms/publish.spec.ts.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { withSimplifiedFields } from '../../../admin/simplified-fields';

type Field = { name: string; widget: string; i18n?: unknown };
type Collection = { name: string; fields?: Field[]; files?: { fields: Field[] }[] };

const config = parse(await readFile(path.resolve(import.meta.dirname, '../../../admin/config.yml'), 'utf8')) as {
  collections: Collection[];
};
const widgets = (collections: Collection[], name: string) =>
  Object.fromEntries(
    (collections.find((collection) => collection.name === name)?.fields ?? []).map((field) => [
      field.name,
      field.widget,
    ]),
  );

describe('the fields filled from the Traditional Chinese', () => {
  const result = withSimplifiedFields(config as unknown as Parameters<typeof withSimplifiedFields>[0]) as unknown as {
    collections: Collection[];
  };

  it('are the translated texts of announcements, openings and legal pages, on their twins', () => {
    expect(widgets(result.collections, 'announcements')).toMatchObject({
      id: 'string',
      title: 'zh-derived-string',
      summary: 'zh-derived-text',
      body: 'zh-derived-markdown',
      category: 'select',
    });
    expect(widgets(result.collections, 'legal')).toMatchObject({
      title: 'zh-derived-string',
      body: 'zh-derived-markdown',
    });
    expect(Object.values(widgets(result.collections, 'careers'))).toContain('zh-derived-string');
  });

  it('leave the subjects written in one file per subject, and config.yml itself, as they are', () => {
    const untouched = (collections: Collection[]) => collections.filter((collection) => collection.files);
    expect(untouched(result.collections)).toEqual(untouched(config.collections));
    expect(widgets(config.collections, 'announcements').title).toBe('string');
  });
});

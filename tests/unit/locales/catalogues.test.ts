import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/config/locales';

type Catalogue = { [key: string]: string | Catalogue };

/** The catalogues besides the main one, each an i18next namespace of its own (`locales/<namespace>/<locale>.json`). */
const NAMESPACES = ['archive', 'financials', 'governance', 'insights', 'investors', 'search', 'shareholders'] as const;

/** `locale`'s main catalogue, with each namespace's under `<namespace>:`. */
function load(locale: string): Catalogue {
  const read = (file: string) =>
    JSON.parse(readFileSync(path.resolve(__dirname, `../../../locales/${file}`), 'utf8')) as Catalogue;
  return {
    ...read(`${locale}.json`),
    ...Object.fromEntries(NAMESPACES.map((namespace) => [`${namespace}:`, read(`${namespace}/${locale}.json`)])),
  };
}

/** Every leaf as `path → text`. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix && !prefix.endsWith(':') ? `${prefix}.${key}` : `${prefix}${key}`;
    if (typeof value === 'string') leaves.set(path, value);
    else for (const [inner, text] of flatten(value, path)) leaves.set(inner, text);
  }
  return leaves;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, flatten(load(locale))]));
const english = catalogues.en ?? new Map<string, string>();

/** i18next's plural suffixes: a key `count_one` is form `one` of `count` (CLDR plural categories). */
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Keys with their plural forms folded into one (`resultCount_one`, `resultCount_other` → `resultCount`). */
const baseKeys = (keys: Iterable<string>) => [...new Set([...keys].map((key) => key.replace(PLURAL, '')))].sort();

describe('catalogues', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s has exactly the English keys', (locale) => {
    expect(baseKeys(catalogues[locale]?.keys() ?? [])).toEqual(baseKeys(english.keys()));
  });

  it.each(LOCALES)('%s gives each plural text exactly the forms its language has', (locale) => {
    const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const keys = [...(catalogues[locale]?.keys() ?? [])];
    for (const base of baseKeys(keys.filter((key) => PLURAL.test(key)))) {
      const present = keys.filter((key) => key.replace(PLURAL, '') === base).map((key) => PLURAL.exec(key)?.[1]);
      expect({ base, forms: present.sort() }).toEqual({ base, forms: [...forms].sort() });
    }
  });

  it.each(LOCALES)('%s has no empty text', (locale) => {
    const empty = [...(catalogues[locale] ?? new Map<string, string>())].filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s keeps every placeholder of each English text', (locale) => {
    for (const [key, text] of english) {
      // A plural text is compared with the form every language has.
      const own = catalogues[locale]?.get(key) ?? catalogues[locale]?.get(key.replace(PLURAL, '_other')) ?? '';
      expect({ key, placeholders: placeholders(own) }).toEqual({
        key,
        placeholders: placeholders(text),
      });
    }
  });

  it('carries the fixed texts', () => {
    expect(english.get('archive:subtitle')).toBe('Latest News and Updates');
    expect(english.get('archive:loadingMore')).toBe('Loading more...');
    expect(english.get('archive:allLoaded')).toBe('All content loaded');
    expect(english.get('ecosystem.title')).toBe('LPT and APQ');
    expect(english.get('announcements.fetchFailed')).toBe('Failed to fetch announcement: {{reason}}');
    expect(catalogues.zh?.get('announcements.fetchFailed')).toMatch(/^获取公告失败/);
    expect(catalogues['zh-TW']?.get('announcements.fetchFailed')).toMatch(/^獲取公告失敗/);
    for (const locale of LOCALES) {
      expect([
        catalogues[locale]?.get('language.en'),
        catalogues[locale]?.get('language.zh'),
        catalogues[locale]?.get('language.zhTW'),
      ]).toEqual(['English', '简体中文', '繁體中文']);
    }
  });
});

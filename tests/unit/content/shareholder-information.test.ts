// @vitest-environment node
/**
 * The bundled shareholder information (`public/content/<locale>/shareholder-information.json`)
 * passes the app's schema whole, states the same dividends in every locale, and agrees with the
 * financial highlights and the announcements it cites.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/config/locales';
import { financialHighlightsSchema } from '@/content/investors/financial-highlights';
import { getShareholderInformation } from '@/content/investors/shareholder-information';
import { createBundledSource } from '@/lib/content/source';

const CONTENT = path.resolve(__dirname, '../../../public/content');
const read = (relative: string) => readFileSync(path.join(CONTENT, relative), 'utf8');
const source = createBundledSource({
  getText: (file) => Promise.resolve(read(file)),
  getJson: (file) => Promise.resolve(JSON.parse(read(file)) as unknown),
});
const information = Object.fromEntries(
  await Promise.all(
    LOCALES.map(async (locale) => [locale, await getShareholderInformation(source, { locale })] as const),
  ),
);
const raw = (locale: string) =>
  JSON.parse(read(`${locale}/shareholder-information.json`)) as { dividends: unknown[]; documents: unknown[] };
const PUBLIC = path.resolve(__dirname, '../../../public');

describe('bundled shareholder information', () => {
  it.each(LOCALES)('in %s: every dividend passes the schema, newest payment first', (locale) => {
    const dividends = information[locale]?.dividends ?? [];
    expect(dividends).toHaveLength(raw(locale).dividends.length);
    const paid = dividends.map((dividend) => dividend.paymentDate);
    expect(paid).toEqual([...paid].sort().reverse());
    for (const dividend of dividends) {
      expect(dividend.exDate < dividend.recordDate, dividend.id).toBe(true);
      expect(dividend.recordDate < dividend.paymentDate, dividend.id).toBe(true);
    }
  });

  it.each(LOCALES)('in %s: the same dividends as in English, each citing an announcement of the site', (locale) => {
    expect(information[locale]?.dividends).toEqual(information.en?.dividends);
    const ids = new Set((JSON.parse(read(`${locale}/announcements.json`)) as { id: string }[]).map((item) => item.id));
    for (const dividend of information[locale]?.dividends ?? []) expect(ids).toContain(dividend.announcementId);
  });

  it('add up, year by year, to the dividend per share of the financial highlights', () => {
    const highlights = financialHighlightsSchema.parse(JSON.parse(read('en/financial-highlights.json')));
    for (const entry of highlights.years) {
      const total = (information.en?.dividends ?? [])
        .filter((dividend) => dividend.financialYear === entry.year)
        .reduce((sum, dividend) => sum + dividend.amountCents, 0);
      expect(Math.round(total * 100) / 100, String(entry.year)).toBe(entry.dividendPerShare);
    }
  });

  it.each(LOCALES)(
    'in %s: five years of general meetings (circular, notice, proxy form) and results presentations, each file in its languages',
    (locale) => {
      const documents = information[locale]?.documents ?? [];
      expect(documents).toHaveLength(raw(locale).documents.length);
      const meetings = new Set(documents.flatMap((document) => (document.meetingId ? [document.meetingId] : [])));
      expect([...meetings]).toEqual(['2026-agm', '2025-agm', '2024-agm', '2023-agm', '2022-agm']);
      for (const meeting of meetings)
        expect(
          documents.filter((document) => document.meetingId === meeting).map((document) => document.kind),
          meeting,
        ).toEqual(['agm-circular', 'notice-of-agm', 'proxy-form']);
      expect(documents.filter((document) => document.kind === 'results-presentation').length).toBeGreaterThanOrEqual(6);
      for (const document of documents) {
        const languages = document.attachments.map((attachment) => attachment.language);
        expect(languages, document.id).toEqual(
          document.kind === 'results-presentation' ? ['en', 'zh-Hant', 'zh-Hans'] : ['en', 'zh-Hant'],
        );
        for (const attachment of document.attachments) {
          const file = path.join(PUBLIC, attachment.url);
          expect(existsSync(file), attachment.url).toBe(true);
          expect(attachment.sizeBytes, attachment.url).toBe(statSync(file).size);
        }
      }
      // Every locale lists the same documents, at the same times and with the same files.
      const shape = (list: typeof documents) =>
        list.map((document) => [document.id, document.publishedAt, document.attachments.map((a) => a.url)]);
      expect(shape(documents)).toEqual(shape(information.en?.documents ?? []));
    },
  );
});

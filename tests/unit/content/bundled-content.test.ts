// @vitest-environment node
/**
 * The content shipped in `public/content/` must pass the same schemas the app applies at run
 * time, agree across locales, and point only at files that exist.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { LOCALES } from '@/config/locales';
import { announcementSummarySchema } from '@/content/announcements/schema';
import { ANNOUNCEMENT_CATEGORIES } from '@/content/announcements/categories';
import { careerSchema } from '@/content/careers/schema';
import { teamMemberSchema } from '@/content/about/team';
import { timelineEntrySchema } from '@/content/about/timeline';
import { buildAssetManifest } from '../../../vite-plugins/asset-manifest';

const PUBLIC = path.resolve(__dirname, '../../../public');
const read = (relative: string) => readFileSync(path.join(PUBLIC, relative), 'utf8');
const readJson = (relative: string): unknown => JSON.parse(read(relative));

const announcements = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    z.array(announcementSummarySchema).parse(readJson(`content/${locale}/announcements.json`)),
  ]),
);
const careers = Object.fromEntries(
  LOCALES.map((locale) => [locale, z.array(careerSchema).parse(readJson(`content/${locale}/careers.json`))]),
);
const english = announcements.en ?? [];

/** The fields that must not differ between translations. */
const shared = (item: (typeof english)[number]) => ({
  id: item.id,
  category: item.category,
  publishedAt: item.publishedAt,
  attachments: item.attachments
    ?.map(({ url, sizeBytes, language }) => ({ url, sizeBytes, language }))
    .sort((a, b) => a.url.localeCompare(b.url)),
});

describe('bundled announcements', () => {
  it('are at least 45, over every category and several years, newest first', () => {
    expect(english.length).toBeGreaterThanOrEqual(45);
    for (const category of ANNOUNCEMENT_CATEGORIES) {
      expect(english.filter((item) => item.category === category).length, category).toBeGreaterThanOrEqual(5);
    }
    const years = new Set(english.map((item) => item.publishedAt.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(5);
    const times = english.map((item) => Date.parse(item.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(english.map((item) => item.id)).size).toBe(english.length);
  });

  it.each(LOCALES)(
    'in %s match English in ids, dates, categories and documents, each with a Markdown body',
    (locale) => {
      const items = announcements[locale] ?? [];
      expect(items.map(shared)).toEqual(english.map(shared));
      for (const item of items) {
        const body = read(`content/${locale}/announcements/${item.id}.md`);
        expect(body.split(/\n\s*\n/).filter((paragraph) => paragraph.trim()).length, item.id).toBeGreaterThanOrEqual(3);
        expect(body, item.id).not.toMatch(/<\/?[a-z][^>]*>/i);
      }
    },
  );

  it('file every document in English and in Traditional Chinese, each saying its language', () => {
    for (const item of english.filter((entry) => entry.attachments?.length)) {
      expect(item.attachments?.map((attachment) => attachment.language).sort(), item.id).toEqual(['en', 'zh-Hant']);
    }
  });

  it('have real PDF attachments whose sizes are stated exactly', () => {
    const withDocuments = english.filter((item) => item.attachments?.length);
    expect(withDocuments.length).toBeGreaterThanOrEqual(10);
    for (const attachment of withDocuments.flatMap((item) => item.attachments ?? [])) {
      const file = path.join(PUBLIC, attachment.url);
      expect(existsSync(file), attachment.url).toBe(true);
      expect(readFileSync(file).subarray(0, 5).toString(), attachment.url).toBe('%PDF-');
      expect(attachment.sizeBytes, attachment.url).toBe(statSync(file).size);
    }
  });
});

describe('bundled careers', () => {
  it.each(LOCALES)('in %s are at least 14, each with a way to apply, matching English', (locale) => {
    const items = careers[locale] ?? [];
    expect(items.length).toBeGreaterThanOrEqual(14);
    expect(items.every((item) => item.applyUrl ?? item.applyEmail)).toBe(true);
    const key = (item: (typeof items)[number]) => [item.id, item.employmentType, item.postedAt].join('|');
    expect(items.map(key)).toEqual((careers.en ?? []).map(key));
  });
});

describe('bundled team, timeline and legal pages', () => {
  const manifest = buildAssetManifest(PUBLIC);

  it.each(LOCALES)('in %s are valid and every portrait exists', (locale) => {
    const team = z.array(teamMemberSchema).parse(readJson(`content/${locale}/team.json`));
    expect(team.length).toBeGreaterThanOrEqual(4);
    for (const member of team)
      expect(manifest.common[member.image] ?? manifest.light[member.image], member.image).toBeDefined();
    const timeline = z
      .object({ group: z.array(timelineEntrySchema), partner: z.array(timelineEntrySchema) })
      .parse(readJson(`content/${locale}/timeline.json`));
    expect(timeline.group.length).toBeGreaterThanOrEqual(5);
    expect(timeline.partner.length).toBeGreaterThanOrEqual(4);
    for (const page of ['privacy', 'terms']) expect(read(`content/${locale}/${page}.md`).length).toBeGreaterThan(1000);
  });
});

// @vitest-environment node
/**
 * A filing pair as the announcement a person reviews in the CMS (scripts/hkexnews/draft.mjs): its
 * id, its category from the headline table, three languages (Simplified Chinese converted and
 * marked so), its PDFs where the content guards want them, and flags for what a person must do.
 */
import { readFileSync } from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFileProblems } from '@/content/registry';
import { announcementId, draftOf, siteCategory } from '../../../../scripts/hkexnews/draft.mjs';
import { issuerFilings, pairFilings, toFiling, type FilingPair } from '../../../../scripts/hkexnews/filings.mjs';
import { latestPageSchema } from '../../../../scripts/hkexnews/latest.mjs';
import { generateContent } from '../../../../vite-plugins/content/generate';
import { splitFrontMatter } from '../../../../vite-plugins/content/sources';
import { useContentRoot } from '../../support/content-root';

const FIXTURES = path.resolve(import.meta.dirname, '../../../fixtures/hkexnews');
const A_PDF = path.resolve(import.meta.dirname, '../../../../public/documents/governance/list-of-directors-en.pdf');

/** The issuer's filing pairs in the replayed feeds. */
function pairs(): FilingPair[] {
  const feed = (letter: 'e' | 'c') =>
    [1, 2].flatMap((page) =>
      latestPageSchema
        .parse(JSON.parse(readFileSync(path.join(FIXTURES, `lcisehk7relsd${letter}_${page}.json`), 'utf8')))
        .newsInfoLst.map((item) => toFiling(item, letter === 'e' ? 'en' : 'zh-Hant')),
    );
  return pairFilings(issuerFilings(feed('e'), '2629'), issuerFilings(feed('c'), '2629'));
}

const pairOf = (englishId: string) => {
  const found = pairs().find((pair) => pair.english?.newsId === englishId);
  if (!found) throw new Error(`no pair for ${englishId}`);
  return found;
};

describe('a draft’s id', () => {
  it('is the release date and the English title in lower-case words', () => {
    expect(announcementId('2026-12-04T16:45:00+08:00', 'ANNOUNCEMENT OF INTERIM RESULTS FOR THE SIX MONTHS')).toBe(
      '2026-12-04-announcement-of-interim-results-for-the-six-months',
    );
    expect(announcementId('2026-12-04T12:30:00+08:00', 'CONNECTED TRANSACTION & GREEN\u2011MOBILITY CO.')).toBe(
      '2026-12-04-connected-transaction-green-mobility-co',
    );
  });

  it('stops at a word before the content’s limit', () => {
    const id = announcementId('2026-12-04T12:30:00+08:00', 'WORD '.repeat(60));
    expect(id.length).toBeLessThanOrEqual(96);
    expect(id).toMatch(/^2026-12-04(-word)+$/);
  });
});

describe('a draft’s category', () => {
  it('comes from the headline table, second tier first', () => {
    expect(siteCategory({ tierOne: '10000', tierTwo: '12350', name: 'Change in Directors' })).toEqual({
      category: 'corporate-governance',
      flag: undefined,
    });
    expect(siteCategory({ tierOne: '50000', tierTwo: undefined, name: 'Financial Statements' }).category).toBe(
      'information-disclosure',
    );
  });

  it('is announcement, flagged, for a code the table lacks or none at all', () => {
    const { category, flag } = siteCategory({
      tierOne: undefined,
      tierTwo: undefined,
      name: 'Next Day Disclosure Returns - [Others]',
    });
    expect(category).toBe('announcement');
    expect(flag).toBe(
      'HKEXnews\' headline category "Next Day Disclosure Returns - [Others]" (none/none) is not in scripts/hkexnews/headline-categories.json: choose the category, and add the code there.',
    );
  });
});

describe('a draft', () => {
  it('has the three languages, HKEXnews’ minute, both filings and both ids', () => {
    const draft = draftOf(pairOf('11990106'));
    expect(draft.id).toBe('2026-12-03-change-of-company-secretary');
    const read = (locale: string) =>
      splitFrontMatter(draft.entries.get(`content/announcements/${locale}/${draft.id}.md`) ?? '');
    const shared = {
      id: draft.id,
      category: 'corporate-governance',
      publishedAt: '2026-12-03T18:05:00+08:00',
      filingEnglish: `/documents/announcements/${draft.id}.pdf`,
      filingChinese: `/documents/announcements/${draft.id}-tc.pdf`,
      hkexnewsId: { en: '11990106', 'zh-Hant': '11990206' },
    };
    expect(read('en').data).toEqual({ ...shared, title: 'CHANGE OF COMPANY SECRETARY' });
    expect(read('zh-TW').data).toEqual({ ...shared, title: '更換公司秘書' });
    expect(read('zh').data).toEqual({ ...shared, title: '更换公司秘书', convertedFrom: 'zh-TW' });
    expect(read('zh').body).toBe('详情请参阅下方的公告全文（PDF）。\n');
    expect(draft.flags).toEqual([]);
  });

  it('puts the PDFs where the content guards want them', () => {
    const draft = draftOf(pairOf('11990106'));
    expect([...draft.documents]).toEqual([
      ['/listedco/listconews/sehk/2026/1203/2026120300807.pdf', `public/documents/announcements/${draft.id}.pdf`],
      ['/listedco/listconews/sehk/2026/1203/2026120300807_c.pdf', `public/documents/announcements/${draft.id}-tc.pdf`],
    ]);
    for (const target of draft.documents.values())
      expect(target).toMatch(/^public\/documents\/announcements\/[A-Za-z0-9._-]+\.pdf$/);
  });

  it('converts a title with its phrases, and keeps entities decoded', () => {
    const draft = draftOf(pairOf('11990103'));
    const zh = splitFrontMatter(draft.entries.get(`content/announcements/zh/${draft.id}.md`) ?? '');
    expect(zh.data.title).toBe('联合公告 关连交易 & 向绿色出行公司提供区块链服务');
  });

  it('flags an unpaired filing and an unmapped category, and still is a draft', () => {
    const lonely: FilingPair = {
      ...pairOf('11990104'),
      chinese: undefined,
      unpaired: 'no Chinese filing was released with it',
    };
    const draft = draftOf(lonely);
    expect(draft.flags).toEqual([
      'Only one language was found on HKEXnews (no Chinese filing was released with it): add the other.',
      expect.stringContaining('"Next Day Disclosure Returns - [Others]" (none/none) is not in'),
    ]);
    expect([...draft.documents.values()]).toEqual([`public/documents/announcements/${draft.id}.pdf`]);
    expect(draft.entries.size).toBe(3);
  });
});

describe('a draft, published as it is', () => {
  const folder = useContentRoot('hkexnews-draft-');

  it('passes every content guard and is listed in the three languages', async () => {
    const draft = draftOf(pairOf('11990106'));
    for (const [file, text] of draft.entries) {
      await mkdir(path.dirname(path.join(folder(), file)), { recursive: true });
      await writeFile(path.join(folder(), file), text);
    }
    for (const target of draft.documents.values()) {
      await mkdir(path.dirname(path.join(folder(), target)), { recursive: true });
      await copyFile(A_PDF, path.join(folder(), target));
    }
    const result = await generateContent({
      root: folder(),
      now: new Date('2026-12-04T09:00:00+08:00'),
      validate: (name, data) => contentFileProblems(name as Parameters<typeof contentFileProblems>[0], data),
    });
    expect(result.problems).toEqual([]);
    for (const locale of ['en', 'zh', 'zh-TW']) {
      const list = JSON.parse(result.files.get(`${locale}/announcements.json`) ?? '[]') as { id: string }[];
      expect(list.map((item) => item.id)).toEqual([draft.id]);
    }
  });
});

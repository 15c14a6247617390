/**
 * The CMS's preview (admin/preview/, admin/preview-template.ts): the message built from Decap
 * CMS's entry, and the content files the preview page answers from it, which must be the ones a
 * build writes for the same entry.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { draftContent, previewMessageSchema, withDraftItem, type PreviewMessage } from '../../../admin/preview/draft';
import { entryMessage } from '../../../admin/preview-template';
import { PREVIEW_ENTRY, PREVIEW_TEMPLATES, type PreviewCollection } from '../../../admin/preview/protocol';
import { generateContent } from '../../../vite-plugins/content/generate';
import { useContentRoot, writeAnnouncement } from '../support/content-root';

const ID = '2026-11-20-interim-results-2026';
const ENGLISH = {
  id: ID,
  title: 'Interim Results Announcement',
  category: 'information-disclosure',
  publishedAt: '2026-11-20T16:45:00+08:00',
  summary: 'The Board announces the interim results.',
  filingEnglish: `/documents/announcements/${ID}.pdf`,
  filingChinese: `/documents/announcements/${ID}_c.pdf`,
  body: 'The Board announces the results.',
};
const TRADITIONAL = {
  ...ENGLISH,
  title: '中期業績公告',
  summary: '董事會宣佈中期業績。',
  body: '董事會欣然宣佈業績。',
};

const message = (overrides: Partial<PreviewMessage>): PreviewMessage =>
  previewMessageSchema.parse({
    type: PREVIEW_ENTRY,
    collection: 'announcements',
    name: ID,
    locale: 'en',
    entries: { en: ENGLISH, 'zh-TW': TRADITIONAL },
    ...overrides,
  });

describe('an announcement in the preview', () => {
  it('is its own page, in each locale’s list with its filings, its text the entry’s body', () => {
    const draft = draftContent(message({}));
    expect(draft?.page).toBe(`/announcement/${ID}`);
    expect(draft?.files.get(`en/announcements/${ID}.md`)).toBe(ENGLISH.body);
    expect(draft?.files.get(`zh-TW/announcements/${ID}.md`)).toBe(TRADITIONAL.body);
    expect(draft?.listItems.get('zh-TW/announcements.json')).toEqual({
      dateKey: 'publishedAt',
      item: {
        id: ID,
        title: '中期業績公告',
        category: 'information-disclosure',
        publishedAt: ENGLISH.publishedAt,
        summary: '董事會宣佈中期業績。',
        attachments: [
          { title: '公告全文（中文版，PDF）', url: ENGLISH.filingChinese, language: 'zh-Hant' },
          { title: '公告全文（英文版，PDF）', url: ENGLISH.filingEnglish, language: 'en' },
        ],
      },
    });
  });

  it('derives the Simplified Chinese nobody wrote from the Traditional, and says so', () => {
    const draft = draftContent(message({ locale: 'zh' }));
    expect(draft?.derived).toBe(true);
    expect(draft?.listItems.get('zh/announcements.json')?.item).toMatchObject({
      title: '中期业绩公告',
      summary: '董事会宣布中期业绩。',
    });
    expect(draft?.files.get(`zh/announcements/${ID}.md`)).toBe('董事会欣然宣布业绩。');
  });

  it('keeps the Simplified Chinese an editor wrote, deriving only what is empty', () => {
    const written = { ...TRADITIONAL, title: '中期业绩（编辑所写）', summary: '  ' };
    const draft = draftContent(message({ locale: 'zh', entries: { en: ENGLISH, 'zh-TW': TRADITIONAL, zh: written } }));
    expect(draft?.listItems.get('zh/announcements.json')?.item).toMatchObject({
      title: '中期业绩（编辑所写）',
      summary: '董事会宣布中期业绩。',
    });
  });

  it('tells the reviewer of Simplified Chinese that came derived already, as the watcher drafts it', () => {
    const derived = { ...TRADITIONAL, title: '中期业绩公告', convertedFrom: 'zh-TW' };
    const entries = { en: ENGLISH, 'zh-TW': TRADITIONAL };
    expect(draftContent(message({ locale: 'zh', entries: { ...entries, zh: derived } }))?.derived).toBe(true);
    // As the CMS fills it in: the conversion, unmarked.
    const filled = { ...TRADITIONAL, title: '中期业绩（编辑所写）', summary: '董事会宣布中期业绩。', body: '正文。' };
    expect(draftContent(message({ locale: 'zh', entries: { ...entries, zh: filled } }))?.derived).toBe(true);
    const written = { ...TRADITIONAL, title: '中期业绩（编辑所写）', summary: '董事会公布中期业绩。', body: '正文。' };
    expect(draftContent(message({ locale: 'zh', entries: { ...entries, zh: written } }))?.derived).toBe(false);
  });

  it('is shown under a stand-in id until the editor gives it one', () => {
    const draft = draftContent(message({ name: '', entries: { en: { ...ENGLISH, id: '' } } }));
    expect(draft?.page).toBe('/announcement/draft');
  });

  describe('as a build publishes it', () => {
    const root = useContentRoot('preview-build-');

    it('is the item the build writes into each locale’s list, but the sizes the build reads from disk', async () => {
      await writeAnnouncement(root(), {
        id: ID,
        filingEnglish: ENGLISH.filingEnglish,
        filingChinese: ENGLISH.filingChinese,
        override: { locale: 'en', fields: { summary: ENGLISH.summary } },
      });
      const built = await generateContent({ root: root(), now: new Date('2026-11-25T00:00:00Z') });
      const draft = draftContent(
        message({
          entries: {
            en: { ...ENGLISH, title: 'Results', body: 'The Board announces Results.' },
            'zh-TW': { ...ENGLISH, title: '業績', summary: '', body: '' },
            zh: { ...ENGLISH, title: '业绩', summary: '', body: '' },
          },
        }),
      );
      for (const locale of ['en', 'zh', 'zh-TW'] as const) {
        const list = JSON.parse(built.files.get(`${locale}/announcements.json`) ?? '[]') as Record<string, unknown>[];
        const withoutSizes = JSON.parse(
          JSON.stringify(list[0], (key, value: unknown) => (key === 'sizeBytes' ? undefined : value)),
        ) as unknown;
        expect(draft?.listItems.get(`${locale}/announcements.json`)?.item, locale).toEqual(withoutSizes);
      }
    });
  });
});

describe('the other subjects in the preview', () => {
  it('shows an opening on the careers page, first in the published list, replacing its published self', () => {
    const english = {
      id: 'blockchain-engineer',
      title: 'Blockchain Engineer',
      department: 'Engineering',
      location: 'Hong Kong',
      employmentType: 'full-time',
      postedAt: '2026-11-30',
      summary: 'Build the network.',
      applyEmail: 'careers@example.com',
    };
    const draft = draftContent(
      message({
        collection: 'careers',
        name: english.id,
        entries: { en: english, 'zh-TW': { ...english, title: '區塊鏈工程師' } },
      }),
    );
    expect(draft?.page).toBe('/careers');
    const { item, dateKey } = draft?.listItems.get('zh/careers.json') ?? { item: {}, dateKey: 'postedAt' };
    expect(item).toMatchObject({ id: 'blockchain-engineer', title: '区块链工程师', applyEmail: 'careers@example.com' });
    const published = [
      { id: 'older', postedAt: '2026-01-01' },
      { id: 'blockchain-engineer', title: 'Old title', postedAt: '2026-11-30' },
      { id: 'newer', postedAt: '2026-12-01' },
    ];
    expect(withDraftItem(published, item, dateKey).map((entry) => [entry.id, entry.title])).toEqual([
      ['newer', undefined],
      ['blockchain-engineer', '区块链工程师'],
      ['older', undefined],
    ]);
  });

  it('shows a legal page as its Markdown, and only the pages the site has', () => {
    const draft = draftContent(
      message({
        collection: 'legal',
        name: 'terms',
        locale: 'zh-TW',
        entries: { 'zh-TW': { title: '條款', body: '# 條款' } },
      }),
    );
    expect(draft?.page).toBe('/terms');
    expect(draft?.files.get('zh-TW/terms.md')).toBe('# 條款');
    expect(draft?.files.get('zh/terms.md')).toBe('# 条款');
    expect(draftContent(message({ collection: 'legal', name: 'cookies' }))).toBeUndefined();
  });

  it('shows an investor subject on its page as the data file the build writes', () => {
    const events = [{ id: 'agm-2027', title: 'Annual general meeting' }];
    const draft = draftContent(message({ collection: 'investors', name: 'calendar', entries: { en: { events } } }));
    expect(draft?.page).toBe('/investors/calendar');
    expect(draft?.files.get('en/calendar.json')).toEqual(events);
    expect(draftContent(message({ collection: 'about', name: 'team', entries: { en: { members: [] } } }))?.page).toBe(
      '/',
    );
    expect(draftContent(message({ collection: 'investors', name: 'toString' }))).toBeUndefined();
  });

  it('has a template under each name Decap CMS looks one up by, each showing its page', () => {
    const config = parse(readFileSync(path.resolve(import.meta.dirname, '../../../admin/config.yml'), 'utf8')) as {
      collections: { name: PreviewCollection; files?: { name: string }[] }[];
    };
    // A folder collection's template is looked up by its name, a files collection's by each file's.
    const looked = config.collections.flatMap(({ name, files }) =>
      files ? files.map((file) => [file.name, name] as const) : [[name, name] as const],
    );
    expect(Object.entries(PREVIEW_TEMPLATES).toSorted()).toEqual(looked.toSorted());
    for (const [name, collection] of looked) {
      if (collection === name) continue;
      expect(draftContent(message({ collection, name, entries: { en: {} } }))?.page, name).toMatch(/^\//);
    }
  });

  it('refuses a message of another shape', () => {
    for (const bad of [
      { type: PREVIEW_ENTRY, collection: 'pages', name: 'x', locale: 'en', entries: {} },
      { type: PREVIEW_ENTRY, collection: 'legal', name: 'terms', locale: 'fr', entries: {} },
      { type: 'other', collection: 'legal', name: 'terms', locale: 'en', entries: {} },
      { type: PREVIEW_ENTRY, collection: 'legal', name: 'terms', locale: 'en', entries: { en: 'text' } },
    ]) {
      expect(previewMessageSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

/** A stand-in for Decap CMS's Immutable.js entry: `get` and `toJS` over plain values. */
function immutable(value: Record<string, unknown>): { get(key: string): unknown; toJS(): unknown } {
  return {
    get: (key) => {
      const child = value[key];
      return typeof child === 'object' && child !== null ? immutable(child as Record<string, unknown>) : child;
    },
    toJS: () => value,
  };
}

describe('the message the CMS page sends', () => {
  it('holds the left pane’s locale’s fields and every other locale’s, named by the entry’s slug', () => {
    // As Decap CMS's getPreviewEntry gives it for zh-TW: that locale's fields in `data`.
    const entry = immutable({
      slug: ID,
      data: TRADITIONAL,
      i18n: { 'zh-TW': { data: TRADITIONAL }, zh: { data: { title: '' } } },
    });
    const sent = previewMessageSchema.parse(entryMessage('announcements', { entry, locale: 'zh-TW' }, 'en'));
    expect(sent).toEqual({
      type: PREVIEW_ENTRY,
      collection: 'announcements',
      name: ID,
      locale: 'zh-TW',
      entries: { 'zh-TW': TRADITIONAL, zh: { title: '' } },
    });
    const english = immutable({ slug: ID, data: ENGLISH, i18n: { 'zh-TW': { data: TRADITIONAL } } });
    expect(entryMessage('announcements', { entry: english }, 'en')).toMatchObject({
      locale: 'en',
      entries: { en: ENGLISH, 'zh-TW': TRADITIONAL },
    });
  });
});

// @vitest-environment node
/**
 * Publishing the content sources (`vite-plugins/content/`): the site's files as the app reads
 * them, and each publishing guard failing with a message that names the file and what to do.
 */
import { execFileSync } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { contentFileProblems } from '@/content/registry';
import { generateContent, type GenerateOptions } from '../../../vite-plugins/content/generate';
import type { ContentProblem } from '../../../vite-plugins/content/sources';
import { removedAnnouncements } from '../../../vite-plugins/content/retention';
import {
  useContentRoot,
  writeAnnouncement as writeSource,
  writePdf as writePdfIn,
  type AnnouncementSource,
} from '../support/content-root';

const NOW = new Date('2026-11-25T09:00:00+08:00');
const LOCALES = ['en', 'zh', 'zh-TW'] as const;

describe('publishing the content', () => {
  const folder = useContentRoot('content-');
  const writeAnnouncement = (announcement: AnnouncementSource) => writeSource(folder(), announcement);
  const writePdf = (name: string, bytes?: number) => writePdfIn(folder(), name, bytes);

  const generate = (options: Partial<GenerateOptions> = {}) =>
    generateContent({
      root: folder(),
      now: NOW,
      validate: (name, data) => contentFileProblems(name as Parameters<typeof contentFileProblems>[0], data),
      ...options,
    });

  /** A problem about `file` whose message contains `text`, or matches it. */
  const problem = (file: string, text: string | RegExp): ContentProblem => ({
    file,
    message: (typeof text === 'string' ? expect.stringContaining(text) : expect.stringMatching(text)) as string,
  });

  const list = (files: ReadonlyMap<string, string>, locale: string): { id: string }[] =>
    JSON.parse(files.get(`${locale}/announcements.json`) ?? 'null') as { id: string }[];

  it('writes each language its list, newest first, with the filings in its own language first and their sizes', async () => {
    await writeAnnouncement({ id: '2026-11-01-older', publishedAt: '2026-11-01T12:00:00+08:00' });
    await writeAnnouncement({
      id: '2026-11-20-results',
      filingEnglish: await writePdf('2026-11-20-results.pdf', 2048),
      filingChinese: await writePdf('2026-11-20-results-tc.pdf', 4096),
    });
    const { files, problems } = await generate();
    expect(problems).toEqual([]);
    expect(list(files, 'en').map((item) => item.id)).toEqual(['2026-11-20-results', '2026-11-01-older']);
    const [english] = list(files, 'en');
    expect(english).toMatchObject({
      attachments: [
        { title: 'Full announcement (English, PDF)', language: 'en', sizeBytes: 2048 },
        { title: 'Full announcement (Chinese, PDF)', language: 'zh-Hant', sizeBytes: 4096 },
      ],
    });
    expect(list(files, 'zh-TW')[0]).toMatchObject({
      title: '業績',
      attachments: [{ title: '公告全文（中文版，PDF）' }, { title: '公告全文（英文版，PDF）' }],
    });
    expect(files.get('zh/announcements/2026-11-20-results.md')).toBe('The Board announces 业绩.\n');
  });

  it('refuses an announcement missing English or Traditional Chinese, naming the file to add', async () => {
    await writeAnnouncement({ id: '2026-11-20-results', locales: ['en', 'zh'] });
    await writeAnnouncement({ id: '2026-11-21-results', locales: ['zh', 'zh-TW'] });
    const { files, problems } = await generate();
    expect(problems).toEqual([
      problem(
        'content/announcements/zh-TW/2026-11-20-results.md',
        /is missing: .* no Traditional Chinese \(zh-TW\) version.*Add the translation/,
      ),
      problem(
        'content/announcements/en/2026-11-21-results.md',
        /is missing: .* no English \(en\) version.*Add the translation/,
      ),
    ]);
    expect(list(files, 'en')).toEqual([]);
  });

  it('derives a missing Simplified Chinese from the Traditional Chinese, marked as converted', async () => {
    await writeAnnouncement({
      id: '2026-11-20-results',
      locales: ['en', 'zh-TW'],
      override: { locale: 'zh-TW', fields: { title: '發佈中期業績公告', summary: '董事會宣佈本集團的中期業績。' } },
      body: '董事會欣然宣佈本集團截至二零二六年六月三十日止六個月的未經審核綜合業績。',
    });
    const { files, problems } = await generate();
    expect(problems).toEqual([]);
    expect(list(files, 'zh')).toEqual([
      expect.objectContaining({
        id: '2026-11-20-results',
        title: '发布中期业绩公告',
        summary: '董事会宣布本集团的中期业绩。',
        publishedAt: '2026-11-20T16:45:00+08:00',
        category: 'information-disclosure',
      }),
    ]);
    expect(files.get('zh/announcements/2026-11-20-results.md')).toBe(
      '董事会欣然宣布本集团截至二零二六年六月三十日止六个月的未经审核综合业绩。\n',
    );
    // The Traditional Chinese stays as written.
    expect(list(files, 'zh-TW')[0]).toMatchObject({ title: '發佈中期業績公告' });
  });

  it('keeps what an editor wrote in Simplified Chinese, and converts only what they left empty', async () => {
    const traditional = { title: '業績公佈', summary: '董事會宣佈業績。' };
    for (const [id, simplified] of [
      ['2026-11-20-results', { title: '编辑写的标题', summary: '编辑写的摘要' }],
      ['2026-11-21-results', { title: '编辑写的标题', summary: '' }],
    ] as const) {
      const publishedAt = `${id.slice(0, 10)}T16:45:00+08:00`;
      await writeAnnouncement({ id, publishedAt, locales: ['zh'], override: { locale: 'zh', fields: simplified } });
      await writeAnnouncement({
        id,
        publishedAt,
        locales: ['en', 'zh-TW'],
        override: { locale: 'zh-TW', fields: traditional },
      });
    }
    const { files, problems } = await generate();
    expect(problems).toEqual([]);
    expect(list(files, 'zh')).toEqual([
      expect.objectContaining({ id: '2026-11-21-results', title: '编辑写的标题', summary: '董事会宣布业绩。' }),
      expect.objectContaining({ id: '2026-11-20-results', title: '编辑写的标题', summary: '编辑写的摘要' }),
    ]);
  });

  it('refuses a filing that is not there, naming the announcement and the document', async () => {
    await writeAnnouncement({ id: '2026-11-20-results', filingEnglish: '/documents/announcements/missing.pdf' });
    const { problems } = await generate();
    expect(problems).toEqual([
      problem(
        'content/announcements/en/2026-11-20-results.md',
        'names the document /documents/announcements/missing.pdf, which is not in public/documents/announcements/missing.pdf',
      ),
    ]);
  });

  it('refuses a filing that is not a PDF', async () => {
    await writeAnnouncement({ id: '2026-11-20-results', filingEnglish: await writePdf('results.docx') });
    const { problems } = await generate();
    expect(problems).toEqual([
      problem('content/announcements/en/2026-11-20-results.md', 'a filing is a PDF'),
      problem('public/documents/announcements/results.docx', 'is a PDF but its name ends in ".docx"'),
    ]);
  });

  it('refuses two announcements with one id, and a file whose id is not its name', async () => {
    await writeAnnouncement({ id: '2026-11-20-results' });
    await writeAnnouncement({ id: '2026-11-20-Results' });
    await writeAnnouncement({
      id: '2026-11-21-other',
      override: { locale: 'zh', fields: { id: '2026-11-20-results' } },
    });
    const { problems } = await generate();
    expect(problems).toContainEqual(
      problem(
        'content/announcements/en/2026-11-20-Results.md',
        'has the same id as content/announcements/en/2026-11-20-results.md',
      ),
    );
    expect(problems).toContainEqual(
      problem(
        'content/announcements/zh/2026-11-21-other.md',
        'has the id "2026-11-20-results" but its file is named 2026-11-21-other.md',
      ),
    );
  });

  it('refuses a date that differs between languages, and a category the site does not have', async () => {
    await writeAnnouncement({
      id: '2026-11-20-results',
      override: { locale: 'zh-TW', fields: { publishedAt: '2026-11-21T16:45:00+08:00' } },
    });
    await writeAnnouncement({ id: '2026-11-19-news', category: 'gossip' });
    const { problems } = await generate();
    expect(problems).toContainEqual(
      problem(
        'content/announcements/zh-TW/2026-11-20-results.md',
        /has publishedAt "2026-11-21T16:45:00\+08:00" but the English version has/,
      ),
    );
    expect(problems).toContainEqual(
      problem('content/announcements/en/2026-11-19-news.md', /^does not match what the site accepts: category/),
    );
  });

  it('refuses a publication time not written in Hong Kong time, naming the same moment to write', async () => {
    // The CMS's lists show the time as written, labelled HKT: 04:00 UTC would read as 04:00 HKT.
    await writeAnnouncement({ id: '2026-11-20-results', publishedAt: '2026-11-20T04:00:00Z' });
    await writeAnnouncement({ id: '2026-11-19-news', publishedAt: '2026-11-19T09:30:00+01:00' });
    await writeAnnouncement({ id: '2026-11-18-fine', publishedAt: '2026-11-18T12:00:00+08:00' });
    const { problems } = await generate();
    expect(problems).toEqual([
      problem(
        'content/announcements/en/2026-11-19-news.md',
        'has publishedAt "2026-11-19T09:30:00+01:00", which is not written in Hong Kong time: write 2026-11-19T16:30:00+08:00',
      ),
      problem(
        'content/announcements/en/2026-11-20-results.md',
        'has publishedAt "2026-11-20T04:00:00Z", which is not written in Hong Kong time: write 2026-11-20T12:00:00+08:00',
      ),
    ]);
  });

  it('refuses two items with one id in a data file, and a data file that differs from English in a date', async () => {
    const calendar = path.join(folder(), 'content/investors/calendar.yml');
    const text = await readFile(calendar, 'utf8');
    await writeFile(
      calendar,
      text
        .replace('id: 2024-annual-results\n', 'id: 2024-annual-results-board-meeting\n')
        .replace('startsAt: 2025-06-06T10:30:00+08:00', 'startsAt: 2025-06-07T10:30:00+08:00'),
    );
    const { problems } = await generate();
    expect(problems).toContainEqual(
      problem('content/investors/calendar.yml', 'has two items with the id "2024-annual-results-board-meeting"'),
    );
    expect(problems).toContainEqual(
      problem(
        'content/investors/calendar.yml',
        /^Simplified Chinese \(zh\) 3\.startsAt is "2025-06-06T10:30:00\+08:00" but English has "2025-06-07/,
      ),
    );
  });

  it('holds back an announcement until its publication time, with its documents', async () => {
    await writeAnnouncement({ id: '2026-11-20-results' });
    const filing = await writePdf('2026-11-25-interim.pdf');
    await writeAnnouncement({
      id: '2026-11-25-interim',
      publishedAt: '2026-11-25T16:45:00+08:00',
      filingEnglish: filing,
    });
    const before = await generate();
    expect(before.problems).toEqual([]);
    expect(before.heldBack).toEqual([
      {
        id: '2026-11-25-interim',
        file: 'content/announcements/en/2026-11-25-interim.md',
        publishedAt: '2026-11-25T16:45:00+08:00',
        documents: [filing],
      },
    ]);
    for (const [file, text] of before.files) {
      expect(file).not.toContain('2026-11-25-interim');
      expect(text, file).not.toContain('2026-11-25-interim');
    }
    const after = await generate({ now: new Date('2026-11-25T16:45:00+08:00') });
    expect(after.heldBack).toEqual([]);
    expect(list(after.files, 'zh-TW').map((item) => item.id)).toEqual(['2026-11-25-interim', '2026-11-20-results']);
  });

  describe('the five-year retention guard', () => {
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=IR', '-c', 'user.email=ir@example.com', ...args], {
        cwd: folder(),
        encoding: 'utf8',
      });

    beforeEach(() => {
      git('init', '-q', '-b', 'main');
    });

    async function commitThenRemove(announcement: AnnouncementSource, how: 'delete' | 'rename'): Promise<void> {
      await writeAnnouncement(announcement);
      git('add', '-A');
      git('commit', '-q', '-m', 'Publish');
      for (const locale of LOCALES) git('rm', '-q', `content/announcements/${locale}/${announcement.id}.md`);
      // A rename gives the announcement another id, so another address.
      if (how === 'rename') await writeAnnouncement({ ...announcement, id: `${announcement.id}-renamed` });
      git('add', '-A');
      git('commit', '-q', '-m', 'Remove');
    }

    async function problemsAfterHistory() {
      const history = await removedAnnouncements(folder(), new Set());
      if (!('removed' in history)) throw new Error(history.unavailable);
      return (await generate({ removed: history.removed })).problems;
    }

    it('refuses an announcement younger than five years deleted, naming the commit to revert', async () => {
      await commitThenRemove(
        { id: '2024-03-22-annual-results-2023', publishedAt: '2024-03-22T22:30:00+08:00' },
        'delete',
      );
      const commit = git('rev-parse', '--short', 'HEAD').trim();
      expect(await problemsAfterHistory()).toEqual([
        problem(
          'content/announcements/en/2024-03-22-annual-results-2023.md',
          `was removed (commit ${commit}), but the announcement 2024-03-22-annual-results-2023 was published on 2024-03-22 and must stay on the website until 2029-03-22`,
        ),
      ]);
    });

    it('refuses an announcement younger than five years renamed, and one deleted before the deletion is committed', async () => {
      await commitThenRemove({ id: '2025-01-10-notice', publishedAt: '2025-01-10T12:00:00+08:00' }, 'rename');
      await writeAnnouncement({ id: '2026-02-02-notice', publishedAt: '2026-02-02T12:00:00+08:00' });
      git('add', '-A');
      git('commit', '-q', '-m', 'Publish');
      for (const locale of LOCALES)
        await rm(path.join(folder(), `content/announcements/${locale}/2026-02-02-notice.md`));
      const problems = await problemsAfterHistory();
      expect(problems).toEqual([
        problem(
          'content/announcements/en/2026-02-02-notice.md',
          'was removed (not yet committed), but the announcement 2026-02-02-notice',
        ),
        problem('content/announcements/en/2025-01-10-notice.md', 'must stay on the website until 2030-01-10'),
      ]);
    });

    it('lets an announcement older than five years go, and one removed before it was ever published', async () => {
      await commitThenRemove({ id: '2020-12-15-old', publishedAt: '2020-12-15T12:00:00+08:00' }, 'rename');
      await commitThenRemove({ id: '2099-01-01-draft', publishedAt: '2099-01-01T12:00:00+08:00' }, 'delete');
      expect(await problemsAfterHistory()).toEqual([]);
    });

    it('says when there is no history to check', async () => {
      await rm(path.join(folder(), '.git'), { recursive: true });
      expect(await removedAnnouncements(folder(), new Set())).toEqual({
        unavailable: 'this folder is not a git repository',
      });
    });
  });
});

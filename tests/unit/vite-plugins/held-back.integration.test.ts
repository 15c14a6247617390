// @vitest-environment node
/**
 * Announcements held back until their publication time: checked now as published ones are, and
 * their documents left out of the build without deleting anything else, not outside the output,
 * nor a document that published content names.
 */
import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger, Plugin } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentFileProblems } from '@/content/registry';
import { generateContent } from '../../../vite-plugins/content/generate';
import type { ContentProblem } from '../../../vite-plugins/content/sources';
import { publishedContent } from '../../../vite-plugins/content/plugin';
import {
  documentsToWithhold,
  namedDocuments,
  withheldPaths,
  type WithheldDocument,
} from '../../../vite-plugins/content/withhold';
import {
  useContentRoot,
  writeAnnouncement as writeSource,
  writePdf as writePdfIn,
  type AnnouncementSource,
} from '../support/content-root';

const REPO = path.resolve(import.meta.dirname, '../../..');
const NOW = new Date('2026-11-25T09:00:00+08:00');
const LATER = '2026-12-01T16:45:00+08:00';
const LOCALES = ['en', 'zh', 'zh-TW'] as const;
const TRAVERSAL = '/../../../../home/runner/.ssh/known_hosts';

describe('announcements held back until their publication time', () => {
  const folder = useContentRoot('held-back-');
  const writeAnnouncement = (announcement: AnnouncementSource) => writeSource(folder(), announcement);
  const writePdf = (name: string, bytes?: number) => writePdfIn(folder(), name, bytes);

  const generate = () =>
    generateContent({
      root: folder(),
      now: NOW,
      validate: (name, data) => contentFileProblems(name as Parameters<typeof contentFileProblems>[0], data),
    });

  const problem = (file: string, text: string | RegExp): ContentProblem => ({
    file,
    message: (typeof text === 'string' ? expect.stringContaining(text) : expect.stringMatching(text)) as string,
  });

  describe('a held-back announcement is checked now, as it will be published', () => {
    it('fails when a language is missing, naming the file to add', async () => {
      await writeAnnouncement({ id: '2026-12-01-results', publishedAt: LATER, locales: ['en', 'zh'] });
      const { problems, heldBack } = await generate();
      expect(problems).toEqual([
        problem(
          'content/announcements/zh-TW/2026-12-01-results.md',
          /is missing: .* no Traditional Chinese \(zh-TW\) version/,
        ),
      ]);
      expect(heldBack).toEqual([]);
    });

    it('fails when its summary or its body does not pass the site’s schema, naming the file', async () => {
      await writeAnnouncement({ id: '2026-12-01-results', publishedAt: LATER, category: 'gossip' });
      await writeAnnouncement({
        id: '2026-12-02-notice',
        publishedAt: LATER,
        override: { locale: 'zh-TW', fields: { title: ' ' } },
        body: 'x'.repeat(30_000),
      });
      const { problems } = await generate();
      expect(problems).toContainEqual(
        problem('content/announcements/en/2026-12-01-results.md', /^does not match what the site accepts: category/),
      );
      expect(problems).toContainEqual(
        problem('content/announcements/zh-TW/2026-12-02-notice.md', /^does not match what the site accepts: title/),
      );
      for (const locale of LOCALES) {
        expect(problems).toContainEqual(
          problem(`content/announcements/${locale}/2026-12-02-notice.md`, 'does not match what the site accepts'),
        );
      }
    });

    it('fails when the languages disagree on a shared value, or a filing is not there', async () => {
      await writeAnnouncement({
        id: '2026-12-01-results',
        publishedAt: LATER,
        filingEnglish: '/documents/announcements/2026-12-01-results.pdf',
        override: { locale: 'zh', fields: { category: 'industry-policy' } },
      });
      const { problems } = await generate();
      expect(problems).toContainEqual(
        problem('content/announcements/zh/2026-12-01-results.md', 'has category "industry-policy" but the English'),
      );
      await writeAnnouncement({
        id: '2026-12-01-results',
        publishedAt: LATER,
        filingEnglish: '/documents/announcements/2026-12-01-results.pdf',
      });
      expect((await generate()).problems).toEqual([
        problem(
          'content/announcements/en/2026-12-01-results.md',
          'names the document /documents/announcements/2026-12-01-results.pdf, which is not in public',
        ),
      ]);
    });

    it('passes, and is in no file, when it is complete', async () => {
      await writeAnnouncement({
        id: '2026-12-01-results',
        publishedAt: LATER,
        filingEnglish: await writePdf('2026-12-01-results.pdf'),
      });
      const { problems, heldBack, files } = await generate();
      expect(problems).toEqual([]);
      expect(heldBack.map((held) => held.documents)).toEqual([['/documents/announcements/2026-12-01-results.pdf']]);
      for (const [file, text] of files) expect(`${file}\n${text}`).not.toContain('2026-12-01-results');
    });
  });

  describe('a filing path', () => {
    it.each([
      ['a path out of the folder, held back', LATER, TRAVERSAL],
      ['a path out of the folder, published', undefined, '/documents/announcements/../../../etc/passwd.pdf'],
      ['another folder', LATER, '/documents/reports/annual-report-2025-en.pdf'],
      ['an encoded path', LATER, '/documents/announcements/%2e%2e%2fsecret.pdf'],
      ['a name with a space', undefined, '/documents/announcements/Results 2026.pdf'],
    ])('is refused when it is %s, naming the file and the field', async (_case, publishedAt, url) => {
      await writeAnnouncement({ id: '2026-11-21-results', publishedAt, filingChinese: url });
      const { problems, heldBack } = await generate();
      expect(problems).toEqual([
        problem(
          'content/announcements/en/2026-11-21-results.md',
          `names ${JSON.stringify(url)} as its filingChinese: a filing is a PDF uploaded with the announcement, at /documents/announcements/<name>.pdf`,
        ),
      ]);
      // Nothing refused is ever listed for the build to delete.
      expect(heldBack.flatMap((held) => held.documents)).toEqual([]);
    });

    it('passes as the CMS uploads it', async () => {
      await writeAnnouncement({
        id: '2026-11-21-results',
        filingEnglish: await writePdf('2026-11-21_Results.v2.pdf'),
      });
      expect((await generate()).problems).toEqual([]);
    });
  });

  describe('the documents a build leaves out', () => {
    const held = (documents: string[]) => [
      {
        id: '2026-12-01-results',
        file: 'content/announcements/en/2026-12-01-results.md',
        publishedAt: LATER,
        documents,
      },
    ];

    it('are the held-back filings that no published content names, in any spelling', () => {
      const files = new Map([
        ['en/announcements.json', '[{"attachments":[{"url":"/documents/announcements/2026-11-20-results.pdf"}]}]'],
        ['en/reports.json', '{"url": "/documents/reports/Annual%20Report.pdf"}'],
        ['zh/announcements/2026-11-20-results.md', 'See [the circular](/documents/shareholders/circular.pdf "PDF").'],
        ['en/privacy.md', 'Our policy is at /documents/governance/policy.pdf.'],
      ]);
      expect([...namedDocuments(files)].sort()).toEqual([
        '/documents/announcements/2026-11-20-results.pdf',
        '/documents/governance/policy.pdf',
        '/documents/reports/annual report.pdf',
        '/documents/shareholders/circular.pdf',
      ]);
      const withheld = documentsToWithhold(
        held([
          '/documents/announcements/2026-11-20-results.pdf',
          '/documents/announcements/2026-11-20-RESULTS.pdf',
          '/documents/reports/Annual Report.pdf',
          '/documents/shareholders/circular.pdf',
          '/documents/announcements/2026-12-01-results.pdf',
        ]),
        files,
      );
      expect(withheld.map((document) => document.url)).toEqual(['/documents/announcements/2026-12-01-results.pdf']);
    });

    it('are never looked for outside the output’s documents folder: the build stops, naming the file, before deleting anything', () => {
      const outDir = path.join(folder(), 'dist');
      const document = (url: string): WithheldDocument => ({
        url,
        id: '2026-12-01-results',
        file: 'content/announcements/en/2026-12-01-results.md',
        publishedAt: LATER,
      });
      expect(withheldPaths(outDir, [document('/documents/announcements/a.pdf')])).toEqual([
        path.join(outDir, 'documents/announcements/a.pdf'),
      ]);
      for (const url of [
        TRAVERSAL,
        '/documents/../index.html',
        '/documents/announcements/%2e%2e/%2e%2e/%2e%2e/outside.pdf',
        '/documents',
        '/documents/%E0%A4%A.pdf',
      ]) {
        expect(() => withheldPaths(outDir, [document('/documents/announcements/a.pdf'), document(url)]), url).toThrow(
          /^content\/announcements\/en\/2026-12-01-results\.md: the announcement 2026-12-01-results, held back until .*, names .* as a document, which is not in the website's documents folder, so the build deleted nothing/,
        );
      }
    });
  });

  describe('the plugin after a build', () => {
    beforeEach(() => {
      vi.stubEnv('CONTENT_ROOT', folder());
    });
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    type Hook = (this: unknown, ...args: unknown[]) => unknown;
    const call = async (
      plugin: Plugin,
      name: 'config' | 'configResolved' | 'buildStart' | 'writeBundle',
      arg?: unknown,
    ) => {
      const hook = plugin[name] as Hook | { handler: Hook } | undefined;
      const handler = typeof hook === 'function' ? hook : hook?.handler;
      await handler?.call({}, arg, {});
    };

    it('keeps a published PDF that a future announcement reuses, and leaves out the future one’s own', async () => {
      const published = await writePdf('2026-11-20-results.pdf');
      const own = await writePdf('2026-12-01-results-tc.pdf');
      await writeAnnouncement({ id: '2026-11-20-results', filingEnglish: published });
      await writeAnnouncement({
        id: '2026-12-01-results',
        publishedAt: '2099-12-01T16:45:00+08:00',
        filingEnglish: published,
        filingChinese: own,
      });
      const outDir = path.join(folder(), 'dist');
      await cp(path.join(folder(), 'public/documents/announcements'), path.join(outDir, 'documents/announcements'), {
        recursive: true,
      });
      const logger = { info: vi.fn(), warn: vi.fn() } as unknown as Logger;
      const plugin = publishedContent();
      await call(plugin, 'config', { root: REPO });
      await call(plugin, 'configResolved', {
        root: REPO,
        command: 'build',
        publicDir: path.join(folder(), 'public'),
        build: { outDir, ssr: false },
        logger,
      });
      await call(plugin, 'buildStart');
      await call(plugin, 'writeBundle');
      expect(await readFile(path.join(outDir, published), 'utf8')).toContain('%PDF-1.4');
      await expect(readFile(path.join(outDir, own))).rejects.toThrow('ENOENT');
      expect(await readFile(path.join(folder(), 'public/content/en/announcements.json'), 'utf8')).not.toContain(
        '2026-12-01-results',
      );
    });
  });
});

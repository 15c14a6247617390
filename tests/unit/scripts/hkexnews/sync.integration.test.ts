// @vitest-environment node
/**
 * `npm run hkexnews -- sync` against a local server replaying HKEXnews (tests/fixtures/hkexnews/)
 * into a throwaway git repository: a draft branch per new filing pair, as decap-server keeps the
 * CMS's drafts, the working copy untouched, nothing twice, and nothing at all from an answer of
 * another shape.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteStockCode } from '../../../../scripts/hkexnews/cli.mjs';
import { downloadPdf } from '../../../../scripts/hkexnews/sync.mjs';
import { answerAsHkexnews } from '../../support/hkexnews-replay';
import { withLoopbackServer } from '../../support/loopback-server';
import { runNode } from '../../support/run-node';
import { useTempFolder } from '../../support/temp-folder';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const CLI = path.join(ROOT, 'scripts/hkexnews/cli.mjs');

/** HKEXnews replayed, with one filing's PDF missing. */
const origin = withLoopbackServer((request, response) => {
  if (!answerAsHkexnews(request, response, { missing: ['2026120400303.pdf'] }))
    response.writeHead(404).end('not found');
});

// Each run starts Node.js with OpenCC's dictionaries and git: seconds on a busy two-core machine.
describe('npm run hkexnews -- sync', { timeout: 60_000 }, () => {
  const folder = useTempFolder('hkexnews-sync-');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: folder(), encoding: 'utf8' }).trim();

  /** A repository whose main already holds the announcement of HKEXnews 11990106 and 11990206. */
  async function repository() {
    git('init', '-q', '-b', 'main');
    git('config', 'user.name', 'IR Team');
    git('config', 'user.email', 'ir@example.com');
    await mkdir(path.join(folder(), 'content/announcements/en'), { recursive: true });
    await writeFile(
      path.join(folder(), 'content/announcements/en/2026-12-03-change-of-company-secretary.md'),
      "---\nid: 2026-12-03-change-of-company-secretary\nhkexnewsId:\n  en: '11990106'\n  zh-Hant: '11990206'\n---\n\nText.\n",
    );
    await writeFile(path.join(folder(), 'notes.txt'), 'work in progress\n');
    git('add', 'content');
    git('commit', '-q', '-m', 'Content as published');
  }

  const sync = (source = origin()) =>
    runNode(CLI, ['sync', '--repo', folder(), '--source', source, '--stock', '02629'], { cwd: ROOT });

  it('drafts each new filing pair on a branch of its own, as the CMS keeps drafts', async () => {
    await repository();
    const run = await sync();
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^created: 2026-12-04-announcement-of-interim-results-for-the-six-months-ended-30-september-2026 \(cms\/announcements\/2026-12-04-announcement-of-interim-results[^;]*; check: HKEXnews' headline category/,
      ),
      expect.stringMatching(
        /^created: 2026-12-04-joint-announcement-connected-transaction-provision-of-blockchain-services/,
      ),
      expect.stringMatching(/^created: 2026-12-04-next-day-disclosure-return \(/),
      'skipped: 2026-12-04-grant-of-share-options (' +
        origin() +
        '/listedco/listconews/sehk/2026/1204/2026120400303.pdf answered 404)',
      'already there: 2026-12-03-change-of-company-secretary (HKEXnews 11990106, 11990206)',
    ]);
    const branch = 'cms/announcements/2026-12-04-next-day-disclosure-return';
    expect(git('config', `branch.${branch}.description`)).toBe('decap-cms/draft');
    expect(git('log', '-1', '--format=%an%n%s', branch)).toBe(
      'HKEXnews watcher\nCreate announcements “2026-12-04-next-day-disclosure-return”',
    );
    expect(git('diff', '--name-only', 'main', branch).split('\n')).toEqual([
      'content/announcements/en/2026-12-04-next-day-disclosure-return.md',
      'content/announcements/zh-TW/2026-12-04-next-day-disclosure-return.md',
      'content/announcements/zh/2026-12-04-next-day-disclosure-return.md',
      'public/documents/announcements/2026-12-04-next-day-disclosure-return-tc.pdf',
      'public/documents/announcements/2026-12-04-next-day-disclosure-return.pdf',
    ]);
    expect(git('show', `${branch}:content/announcements/zh/2026-12-04-next-day-disclosure-return.md`)).toContain(
      'title: 翌日披露报表',
    );
    // The working copy is as it was: its branch, its index, its files.
    expect(git('rev-parse', '--abbrev-ref', 'HEAD')).toBe('main');
    expect(git('status', '--porcelain')).toBe('?? notes.txt');
  });

  it('creates nothing the second time', async () => {
    await repository();
    await sync();
    const branches = git('branch', '--list', 'cms/*');
    const again = await sync();
    expect(again.code).toBe(0);
    expect(again.stdout.match(/^created: /gm)).toBeNull();
    expect(again.stdout.match(/^already there: /gm)).toHaveLength(4);
    expect(git('branch', '--list', 'cms/*')).toBe(branches);
  });

  it('writes nothing and exits 1, naming the URL and the field, when HKEXnews answers in another shape', async () => {
    await repository();
    const run = await sync(`${origin()}/broken`);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `${origin()}/broken/ncms/json/eds/lcisehk7relsde_1.json: newsInfoLst.0.relTime is not dd/mm/yyyy HH:MM`,
    );
    expect(git('branch', '--list', 'cms/*')).toBe('');
  });
});

describe('the watcher’s defaults and downloads', () => {
  it('takes the issuer’s stock code from the site’s configuration', () => {
    expect(siteStockCode()).toBe('2629');
  });

  it('refuses a document that is not a PDF', async () => {
    const fake = (body: string) => () => Promise.resolve(new Response(body, { status: 200 }));
    await expect(downloadPdf('https://example.com/x.pdf', fake('<html>'))).rejects.toThrow(
      'https://example.com/x.pdf is not a PDF',
    );
    expect((await downloadPdf('https://example.com/x.pdf', fake('%PDF-1.7\n'))).toString()).toBe('%PDF-1.7\n');
  });
});

/**
 * Results day in one click, offline: the HKEXnews watcher (`npm run hkexnews -- sync`) reads a
 * local server replaying HKEXnews' recorded answers (tests/fixtures/hkexnews/) into a throwaway
 * repository served by decap-server; the built CMS page finds its drafts on the Workflow board
 * with both PDFs and the Simplified Chinese derived from the Traditional, previews one as the
 * site's own page in each language and both themes, approves and publishes it; a build of the
 * result shows it; and a second run of the watcher creates nothing (docs/publishing.md §9).
 */
import { execFile, execFileSync, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import * as localCms from '../../../scripts/publishing/decap-local.mjs';
import { answerAsHkexnews } from '../../unit/support/hkexnews-replay';
import { approveAndPublish } from './editorial-workflow';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const ID = '2026-12-03-change-of-company-secretary';
/** Its titles as HKEXnews has them (English, Traditional Chinese) and as OpenCC derives the Simplified. */
const TITLE = { en: 'CHANGE OF COMPANY SECRETARY', 'zh-TW': '更換公司秘書', zh: '更换公司秘书' } as const;
const LOCALES = ['en', 'zh', 'zh-TW'] as const;
const PREFIX = { en: '', zh: 'zh/', 'zh-TW': 'zh-TW/' } as const;
/** The drafts one run makes from the recorded answers: the issuer's filings, paired, each once. */
const DRAFTS = [
  ID,
  '2026-12-04-announcement-of-interim-results-for-the-six-months-ended-30-september-2026',
  '2026-12-04-joint-announcement-connected-transaction-provision-of-blockchain-services-to-green',
  '2026-12-04-next-day-disclosure-return',
  '2026-12-04-grant-of-share-options',
];

let repo = '';
let out = '';
let replay: Server | undefined;
let source = '';
let decap: ChildProcess | undefined;
let decapPort = 0;
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: 'pipe' }).trim();
const draftBranches = () => git('branch', '--list', 'cms/*', '--format=%(refname:short)').split('\n').filter(Boolean);

/** `npm run hkexnews -- sync` on the throwaway repository, HKEXnews being the replay. */
async function sync(): Promise<string[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['scripts/hkexnews/cli.mjs', 'sync', '--repo', repo, '--source', source],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return stdout.trim().split('\n');
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  out = await mkdtemp(path.join(tmpdir(), 'hkexnews-site-'));
  repo = await localCms.throwawayContentRepo(ROOT, 'hkexnews-repo-');
  replay = createServer((request, response) => {
    if (!answerAsHkexnews(request, response)) response.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => replay?.listen(0, '127.0.0.1', resolve));
  source = `http://127.0.0.1:${String((replay.address() as AddressInfo).port)}`;
  decapPort = await localCms.freePort();
  decap = localCms.startDecapServer(ROOT, repo, decapPort);
  await expect.poll(() => localCms.decapAnswers(decapPort), { timeout: 20_000 }).toBe(true);
});

test.afterAll(async () => {
  if (decap) localCms.stopProcessGroup(decap);
  replay?.closeAllConnections();
  replay?.close();
  await rm(repo, { recursive: true, force: true });
  await rm(out, { recursive: true, force: true });
});

/** The site's page in the CMS's preview pane. */
const previewOf = (page: Page): FrameLocator => page.frameLocator('#preview-pane').frameLocator('iframe');

/** Switches the editor's left pane (and so the preview) to `locale`. */
async function writeIn(page: Page, from: string, locale: string) {
  await page.getByRole('button', { name: new RegExp(`^Writing in ${from}$`, 'i') }).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${locale}$`, 'i') }).click();
}

test('HKEXnews filings arrive as drafts; one is checked in the site’s own preview, approved, published and built', async ({
  page,
}) => {
  test.setTimeout(8 * 60_000);
  page.setDefaultTimeout(20_000);

  await test.step('the watcher drafts each of the issuer’s filing pairs, as the CMS keeps drafts', async () => {
    const lines = await sync();
    expect(lines.map((line) => /^created: (\S+)/.exec(line)?.[1]).toSorted()).toEqual(DRAFTS.toSorted());
    expect(draftBranches().toSorted()).toEqual(DRAFTS.map((id) => `cms/announcements/${id}`).toSorted());
  });

  await localCms.useLocalDecap(page, decapPort);
  await test.step('the Workflow board shows the drafts', async () => {
    await page.goto('/admin/#/workflow');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(`${DRAFTS.length} entries`, { exact: false }).first()).toBeVisible();
    // Its time as HKEXnews gives it (18:05 in Hong Kong, 10:05 UTC), whatever this computer's zone.
    const card = page.getByRole('link', { name: new RegExp(TITLE.en) });
    await expect(card).toContainText(`2026-12-03T18:05 HKT · ${TITLE.en}`);
    await card.click();
  });

  await test.step('the draft has both PDFs and the Simplified Chinese derived from the Traditional', async () => {
    await expect(page.locator('[id^="title-field"]').first()).toHaveValue(TITLE.en);
    // Each file field links its PDF (its text shortened in the middle).
    for (const pdf of [`${ID}.pdf`, `${ID}-tc.pdf`])
      await expect(page.locator(`a[href="/documents/announcements/${pdf}"]`).first()).toBeVisible();
    await expect(page.locator('[id^="title-field"]').nth(1)).toHaveValue(TITLE['zh-TW']);
    await writeIn(page, 'en', 'zh');
    await expect(page.locator('[id^="title-field"]').first()).toHaveValue(TITLE.zh);
  });

  await test.step('the preview is the site’s page, in the language edited and in both themes', async () => {
    await page.getByRole('button', { name: 'Toggle preview' }).click();
    const preview = previewOf(page);
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(TITLE.zh);
    await expect(
      preview.getByRole('status').filter({ hasText: 'converted from the Traditional Chinese' }),
    ).toBeVisible();
    await expect(preview.getByRole('link', { name: '公告全文（繁体中文版，PDF）' })).toHaveAttribute(
      'href',
      `/documents/announcements/${ID}-tc.pdf`,
    );
    await writeIn(page, 'zh', 'zh-TW');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(TITLE['zh-TW']);
    await expect(preview.getByRole('status').filter({ hasText: 'converted' })).toHaveCount(0);
    await writeIn(page, 'zh-TW', 'en');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(TITLE.en);
    await expect(preview.getByRole('link', { name: 'Full announcement (English, PDF)' })).toHaveAttribute(
      'href',
      `/documents/announcements/${ID}.pdf`,
    );
    await expect(preview.locator('body')).toHaveClass(/\blight-theme\b/);
    await preview.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(preview.locator('body')).toHaveClass(/\bdark-theme\b/);
    await preview.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(preview.locator('body')).toHaveClass(/\blight-theme\b/);
  });

  await test.step('approved and published: main has it, with both PDFs', async () => {
    await approveAndPublish(page);
    await expect
      .poll(() => git('ls-tree', '--name-only', 'main', `content/announcements/zh/${ID}.md`), { timeout: 30_000 })
      .toBe(`content/announcements/zh/${ID}.md`);
    expect(git('ls-tree', '--name-only', 'main', 'public/documents/announcements/').split('\n')).toEqual(
      expect.arrayContaining([
        `public/documents/announcements/${ID}-tc.pdf`,
        `public/documents/announcements/${ID}.pdf`,
      ]),
    );
  });

  await test.step('a build of main shows it in the three languages, with its PDFs', async () => {
    const content = await mkdtemp(path.join(tmpdir(), 'hkexnews-main-'));
    try {
      execFileSync('sh', ['-c', 'git archive main | tar -x -C "$0"', content], { cwd: repo, stdio: 'pipe' });
      execFileSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], {
        cwd: ROOT,
        env: { ...process.env, CONTENT_ROOT: content },
        stdio: 'pipe',
      });
    } finally {
      await rm(content, { recursive: true, force: true });
    }
    for (const locale of LOCALES) {
      const html = await readFile(path.join(out, `${PREFIX[locale]}announcement/${ID}.html`), 'utf8');
      expect(html, locale).toContain(TITLE[locale]);
      expect(html, locale).toContain(`/documents/announcements/${ID}-tc.pdf`);
      expect(await readFile(path.join(out, `feeds/${locale}/announcements.xml`), 'utf8')).toContain(TITLE[locale]);
    }
    await expect(readFile(path.join(out, `documents/announcements/${ID}.pdf`))).resolves.toBeTruthy();
  });

  await test.step('a second run creates nothing', async () => {
    const before = draftBranches();
    const lines = await sync();
    expect(lines).toHaveLength(DRAFTS.length);
    for (const line of lines) expect(line).toMatch(/^already there: /);
    expect(draftBranches()).toEqual(before);
  });
});

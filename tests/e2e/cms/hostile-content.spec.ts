/**
 * Content that could break a real build, built for real from a throwaway content repository
 * (`CONTENT_ROOT`, as tests/e2e/cms/publish.spec.ts builds one):
 *
 * - an announcement held back until later whose filing is a path out of the output folder, to a
 *   file elsewhere on this computer: the build stops, naming the source file, and deletes nothing;
 * - an announcement held back until later that reuses a published announcement's PDF: the build
 *   keeps the PDF (the deploy mirrors the output, so a file left out is gone from the website) and
 *   the held-back announcement is in no file;
 * - an announcement whose title and text hold `HK$'000`, `$&` and `` $` ``, which
 *   `String.prototype.replace` reads as patterns: they reach the prerendered page, the hydrated
 *   app, the RSS feed and the search index as written.
 *
 * One successful build serves every case that needs one; the failing build stops before bundling.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { startStaticServer } from '../../../scripts/bench/server.mjs';
import * as localCms from '../../../scripts/publishing/decap-local.mjs';
import { expect, open, test } from '../fixtures';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');
const LOCALES = ['en', 'zh', 'zh-TW'] as const;

/** An hour ago in Hong Kong, as the CMS writes a time: newest, so first in the feed too. */
const HOUR_AGO = `${new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 19)}+08:00`;

/** Published, with the patterns `String.prototype.replace` reads in a replacement string. */
const DOLLAR_ID = `${HOUR_AGO.slice(0, 10)}-quokka-results-in-hkd-thousands`;
const DOLLAR_TITLE = "Quokka results in HK$'000: $& and $` kept as typed";
const DOLLAR_SUMMARY = "Revenue of HK$'000 12,345, with $& and $` in the summary.";
const DOLLAR_BODY = "Quokka revenue was HK$'000 12,345; the marks $& and $` stay as typed.";

/** Held back until 2099, with the PDF of a published announcement. */
const REUSE_ID = '2099-03-01-wombat-reused-filing';
const REUSE_TITLE = 'Wombat Interim Results Reusing A Filing';

/** Held back until 2099, with a filing that leads out of the output folder. */
const TRAVERSAL_ID = '2099-03-02-numbat-traversal';

/** An announcement's source files in every locale, its fields written as YAML strings. */
async function writeAnnouncement(
  root: string,
  id: string,
  fields: Record<string, string>,
  body: string,
): Promise<string[]> {
  const frontMatter = Object.entries({ id, category: 'information-disclosure', ...fields })
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n');
  const files = LOCALES.map((locale) => path.join(root, `content/announcements/${locale}/${id}.md`));
  for (const file of files) await writeFile(file, `---\n${frontMatter}\n---\n\n${body}\n`);
  return files;
}

/** `vite build` of `contentRoot` into `outDir`: its exit code and everything it printed. */
async function build(contentRoot: string, outDir: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: ROOT,
      env: { ...process.env, CONTENT_ROOT: contentRoot },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, output: `${stdout}\n${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}\n${failed.stderr ?? ''}` };
  }
}

/** Every file under `dir`, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** What a browser reads in an HTML document: its title, first heading, main text, router data. */
function readHtml(page: Page, html: string) {
  return page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, 'text/html');
    return {
      titles: [...document.querySelectorAll('title')].map((element) => element.textContent),
      h1: document.querySelector('h1')?.textContent,
      main: document.querySelector('main')?.textContent ?? '',
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      data: document.getElementById('router-hydration-data')?.textContent ?? 'null',
    };
  }, html);
}

let repo = '';
let out = '';
let failedOut = '';
let canaryFolder = '';
let reusedPdf = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'hostile-site-'));
  failedOut = await mkdtemp(path.join(tmpdir(), 'hostile-failed-'));
  canaryFolder = await mkdtemp(path.join(tmpdir(), 'hostile-canary-'));
  // A published announcement's English filing, to be reused by one held back.
  const published = await readFile(
    path.join(ROOT, 'content/announcements/en/2021-03-26-annual-results-2020.md'),
    'utf8',
  );
  reusedPdf = /^filingEnglish: (\S+)$/m.exec(published)?.[1] ?? '';
  expect(reusedPdf).toMatch(/^\/documents\/announcements\/.+\.pdf$/);
  repo = await localCms.throwawayContentRepo(ROOT, 'hostile-repo-', async (folder) => {
    await writeAnnouncement(
      folder,
      DOLLAR_ID,
      { title: DOLLAR_TITLE, summary: DOLLAR_SUMMARY, publishedAt: HOUR_AGO },
      DOLLAR_BODY,
    );
    await writeAnnouncement(
      folder,
      REUSE_ID,
      { title: REUSE_TITLE, publishedAt: '2099-03-01T16:45:00+08:00', filingEnglish: reusedPdf },
      'The Board announces the interim results.',
    );
  });
});

test.afterAll(async () => {
  await Promise.all([repo, out, failedOut, canaryFolder].map((folder) => rm(folder, { recursive: true, force: true })));
});

test('a held-back filing that leads out of the output folder stops the build, naming the file, and deletes nothing', async () => {
  test.setTimeout(3 * 60_000);
  const canary = path.join(canaryFolder, 'known_hosts');
  await writeFile(canary, 'github.com ssh-ed25519 AAAA\n');
  const traversal = `/${'../'.repeat(16)}${canary.slice(1)}`;
  // What the output folder and this path come to: the canary itself.
  expect(path.join(failedOut, traversal)).toBe(canary);
  const files = await writeAnnouncement(
    repo,
    TRAVERSAL_ID,
    { title: 'Numbat Notice', publishedAt: '2099-03-02T16:45:00+08:00', filingEnglish: traversal },
    'The Board announces a notice.',
  );
  try {
    const { code, output } = await build(repo, failedOut);
    expect(code).not.toBe(0);
    expect(output).toContain(`content/announcements/en/${TRAVERSAL_ID}.md names "${traversal}" as its filingEnglish`);
    expect(await readFile(canary, 'utf8')).toBe('github.com ssh-ed25519 AAAA\n');
  } finally {
    await Promise.all(files.map((file) => rm(file)));
  }
});

test.describe('a build with a reused filing and a title in HK$’000', () => {
  test.beforeAll(async () => {
    test.setTimeout(8 * 60_000);
    const { code, output } = await build(repo, out);
    expect(code, output).toBe(0);
  });

  const built = (file: string) => readFile(path.join(out, file), 'utf8');

  test('keeps the published PDF a held-back announcement reuses, and the held-back one is in no file', async () => {
    expect(await built(reusedPdf)).toMatch(/^%PDF-/);
    for (const file of await filesUnder(out)) {
      expect(file).not.toContain(REUSE_ID);
      if (/\.(?:html|json|xml|md|txt|js|ics|csv)$/.test(file)) {
        const text = await built(file);
        expect(text, file).not.toContain(REUSE_ID);
        expect(text, file).not.toContain(REUSE_TITLE);
      }
    }
  });

  test('prerenders the title and text as written, in <title>, <h1>, the page and the router’s data', async ({
    page,
  }) => {
    const html = await readHtml(page, await built(`announcement/${DOLLAR_ID}.html`));
    expect(html.titles).toHaveLength(1);
    expect(html.titles[0]).toContain(DOLLAR_TITLE);
    expect(html.h1).toBe(DOLLAR_TITLE);
    expect(html.main).toContain(DOLLAR_BODY);
    expect(html.description).toBe(DOLLAR_SUMMARY);
    expect(JSON.stringify(JSON.parse(html.data))).toContain(JSON.stringify(DOLLAR_TITLE).slice(1, -1));
  });

  test('lists it as written in the RSS feed', async ({ page }) => {
    const item = await page.evaluate(
      ([xml, id]) => {
        const feed = new DOMParser().parseFromString(xml, 'application/xml');
        const found = [...feed.querySelectorAll('item')].find((element) =>
          (element.querySelector('link')?.textContent ?? '').endsWith(`/announcement/${id}`),
        );
        return {
          title: found?.querySelector('title')?.textContent,
          description: found?.querySelector('description')?.textContent,
        };
      },
      [await built('feeds/en/announcements.xml'), DOLLAR_ID] as const,
    );
    expect(item).toEqual({ title: DOLLAR_TITLE, description: DOLLAR_SUMMARY });
  });

  test('hydrates the page from a static server without an error, and the search finds it as written', async ({
    page,
  }) => {
    const site = await startStaticServer({ root: out, brotli: false });
    try {
      await open(page, `${site.origin}/announcement/${DOLLAR_ID}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(DOLLAR_TITLE);
      await expect.poll(() => page.title()).toContain(DOLLAR_TITLE);
      await expect(page.getByRole('main')).toContainText(DOLLAR_BODY);

      await open(page, `${site.origin}/search?q=quokka`);
      const result = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: DOLLAR_TITLE, exact: true }) });
      await expect(result.getByRole('link')).toHaveAttribute('href', `/announcement/${DOLLAR_ID}`);
      await expect(result.locator('p')).toContainText("HK$'000");
      await expect(result.locator('p')).toContainText('$& and $`');
    } finally {
      await site.close();
    }
  });
});

/**
 * Publishing an announcement through the CMS, offline, as IR staff would on results day: the
 * built CMS page (`/admin/`) against decap-server in git mode on a throwaway repository holding
 * the content (docs/publishing.md). The draft lives on a branch and no build from `main` shows
 * it; once moved to ready and published, a build of the result shows it in three languages, first
 * in the archive and the home news, in the feeds, the sitemap and the search, with its PDFs, while
 * an announcement dated in the future is in no file of that build.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startStaticServer } from '../../../scripts/bench/server.mjs';
import * as localCms from '../../../scripts/publishing/decap-local.mjs';
import { publishContent } from '../../../vite-plugins/content/plugin';
import { approveAndPublish } from './editorial-workflow';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const LOCALES = ['en', 'zh', 'zh-TW'] as const;
type Locale = (typeof LOCALES)[number];
const PREFIX: Record<Locale, string> = { en: '', zh: '/zh', 'zh-TW': '/zh-TW' };
/** The built file of a locale's page (`zh/announcements.html`). */
const localeFile = (locale: Locale, file: string) => path.join(PREFIX[locale].slice(1), file);

/** Now in Hong Kong, as `YYYY-MM-DD` and the `datetime-local` value of five minutes ago. */
function hongKongNow(): { day: string; fiveMinutesAgo: string } {
  const parts = (date: Date) =>
    Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Asia/Hong_Kong',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(date)
        .map((part) => [part.type, part.value]),
    );
  const earlier = parts(new Date(Date.now() - 5 * 60_000));
  const today = parts(new Date());
  return {
    day: `${today.year}-${today.month}-${today.day}`,
    fiveMinutesAgo: `${earlier.year}-${earlier.month}-${earlier.day}T${earlier.hour}:${earlier.minute}`,
  };
}

const { day, fiveMinutesAgo } = hongKongNow();
const ID = `${day}-appointment-of-quantum-computing-adviser`;
const TITLE: Record<Locale, string> = {
  en: 'Appointment of Quantum Computing Adviser',
  // Not the conversion of the Traditional Chinese: the editor's own Mainland wording.
  zh: '委任量子计算顾问',
  'zh-TW': '委任量子運算顧問',
};
/** The Traditional Chinese title as OpenCC converts it, which the editor replaces. */
const CONVERTED_TITLE = '委任量子运算顾问';
const SUMMARY: Record<Locale, string> = {
  en: 'The Board announces the appointment of a quantum computing adviser.',
  zh: '董事会宣布委任量子运算顾问。',
  'zh-TW': '董事會宣佈委任量子運算顧問。',
};
const BODY: Record<Locale, string> = {
  en: 'The Board is pleased to announce the appointment with effect from today.',
  zh: '董事会欣然宣布上述委任即日生效。',
  'zh-TW': '董事會欣然宣佈上述委任即日生效。',
};
const FUTURE_ID = '2099-01-15-interim-results-2098';
const FUTURE_TITLE = 'Interim Results Announcement 2098';

/** Every file under `dir`, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

let repo = '';
let out = '';
let uploads = '';
let decap: ChildProcess | undefined;
let decapPort = 0;
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: 'pipe' });
/**
 * A copy of the files `main` holds, in a new temporary folder: what a build of main reads.
 * decap-server checks its working copy out on a draft's branch while it reads or writes the draft
 * (`GIT_REPO_DIRECTORY`), so the working copy is not main's at every moment.
 */
async function exportMain(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'cms-main-'));
  mainCopies.push(folder);
  execFileSync('sh', ['-c', 'git archive main | tar -x -C "$0"', folder], { cwd: repo, stdio: 'pipe' });
  return folder;
}
const mainCopies: string[] = [];
const onMain = (file: string) => {
  try {
    git('cat-file', '-e', `main:${file}`);
    return true;
  } catch {
    return false;
  }
};

test.beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'cms-site-'));
  uploads = await mkdtemp(path.join(tmpdir(), 'cms-uploads-'));
  repo = await localCms.throwawayContentRepo(ROOT, 'cms-repo-', async (folder) => {
    // Prepared before HKEXnews releases it: dated in the future, with its PDF.
    const filing = `/documents/announcements/${FUTURE_ID}.pdf`;
    await writeFile(path.join(folder, 'public', filing), '%PDF-1.4\n% future filing\n');
    for (const locale of LOCALES) {
      await writeFile(
        path.join(folder, `content/announcements/${locale}/${FUTURE_ID}.md`),
        `---\nid: ${FUTURE_ID}\ntitle: ${FUTURE_TITLE}\ncategory: information-disclosure\npublishedAt: 2099-01-15T16:45:00+08:00\nfilingEnglish: ${filing}\n---\n\nThe Board announces the interim results.\n`,
      );
    }
  });
  decapPort = await localCms.freePort();
  decap = localCms.startDecapServer(ROOT, repo, decapPort);
  await expect.poll(() => localCms.decapAnswers(decapPort), { timeout: 20_000 }).toBe(true);
});

test.afterAll(async () => {
  if (decap) localCms.stopProcessGroup(decap);
  await rm(repo, { recursive: true, force: true });
  await rm(out, { recursive: true, force: true });
  await rm(uploads, { recursive: true, force: true });
  await Promise.all(mainCopies.map((folder) => rm(folder, { recursive: true, force: true })));
});

/** Writes `text` into the rich-text editor at `index` (0: the left pane, 1: the right). */
async function writeBody(page: Page, index: number, text: string) {
  await page.locator('[data-slate-editor="true"]').nth(index).click();
  await page.keyboard.insertText(text);
}

/** Uploads `name` through the media library opened by the first "Choose a file" button, and chooses it. */
async function uploadPdf(page: Page, name: string) {
  // Outside the repository, which decap-server commits whole; kept until the entry is saved,
  // as the browser reads an upload from disk only then.
  const file = path.join(uploads, name);
  await writeFile(file, `%PDF-1.4\n% ${name}\n`);
  await page.getByRole('button', { name: 'Choose a file' }).first().click();
  await page.locator('input[type="file"]').setInputFiles(file);
  // The upload is selected once it is in the library.
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Choose selected' }).click();
}

test('an announcement written in English and Traditional Chinese (Simplified filled in) with two PDFs is a draft on a branch until published, then everywhere', async ({
  page,
}) => {
  test.setTimeout(8 * 60_000);
  page.setDefaultTimeout(20_000);
  await localCms.useLocalDecap(page, decapPort);

  await test.step('write it in English and Traditional Chinese, check the Simplified filled in, with an English and a Chinese PDF', async () => {
    await page.goto('/admin/#/collections/announcements/new');
    await page.getByRole('button', { name: 'Login' }).click();
    // English in the left pane, Traditional Chinese beside it.
    await page.locator('[id^="id-field"]').first().fill(ID);
    await page.locator('[id^="title-field"]').first().fill(TITLE.en);
    await page.locator('[id^="category-field"]').first().click();
    await page.getByRole('option', { name: 'Corporate governance' }).click();
    await page.locator('[id^="publishedAt-field"]').first().fill(fiveMinutesAgo);
    await page.locator('[id^="summary-field"]').first().fill(SUMMARY.en);
    await uploadPdf(page, `${ID}.pdf`);
    await uploadPdf(page, `${ID}-tc.pdf`);
    await writeBody(page, 0, BODY.en);
    await page.locator('[id^="title-field"]').nth(1).fill(TITLE['zh-TW']);
    await page.locator('[id^="summary-field"]').nth(1).fill(SUMMARY['zh-TW']);
    await writeBody(page, 1, BODY['zh-TW']);
    // Simplified Chinese: the left pane's language is switched (the right pane's cannot be). Its
    // fields come converted from the Traditional Chinese, each saying so; the editor prefers
    // another word in the title, and the rest stays as converted.
    await page.getByRole('button', { name: /^Writing in en$/i }).click();
    await page.getByRole('menuitem', { name: /^zh$/i }).click();
    await expect(page.locator('[id^="title-field"]').first()).toHaveValue(CONVERTED_TITLE);
    await expect(page.locator('[id^="summary-field"]').first()).toHaveValue(SUMMARY.zh);
    await expect(page.locator('[data-converted-from="zh-TW"]')).toHaveCount(3);
    await page.locator('[id^="title-field"]').first().fill(TITLE.zh);
    await expect(page.locator('[data-converted-from="zh-TW"]')).toHaveCount(2);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Entry saved')).toBeVisible();
    // The saved draft has loaded again once its status shows.
    await expect(page.getByRole('button', { name: /^Status:/ })).toBeVisible();
  });

  await test.step('the draft is a branch: main and a build from it do not have it', async () => {
    expect(git('branch', '--list', `cms/announcements/${ID}`)).toContain(`cms/announcements/${ID}`);
    const draft = git('show', `cms/announcements/${ID}:content/announcements/zh-TW/${ID}.md`);
    expect(draft).toContain(`title: ${TITLE['zh-TW']}`);
    expect(draft).toContain(`publishedAt: ${fiveMinutesAgo}:00+08:00`);
    expect(draft).toContain(`filingChinese: /documents/announcements/${ID}-tc.pdf`);
    expect(draft).toContain(BODY['zh-TW']);
    const simplified = git('show', `cms/announcements/${ID}:content/announcements/zh/${ID}.md`);
    expect(simplified).toContain(`title: ${TITLE.zh}`);
    expect(simplified).toContain(`summary: ${SUMMARY.zh}`);
    expect(simplified).toContain(BODY.zh);
    expect(onMain(`content/announcements/en/${ID}.md`)).toBe(false);
    expect(onMain(`public/documents/announcements/${ID}.pdf`)).toBe(false);
    expect(git('rev-parse', '--abbrev-ref', 'HEAD').trim()).toBe('main');
    const fromMain = await publishContent(await exportMain(), ROOT, console);
    expect(fromMain.problems).toEqual([]);
    for (const [file, text] of fromMain.files) expect(text, file).not.toContain(ID);
  });

  await test.step('in review, ready, then published: main has it', async () => {
    await approveAndPublish(page);
    await expect.poll(() => onMain(`content/announcements/zh/${ID}.md`), { timeout: 30_000 }).toBe(true);
    expect(onMain(`public/documents/announcements/${ID}-tc.pdf`)).toBe(true);
  });

  await test.step('a build of main shows it everywhere, and not the announcement dated in the future', async () => {
    execFileSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir'], {
      cwd: ROOT,
      env: { ...process.env, CONTENT_ROOT: await exportMain() },
      stdio: 'pipe',
    });
    const built = (file: string) => readFile(path.join(out, file), 'utf8');
    for (const locale of LOCALES) {
      const page = await built(localeFile(locale, `announcement/${ID}.html`));
      expect(page).toContain(TITLE[locale]);
      expect(page).toContain(`/documents/announcements/${ID}.pdf`);
      expect(page).toContain(`/documents/announcements/${ID}-tc.pdf`);
      // First in the archive and in the home page's news.
      for (const list of ['announcements.html', 'index.html']) {
        const html = await built(localeFile(locale, list));
        expect(/href="((?:\/zh-TW|\/zh)?\/announcement\/[^"]+)"/.exec(html)?.[1], `${locale} ${list}`).toBe(
          `${PREFIX[locale]}/announcement/${ID}`,
        );
      }
      expect(await built(`feeds/${locale}/announcements.xml`)).toContain(TITLE[locale]);
    }
    expect(await built('sitemap.xml')).toContain(`/zh-TW/announcement/${ID}<`);
    for (const pdf of [`${ID}.pdf`, `${ID}-tc.pdf`]) {
      expect(await readFile(path.join(out, 'documents/announcements', pdf), 'utf8')).toContain('%PDF-1.4');
    }
    for (const file of await filesUnder(out)) {
      expect(file).not.toContain(FUTURE_ID);
      if (/\.(?:html|json|xml|md|txt|js|ics|csv)$/.test(file)) {
        const text = await built(file);
        expect(text, file).not.toContain(FUTURE_ID);
        expect(text, file).not.toContain(FUTURE_TITLE);
      }
    }
  });

  await test.step('the site search finds it, in Chinese too', async () => {
    const site = await startStaticServer({ root: out, brotli: false });
    try {
      for (const [locale, query] of [
        ['en', 'quantum'],
        ['zh-TW', '量子'],
      ] as const) {
        await page.goto(`${site.origin}${PREFIX[locale]}/search?q=${encodeURIComponent(query)}`);
        await expect(page.getByRole('link', { name: TITLE[locale], exact: true })).toHaveAttribute(
          'href',
          `${PREFIX[locale]}/announcement/${ID}`,
        );
      }
    } finally {
      await site.close();
    }
  });
});

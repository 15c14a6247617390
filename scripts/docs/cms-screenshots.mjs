// @ts-check
/**
 * Takes the screenshots of the IR staff's guide (docs/publishing/ir-guide.md and
 * ir-guide.zh-Hant.md): the CMS page (`/admin/`, built in `dist/admin/` by
 * `npx vite build -c admin/vite.config.ts`) against decap-server in git mode on a throwaway copy of
 * the content, as tests/e2e/cms/hkexnews.spec.ts and publish.spec.ts drive it, once in English and
 * once in Traditional Chinese: first the drafts the HKEXnews watcher makes (from the recorded
 * answers in tests/fixtures/hkexnews/), checked in the preview and approved; then an announcement
 * written by hand. Each step is saved as `docs/publishing/<step>-<en|zh-Hant>.png`, optimised
 * with sharp.
 *
 * Run by hand, after building the CMS page, when the CMS or its configuration changes:
 *
 *     node scripts/docs/cms-screenshots.mjs
 *
 * It starts `vite preview` and decap-server on free ports and removes its repositories and stops
 * both when it is done.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { localStore, syncDrafts } from '../hkexnews/sync.mjs';
import {
  decapAnswers,
  freePort,
  startDecapServer,
  stopProcessGroup,
  throwawayContentRepo,
  useLocalDecap,
} from '../publishing/decap-local.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT = path.join(ROOT, 'docs/publishing');

/** The announcement prepared on results day, before HKEXnews releases it. */
const ID = '2027-03-24-annual-results-2026';
const PUBLISHED_AT = '2027-03-24T16:45';
const TITLE = {
  en: 'Annual Results Announcement for the Year Ended 31 December 2026',
  'zh-TW': '截至2026年12月31日止年度之全年業績公告',
};
const SUMMARY = {
  en: 'The Board announces the audited consolidated annual results of the Group for the year ended 31 December 2026.',
  'zh-TW': '董事會公佈本集團截至2026年12月31日止年度之經審核綜合全年業績。',
};
const BODY = {
  en: 'The Board announces the audited consolidated results of the Group for the year ended 31 December 2026, which have been reviewed by the Audit Committee.',
  'zh-TW': '董事會公佈本集團截至2026年12月31日止年度之經審核綜合業績，該業績已由審核委員會審閱。',
};

/** The draft the guide follows: the watcher's from the recorded HKEXnews answers. */
const DRAFT_TITLE = 'ANNOUNCEMENT OF INTERIM RESULTS FOR THE SIX MONTHS ENDED 30 SEPTEMBER 2026';
const FIXTURES = path.join(ROOT, 'tests/fixtures/hkexnews');

/**
 * HKEXnews as its recorded answers have it, as `fetch` (tests/fixtures/hkexnews/README.md): a
 * latest-filings feed by its file name, and any filing's PDF as a real PDF of the repository.
 */
async function recordedHkexnews(/** @type {string | URL | Request} */ input) {
  const { pathname } = new URL(input instanceof Request ? input.url : input);
  const file = pathname.startsWith('/listedco/')
    ? path.join(ROOT, 'public/documents/governance/list-of-directors-en.pdf')
    : path.join(FIXTURES, path.posix.basename(pathname));
  try {
    return new Response(await readFile(file), { status: 200 });
  } catch {
    return new Response('not found', { status: 404 });
  }
}

/**
 * The interface's words in each language: Decap CMS's own (decap-cms-locales) and the
 * configuration's (admin/labels.zh-Hant.json).
 */
const WORDS = {
  en: {
    login: 'Login',
    category: 'Information disclosure',
    chooseFile: 'Choose a file',
    chooseSelected: 'Choose selected',
    writingInEn: /^Writing in en$/i,
    togglePreview: 'Toggle preview',
    save: 'Save',
    saved: 'Entry saved',
    status: /^Status:/,
    inReview: 'In review',
    ready: 'Ready',
    publish: 'Publish',
  },
  'zh-Hant': {
    login: '登入',
    category: '資訊披露',
    chooseFile: '選擇一個檔案',
    chooseSelected: '選擇已選擇的項目',
    writingInEn: /^以 en 書寫$/i,
    togglePreview: 'Toggle preview',
    save: '儲存',
    saved: '已儲存內容',
    status: /^狀態:/,
    inReview: '正在審核',
    ready: '預備發布',
    publish: '發布',
  },
};

/** Resolves once `probe` does, polling for up to `timeout` ms. */
async function waitFor(/** @type {() => Promise<boolean>} */ probe, timeout = 30_000) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('Timed out waiting for a server');
}

/** Saves the page as `docs/publishing/<step>-<language>.png`, palette-quantised to stay small. */
async function shoot(/** @type {import('@playwright/test').Page} */ page, /** @type {string} */ name) {
  await page.waitForTimeout(400);
  // Without the notifications ("Entry saved"), which would cover the menus.
  const raw = await page.screenshot({ style: '.Toastify, .Toastify__toast-container { display: none !important; }' });
  const file = path.join(OUT, `${name}.png`);
  await sharp(raw).png({ palette: true, quality: 85, compressionLevel: 9, effort: 10 }).toFile(file);
  console.log(`wrote ${path.relative(ROOT, file)}`);
}

/**
 * Goes through the steps in one interface language, on a repository and a decap-server of its
 * own.
 */
async function screenshots(
  /** @type {import('@playwright/test').Browser} */ browser,
  /** @type {string} */ previewOrigin,
  /** @type {'en' | 'zh-Hant'} */ language,
  /** @type {string} */ uploads,
) {
  const words = WORDS[language];
  const repo = await throwawayContentRepo(ROOT, 'cms-screens-repo-');
  const decapPort = await freePort();
  const decap = startDecapServer(ROOT, repo, decapPort);
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    timezoneId: 'Asia/Hong_Kong',
    locale: language === 'en' ? 'en-GB' : 'zh-HK',
  });
  try {
    await waitFor(() => decapAnswers(decapPort));
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await useLocalDecap(page, decapPort);
    const shot = (/** @type {string} */ step) => shoot(page, `${step}-${language}`);
    const field = (/** @type {string} */ name, index = 0) => page.locator(`[id^="${name}-field"]`).nth(index);
    const writeBody = async (/** @type {number} */ index, /** @type {string} */ text) => {
      await page.locator('[data-slate-editor="true"]').nth(index).click();
      await page.keyboard.insertText(text);
    };
    const toTop = () => field('id').scrollIntoViewIfNeeded();

    // The watcher has drafted HKEXnews' latest filings before anyone logs in.
    await syncDrafts({ store: localStore(repo), stock: '02629', fetch: recordedHkexnews, log: () => undefined });

    // (a) The list of announcements, after logging in.
    await page.goto(`${previewOrigin}/admin/?lang=${language}#/collections/announcements`);
    await page.getByRole('button', { name: words.login }).click();
    await page.getByText('2026-11-18', { exact: false }).first().waitFor();
    await shot('1-announcements-list');

    // (b) A new announcement: English on the left, Traditional Chinese on the right.
    await page.goto(`${previewOrigin}/admin/?lang=${language}#/collections/announcements/new`);
    await field('id').fill(ID);
    await field('title').fill(TITLE.en);
    // Typed into the select and chosen with Enter: a click on its option races its menu's rendering.
    await field('category').click();
    await page.keyboard.type(words.category);
    await page.keyboard.press('Enter');
    await field('publishedAt').fill(PUBLISHED_AT);
    await field('summary').fill(SUMMARY.en);
    await writeBody(0, BODY.en);
    await field('title', 1).fill(TITLE['zh-TW']);
    await field('summary', 1).fill(SUMMARY['zh-TW']);
    await writeBody(1, BODY['zh-TW']);

    // (c) The PDFs, uploaded through the media library: the English one, then the Chinese one.
    for (const [index, name] of [`${ID}.pdf`, `${ID}-tc.pdf`].entries()) {
      const file = path.join(uploads, name);
      await writeFile(file, `%PDF-1.4\n% ${name}\n`);
      await page.getByRole('button', { name: words.chooseFile }).first().click();
      await page.locator('input[type="file"]').setInputFiles(file);
      await page.getByText(name, { exact: true }).waitFor();
      if (index === 0) await shot('3-pdf-upload');
      await page.getByRole('button', { name: words.chooseSelected }).click();
    }
    await toTop();
    await shot('2-new-announcement');

    // The Simplified Chinese, filled in from the Traditional as it opens.
    await page.getByRole('button', { name: words.writingInEn }).click();
    await page.getByRole('menuitem', { name: /^zh$/i }).click();
    await page.locator('[data-converted-from="zh-TW"]').nth(2).waitFor();
    await page.getByRole('button', { name: words.save, exact: true }).click();
    await page.getByText(words.saved).waitFor();

    // (e) The Status menu, open; then in review, then ready.
    await page.getByRole('button', { name: words.status }).click();
    await shot('5-status-menu');
    await page.getByRole('menuitem', { name: words.inReview }).click();
    await page.getByRole('button', { name: `${words.status.source.slice(1)} ${words.inReview}` }).waitFor();
    await page.getByRole('button', { name: words.status }).click();
    await page.getByRole('menuitem', { name: words.ready }).click();
    await page.getByRole('button', { name: `${words.status.source.slice(1)} ${words.ready}` }).waitFor();

    // (f) The Publish menu, open (not published: the board shows the entry in Ready).
    await page.getByRole('button', { name: words.publish, exact: true }).click();
    await shot('6-publish-menu');
    await page.keyboard.press('Escape');

    // (g) The Workflow board, the entry in Ready.
    await page.goto(`${previewOrigin}/admin/?lang=${language}#/workflow`);
    await page.getByText(TITLE.en).first().waitFor();
    await shot('7-workflow-ready');

    // (h) The watcher's drafts on the same board; one opened, with the site's page beside it.
    await page.getByText(DRAFT_TITLE).first().waitFor();
    await shot('drafts-1-workflow');
    await page.getByRole('link', { name: new RegExp(DRAFT_TITLE) }).click();
    await page.getByRole('button', { name: words.togglePreview }).click();
    const preview = page.frameLocator('#preview-pane').frameLocator('iframe');
    await preview.getByRole('heading', { level: 1, name: DRAFT_TITLE }).waitFor();
    await shot('drafts-2-preview');
    // The Simplified Chinese, converted from the Traditional: in the editor and in the preview.
    await page.getByRole('button', { name: words.writingInEn }).click();
    await page.getByRole('menuitem', { name: /^zh$/i }).click();
    await preview.getByText('Simplified Chinese converted').waitFor();
    await shot('drafts-3-simplified');
  } finally {
    await context.close();
    stopProcessGroup(decap);
    await rm(repo, { recursive: true, force: true });
  }
}

if (!existsSync(path.join(ROOT, 'dist/admin/index.html'))) {
  console.error('No dist/admin/: build the CMS page first (npx vite build -c admin/vite.config.ts).');
  process.exit(1);
}
await mkdir(OUT, { recursive: true });
const uploads = await mkdtemp(path.join(tmpdir(), 'cms-screens-uploads-'));
const previewPort = await freePort();
// In a process group of its own, stopped with its children by stopProcessGroup.
const preview = spawn(
  process.execPath,
  [
    path.join(ROOT, 'node_modules/vite/bin/vite.js'),
    'preview',
    '--host',
    '127.0.0.1',
    '--port',
    String(previewPort),
    '--strictPort',
  ],
  { cwd: ROOT, stdio: 'ignore', detached: true },
);
const previewOrigin = `http://127.0.0.1:${previewPort}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  await waitFor(() => fetch(`${previewOrigin}/admin/`).then((response) => response.ok), 60_000);
  for (const language of /** @type {const} */ (['en', 'zh-Hant'])) {
    await screenshots(browser, previewOrigin, language, uploads);
  }
} finally {
  await browser.close();
  stopProcessGroup(preview);
  await rm(uploads, { recursive: true, force: true });
}

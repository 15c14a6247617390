/**
 * The CMS on one computer, as docs/publishing.md §3 tells a developer to try it: `npm run cms`
 * (decap-server over a clone of this checkout's last commit) and `npm run dev`, then `/admin/` on
 * the dev server. The CMS loads, logs in to the local backend, lists the announcements with their
 * publication times in Hong Kong time, labelled, and opens one with its time as written; on a
 * computer set to London (`TZ=Europe/London` for the commands, the browser in London's zone) it
 * shows the same times as on this one. The ports are free ones (`--port`), so that a developer's
 * own `npm run dev` or `npm run cms` does not stop the test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { parse } from 'yaml';
import * as localCms from '../../../scripts/publishing/decap-local.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** London: UTC in winter, UTC+1 in summer; 12:00 in Hong Kong is 04:00 or 05:00 there. */
const LONDON = 'Europe/London';

let cms: ChildProcess | undefined;
let dev: ChildProcess | undefined;
let cmsPort = 0;
let devPort = 0;
let clone: string | undefined;

// One set of servers for both zones: the tests run in order in one worker.
test.describe.configure({ mode: 'default' });

/** Runs `npm run <script> -- <args>` in its own process group, as a developer in London would. */
function npmRun(script: string, args: string[], output?: (text: string) => void): ChildProcess {
  const child = spawn('npm', ['run', script, '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, TZ: LONDON },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.setEncoding('utf8').on('data', (text: string) => output?.(text));
  child.stderr.resume();
  return child;
}

/** The newest announcements in English, as the CMS lists them first: id, title and publication time. */
async function newestAnnouncements(count: number) {
  const folder = path.join(ROOT, 'content/announcements/en');
  const entries = await Promise.all(
    (await readdir(folder))
      .filter((name) => name.endsWith('.md'))
      .map(async (name) => {
        const text = await readFile(path.join(folder, name), 'utf8');
        const front = parse(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') as Record<string, string>;
        return { id: String(front.id), title: String(front.title), publishedAt: String(front.publishedAt) };
      }),
  );
  return entries.toSorted((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt)).slice(0, count);
}

test.beforeAll(async () => {
  [cmsPort, devPort] = await Promise.all([localCms.freePort(), localCms.freePort()]);
  let said = '';
  cms = npmRun('cms', ['--port', String(cmsPort)], (text) => {
    said += text;
    clone ??= /edits a clone of this checkout's last commit, at (\S+) \(/.exec(said)?.[1];
  });
  dev = npmRun('dev', ['--host', '127.0.0.1', '--port', String(devPort), '--strictPort']);
  await expect.poll(() => localCms.decapAnswers(cmsPort), { timeout: 30_000 }).toBe(true);
  // The clone it says it serves: a folder of the system's temporary folder, not this checkout.
  expect(clone).toMatch(/cms-content-/);
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${devPort}/admin/`).then(
          (response) => response.ok,
          () => false,
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
});

test.afterAll(async () => {
  for (const child of [cms, dev]) if (child) localCms.stopProcessGroup(child);
  if (clone) await rm(clone, { recursive: true, force: true });
});

/** Opens the CMS on the dev server in a browser set to `timezoneId` (this computer's zone when undefined). */
async function openCms(browser: Browser, timezoneId: string | undefined) {
  const context = await browser.newContext({
    ...(timezoneId ? { timezoneId } : {}),
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await localCms.useLocalDecap(page, cmsPort);
  await page.goto(`http://127.0.0.1:${devPort}/admin/?lang=en`);
  await page.getByRole('button', { name: 'Login' }).click();
  return { context, page };
}

for (const zone of [undefined, LONDON]) {
  test(`the CMS of docs/publishing.md §3 lists and opens announcements in Hong Kong time, on a computer in ${zone ?? 'this computer’s zone'}`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const newest = await newestAnnouncements(4);
    // One of them in London's summer time, when London is an hour from UTC.
    const londonZone = (iso: string) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: LONDON, timeZoneName: 'short' }).format(new Date(iso));
    expect(newest.some((entry) => londonZone(entry.publishedAt).endsWith('BST'))).toBe(true);
    const { context, page } = await openCms(browser, zone);
    try {
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
        zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
      );
      for (const entry of newest) {
        const card = page.locator(`a[href$="/collections/announcements/entries/${entry.id}"]`);
        await expect(card).toHaveText(`${entry.publishedAt.slice(0, 16)} HKT · ${entry.title}`);
      }
      const [first] = newest;
      if (!first) throw new Error('No announcement in content/announcements/en');
      await page.locator(`a[href$="/collections/announcements/entries/${first.id}"]`).click();
      const time = page.locator('[id^="publishedAt-field"]').first();
      await expect(time).toHaveValue(first.publishedAt.slice(0, 16));
      await expect(page.locator(`[id="${await time.getAttribute('aria-describedby')}"]`)).toHaveText('HKT');
    } finally {
      await context.close();
    }
  });
}

/**
 * A kiosk that reads the website's published content (docs/kiosk.md, "Running a fleet"): the
 * kiosk build (the preview server) with the shell's `siteUrl` pointed at a website, which is a
 * copy of the same build with an announcement published after it, served by nginx with the
 * repository's configuration and the host rules that build wrote (deploy/nginx.conf,
 * `npm run serve:nginx -- --root --port --prefix`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, open, standInBridge, test, text } from './fixtures';

const DIST = path.resolve(import.meta.dirname, '../../dist');
const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 8092);
const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;

/** The announcement the website published after the kiosk was built. */
const LATER = {
  id: '2026-12-03-kiosk-fleet-later-announcement',
  title: 'Announcement Published After The Kiosk Was Built',
  category: 'announcement',
  publishedAt: '2026-12-03T12:00:00+08:00',
  summary: 'Published on the website once the kiosks were at the show.',
};

/** Its body. */
const BODY = 'The kiosks at the show read this from the website.';

/** The title the website gives its latest report, which the kiosk's build does not have. */
const REPORT_TITLE = 'Interim Report 2026, As The Website Publishes It';

let folder: string;
let website: ChildProcess | undefined;

/** Starts nginx on the website's copy, unless it runs, and waits until it answers. */
async function startWebsite(): Promise<void> {
  if (website && website.exitCode === null) return;
  const server = spawn(
    'node',
    [
      'scripts/deploy/serve-nginx.mjs',
      `--root=${path.join(folder, 'site')}`,
      `--port=${SITE_PORT}`,
      `--prefix=${path.join(folder, 'nginx')}`,
    ],
    { stdio: 'inherit' },
  );
  website = server;
  await expect
    .poll(
      () =>
        fetch(`${SITE_URL}/content/en/announcements.json`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 20_000 },
    )
    .toBe(200);
}

/** Stops the website and waits until it no longer answers. */
async function stopWebsite(): Promise<void> {
  const server = website;
  website = undefined;
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'kiosk-site-'));
  const site = path.join(folder, 'site');
  await cp(DIST, site, { recursive: true });
  // What the website's next build writes for the announcement an editor published.
  const list = path.join(site, 'content', 'en', 'announcements.json');
  const published = JSON.parse(await readFile(list, 'utf8')) as unknown[];
  await writeFile(list, JSON.stringify([LATER, ...published]));
  await writeFile(path.join(site, 'content', 'en', 'announcements', `${LATER.id}.md`), `${BODY}\n`);
  const reportsFile = path.join(site, 'content', 'en', 'reports.json');
  const [latest, ...earlier] = JSON.parse(await readFile(reportsFile, 'utf8')) as Record<string, unknown>[];
  await writeFile(reportsFile, JSON.stringify([{ ...latest, title: REPORT_TITLE }, ...earlier]));
});

test.afterAll(async () => {
  await stopWebsite();
  await rm(folder, { recursive: true, force: true });
});

/** The announcements screen of a kiosk whose shell names the website. */
async function openKioskList(page: Page) {
  await standInBridge(page, { siteUrl: SITE_URL });
  await open(page, '/announcements');
  await expect(page.locator('body')).toHaveClass(/\bkiosk-mode\b/);
}

/** Whether the page's saved content (IndexedDB) holds every one of `texts` yet. */
function savedHolds(page: Page, texts: readonly string[]): Promise<boolean> {
  return page.evaluate(
    (expected) =>
      new Promise<boolean>((resolve) => {
        const request = indexedDB.open('web3-group-site');
        request.onerror = () => resolve(false);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('query-cache')) return resolve(false);
          const read = db.transaction('query-cache').objectStore('query-cache').get('content');
          read.onsuccess = () => {
            const saved: unknown = read.result;
            resolve(typeof saved === 'string' && expected.every((text) => saved.includes(text)));
          };
          read.onerror = () => resolve(false);
        };
      }),
    texts,
  );
}

test('the website’s headers let the kiosk read its content files, and only those', async () => {
  await startWebsite();
  const origin = { Origin: 'app://site' };
  const content = await fetch(`${SITE_URL}/content/en/announcements.json`, { headers: origin });
  expect(content.headers.get('access-control-allow-origin')).toBe('*');
  expect(content.headers.get('cache-control')).toBe('no-cache');
  for (const other of ['/', '/careers', '/documents/', '/config.json']) {
    const response = await fetch(`${SITE_URL}${other}`, { headers: origin });
    expect(response.headers.get('access-control-allow-origin'), other).toBeNull();
  }
});

test('a kiosk shows an announcement the website published after it was built, and keeps it offline', async ({
  page,
  pageErrors,
}) => {
  // Chromium logs each request to the website that went away.
  pageErrors.allow(/ERR_CONNECTION_REFUSED/);
  await startWebsite();
  await openKioskList(page);
  // A screen whose content its route's loader reads, as the website has it.
  await open(page, '/investors/reports');
  await expect(page.getByText(REPORT_TITLE).first()).toBeVisible();
  await expect.poll(() => savedHolds(page, [REPORT_TITLE])).toBe(true);
  await open(page, '/announcements');
  await expect(page.getByText(text('en', 'savedContent.bundled'))).toHaveCount(0);
  await page.getByRole('link', { name: LATER.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: LATER.title })).toBeVisible();
  await expect(page.getByText(BODY)).toBeVisible();
  await expect.poll(() => savedHolds(page, [LATER.id, BODY, REPORT_TITLE])).toBe(true);

  // The website goes away (the show's network drops): the next start shows what the kiosk saved.
  await stopWebsite();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: LATER.title })).toBeVisible();
  await expect(page.getByText(BODY)).toBeVisible();
  await expect(page.getByText(/Showing saved content from/)).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('link', { name: LATER.title })).toBeVisible();
  await open(page, '/investors/reports');
  await expect(page.getByText(REPORT_TITLE).first()).toBeVisible();
  await expect(page.getByText(/Showing saved content from/)).toBeVisible();
  // Its cover, which comes from the website, falls back to the copy the kiosk was built with.
  const cover = page.locator('article img').first();
  await cover.scrollIntoViewIfNeeded();
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => (img.naturalWidth > 0 ? img.getAttribute('src') : null)))
    .toMatch(/^\/documents\/reports\/covers\//);
});

test('a kiosk that starts for the first time without the website shows the content it was built with', async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(/ERR_CONNECTION_REFUSED/);
  await stopWebsite();
  await openKioskList(page);
  const bundled = JSON.parse(await readFile(path.join(DIST, 'content', 'en', 'announcements.json'), 'utf8')) as {
    title: string;
  }[];
  await expect(page.getByText(text('en', 'savedContent.bundled'))).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: bundled[0]?.title ?? '' })).toBeVisible();
  await expect(page.getByRole('link', { name: LATER.title })).toHaveCount(0);
  // A screen whose route's loader reads its content says the same, once it has waited for the website.
  await open(page, '/investors/reports');
  await expect(page.getByText('Interim Report 2026').first()).toBeVisible();
  await expect(page.getByText(REPORT_TITLE)).toHaveCount(0);
  await expect(page.getByText(text('en', 'savedContent.bundled'))).toBeVisible({ timeout: 30_000 });
});

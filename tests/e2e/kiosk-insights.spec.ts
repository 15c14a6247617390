/**
 * The kiosk's insights (docs/kiosk.md, section 8, "Insights"): each visitor session, from leaving
 * the start screen to the reset, is summed up in the page and handed to the shell as counts. The
 * shell's bridge is stood in for here; the store that adds the summaries up per day is the main
 * process's, unit-tested (tests/unit/electron/main/insights-store.test.ts).
 */
import type { VisitorSession } from '../../electron/shared/insights';
import { expect, open, standInBridge, standInBridgeCalls, test, text, type Locale } from './fixtures';

test.use({ viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1, hasTouch: true });

const heroTitle = (locale: Locale) => new RegExp(text(locale, 'hero.title', { group: '' }).trim());

/** The session summaries the page has handed to the stand-in bridge, parsed. */
async function summaries(page: Parameters<typeof standInBridgeCalls>[0]): Promise<VisitorSession[]> {
  return (await standInBridgeCalls(page)).sessionSummaries.map((summary) => JSON.parse(summary) as VisitorSession);
}

test('two visitor sessions reach the shell as counts: their tile, screens, language and end', async ({ page }) => {
  await standInBridge(page);
  await open(page, '/');
  // The first visitor switches to Traditional Chinese, taps the news tile, searches, starts over.
  const start = page.getByRole('dialog', { name: heroTitle('en') });
  await expect(start).toBeVisible();
  await start.getByRole('button', { name: '繁體中文', exact: true }).tap();
  const startZh = page.getByRole('dialog', { name: heroTitle('zh-TW') });
  await startZh.getByRole('link', { name: new RegExp(text('zh-TW', 'kiosk.tileNews')) }).tap();
  await expect(page).toHaveURL(/\/zh-TW\/announcements/);
  await page.getByRole('button', { name: text('zh-TW', 'kiosk.startOver') }).tap();
  await expect.poll(() => summaries(page)).toHaveLength(1);

  // The second touches the start screen away and reads the careers page in English.
  await expect(start).toBeVisible();
  await start.getByRole('status').tap();
  await expect(start).toBeHidden();
  await page
    .getByRole('navigation', { name: text('en', 'nav.label') })
    .getByRole('link', { name: text('en', 'nav.careers') })
    .first()
    .tap();
  await expect(page).toHaveURL(/\/careers$/);
  await page.getByRole('button', { name: text('en', 'kiosk.startOver') }).tap();
  await expect.poll(() => summaries(page)).toHaveLength(2);

  const [first, second] = await summaries(page);
  expect(first).toMatchObject({
    locale: 'zh-TW',
    endedBy: 'start-over',
    tiles: { news: 1 },
    screens: { announcements: 1 },
  });
  expect(second).toMatchObject({ locale: 'en', endedBy: 'start-over', tiles: {}, screens: { home: 1, careers: 1 } });
});

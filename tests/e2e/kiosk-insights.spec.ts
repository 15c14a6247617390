/**
 * The kiosk's insights (docs/kiosk.md, section 8, "Insights"): each visitor session, from leaving
 * the start screen to the reset, is summed up in the page and handed to the shell as counts; staff
 * sign in with the PIN and see them, and export them as a CSV once they have confirmed where it
 * goes. The shell's bridge is stood in for here, and the test adds the summaries up per day with
 * the shell's own code (`common/insights.ts`); the store and the exporter around it are
 * unit-tested (tests/unit/electron/main/insights-store.test.ts, insights-export.test.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import { parse } from 'csv-parse/sync';
import type { Locator, Page } from '@playwright/test';
import { addVisitorSession, localDay, type InsightsDay, type VisitorSession } from '../../common/insights';
import {
  expect,
  KIOSK_SCREENS,
  open,
  setStandInInsights,
  standInBridge,
  startWith,
  standInBridgeCalls,
  STAND_IN_EXPORT_PATH,
  STAND_IN_EXPORT_TARGET,
  test,
  text,
  type Locale,
} from './fixtures';
import { overflowing } from './overflow';

const STAFF_PIN = '246810';

const heroTitle = (locale: Locale) => new RegExp(text(locale, 'hero.title', { group: '' }).trim());

/** The session summaries the page has handed to the stand-in bridge, parsed. */
async function summaries(page: Page): Promise<VisitorSession[]> {
  return (await standInBridgeCalls(page)).sessionSummaries.map((summary) => JSON.parse(summary) as VisitorSession);
}

/**
 * Holds a finger in the top-left corner (once the kiosk's session code has drawn its bar) until
 * the PIN dialog opens, and signs staff in.
 */
async function signIn(page: Page): Promise<void> {
  await expect(page.locator(`nav[aria-label="${text('en', 'kiosk:barLabel')}"]`)).toBeAttached();
  await page.mouse.move(10, 10);
  await page.mouse.down();
  const dialog = page.getByRole('dialog', { name: text('en', 'kiosk:staffTitle') });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await page.mouse.up();
  await dialog.getByRole('textbox', { name: text('en', 'kiosk:staffPin'), exact: true }).fill(STAFF_PIN);
  await dialog.getByRole('button', { name: text('en', 'kiosk:staffSubmit') }).click();
}

/**
 * Taps the staff screen's export button and waits for the place the shell offers, which has the
 * buttons that confirm and cancel it.
 */
async function offerExport(staff: Locator): Promise<Locator> {
  await staff.getByRole('button', { name: text('en', 'insights:export') }).click();
  const offer = staff.getByRole('region', { name: text('en', 'insights:exportConfirmTitle') });
  await expect(offer).toBeVisible();
  return offer;
}

/** The figure `term` on the staff screen (its `<dd>`). */
const figure = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd');

test.describe('at 1920 × 1080', () => {
  test.use({ viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1, hasTouch: true });

  test('two visitor sessions reach the staff screen as counts, and its CSV parses', async ({ page }) => {
    await standInBridge(page, { staffPin: STAFF_PIN });
    await open(page, '/');
    // The first visitor switches to Traditional Chinese, taps the news tile, starts over.
    const start = page.getByRole('dialog', { name: heroTitle('en') });
    await expect(start).toBeVisible();
    await start.getByRole('button', { name: '繁體中文', exact: true }).tap();
    const startZh = page.getByRole('dialog', { name: heroTitle('zh-TW') });
    await startZh.getByRole('link', { name: new RegExp(text('zh-TW', 'kiosk:tileNews')) }).tap();
    await expect(page).toHaveURL(/\/zh-TW\/announcements/);
    await page.getByRole('button', { name: text('zh-TW', 'kiosk:startOver') }).tap();
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
    await page.getByRole('button', { name: text('en', 'kiosk:startOver') }).tap();
    await expect.poll(() => summaries(page)).toHaveLength(2);

    const [first, second] = await summaries(page);
    expect(first).toMatchObject({
      locale: 'zh-TW',
      endedBy: 'start-over',
      tiles: { news: 1 },
      screens: { announcements: 1 },
    });
    expect(second).toMatchObject({ locale: 'en', endedBy: 'start-over', tiles: {}, screens: { home: 1, careers: 1 } });

    // The shell's store adds them to today.
    let days: InsightsDay[] = [];
    for (const summary of [first, second]) if (summary) days = addVisitorSession(days, summary, new Date());
    await setStandInInsights(page, days, localDay(new Date()));

    // Staff come while someone is at the kiosk: that session is theirs, not a visitor's.
    await expect(start).toBeVisible();
    await start.getByRole('status').tap();
    await expect(start).toBeHidden();
    await signIn(page);
    const staff = page.getByRole('dialog', { name: text('en', 'insights:title'), exact: true });
    await expect(staff).toBeVisible();
    await expect(staff.getByText('Booth 3 · version test')).toBeVisible();
    await expect(figure(page, text('en', 'insights:sessions'))).toHaveText('2');
    const languages = staff.getByRole('region', { name: text('en', 'insights:languages') }).getByRole('listitem');
    await expect(languages).toHaveCount(2);
    await expect(languages.filter({ hasText: 'English' })).toContainText('1');
    await expect(languages.filter({ hasText: '繁體中文' })).toContainText('1');

    // Staff see the stick and the file's name first; cancelling writes nothing.
    let offer = await offerExport(staff);
    await expect(offer).toContainText(text('en', 'insights:exportUsb', { label: STAND_IN_EXPORT_TARGET.label }));
    await expect(offer).toContainText(STAND_IN_EXPORT_TARGET.folder);
    await expect(offer).toContainText(STAND_IN_EXPORT_TARGET.fileName);
    await expect(offer.getByRole('button', { name: text('en', 'insights:exportConfirm') })).toBeFocused();
    await offer.getByRole('button', { name: text('en', 'insights:exportCancel') }).click();
    await expect(offer).toBeHidden();
    expect((await standInBridgeCalls(page)).exports).toEqual([]);

    // Confirmed, it is written where it was shown.
    offer = await offerExport(staff);
    await offer.getByRole('button', { name: text('en', 'insights:exportConfirm') }).click();
    await expect(staff.getByRole('status')).toHaveText(
      text('en', 'insights:exportedUsb', { path: STAND_IN_EXPORT_PATH }),
    );
    await expect(offer).toBeHidden();
    const calls = await standInBridgeCalls(page);
    expect(calls.exportChoices).toBe(2);
    expect(calls.exports).toHaveLength(1);
    const [csv = ''] = calls.exports;
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = parse<Record<string, string>>(csv, { bom: true, columns: true });
    const total = rows.at(-1);
    expect(total?.[text('en', 'insights:csv.date')]).toBe(text('en', 'insights:csv.total'));
    expect(total?.[text('en', 'insights:sessions')]).toBe('2');
    expect(total?.[text('en', 'insights:csv.language', { language: 'English' })]).toBe('1');
    expect(total?.[text('en', 'insights:csv.language', { language: '繁體中文' })]).toBe('1');
    expect(total?.[text('en', 'insights:csv.tile', { tile: text('en', 'kiosk:tileNews') })]).toBe('1');

    // Back to visitors: the start screen, and the staff's session counted as none.
    await staff.getByRole('button', { name: text('en', 'insights:back') }).click();
    await expect(staff).toBeHidden();
    await expect(start).toBeVisible();
    expect(await summaries(page)).toHaveLength(2);
  });
});

/** A week at a busy booth: sessions every hour of the opening, in the three languages. */
function busyWeek(): InsightsDay[] {
  let days: InsightsDay[] = [];
  const locales = ['en', 'zh', 'zh-TW', 'en'] as const;
  for (let day = 0; day < 7; day += 1)
    for (let hour = 9; hour < 18; hour += 1)
      for (let visit = 0; visit < 1 + ((hour + day) % 4); visit += 1) {
        const ended = new Date();
        ended.setDate(ended.getDate() - day);
        ended.setHours(hour, 30, 0, 0);
        days = addVisitorSession(
          days,
          {
            seconds: 30 + ((hour * 37 + visit * 53) % 400),
            locale: locales[(hour + visit) % 4] ?? 'en',
            endedBy: visit % 3 === 0 ? 'start-over' : 'idle',
            screens: { home: 1, announcements: visit % 2, investors: (hour + visit) % 3, careers: 1 },
            tiles: { news: visit % 2, investors: 1 - (visit % 2) },
            announcements: visit % 2,
            reports: hour % 2,
            qr: { link: 1, document: hour % 2 },
            searches: visit % 3,
          },
          ended,
        );
      }
  return days;
}

for (const theme of ['light', 'dark'] as const) {
  test(`the staff screen has no serious or critical accessibility violation, ${theme}`, async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await startWith(page, { theme });
    await standInBridge(page, { staffPin: STAFF_PIN });
    await open(page, '/');
    await setStandInInsights(page, busyWeek(), localDay(new Date()));
    await signIn(page);
    await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${theme}-theme\\b`));
    const staff = page.getByRole('dialog', { name: text('en', 'insights:title'), exact: true });
    await staff.getByRole('button', { name: text('en', 'insights:dates') }).click();
    await expect(staff.getByRole('combobox', { name: text('en', 'insights:from') })).toBeVisible();
    // The export's confirmation, with the place it offers, is checked too.
    await offerExport(staff);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(
      results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          id: violation.id,
          nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
        })),
    ).toEqual([]);
  });
}

for (const screen of KIOSK_SCREENS) {
  test.describe(`the staff screen at ${screen.width} × ${screen.height}`, () => {
    test.use({ viewport: screen, deviceScaleFactor: 1, hasTouch: true });

    test('fits the screen, and its controls take a finger', async ({ page }) => {
      await standInBridge(page, { staffPin: STAFF_PIN });
      await open(page, '/');
      await setStandInInsights(page, busyWeek(), localDay(new Date()));
      await signIn(page);
      const staff = page.getByRole('dialog', { name: text('en', 'insights:title'), exact: true });
      await staff.getByRole('button', { name: text('en', 'insights:week') }).click();
      await expect(staff.getByRole('button', { name: text('en', 'insights:week') })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(figure(page, text('en', 'insights:sessions'))).not.toHaveText('0');
      // Where the settings came from, below the counts.
      await expect(staff.getByRole('region', { name: text('en', 'insights:settings') })).toContainText(
        text('en', 'insights:origin.fleet-kiosk'),
      );
      // With the export's confirmation open: its buttons take a finger too, and it fits.
      await offerExport(staff);
      for (const button of await staff.getByRole('button').all()) {
        const box = await button.boundingBox();
        const name = (await button.textContent()) ?? '';
        expect(box?.height, name).toBeGreaterThanOrEqual(screen.target - 0.5);
      }
      expect(await page.evaluate(overflowing)).toEqual({ scroll: 0, offenders: [] });
    });
  });
}

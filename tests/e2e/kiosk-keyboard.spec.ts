import type { Locator, Page } from '@playwright/test';
import { expect, open, test, text, type Locale, KIOSK_SCREENS } from './fixtures';

test.use({ viewport: { width: 1920, height: 1080 }, hasTouch: true });

const searchbox = (page: Page, locale: Locale) =>
  page.getByRole('searchbox', { name: text(locale, 'archive:searchLabel') });
const keyboardOf = (page: Page, locale: Locale) =>
  page.getByRole('group', { name: text(locale, 'keyboard.label'), exact: true });
const key = (keyboard: Locator, name: string) => keyboard.getByRole('button', { name, exact: true });
const firstResult = (page: Page, locale: Locale) =>
  page
    .getByRole('list', { name: text(locale, 'announcements.title'), exact: true })
    .locator(':scope > li')
    .first();

async function typeKeys(keyboard: Locator, letters: string) {
  for (const letter of letters) await key(keyboard, letter).tap();
}

/** The kiosk screens, with each one's smallest touch target in CSS px. */
for (const screen of KIOSK_SCREENS) {
  test.describe(`the on-screen keyboard at ${screen.width} × ${screen.height}`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height }, deviceScaleFactor: 1 });

    test('a tap on the search opens it; typed keys and Search search, and it closes', async ({ page }) => {
      await open(page, '/announcements?kiosk=1');
      const keyboard = keyboardOf(page, 'en');
      await searchbox(page, 'en').tap();
      await expect(keyboard).toBeVisible();

      // Touch targets of at least 64x64 kiosk px (64 CSS px at 1920 x 1080, twice that at 4K).
      for (const name of [
        'd',
        '1',
        text('en', 'keyboard.backspace'),
        text('en', 'keyboard.search'),
        text('en', 'keyboard.presetResults'),
      ]) {
        const box = await key(keyboard, name).boundingBox();
        expect(box?.width, name).toBeGreaterThanOrEqual(screen.target - 0.5);
        expect(box?.height, name).toBeGreaterThanOrEqual(screen.target - 0.5);
      }
      // The field stays above the keys.
      const field = await searchbox(page, 'en').boundingBox();
      const keys = await keyboard.boundingBox();
      expect((field?.y ?? 0) + (field?.height ?? 0)).toBeLessThanOrEqual(keys?.y ?? 0);

      await typeKeys(keyboard, 'directorx');
      await key(keyboard, text('en', 'keyboard.backspace')).tap();
      await expect(searchbox(page, 'en')).toHaveValue('director');
      await key(keyboard, text('en', 'keyboard.search')).tap();

      await expect(page).toHaveURL(/\/announcements\?kiosk=1&q=director$|\/announcements\?q=director$/);
      await expect(keyboard).toBeHidden();
      await expect(firstResult(page, 'en')).toContainText(/director/i);
      await expect(searchbox(page, 'en')).toHaveValue('director');

      // Opened again, the keyboard leaves the first result in view above it.
      await searchbox(page, 'en').tap();
      await expect(keyboard).toBeVisible();
      const result = await firstResult(page, 'en').boundingBox();
      const top = (await keyboard.boundingBox())?.y ?? 0;
      expect(result?.y ?? Infinity).toBeLessThan(top - 40);
      expect(result?.y ?? -1).toBeGreaterThanOrEqual(0);

      // A preset chip fills the field; Close closes.
      await key(keyboard, text('en', 'keyboard.presetDividend')).tap();
      await expect(searchbox(page, 'en')).toHaveValue(text('en', 'keyboard.presetDividend'));
      await key(keyboard, text('en', 'keyboard.close')).tap();
      await expect(keyboard).toBeHidden();
    });
  });
}

// Pinyin's candidates do not depend on the screen (the keys' sizes at each are checked above):
// Simplified on the landscape screen, Traditional on the portrait totem.
test.describe('pinyin on the on-screen keyboard at 1920 × 1080', () => {
  test('pinyin gives Simplified candidates in zh', async ({ page }) => {
    await open(page, '/zh/announcements?kiosk=1');
    const keyboard = keyboardOf(page, 'zh');
    await searchbox(page, 'zh').tap();
    await typeKeys(keyboard, 'dongshi');
    const candidates = keyboard.getByRole('group', { name: text('zh', 'keyboard.candidates') });
    await candidates.getByRole('button', { name: '董事', exact: true }).tap();
    await expect(searchbox(page, 'zh')).toHaveValue('董事');
    await key(keyboard, text('zh', 'keyboard.search')).tap();
    await expect(page).toHaveURL(/q=%E8%91%A3%E4%BA%8B/);
    await expect(keyboard).toBeHidden();
    await expect(firstResult(page, 'zh')).toContainText('董事');
  });
});

test.describe('pinyin on the on-screen keyboard at 1080 × 1920', () => {
  test.use({ viewport: { width: 1080, height: 1920 }, deviceScaleFactor: 1 });

  test('pinyin gives Traditional candidates in zh-TW, one syllable at a time too', async ({ page }) => {
    await open(page, '/zh-TW/announcements?kiosk=1');
    const keyboard = keyboardOf(page, 'zh-TW');
    await searchbox(page, 'zh-TW').tap();
    await typeKeys(keyboard, 'yeji');
    const candidates = keyboard.getByRole('group', { name: text('zh-TW', 'keyboard.candidates') });
    await expect(candidates.getByRole('button').first()).toHaveText('業績');
    await expect(candidates.getByRole('button', { name: '业绩', exact: true })).toHaveCount(0);
    await candidates.getByRole('button', { name: '業', exact: true }).tap();
    await candidates.getByRole('button', { name: '績', exact: true }).tap();
    await expect(searchbox(page, 'zh-TW')).toHaveValue('業績');
    await key(keyboard, text('zh-TW', 'keyboard.search')).tap();
    await expect(page).toHaveURL(/q=%E6%A5%AD%E7%B8%BE/);
    await expect(firstResult(page, 'zh-TW')).toContainText('業績');
  });
});

test.describe('the kiosk’s on-screen keyboard', () => {
  test('the idle reset closes it', async ({ page }) => {
    await page.clock.install();
    await open(page, '/announcements?kiosk=1&idle=3&warn=1');
    const keyboard = keyboardOf(page, 'en');
    await searchbox(page, 'en').tap();
    await expect(keyboard).toBeVisible();
    // The idle time, then the warning's second.
    await page.clock.runFor(4_000);
    await expect(page.getByRole('status').filter({ hasText: text('en', 'kiosk:attract') })).toBeVisible();
    await expect(keyboard).toBeHidden();
  });

  test('typing for longer than the idle time, keys and pinyin candidates, never resets the session', async ({
    page,
  }) => {
    // The page's clock is the test's: each pause between keys is run, not waited for.
    await page.clock.install();
    await open(page, '/zh/announcements?kiosk=1&idle=3&warn=1');
    const keyboard = keyboardOf(page, 'zh');
    const warning = page.getByRole('alertdialog');
    await searchbox(page, 'zh').tap();
    await expect(keyboard).toBeVisible();
    // 2 s between touches, 14 s in all: past the idle time and its warning (3 + 1 s) several times.
    for (const letter of 'dongshi') {
      await key(keyboard, letter).tap();
      await page.clock.runFor(2_000);
      await expect(warning).toBeHidden();
    }
    const candidates = keyboard.getByRole('group', { name: text('zh', 'keyboard.candidates') });
    await candidates.getByRole('button', { name: '董事', exact: true }).tap();
    await page.clock.runFor(2_000);
    await expect(warning).toBeHidden();
    await expect(keyboard).toBeVisible();
    await expect(searchbox(page, 'zh')).toHaveValue('董事');

    // Left alone for as long, the same session is reset (to the default locale, English): the
    // touches above are what kept it.
    await page.clock.runFor(6_000);
    await expect(page.getByRole('status').filter({ hasText: text('en', 'kiosk:attract') })).toBeVisible();
    await expect(keyboard).toBeHidden();
  });

  test('on the web no keyboard appears', async ({ page }) => {
    await open(page, '/announcements');
    await searchbox(page, 'en').tap();
    await expect(searchbox(page, 'en')).toBeFocused();
    await expect(searchbox(page, 'en')).not.toHaveAttribute('inputmode', 'none');
    await expect(keyboardOf(page, 'en')).toHaveCount(0);
    await expect(page.getByRole('button', { name: text('en', 'keyboard.backspace') })).toHaveCount(0);
  });
});

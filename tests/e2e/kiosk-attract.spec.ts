/**
 * The start screen's attract loop (docs/kiosk.md, "Running a fleet"): after the kiosk's
 * `attractAfterSeconds` untouched it covers the screen with the latest announcement, the financial
 * highlights, the next event and the focus areas, each with a QR code, in the kiosk's default
 * language and theme; the first touch returns to the start screen and does nothing else. The
 * kiosk is the stand-in shell (its session settings given per test); time is the page's own clock
 * where slides are waited for.
 */
import type { Page } from '@playwright/test';
import { expect, KIOSK_SCREENS, open, standInBridge, test, text, type Locale } from './fixtures';
import { overflowing } from './overflow';

const LOCALES: readonly Locale[] = ['en', 'zh', 'zh-TW'];
const prefix = (locale: Locale) => (locale === 'en' ? '/' : `/${locale}/`);
const attractLoop = (page: Page, locale: Locale) =>
  page.getByRole('region', { name: text(locale, 'kiosk:attractLabel') });

/** Opens the stand-in kiosk at its start page with the loop after `after` seconds, in `locale` and `theme`. */
async function openKiosk(page: Page, locale: Locale, theme: 'light' | 'dark', after: number) {
  await standInBridge(page, { session: { defaultLocale: locale, defaultTheme: theme, attractAfterSeconds: after } });
  await open(page, prefix(locale));
  await expect(
    page.getByRole('dialog', { name: new RegExp(text(locale, 'hero.title', { group: '' }).trim()) }),
  ).toBeVisible();
}

for (const screen of KIOSK_SCREENS) {
  test.describe(`the attract loop at ${screen.width} × ${screen.height}`, () => {
    test.use({ viewport: screen, deviceScaleFactor: 1, hasTouch: true });

    for (const theme of ['light', 'dark'] as const) {
      for (const locale of LOCALES) {
        test(`${theme}, ${locale}: covers the screen with a QR code, and a touch returns to the start screen only`, async ({
          page,
        }) => {
          await page.clock.install();
          await openKiosk(page, locale, theme, 10);
          const loop = attractLoop(page, locale);
          await expect(loop).toBeHidden();
          await page.clock.runFor(10_500);
          await expect(loop).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${theme}-theme\\b`));
          expect(await loop.boundingBox()).toEqual({ x: 0, y: 0, width: screen.width, height: screen.height });
          // Its first slide, the latest announcement, with a QR code a phone reads from arm's length.
          await expect(loop.getByRole('heading', { level: 2 })).toBeVisible();
          await expect(loop.getByText(text(locale, 'kiosk:attractNews'))).toBeVisible();
          const code = loop.locator('svg').first();
          expect((await code.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(screen.target * 5);
          await expect(code.locator('title')).toHaveText(new RegExp(`${prefix(locale)}announcement/`));
          expect(await page.evaluate(overflowing)).toEqual({ scroll: 0, offenders: [] });

          // A touch where a start screen tile lies beneath: the start screen comes back, and nothing else.
          const tile = page
            .getByRole('navigation', { name: text(locale, 'kiosk:journeys') })
            .getByRole('link')
            .first();
          const box = await tile.boundingBox();
          await page.touchscreen.tap((box?.x ?? 0) + 10, (box?.y ?? 0) + 10);
          await expect(loop).toBeHidden();
          await expect(tile).toBeVisible();
          await expect(page).toHaveURL(new RegExp(`${prefix(locale)}$`));
        });
      }
    }
  });
}

test.describe('the attract loop’s slides', () => {
  test.use({ viewport: { width: 1920, height: 1080 }, hasTouch: true });

  test('cycle through the news, the highlights, the next event and the focus areas, and come round again', async ({
    page,
  }) => {
    await page.clock.install();
    await openKiosk(page, 'en', 'light', 10);
    await page.clock.runFor(10_500);
    const loop = attractLoop(page, 'en');
    // Each slide once its content is in (the focus areas, from the catalogue, may show alone first).
    for (const slide of ['news', 'highlights', 'calendar', 'focus', 'news']) {
      await expect(loop).toHaveAttribute('data-slide', slide);
      await page.clock.runFor(8_000);
    }
  });

  test('cut rather than move for a visitor who asks for less motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openKiosk(page, 'en', 'light', 10);
    await page.clock.runFor(10_500);
    const slide = attractLoop(page, 'en').getByRole('group');
    await expect(slide).toBeVisible();
    const animation = () => slide.evaluate((element) => getComputedStyle(element).getPropertyValue('animation-name'));
    // Once the loop's stylesheet has loaded with its code.
    await expect.poll(animation).toBe('none');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect.poll(animation).toMatch(/attract-in/);
  });

  test('a key returns to the start screen too, and 0 turns the loop off', async ({ page }) => {
    await page.clock.install();
    await openKiosk(page, 'en', 'light', 10);
    await page.clock.runFor(10_500);
    await expect(attractLoop(page, 'en')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(attractLoop(page, 'en')).toBeHidden();
    await expect(page.getByRole('dialog', { name: /Welcome/ })).toBeVisible();

    const off = await page.context().newPage();
    await off.clock.install();
    await openKiosk(off, 'en', 'light', 0);
    await off.clock.runFor(120_000);
    await expect(attractLoop(off, 'en')).toBeHidden();
  });
});

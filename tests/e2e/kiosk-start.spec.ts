/**
 * The kiosk's start screen and its bar (docs/kiosk.md, "What visitors see"): a start
 * screen with the main journeys and three large languages when the kiosk opens at its start page
 * and after a reset; the three languages one tap away and "Start over" on every kiosk screen.
 */
import { expect, open, startWith, test, text, type Locale, KIOSK_SCREENS } from './fixtures';
import { overflowing } from './overflow';

const LANGUAGES = ['English', '简体中文', '繁體中文'] as const;
const heroTitle = (locale: Locale) => new RegExp(text(locale, 'hero.title', { group: '' }).trim());

for (const screen of KIOSK_SCREENS) {
  test.describe(`at ${screen.width} × ${screen.height}`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height }, deviceScaleFactor: 1, hasTouch: true });

    test('the kiosk opens on its start screen: large journeys and languages; a language keeps it, a tile goes there', async ({
      page,
    }) => {
      await open(page, '/?kiosk=1');
      const start = page.getByRole('dialog', { name: heroTitle('en') });
      await expect(start).toBeVisible();
      const journeys = start.getByRole('navigation', { name: text('en', 'kiosk:journeys') }).getByRole('link');
      await expect(journeys).toHaveCount(6);
      const controls = [
        ...(await journeys.all()),
        ...LANGUAGES.map((name) => start.getByRole('button', { name, exact: true })),
      ];
      for (const control of controls) {
        const box = await control.boundingBox();
        const name = (await control.textContent()) ?? '';
        expect(box?.width, name).toBeGreaterThanOrEqual(screen.target - 0.5);
        expect(box?.height, name).toBeGreaterThanOrEqual(screen.target - 0.5);
        await expect(control).toBeInViewport();
      }
      expect(await page.evaluate(overflowing)).toEqual({ scroll: 0, offenders: [] });

      await start.getByRole('button', { name: '繁體中文', exact: true }).tap();
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
      const startZh = page.getByRole('dialog', { name: heroTitle('zh-TW') });
      await expect(startZh).toBeVisible();
      await startZh.getByRole('link', { name: new RegExp(text('zh-TW', 'nav.careers')) }).tap();
      await expect(page).toHaveURL(/\/zh-TW\/careers/);
      await expect(startZh).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: text('zh-TW', 'careers.title') })).toBeVisible();
    });
  });
}

test.describe('the start screen, laid out for each screen', () => {
  test.use({ hasTouch: true });

  for (const screen of KIOSK_SCREENS) {
    test(`at ${screen.width} × ${screen.height}: tiles of one height, and no ring on a language not chosen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await startWith(page, { locale: 'zh-TW' });
      await open(page, '/zh-TW/?kiosk=1');
      const start = page.getByRole('dialog', { name: heroTitle('zh-TW') });
      await expect(start).toBeVisible();
      // The title, read first, has the focus: no language wears a ring that reads as the choice.
      await expect(start.getByRole('heading', { level: 1 })).toBeFocused();
      await expect(start.getByRole('button', { name: '繁體中文', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const tiles = await start
        .getByRole('navigation', { name: text('zh-TW', 'kiosk:journeys') })
        .getByRole('link')
        .all();
      const heights = await Promise.all(tiles.map(async (tile) => (await tile.boundingBox())?.height ?? 0));
      expect(Math.max(...heights) - Math.min(...heights), `tile heights ${heights.join(', ')}`).toBeLessThanOrEqual(1);

      // Another language keeps the start screen, with the focus on its title again, not on a button.
      await start.getByRole('button', { name: 'English', exact: true }).tap();
      const startEn = page.getByRole('dialog', { name: heroTitle('en') });
      await expect(startEn).toBeVisible();
      await expect(startEn.getByRole('button', { name: '繁體中文', exact: true })).not.toBeFocused();

      if (screen.height > screen.width) {
        // A totem's height is the start screen's: the title near the top, the prompt near the foot,
        // the tiles taking what is between.
        const title = await startEn.getByRole('heading', { level: 1 }).boundingBox();
        const prompt = await startEn.getByRole('status').boundingBox();
        expect(title?.y ?? Infinity).toBeLessThan(screen.height * 0.1);
        expect((prompt?.y ?? 0) + (prompt?.height ?? 0)).toBeGreaterThan(screen.height * 0.9);
        expect(heights[0] ?? 0).toBeGreaterThan(screen.height * 0.15);
      }
    });
  }

  test('at 1080 × 1920 the navigation is a grid of equal cells, three across', async ({ page }) => {
    await page.setViewportSize({ width: 1080, height: 1920 });
    await open(page, '/careers?kiosk=1');
    const items = await page
      .getByRole('banner')
      .getByRole('navigation', { name: text('en', 'nav.label') })
      .locator(':scope > ul > li')
      .all();
    const boxes = await Promise.all(
      items.map(async (item) => (await item.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 }),
    );
    const columns = new Set(boxes.map((box) => Math.round(box.x)));
    expect(columns.size).toBe(3);
    const widths = boxes.map((box) => box.width);
    expect(Math.max(...widths) - Math.min(...widths), `widths ${widths.join(', ')}`).toBeLessThanOrEqual(1);
    for (const box of boxes) expect(box.height).toBeGreaterThanOrEqual(64 - 0.5);
  });
});

test.describe('the kiosk bar', () => {
  test.use({ viewport: { width: 1920, height: 1080 }, hasTouch: true });

  test('a touch on the start screen outside its tiles lets the visitor in to the start page', async ({ page }) => {
    await open(page, '/?kiosk=1');
    const start = page.getByRole('dialog', { name: heroTitle('en') });
    await start.getByText(text('en', 'kiosk:startLead')).tap();
    await expect(start).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: heroTitle('en') })).toBeVisible();
  });

  test('a page opened by its own URL shows that page, with the languages one tap away', async ({ page }) => {
    await open(page, '/careers?kiosk=1');
    await expect(page.locator('body')).toHaveClass(/kiosk-mode/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const bar = page.getByRole('navigation', { name: text('en', 'kiosk:barLabel') });
    for (const name of LANGUAGES) await expect(bar.getByRole('button', { name, exact: true })).toBeInViewport();
    await expect(page.getByRole('button', { name: new RegExp(text('en', 'language.label')) })).toHaveCount(0);
    await bar.getByRole('button', { name: '简体中文', exact: true }).tap();
    await expect(page).toHaveURL(/\/zh\/careers/);
    await expect(page.getByRole('heading', { level: 1, name: text('zh', 'careers.title') })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: text('zh', 'kiosk:barLabel') })
        .getByRole('button', { name: '简体中文', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});

// What Start over resets does not depend on the screen (its button's size is the kiosk layout's
// check, tests/e2e/kiosk-layout.spec.ts): the portrait totem stands for all three.
for (const screen of KIOSK_SCREENS.filter((kioskScreen) => kioskScreen.portrait)) {
  test.describe(`Start over at ${screen.width} × ${screen.height}`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height }, deviceScaleFactor: 1, hasTouch: true });

    test("Start over resets the visitor's state and returns to the start screen", async ({ page }) => {
      await open(page, '/careers?kiosk=1&idle=600');
      await page.getByRole('button', { name: text('en', 'theme.switchToDark') }).tap();
      await page
        .getByRole('navigation', { name: text('en', 'kiosk:barLabel') })
        .getByRole('button', { name: '繁體中文', exact: true })
        .tap();
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
      await page.evaluate(() => {
        window.sessionStorage.setItem('visitor', 'x');
        window.scrollTo(0, 600);
      });
      await page
        .getByRole('navigation', { name: text('zh-TW', 'kiosk:barLabel') })
        .getByRole('button', { name: text('zh-TW', 'kiosk:startOver') })
        .tap();
      await expect(page.getByRole('dialog', { name: heroTitle('en') })).toBeVisible();
      await expect(page).toHaveURL(/\/\?kiosk=1&idle=600$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('body')).toHaveClass(/light-theme/);
      expect(await page.evaluate(() => window.sessionStorage.getItem('visitor'))).toBeNull();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}

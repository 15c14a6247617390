/**
 * Layout that fits its content: nothing sticks out of a phone's screen or out of its card, at
 * 1440 px a year's reports and a section's governance documents fill their row and name each
 * document once, the header logo stands on the content column, and a careers entry's chevron says
 * whether it is open.
 */
import type { Page } from '@playwright/test';
import { site } from '../../src/config/site';
import {
  bundled,
  expect,
  LOCALES,
  loadLazyParts,
  open,
  resizeTo,
  SCREEN_PATHS,
  startWith,
  test,
  text,
  type Locale,
} from './fixtures';
import { overflowing } from './overflow';

const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);
const ROUTES = SCREEN_PATHS;
const firstCareer = (locale: Locale) => (bundled(`${locale}/careers.json`) as { title: string }[])[0]?.title ?? '';

/** Opens `path` in `locale` with every lazy part loaded (scrolled to the end and back). */
async function openLoaded(page: Page, locale: Locale, path: string) {
  await open(page, `${prefix(locale)}${path}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await loadLazyParts(page);
}

/**
 * Runs in the page: each descendant of a card whose box, or whose content, reaches more than
 * 1 px past the card's box. A scrolling container's content, and visually hidden text (the 1 px
 * `sr-only` box), are left out.
 */
function outsideTheirCards(): string[] {
  const found: string[] = [];
  for (const card of document.querySelectorAll('.card')) {
    const outer = card.getBoundingClientRect();
    if (outer.width === 0) continue;
    for (const element of card.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1) continue;
      let scrolled = false;
      for (let parent = element.parentElement; parent && parent !== card; parent = parent.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) scrolled = true;
      }
      if (scrolled) continue;
      const contentOut =
        getComputedStyle(element).overflowX === 'visible' &&
        element.scrollWidth > element.clientWidth + 1 &&
        element.clientWidth > 0;
      if (
        box.left < outer.left - 1 ||
        box.right > outer.right + 1 ||
        box.top < outer.top - 1 ||
        box.bottom > outer.bottom + 1 ||
        contentOut
      ) {
        const name = (card.querySelector('h1, h2, h3')?.textContent ?? '').trim().slice(0, 40);
        found.push(`${name} › ${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 30)}"`);
      }
    }
  }
  return found.slice(0, 8);
}

test.describe('on a phone, 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const locale of LOCALES) {
    test(`in ${locale}: no page scrolls sideways or has anything past the screen's edge`, async ({ page }) => {
      for (const path of ROUTES) {
        await openLoaded(page, locale, path);
        expect(await page.evaluate(overflowing), path).toEqual({ scroll: 0, offenders: [] });
      }
    });
  }
});

/**
 * Runs in the page: where a year's reports or a section's governance documents fall short of
 * their row, name a document other than once, or wrap the PDF link past one line (56 px).
 */
function documentRowFaults(): string[] {
  const found: string[] = [];
  for (const list of document.querySelectorAll('main section > ul')) {
    const items = [...list.children].filter((item) => item.querySelector('h3'));
    const row = list.getBoundingClientRect();
    // The board's phone cards are hidden on a desktop, which has the table.
    if (items.length === 0 || row.width === 0) continue;
    const firstRow = items.filter(
      (item) => Math.abs(item.getBoundingClientRect().top - (items[0]?.getBoundingClientRect().top ?? 0)) < 2,
    );
    const reach = Math.max(...firstRow.map((item) => item.getBoundingClientRect().right));
    if (reach < row.right - 2)
      found.push(
        `${items[0]?.querySelector('h3')?.textContent ?? ''}: the row ends ${Math.round(row.right - reach)} px short`,
      );
    for (const item of items) {
      const title = item.querySelector('h3')?.textContent.trim() ?? '';
      // Text a sighted visitor reads: the 1 px visually hidden text is for screen readers.
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      let shown = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const box = node.parentElement?.getBoundingClientRect();
        if (box && box.width > 1 && box.height > 1 && node.textContent?.includes(title)) shown += 1;
      }
      if (shown !== 1) found.push(`${title}: shown ${shown} times`);
      for (const link of item.querySelectorAll('a')) {
        const height = link.getBoundingClientRect().height;
        if (height > 56) found.push(`${title}: its link is ${Math.round(height)} px tall`);
      }
    }
  }
  return found;
}

/** The pages of document cards: a year's reports, a section's governance documents. */
const DOCUMENT_PAGES = ['/investors/reports', '/investors/governance'];

/** Every width the design was judged at by eye, phone to full HD. */
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
];

// The dark theme in one locale: its borders and badges are its own, its box sizes should not be.
for (const { locale, theme } of [
  { locale: 'en', theme: 'light' },
  { locale: 'zh', theme: 'dark' },
  { locale: 'zh-TW', theme: 'light' },
] as const) {
  test.describe(`cards in the ${theme} theme`, () => {
    test.beforeEach(({ page }) => startWith(page, { theme }));

    test(`in ${locale}: nothing in a card reaches past its edges at any width, and documents fill their rows`, async ({
      page,
    }) => {
      for (const path of [...DOCUMENT_PAGES, '/announcements', '/investors']) {
        await openLoaded(page, locale, path);
        for (const viewport of WIDTHS) {
          await resizeTo(page, viewport);
          expect(await page.evaluate(outsideTheirCards), `${path} at ${viewport.width} px`).toEqual([]);
          if (viewport.width === 1440 && DOCUMENT_PAGES.includes(path))
            expect(await page.evaluate(documentRowFaults), `${path} at 1440 px`).toEqual([]);
        }
      }
      await openLoaded(page, locale, '/careers');
      const entry = page.getByRole('button', { name: firstCareer(locale) });
      await entry.click();
      await expect(entry).toHaveAttribute('aria-expanded', 'true');
      for (const viewport of WIDTHS) {
        await resizeTo(page, viewport);
        expect(await page.evaluate(outsideTheirCards), `/careers, an entry open, at ${viewport.width} px`).toEqual([]);
      }
    });
  });
}

/** Runs in the page: the header's links and buttons of different parts (logo, navigation, controls) that overlap. */
function headerOverlaps(): string[] {
  const header = document.querySelector('header');
  const part = (element: Element) =>
    element.closest('nav') ? 'navigation' : element === header?.querySelector('a') ? 'logo' : 'controls';
  const shown = [...(header?.querySelectorAll('a, button') ?? [])]
    .map((element) => ({ element, part: part(element), box: element.getBoundingClientRect() }))
    .filter(({ box }) => box.width > 0 && box.top < 120);
  const found: string[] = [];
  for (const [index, a] of shown.entries()) {
    for (const b of shown.slice(index + 1)) {
      if (a.part === b.part) continue;
      const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      if (x > 0 && y > 0)
        found.push(`${a.part} "${a.element.textContent.trim()}" / ${b.part} "${b.element.textContent.trim()}"`);
    }
  }
  return found;
}

test.describe('header', () => {
  for (const locale of LOCALES) {
    test(`in ${locale}: the logo stands on the content column, clear of the navigation, at any width`, async ({
      page,
    }) => {
      await openLoaded(page, locale, '/careers');
      const logo = page
        .getByRole('link', { name: text(locale, 'nav.homeLink', { group: site.groupShortName[locale] }) })
        .locator('img');
      for (const width of [375, 1440, 1920]) {
        await resizeTo(page, { width, height: 900 });
        const logoBox = await logo.boundingBox();
        const titleBox = await page.getByRole('heading', { level: 1 }).boundingBox();
        expect(Math.abs((logoBox?.x ?? Infinity) - (titleBox?.x ?? 0)), `at ${width} px`).toBeLessThanOrEqual(2);
        // The logo, the navigation and the controls do not run into each other.
        expect(await page.evaluate(headerOverlaps), `at ${width} px`).toEqual([]);
      }
    });
  }
});

test.describe('careers entry', () => {
  test('its chevron points down while the entry is closed and up once it is open', async ({ page }) => {
    await open(page, '/careers');
    const entry = page.getByRole('button', { name: firstCareer('en') });
    // The chevron-down icon and the turn the entry gives it, summed up to the button.
    const chevron = () =>
      entry
        .locator('[data-icon]')
        .first()
        .evaluate((image) => {
          let turn = new DOMMatrix();
          for (
            let element: Element | null = image;
            element && element.tagName !== 'BUTTON';
            element = element.parentElement
          ) {
            const transform = getComputedStyle(element).transform;
            if (transform !== 'none') turn = new DOMMatrix(transform).multiply(turn);
          }
          const degrees = Math.round((Math.atan2(turn.b, turn.a) * 180) / Math.PI);
          return {
            icon: image.getAttribute('data-icon'),
            degrees: Math.abs(degrees),
          };
        });
    await expect(entry).toHaveAttribute('aria-expanded', 'false');
    expect(await chevron()).toEqual({ icon: 'chevron-down', degrees: 0 });
    await entry.click();
    await expect(entry).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(chevron).toEqual({ icon: 'chevron-down', degrees: 180 });
    await entry.click();
    await expect(entry).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(chevron).toEqual({ icon: 'chevron-down', degrees: 0 });
  });
});

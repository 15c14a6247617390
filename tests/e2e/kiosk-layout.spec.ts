/**
 * The kiosk layout (`docs/design.md` §5.3: in kiosk mode the design scales with the screen): at
 * 1920 × 1080, 3840 × 2160 and 1080 × 1920 the content takes the screen, text and controls are
 * sized for a finger at arm's length, nothing scrolls sideways, and in portrait the navigation
 * shows without a menu button; the languages are the kiosk bar's buttons. The web at 1920 keeps its 1200 px column.
 *
 * Text: every element with text of its own is at least the kiosk's minimum size. Hit boxes: every visible link, button,
 * input, select and `[role=button]` on the page is at least the kiosk target. A link inside running text (`display:
 * inline` in a paragraph, list item or Markdown body) is exempt, as WCAG 2.5.5 exempts inline targets, and is checked
 * instead for large text on generous lines (at least the minimum text size, line height at least 1.5). A link whose
 * stretched `::after` covers its card is measured by the card. A select is wide enough for its longest choice.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  expect,
  KIOSK_SCREENS,
  loadLazyParts,
  open,
  resizeTo,
  startWith,
  test,
  text,
  type KioskScreen,
  type Locale,
} from './fixtures';
import { STARTED_ATTRIBUTE } from '../../src/app/prerender-contract';
import { overflowing } from './overflow';

const ROUTES: { path: string; locale: Locale }[] = [
  { path: '/', locale: 'en' },
  { path: '/announcements', locale: 'en' },
  { path: '/careers', locale: 'en' },
  { path: '/investors', locale: 'en' },
  { path: '/investors/reports', locale: 'en' },
  { path: '/investors/governance', locale: 'en' },
  { path: '/investors/calendar', locale: 'en' },
  { path: '/zh-TW/investors/financial-highlights', locale: 'zh-TW' },
  { path: '/investors/shareholders', locale: 'en' },
  { path: '/zh-TW/search?q=%E8%91%A3%E4%BA%8B', locale: 'zh-TW' },
  { path: '/announcements?view=table', locale: 'en' },
  { path: '/privacy', locale: 'en' },
  { path: '/announcement/2026-11-12-appointment-of-executive-director', locale: 'en' },
  { path: '/zh-TW/', locale: 'zh-TW' },
  { path: '/zh/terms', locale: 'zh' },
  { path: '/zh-TW/announcements', locale: 'zh-TW' },
];

const TOP_NAV = ['home', 'aboutUs', 'claim', 'team', 'ecosystem', 'news', 'investorRelations', 'careers', 'contactUs'];

interface Measures {
  viewport: number;
  column: number;
  smallText: string[];
  smallTargets: string[];
  inlineLinks: string[];
}

/** Runs in the page: the column's width, text under `minText`, controls under `target`, inline links on tight lines. */
function measure([minText, target]: [number, number]): Measures {
  const describe = (element: Element, box: DOMRect) =>
    `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`;
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    // The 1 px `sr-only` box and a closed panel's contents are not on screen.
    return box.width > 1 && box.height > 1 && style.visibility !== 'hidden';
  };
  const column = document.querySelector('main .container') ?? document.querySelector('main');
  if (!column) throw new Error('no main column');
  const columnStyle = getComputedStyle(column);
  const columnWidth =
    column.getBoundingClientRect().width - parseFloat(columnStyle.paddingLeft) - parseFloat(columnStyle.paddingRight);

  // Every element that holds text of its own (a text node, not only its children's), anywhere on
  // the page: body text, navigation, table cells, labels, buttons, the kiosk bar.
  const ownText = (element: Element) =>
    [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
  const smallText = [...document.body.querySelectorAll('*')]
    .filter((element) => ownText(element) && shown(element) && element.closest('.sr-only, svg') === null)
    .filter((element) => parseFloat(getComputedStyle(element).fontSize) < minText - 0.01)
    .map((element) => `${describe(element, element.getBoundingClientRect())} ${getComputedStyle(element).fontSize}`);

  const smallTargets: string[] = [];
  const inlineLinks: string[] = [];
  // Every control on the page, the kiosk bar's included (a closed dialog's are not shown).
  const controls = document.body.querySelectorAll(':is(a, button, input, select, [role="button"])');
  for (const element of controls) {
    if (!shown(element)) continue;
    const style = getComputedStyle(element);
    if (style.display === 'inline') {
      const lineHeight =
        style.lineHeight === 'normal' ? 1.2 * parseFloat(style.fontSize) : parseFloat(style.lineHeight);
      const inText = element.closest('p, li, dd, td, [class*="markdown"]') !== null;
      const stretched = getComputedStyle(element, '::after');
      if (stretched.content !== 'none' && stretched.position === 'absolute') {
        // The card is the target (news cards): measure the box the `::after` covers.
        let holder = element.parentElement;
        while (holder && getComputedStyle(holder).position === 'static') holder = holder.parentElement;
        const box = (holder ?? element).getBoundingClientRect();
        if (box.width < target - 0.5 || box.height < target - 0.5) smallTargets.push(describe(element, box));
        continue;
      }
      if (
        !inText ||
        parseFloat(style.fontSize) < minText - 0.01 ||
        lineHeight < 1.5 * parseFloat(style.fontSize) - 0.01
      ) {
        inlineLinks.push(`${describe(element, element.getBoundingClientRect())} ${style.fontSize}/${style.lineHeight}`);
      }
      continue;
    }
    const box = element.getBoundingClientRect();
    if (box.width < target - 0.5 || box.height < target - 0.5) smallTargets.push(describe(element, box));
  }
  return {
    viewport: document.documentElement.clientWidth,
    column: columnWidth,
    smallText: smallText.slice(0, 12),
    smallTargets: smallTargets.slice(0, 8),
    inlineLinks: inlineLinks.slice(0, 8),
  };
}

/** Opens `path` in kiosk mode and waits for the kiosk layout, with every lazy part loaded. */
async function openKiosk(page: Page, path: string) {
  await open(page, `${path}${path.includes('?') ? '&' : '?'}kiosk=1`);
  await expect(page.locator('body')).toHaveClass(/\bkiosk-mode\b/);
  // At the start page the start screen comes first; a key, like a touch, lets the visitor in.
  if (/^\/(zh(-TW)?\/?)?$/.test(path)) {
    const start = page.locator('dialog[open]');
    await expect(start).toBeVisible();
    await page.keyboard.press('Shift');
    await expect(start).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await loadLazyParts(page);
}

/** Resizes the page to `screen` ({@link resizeTo}) and loads what the bigger screen brought into view. */
async function showAt(page: Page, screen: KioskScreen) {
  await resizeTo(page, screen);
  await loadLazyParts(page);
}

/**
 * The visible `select`s that cannot show their longest choice whole: a select cuts its text instead of overflowing,
 * so `overflowing` does not see it. Measured with the select's own font, inside its padding.
 */
function cutSelects(): string[] {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  return [...document.querySelectorAll('select')].flatMap((select) => {
    if (select.offsetParent === null) return [];
    const style = getComputedStyle(select);
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const longest = Math.max(...[...select.options].map((option) => context.measureText(option.text).width));
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return longest > room ? [`${select.name || select.id}: ${Math.ceil(longest)} px of text in ${room} px`] : [];
  });
}

// One load per route, measured at each screen in turn (`resizeTo`): three loads per route
// would only repeat the app's start. The page opens at full HD and is resized before each measure.
test.describe('the kiosk at each screen', () => {
  test.use({ viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 });

  for (const { path, locale } of ROUTES) {
    test(`${path} in ${locale} fills each screen with arm's-length text and targets`, async ({ page }) => {
      await openKiosk(page, path);
      for (const screen of KIOSK_SCREENS) {
        await test.step(`${screen.width} × ${screen.height}`, async () => {
          await showAt(page, screen);
          const measures = await page.evaluate(measure, [screen.minText, screen.target] as [number, number]);
          expect(measures.column / measures.viewport, 'the column’s share of the width').toBeGreaterThanOrEqual(
            screen.column,
          );
          expect(measures.smallText, `text under ${screen.minText} px`).toEqual([]);
          expect(measures.smallTargets, `controls under ${screen.target} × ${screen.target} px`).toEqual([]);
          expect(measures.inlineLinks, 'inline links outside running text or on tight lines').toEqual([]);
          expect(await page.evaluate(overflowing)).toEqual({ scroll: 0, offenders: [] });
          expect(await page.evaluate(cutSelects), 'selects that cut their choices').toEqual([]);

          const header = page.getByRole('banner');
          const nav = header.getByRole('navigation', { name: text(locale, 'nav.label') });
          for (const key of TOP_NAV)
            await expect(nav.getByRole('link', { name: text(locale, `nav.${key}`), exact: true })).toBeInViewport();
          await expect(header.getByRole('button', { name: text(locale, 'nav.openMenu') })).toBeHidden();
          const languages = page.getByRole('navigation', { name: text(locale, 'kiosk:barLabel') });
          for (const name of ['English', '简体中文', '繁體中文'])
            await expect(languages.getByRole('button', { name, exact: true })).toBeInViewport();
        });
      }
    });
  }

  test('a sub-menu opens with kiosk-sized options, and the languages are kiosk-sized buttons', async ({ page }) => {
    await openKiosk(page, '/');
    const header = page.getByRole('banner');
    const submenu = header.getByRole('button', {
      name: text('en', 'nav.showSubmenu', { item: text('en', 'nav.investorRelations') }),
    });
    const reports = header.getByRole('link', { name: text('en', 'nav.financialReports') });
    const option = page
      .getByRole('navigation', { name: text('en', 'kiosk:barLabel') })
      .getByRole('button', { name: '繁體中文' });
    for (const screen of KIOSK_SCREENS) {
      await test.step(`${screen.width} × ${screen.height}`, async () => {
        await showAt(page, screen);
        await submenu.click();
        await expect(reports).toBeInViewport();
        expect((await reports.boundingBox())?.height).toBeGreaterThanOrEqual(screen.target - 0.5);
        await page.keyboard.press('Escape');
        await expect(submenu).toHaveAttribute('aria-expanded', 'false');

        await expect(option).toBeInViewport();
        expect((await option.boundingBox())?.height).toBeGreaterThanOrEqual(screen.target - 0.5);
        expect(await page.evaluate(overflowing)).toEqual({ scroll: 0, offenders: [] });
      });
    }
  });
});

test.describe('the kiosk in the dark theme at 1920 × 1080', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  for (const theme of ['light', 'dark'] as const) {
    for (const path of ['/', '/investors/reports']) {
      test(`${path} in the ${theme} theme has AA contrast at kiosk sizes`, async ({ page }) => {
        await startWith(page, { theme });
        await openKiosk(page, path);
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
        expect(
          results.violations.flatMap((violation) => violation.nodes.slice(0, 5).map((node) => node.target.join(' '))),
        ).toEqual([]);
      });
    }
  }

  test('keeps the sizes, with the dark theme applied', async ({ page }) => {
    await startWith(page, { theme: 'dark' });
    await openKiosk(page, '/investors/reports');
    await expect(page.locator('body')).toHaveClass(/dark-theme/);
    const measures = await page.evaluate(measure, [20, 64] as [number, number]);
    expect(measures.smallText).toEqual([]);
    expect(measures.smallTargets).toEqual([]);
  });
});

test.describe('the kiosk layout at start', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  // The kiosk build renders every page afresh (it is not prerendered), as a web page with filters
  // in its URL is: its first commit has the kiosk layout, not the web's for a frame or more.
  test('is in place when the app starts answering taps, so nothing moves under the first one', async ({ page }) => {
    // Watches for the start mark and notes the body's classes at that moment (on the document:
    // an init script runs before the root element exists).
    await page.addInitScript((started) => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute(started)) return;
        observer.disconnect();
        document.documentElement.dataset.classesAtStart = document.body.className;
      }).observe(document, { subtree: true, attributeFilter: [started] });
    }, STARTED_ATTRIBUTE);
    await open(page, '/zh/announcements?category=announcement&kiosk=1');
    await expect(page.locator('html')).toHaveAttribute('data-classes-at-start', /\bkiosk-mode\b/);
  });
});

test.describe('the web at 1920 × 1080 (no kiosk)', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('keeps the 1200 px column, the desktop type and its 44 px controls', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('body')).not.toHaveClass(/\bkiosk-mode\b/);
    const { column, body, toggle } = await page.evaluate(() => {
      const container = document.querySelector('main .container');
      if (!container) throw new Error('no main column');
      const style = getComputedStyle(container);
      const toggleButton = document.querySelector('header nav button');
      return {
        column:
          container.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
        body: getComputedStyle(document.body).fontSize,
        toggle: toggleButton
          ? [toggleButton.getBoundingClientRect().width, toggleButton.getBoundingClientRect().height]
          : [],
      };
    });
    expect(column).toBeCloseTo(1200, 0);
    expect(body).toBe('17px');
    expect(toggle).toEqual([28, 44]);
  });
});

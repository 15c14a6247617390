/**
 * A prerendered list opened at a URL with filters it was rendered without never shows what the
 * URL excludes, not even for a frame, and does not go blank on its way to the results
 * (src/lib/pre-paint/page.ts, `stale-content`). Every frame is recorded from the document's first on.
 */
import type { Page } from '@playwright/test';
import { STARTED_ATTRIBUTE } from '../../src/app/prerender-contract';
import { bundled, expect, open, requestGate, test, text } from './fixtures';

interface Frame {
  /** Titles of the list items visible in this frame. */
  items: string[];
  /** Whether `<main>` shows its pending status. */
  pending: boolean;
  /** Whether `<main>` has any content parsed yet. */
  parsed: boolean;
}

declare global {
  interface Window {
    recordedFrames?: Frame[];
  }
}

/**
 * Records what `<main>` shows before every frame (requestAnimationFrame) and after every DOM
 * change (a MutationObserver, which also sees states no frame painted: stricter than the eye).
 */
async function recordFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames: Frame[] = [];
    window.recordedFrames = frames;
    const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const snapshot = () => {
      const main = document.querySelector('main');
      if (!main) return;
      const items = [...main.querySelectorAll('article h2')].filter(visible).map((title) => title.textContent.trim());
      // A status whose text the parser has not reached yet still shows its spinner: pending too.
      const pending = [...main.querySelectorAll('[role="status"]')].some(
        (status) => visible(status) && (status.textContent.trim() !== '' || [...status.children].some(visible)),
      );
      frames.push({ items, pending, parsed: main.firstElementChild !== null });
    };
    const onFrame = () => {
      snapshot();
      requestAnimationFrame(onFrame);
    };
    requestAnimationFrame(onFrame);
    new MutationObserver(snapshot).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

/** Opens `path`, waits for the app and its results, and returns every recorded frame and the final titles. */
async function framesOf(page: Page, path: string): Promise<{ frames: Frame[]; results: string[] }> {
  await recordFrames(page);
  await open(page, path);
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: /\d/ })).toBeVisible();
  const results = await page
    .getByRole('main')
    .getByRole('article')
    .getByRole('heading', { level: 2 })
    .allTextContents();
  const frames = (await page.evaluate(() => window.recordedFrames)) ?? [];
  return { frames, results: results.map((title) => title.trim()) };
}

/** The unfiltered list's first titles, as the prerendered page shows them. */
function unfilteredTitles(locale: 'en' | 'zh-TW'): string[] {
  return (bundled(`${locale}/announcements.json`) as { title: string }[]).slice(0, 5).map((item) => item.title);
}

for (const { path, locale } of [
  { path: '/announcements?category=corporate-governance&q=director', locale: 'en' },
  { path: '/zh-TW/announcements?year=2024', locale: 'zh-TW' },
] as const) {
  test(`${path} shows only its results, from the first frame, and never goes blank`, async ({ page }) => {
    const { frames, results } = await framesOf(page, path);
    expect(results.length).toBeGreaterThan(0);
    // The prerendered page's first items are not among the results, so a frame of them would show.
    expect(unfilteredTitles(locale).some((title) => !results.includes(title))).toBe(true);
    expect(frames.length).toBeGreaterThan(2);
    let shown = false;
    for (const [index, frame] of frames.entries()) {
      for (const item of frame.items) expect(results, `frame ${index} shows an excluded item`).toContain(item);
      if (shown) expect(frame.items.length, `frame ${index} went blank after the results`).toBeGreaterThan(0);
      else if (frame.parsed && frame.items.length === 0) expect(frame.pending, `frame ${index} is blank`).toBe(true);
      shown ||= frame.items.length > 0;
    }
    expect(shown).toBe(true);
  });
}

test('the header of a filtered list answers a tap before the app has started', async ({ page }) => {
  const gate = requestGate();
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await gate.passed;
    await route.continue();
  });
  await page.goto('/announcements?category=industry-policy', { waitUntil: 'commit' });
  await expect(page.getByRole('main').getByRole('status')).toHaveText(text('en', 'app.loading'));
  await page.getByRole('button', { name: text('en', 'theme.switchToDark') }).click();
  gate.open();
  await expect(page.locator('html')).toHaveAttribute(STARTED_ATTRIBUTE, '');
  await expect(page.locator('body')).toHaveClass('dark-theme');
  await expect(page.getByRole('link', { name: text('en', 'archive:clearFilters') })).toBeVisible();
});

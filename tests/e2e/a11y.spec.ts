/**
 * axe-core's WCAG 2.1 A and AA rules on every screen, in both themes: no serious or critical
 * violation. The light theme is the first load's (the browser's scheme is light); the dark theme
 * is the visitor's saved choice, read as the page reloads.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, open, reopen, SCREEN_PATHS, test } from './fixtures';

/** The serious and critical violations on `page` once everything on it has loaded. */
async function blockingViolations(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
}

for (const route of SCREEN_PATHS) {
  test(`${route} has no serious or critical accessibility violation in either theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, route);
    await expect(page.locator('body')).toHaveClass(/\blight-theme\b/);
    expect(await blockingViolations(page), 'light theme').toEqual([]);

    await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
    await reopen(page);
    await expect(page.locator('body')).toHaveClass(/\bdark-theme\b/);
    expect(await blockingViolations(page), 'dark theme').toEqual([]);
  });
}

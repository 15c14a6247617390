/**
 * axe-core's WCAG 2.1 A and AA rules on every screen, in both themes: no serious or critical
 * violation. The light theme is the first load's (the browser's scheme is light), checked with
 * every rule; the dark theme is the visitor's choice, made with the header's theme button. A theme
 * changes colours and images and nothing else (the same markup and names; `docs/design.md` §5.1), so
 * the dark theme is checked with axe's colour rules, the ones whose result a theme can change.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, open, SCREEN_PATHS, test, text } from './fixtures';

/** axe-core's rules that read colours: text contrast, and links told from text by colour alone. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The serious and critical violations on `page` once everything on it has loaded: of every WCAG
 * 2.1 A and AA rule, or of `rules` only.
 */
async function blockingViolations(page: Page, rules?: readonly string[]) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  const axe = new AxeBuilder({ page });
  const results = await (
    rules ? axe.withRules([...rules]) : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  ).analyze();
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

    await page
      .getByRole('banner')
      .getByRole('button', { name: text('en', 'theme.switchToDark') })
      .first()
      .click();
    await expect(page.locator('body')).toHaveClass(/\bdark-theme\b/);
    expect(await blockingViolations(page, COLOUR_RULES), 'dark theme').toEqual([]);
  });
}

import AxeBuilder from '@axe-core/playwright';
import { expect, open, SCREEN_PATHS, startWith, test } from './fixtures';

for (const theme of ['light', 'dark'] as const) {
  for (const route of SCREEN_PATHS) {
    test(`${route} has no serious or critical accessibility violation in the ${theme} theme`, async ({ page }) => {
      await startWith(page, { theme });
      await open(page, route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const blocking = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          id: violation.id,
          nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
        }));
      expect(blocking).toEqual([]);
    });
  }
}

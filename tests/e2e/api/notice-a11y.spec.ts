import AxeBuilder from '@axe-core/playwright';
import { expect, open, startWith, test, text } from '../fixtures';
import { CONTENT_API_URL } from './servers';

for (const theme of ['light', 'dark'] as const) {
  test(`the saved-content notice has no serious or critical accessibility violation in the ${theme} theme`, async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(/status of 503/);
    await startWith(page, { theme });
    await page.route(`${CONTENT_API_URL}/**`, (route) => route.fulfill({ status: 503, body: 'down' }));
    await open(page, '/');
    // The home page's content from the API is its news, which loads as the visitor nears it
    // (src/components/ui/deferred-part.tsx); the API being down, the saved copy is shown.
    await page.locator('#news').scrollIntoViewIfNeeded();
    const notice = page.getByRole('status').filter({ hasText: text('en', 'savedContent.bundled') });
    await expect(notice).toBeVisible();
    const results = await new AxeBuilder({ page })
      .include('main > [role="status"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const blocking = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(blocking.map((violation) => violation.id)).toEqual([]);
    const button = notice.getByRole('button', { name: text('en', 'app.retry') });
    expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  });
}

/**
 * A kiosk visitor's search does not outlive their session: "Start over" (the idle reset's own
 * function) clears session storage, and once the start page is the current entry asks the shell
 * to clear the window's history (`endSession`), so Back cannot bring the next visitor to the
 * search. The shell is stood in for here; what it does with `endSession` is unit-tested and run
 * by tests/electron/. That the query cache forgets the search is unit-tested
 * (tests/unit/features/kiosk/reset-session.test.tsx).
 */
import { expect, open, standInBridge, standInBridgeCalls, test, text } from './fixtures';

test.use({ viewport: { width: 1920, height: 1080 }, hasTouch: true });

test('Start over after a search ends the session at the start page, with the search gone', async ({ page }) => {
  await standInBridge(page);
  await open(page, '/announcements');
  await expect(page.locator('body')).toHaveClass(/kiosk-mode/);
  const search = page.getByRole('searchbox', { name: text('en', 'archive:searchLabel') });
  await search.fill('results');
  await page.getByRole('button', { name: text('en', 'archive:searchSubmit') }).click();
  await expect(page).toHaveURL(/\/announcements\?q=results$/);
  expect((await standInBridgeCalls(page)).sessionEnds).toEqual([]);
  // The on-screen keyboard covers the kiosk bar while it is open.
  await page.getByRole('button', { name: text('en', 'keyboard.close') }).click();

  await page.getByRole('button', { name: text('en', 'kiosk.startOver') }).click();
  await expect.poll(async () => (await standInBridgeCalls(page)).sessionEnds).toEqual(['/']);
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.sessionStorage.length)).toBe(0);
});

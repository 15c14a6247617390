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
  // As a visitor searches: a tap opens the on-screen keyboard, its keys type, its Search key
  // submits and closes it, so the kiosk bar is in reach again.
  await page.getByRole('searchbox', { name: text('en', 'archive:searchLabel') }).tap();
  const keyboard = page.getByRole('group', { name: text('en', 'keyboard.label'), exact: true });
  await expect(keyboard).toBeVisible();
  for (const letter of 'results') await keyboard.getByRole('button', { name: letter, exact: true }).tap();
  await keyboard.getByRole('button', { name: text('en', 'keyboard.search'), exact: true }).tap();
  await expect(page).toHaveURL(/\/announcements\?q=results$/);
  await expect(keyboard).toBeHidden();
  expect((await standInBridgeCalls(page)).sessionEnds).toEqual([]);

  await page.getByRole('button', { name: text('en', 'kiosk:startOver') }).click();
  await expect.poll(async () => (await standInBridgeCalls(page)).sessionEnds).toEqual(['/']);
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.sessionStorage.length)).toBe(0);
});

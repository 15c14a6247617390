/**
 * The CMS's editorial workflow as the publishing tests drive it, in the English interface: an
 * open entry sent for review, set to ready and published (docs/publishing/ir-guide.md, steps 5
 * to 7).
 */
import { expect, type Page } from '@playwright/test';

/** Moves the entry open in `page` to In review, then Ready, then publishes it now. */
export async function approveAndPublish(page: Page): Promise<void> {
  for (const status of ['In review', 'Ready']) {
    await page.getByRole('button', { name: /^Status:/ }).click();
    await page.getByRole('menuitem', { name: status }).click();
    await expect(page.getByRole('button', { name: `Status: ${status}` })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  // The CMS asks "Are you sure…?" in the browser's own dialog.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

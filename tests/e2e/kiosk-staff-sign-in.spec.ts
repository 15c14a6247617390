/**
 * The staff sign-in on a touchscreen (docs/kiosk.md, "5. The staff screen and the exit (staff
 * only)"): in the shell, a 3 s press in the top-left corner opens the PIN dialog, and its keypad
 * types the PIN, with keys a finger can hit at every kiosk size. The shell's preload bridge is stood in for by a page script here (its PIN rules and
 * lockout are the main process's, unit-tested and run by tests/electron/).
 */
import { expect, open, standInBridge, standInBridgeCalls, test, text, KIOSK_SCREENS } from './fixtures';

for (const screen of KIOSK_SCREENS) {
  test.describe(`the staff sign-in at ${screen.width} × ${screen.height}`, () => {
    test.use({ viewport: screen, deviceScaleFactor: 1, hasTouch: true });

    test('a long press in the corner opens it, and its keypad types the PIN', async ({ page }) => {
      await standInBridge(page);
      await open(page, '/careers');
      // The kiosk session's code (the bar, the staff sign-in) has loaded.
      await expect(page.getByRole('navigation', { name: text('en', 'kiosk:barLabel') })).toBeVisible();
      // A finger held in the top-left corner for 3 s (the dialog is awaited, not the time).
      await page.mouse.move(10, 10);
      await page.mouse.down();
      const dialog = page.getByRole('dialog', { name: text('en', 'kiosk:staffTitle') });
      await expect(dialog).toBeVisible({ timeout: 10_000 });
      await page.mouse.up();

      const field = dialog.getByRole('textbox', { name: text('en', 'kiosk:staffPin'), exact: true });
      await expect(field).toHaveAttribute('inputmode', 'none');
      const keypad = dialog.getByRole('group', { name: text('en', 'keyboard.pinPad') });
      const keys = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'].map((digit) =>
        keypad.getByRole('button', { name: digit, exact: true }),
      );
      keys.push(keypad.getByRole('button', { name: text('en', 'keyboard.backspace') }));
      for (const key of keys) {
        const box = await key.boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(screen.target - 0.5);
        expect(box?.height).toBeGreaterThanOrEqual(screen.target - 0.5);
        await expect(key).toBeInViewport();
      }
      for (const digit of ['2', '4', '6', '9']) await keypad.getByRole('button', { name: digit, exact: true }).tap();
      await keypad.getByRole('button', { name: text('en', 'keyboard.backspace') }).tap();
      for (const digit of ['8', '1', '0']) await keypad.getByRole('button', { name: digit, exact: true }).tap();
      await expect(field).toHaveValue('246810');
      await dialog.getByRole('button', { name: text('en', 'kiosk:staffSubmit') }).tap();
      await expect(dialog.getByRole('alert')).toHaveText(text('en', 'kiosk:staffWrong'));
      expect((await standInBridgeCalls(page)).pins).toEqual(['246810']);
      await expect(field).toHaveValue('');
    });
  });
}

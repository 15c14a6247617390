import { beforeAll } from 'vitest';

/**
 * Gives jsdom's `<dialog>` the `showModal` and `close` it lacks (jsdom has no top layer): they
 * set `open`, which is what a test reads a dialog's state from. Call at a test file's top level.
 */
export function withModalDialogs(): void {
  beforeAll(() => {
    const dialog = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
    dialog.showModal ??= function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    dialog.close ??= function close(this: HTMLDialogElement) {
      this.open = false;
    };
  });
}

/**
 * Taps that land before the app has started (`docs/design.md` §3.3, "Every control answers from the moment
 * it is painted").
 *
 * A prerendered page paints long before its app has started: on a slow phone, seconds before.
 * Its links, and the archive's `GET` search form, work without scripts; a button does nothing
 * until React has hydrated it, and the browser drops the tap. {@link captureEarlyInput} runs
 * inline in `<head>` (from the pre-paint script `src/app/pre-paint-locale.ts`, before anything can
 * paint) and
 * keeps such taps instead: a click on a button is held (its default prevented, so nothing
 * happens twice) and the button is marked `data-pending` until then; a choice in a `<select>`
 * is noted with its value. Once the app has committed its first render,
 * `replayEarlyInput` (`early-input.ts`) takes them, in order, and plays each on the control it was meant
 * for, so the menu opens, the theme switches, the email is copied.
 *
 * This is the event-replay technique of Google's JSAction (an inline "event contract" that
 * queues events until the handlers have loaded), sized for this page: React's own replay of
 * discrete events starts only once `hydrateRoot` has been called.
 *
 * This module is the inline part; the app's part is `early-input.ts`.
 */
import { EARLY_INPUT_GLOBAL, PENDING_ATTRIBUTE } from '@/config/early-input';
import { placeOf, type ElementPlace } from './element-place';

/**
 * One held tap or choice, with the control's place under `#root`: where to find it when the app
 * rendered the page afresh instead of hydrating it (the node is then gone).
 */
export interface EarlyInputRecord extends ElementPlace {
  type: 'click' | 'change';
  /** The control, as it was in the document. */
  target: Element;
  /** A `<select>`'s value after the choice. */
  value?: string;
}

/** What the inline capture leaves on `window` under {@link EARLY_INPUT_GLOBAL}. */
export interface EarlyInputHandle {
  /** Stops capturing and returns the held input, oldest first. Later calls return `[]`. */
  take(): EarlyInputRecord[];
}

declare global {
  interface Window {
    [EARLY_INPUT_GLOBAL]?: EarlyInputHandle;
  }
}

/**
 * Starts holding taps on controls inside `#root` until {@link EarlyInputHandle.take} is called,
 * publishing the handle as `window[EARLY_INPUT_GLOBAL]` and marking held controls with
 * {@link PENDING_ATTRIBUTE}. Never throws.
 */
export function captureEarlyInput(): void {
  const records: EarlyInputRecord[] = [];
  const controls = 'button,[role="button"],[role="switch"],[role="tab"],[role="menuitem"],[role="option"]';
  const describe = (element: Element) => ({ target: element, ...placeOf(element, 'root') });
  const inRoot = (element: Element) => element.closest('#root') !== null;
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(controls) : null;
    if (!control || !inRoot(control) || (control as HTMLButtonElement).disabled) return;
    // A GET form's submit button works without scripts: the browser loads the results' URL.
    const form = (control as HTMLButtonElement).form as HTMLFormElement | null | undefined;
    if (form && (control as HTMLButtonElement).type === 'submit' && form.method === 'get') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // Tapping again a control that waits is the same request, not a second one.
    for (const record of records) if (record.type === 'click' && record.target === control) return;
    control.setAttribute(PENDING_ATTRIBUTE, '');
    records.push({ type: 'click', ...describe(control) });
  };
  const onChange = (event: Event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !inRoot(select)) return;
    for (let index = records.length - 1; index >= 0; index -= 1) {
      if (records[index]?.target === select) records.splice(index, 1);
    }
    records.push({ type: 'change', ...describe(select), value: select.value });
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('change', onChange, true);
  window[EARLY_INPUT_GLOBAL] = {
    take() {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('change', onChange, true);
      return records.splice(0);
    },
  };
}

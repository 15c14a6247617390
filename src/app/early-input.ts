/**
 * The app's half of the early-input replay (`early-input-capture.ts` holds the inline half and
 * says why): plays the taps held before the app started.
 */
import { EARLY_INPUT_GLOBAL, PENDING_ATTRIBUTE } from '@/config/early-input';
import type { EarlyInputHandle, EarlyInputRecord } from '@/lib/pre-paint/early-input-capture';
import { elementAt } from '@/lib/pre-paint/element-place';
import { logger } from '@/lib/log';

/** The control `record` was meant for in the rendered page under `root`, or `undefined`. */
function findControl(record: EarlyInputRecord, root: Element): Element | undefined {
  return record.target.isConnected ? record.target : elementAt(root, record);
}

/**
 * Plays the taps held before the app started on the app's controls: a click as a click, a
 * choice by setting the `<select>` back to it (hydration may have reset it) and firing `change`.
 * Call once, after the app's first commit; it stops the capture.
 * @param root The app's container (`#root`).
 * @returns How many were played; a tap whose control is gone is logged, never dropped silently.
 */
export function replayEarlyInput(
  root: Element,
  handle: EarlyInputHandle | undefined = window[EARLY_INPUT_GLOBAL],
): number {
  const records = handle?.take() ?? [];
  let played = 0;
  for (const record of records) {
    record.target.removeAttribute(PENDING_ATTRIBUTE);
    const control = findControl(record, root);
    if (!control) {
      logger.warn(`A ${record.type} made before the app started found no control to play on`, record.signature);
      continue;
    }
    control.removeAttribute(PENDING_ATTRIBUTE);
    if (record.type === 'click') {
      (control as HTMLElement).click();
    } else if (control instanceof HTMLSelectElement && record.value !== undefined) {
      control.value = record.value;
      control.dispatchEvent(new Event('change', { bubbles: true }));
    }
    played += 1;
  }
  return played;
}

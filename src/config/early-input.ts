/**
 * The names the inline capture of early taps (`src/lib/pre-paint/early-input-capture.ts`) and the app's
 * replay (`src/app/early-input.ts`) agree on; DOM-free, so the e2e tests read them too.
 */

/** Name of the global through which the inline capture hands its taps to the app. */
export const EARLY_INPUT_GLOBAL = '__earlyInput';

/** Attribute on a control whose tap waits for the app; `global.css` shows it as busy. */
export const PENDING_ATTRIBUTE = 'data-pending';

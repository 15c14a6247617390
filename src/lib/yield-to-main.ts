/**
 * Ends the current task and resumes in a new one, so that work spread over several steps does not
 * make one long task: between the two, the browser can paint, and a tap or a scroll is handled.
 *
 * Uses `scheduler.yield()` where the browser has it (WICG Prioritized Task Scheduling; Chromium
 * 129 and later): its continuation runs before other tasks of the same priority that were queued
 * meanwhile, so a start cut in steps is not delayed behind them. Elsewhere (Safari, Firefox before
 * 142, the Node tests) a `setTimeout` of 0 ms resumes in a later task. Never rejects.
 * @returns a promise that resolves in a new task.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

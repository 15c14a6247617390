/**
 * Performance budgets that hold on any machine (no timings): the kiosk soak of `npm run bench`
 * (`scripts/bench/soak.mjs`) with fewer sessions. After the last visitor session's reset, the
 * JS heap (without V8's compiled code, which grows as V8 optimizes and is not a leak; see
 * soak.mjs) may exceed the first reset's by at most 10 %, and the DOM must be back to its size.
 */
import { GOALS } from '../../scripts/bench/goals.mjs';
import { runSoak } from '../../scripts/bench/soak.mjs';
import { expect, test } from './fixtures';

/**
 * Each session takes about 11 s (steps, 3 s idle, a 1 s warning, the start screen's attract loop
 * after 1 s): twenty keep the test near four minutes. `npm run bench` runs 300.
 */
const SESSIONS = 20;

test.describe('performance budgets', () => {
  test('a kiosk returns to its first heap and DOM size after visitor sessions', async ({ page }) => {
    test.setTimeout(SESSIONS * 30_000);
    const result = await runSoak(page, '', { sessions: SESSIONS });
    const grew = result.heapGrowthByGroup
      .slice(0, 5)
      .map((group) => `${group.name} +${group.bytes} B (${group.count})`);
    expect(
      result.domDelta,
      `live DOM elements after the last reset (${result.last.domElements}) minus after the first`,
    ).toBe(0);
    expect(
      result.heapGrowth,
      `JS heap after the last reset over the first, minus 1 (${result.last.jsHeapWithoutCodeBytes} / ${result.first.jsHeapWithoutCodeBytes} B); grew most: ${grew.join(', ')}`,
    ).toBeLessThanOrEqual(GOALS.soakHeapGrowth);
  });
});

import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { figures } from '../../../../scripts/bench/lighthouse.mjs';

/** The parts of a Lighthouse result `figures` reads. */
function result(audits: Record<string, unknown>): Result {
  return { audits, categories: {}, runWarnings: [], finalDisplayedUrl: 'http://127.0.0.1/' } as unknown as Result;
}

describe('Lighthouse figures', () => {
  it('keep the main-thread breakdown by task group, in simulated ms', () => {
    const breakdown = {
      'mainthread-work-breakdown': {
        details: {
          type: 'table',
          items: [
            { group: 'other', groupLabel: 'Other', duration: 1562.4 },
            { group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 903.1 },
          ],
        },
      },
    };
    expect(figures(result(breakdown), 5).mainThreadMs).toEqual({ other: 1562.4, scriptEvaluation: 903.1 });
  });

  it('give an empty breakdown when Lighthouse has none', () => {
    expect(figures(result({}), 5).mainThreadMs).toEqual({});
  });
});

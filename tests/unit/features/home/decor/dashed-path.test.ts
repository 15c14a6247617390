import { describe, expect, it } from 'vitest';
import {
  CYCLE_LIMIT_MESSAGE,
  dashPath,
  MAX_DASH_CYCLES,
  parseLinePath,
  UNSUPPORTED_COMMAND_MESSAGE,
} from '@/features/home/decor/dashed-path';

describe('parseLinePath', () => {
  it('reads absolute and relative M, L, H, V and Z', () => {
    expect(parseLinePath('M0 0 L10 0 v10 h-10 Z')).toEqual([
      { x1: 0, y1: 0, x2: 10, y2: 0 },
      { x1: 10, y1: 0, x2: 10, y2: 10 },
      { x1: 10, y1: 10, x2: 0, y2: 10 },
      { x1: 0, y1: 10, x2: 0, y2: 0 },
    ]);
  });

  it('treats pairs after a move as line-tos', () => {
    expect(parseLinePath('M0 0 5 5')).toEqual([{ x1: 0, y1: 0, x2: 5, y2: 5 }]);
  });

  it.each(['M0 0 C1 1 2 2 3 3', 'M0 0 A5 5 0 0 1 10 10', 'Q1 1 2 2', '10 10'])(
    'refuses %s with the fallback message',
    (d) => {
      expect(() => parseLinePath(d)).toThrow(UNSUPPORTED_COMMAND_MESSAGE);
    },
  );
});

describe('dashPath', () => {
  it('splits a line into dashes and gaps', () => {
    expect(dashPath('M0 0L20 0', 5, 5)).toBe('M0 0L5 0M10 0L15 0');
  });

  it('shortens the last dash to the end of the segment', () => {
    expect(dashPath('M0 0L12 0', 5, 5)).toBe('M0 0L5 0M10 0L12 0');
  });

  it('stops past the cycle limit with its message', () => {
    expect(() => dashPath(`M0 0L${MAX_DASH_CYCLES * 2 + 2} 0`, 1, 1)).toThrow(CYCLE_LIMIT_MESSAGE);
    expect(() => dashPath(`M0 0L${MAX_DASH_CYCLES * 2} 0`, 1, 1)).not.toThrow();
  });
});

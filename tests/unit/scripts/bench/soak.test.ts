// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appHeapBytes, heapGrowthByGroup, soakUrl } from '../../../../scripts/bench/soak.mjs';

describe('kiosk soak', () => {
  const first = {
    Object: { count: 10, bytes: 1000 },
    '(closure) onClick': { count: 2, bytes: 64 },
    '(code) system / InstructionStream': { count: 5, bytes: 5000 },
    '(native) HTMLDivElement': { count: 3, bytes: 300 },
  };
  const last = {
    ...first,
    Object: { count: 12, bytes: 1200 },
    '(code) system / InstructionStream': { count: 9, bytes: 9000 },
    '(array) (object elements)': { count: 1, bytes: 80 },
  };

  it('counts V8 objects in the heap figure, not compiled code or Blink’s native objects', () => {
    expect(appHeapBytes(first)).toBe(1064);
    expect(appHeapBytes(last)).toBe(1344);
  });

  it('names the counted groups that grew most', () => {
    expect(heapGrowthByGroup(first, last, 2)).toEqual([
      { name: 'Object', count: 2, bytes: 200 },
      { name: '(array) (object elements)', count: 1, bytes: 80 },
    ]);
  });

  it('starts the kiosk with its idle time and a short idle warning', () => {
    expect(soakUrl('http://127.0.0.1:1')).toBe('http://127.0.0.1:1/?kiosk=1&idle=3&warn=1&attract=1');
    expect(soakUrl('', { idleSeconds: 5, warningSeconds: 2 })).toBe('/?kiosk=1&idle=5&warn=2&attract=1');
  });
});

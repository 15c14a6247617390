import { describe, expect, it } from 'vitest';
import { designSize, scaleFactor, toRenderedPixels, toViewportWidth } from '@/lib/size';

describe('size', () => {
  it('scales by max(1, innerWidth / 1440)', () => {
    expect(scaleFactor(375)).toBe(1);
    expect(scaleFactor(1440)).toBe(1);
    expect(scaleFactor(2880)).toBe(2);
  });

  it('converts a design size to vw by the seed formula', () => {
    expect(toViewportWidth(144, 1440)).toBeCloseTo(10);
    expect(toViewportWidth(144, 720)).toBeCloseTo(10);
    expect(toViewportWidth(144, 2880)).toBeCloseTo(5);
  });

  it('renders the design size at 1440 and wider, and scales it down below', () => {
    expect(toRenderedPixels(24, 1440)).toBeCloseTo(24);
    expect(toRenderedPixels(24, 3840)).toBeCloseTo(24);
    expect(toRenderedPixels(24, 720)).toBeCloseTo(12);
  });

  it('agrees with the CSS form min(px / 1440 × 100vw, px) at every width', () => {
    for (const width of [320, 375, 768, 1080, 1440, 1920, 3840]) {
      const cssForm = Math.min((24 / 1440) * width, 24);
      expect(toRenderedPixels(24, width)).toBeCloseTo(cssForm);
    }
    expect(designSize(24)).toBe('min(1.6667vw, 24px)');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { AWAY_FROM_SITE_TIME_ATTRIBUTE } from '@/config/site-time';
import { prePaintSiteZone } from '@/lib/pre-paint/site-zone';

/** A moment whose local UTC offset is `offsetMinutes` (`Date#getTimezoneOffset`'s sign: UTC − local). */
function momentAt(offsetMinutes: number): Date {
  const now = new Date('2026-12-05T04:00:00Z');
  vi.spyOn(now, 'getTimezoneOffset').mockReturnValue(offsetMinutes);
  return now;
}

describe('prePaintSiteZone', () => {
  afterEach(() => document.body.removeAttribute(AWAY_FROM_SITE_TIME_ATTRIBUTE));

  it.each([
    ['London in winter', 0],
    ['New York', 300],
    ['Tokyo', -540],
  ])('marks the body for a visitor in %s, whose clock is not Hong Kong’s', (_place, offset) => {
    prePaintSiteZone(momentAt(offset));
    expect(document.body.hasAttribute(AWAY_FROM_SITE_TIME_ATTRIBUTE)).toBe(true);
  });

  it('leaves the body unmarked for a visitor on UTC+8, Hong Kong or elsewhere', () => {
    prePaintSiteZone(momentAt(-480));
    expect(document.body.hasAttribute(AWAY_FROM_SITE_TIME_ATTRIBUTE)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { inSiteTime, siteDateTime, siteYear } from '@/config/site-time';

describe('siteYear', () => {
  it('counts the year in Hong Kong time, whatever offset the time is written in', () => {
    expect(siteYear('2025-01-01T00:30:00+08:00')).toBe(2025);
    expect(siteYear('2024-12-31T16:30:00Z')).toBe(2025);
    expect(siteYear('2024-12-31T15:59:59Z')).toBe(2024);
    expect(siteYear('not a date')).toBeUndefined();
  });
});

describe('siteDateTime', () => {
  it('writes a calendar date at a wall-clock time in Hong Kong time', () => {
    expect(siteDateTime('2026-11-12', '12:00:00')).toBe('2026-11-12T12:00:00+08:00');
    expect(Date.parse(siteDateTime('2027-01-01'))).toBe(Date.parse('2026-12-31T16:00:00Z'));
  });
});

describe('inSiteTime', () => {
  it('writes the same moment in Hong Kong time, with its offset, from any offset or a count of ms', () => {
    expect(inSiteTime('2026-11-20T04:00:00Z')).toBe('2026-11-20T12:00:00+08:00');
    expect(inSiteTime('2026-11-19T23:30:00-05:00')).toBe('2026-11-20T12:30:00+08:00');
    expect(inSiteTime('2026-11-20T12:00:00+08:00')).toBe('2026-11-20T12:00:00+08:00');
    expect(inSiteTime(Date.UTC(2026, 2, 29, 1, 30))).toBe('2026-03-29T09:30:00+08:00');
    expect(inSiteTime('soon')).toBeUndefined();
  });
});

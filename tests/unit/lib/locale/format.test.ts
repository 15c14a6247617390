import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/locale/format';

describe('formatDate', () => {
  it('states a date in Hong Kong time, long by default and medium for tables', () => {
    // 23:30 UTC is the next morning in Hong Kong.
    expect(formatDate('2026-09-24T23:30:00Z', 'en')).toBe('25 September 2026');
    // CLDR's British short month ("Sept" since CLDR 38, "Sep" before).
    expect(formatDate('2026-09-24T23:30:00Z', 'en', 'medium')).toMatch(/^25 Sept? 2026$/);
    expect(formatDate('2026-09-25T12:00:00+08:00', 'zh-TW', 'medium')).toBe('2026年9月25日');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });
});

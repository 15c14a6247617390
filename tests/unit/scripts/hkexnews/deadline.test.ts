// @vitest-environment node
/**
 * The hour the Listing Rules allow (scripts/hkexnews/deadline.mjs): an hour from HKEXnews'
 * release, or 08:30 on the next business day for a release after 19:00, weekends and Hong Kong's
 * public holidays skipped; the alarm 45 minutes in (a setting).
 */
import { describe, expect, it } from 'vitest';
import { deadlineState, isBusinessDay, websiteDeadline } from '../../../../scripts/hkexnews/deadline.mjs';

const hk = (time: string) => new Date(`${time}+08:00`);
const due = (released: string, options?: { alarmAfterMinutes?: number }) => {
  const { dueAt, alarmAt } = websiteDeadline(hk(released), options);
  return { dueAt: dueAt.toISOString(), alarmAt: alarmAt.toISOString() };
};

describe('the website deadline', () => {
  it('is an hour after a daytime release, with the alarm at 45 minutes', () => {
    expect(due('2026-12-04T16:45:00')).toEqual({
      dueAt: hk('2026-12-04T17:45:00').toISOString(),
      alarmAt: hk('2026-12-04T17:30:00').toISOString(),
    });
  });

  it('is still an hour after a release at 19:00 itself', () => {
    expect(due('2026-12-04T19:00:00').dueAt).toBe(hk('2026-12-04T20:00:00').toISOString());
  });

  it('is 08:30 on the next business day after 19:00, across a weekend', () => {
    // Friday evening: Monday morning, the alarm a quarter of an hour before.
    expect(due('2026-12-04T19:30:00')).toEqual({
      dueAt: hk('2026-12-07T08:30:00').toISOString(),
      alarmAt: hk('2026-12-07T08:15:00').toISOString(),
    });
  });

  it('skips Hong Kong’s public holidays: Christmas, and the Lunar New Year', () => {
    // Christmas Day is a Friday; the first weekday after it, a Saturday, is a holiday too.
    expect(due('2026-12-24T20:15:00').dueAt).toBe(hk('2026-12-28T08:30:00').toISOString());
    // The third and fourth days of the Lunar New Year fall on Monday and Tuesday in 2027.
    expect(due('2027-02-05T20:00:00').dueAt).toBe(hk('2027-02-10T08:30:00').toISOString());
  });

  it('knows a business day', () => {
    expect(isBusinessDay('2026-12-04')).toBe(true);
    expect(isBusinessDay('2026-12-05')).toBe(false);
    expect(isBusinessDay('2026-12-25')).toBe(false);
    expect(isBusinessDay('2026-12-28')).toBe(true);
  });

  it('takes the alarm’s setting, within the hour', () => {
    expect(due('2026-12-04T14:45:00', { alarmAfterMinutes: 30 }).alarmAt).toBe(hk('2026-12-04T15:15:00').toISOString());
    expect(() => websiteDeadline(hk('2026-12-04T14:45:00'), { alarmAfterMinutes: 61 })).toThrow(RangeError);
    expect(() => websiteDeadline(hk('2026-12-04T14:45:00'), { alarmAfterMinutes: 0 })).toThrow(RangeError);
  });
});

describe('a filing not yet on the website', () => {
  const released = hk('2026-12-04T16:45:00');

  it('waits until the alarm, then raises it with the minutes left, then is late', () => {
    expect(deadlineState(released, hk('2026-12-04T17:10:00'))).toMatchObject({ state: 'waiting', minutesLeft: 35 });
    expect(deadlineState(released, hk('2026-12-04T17:31:00'))).toMatchObject({ state: 'alarm', minutesLeft: 14 });
    expect(deadlineState(released, hk('2026-12-04T17:50:00'))).toMatchObject({ state: 'late', minutesLeft: -5 });
  });

  it('waits through the night for a filing released after 19:00', () => {
    const evening = hk('2026-12-04T21:00:00');
    expect(deadlineState(evening, hk('2026-12-05T10:00:00')).state).toBe('waiting');
    expect(deadlineState(evening, hk('2026-12-07T08:20:00'))).toMatchObject({ state: 'alarm', minutesLeft: 10 });
  });
});

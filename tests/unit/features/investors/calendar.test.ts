import { describe, expect, it } from 'vitest';
import { eventEndsAt, splitCalendar } from '@/features/investors/calendar';
import { formatFullDate, sameWallClockAsSite } from '@/lib/locale/format';
import {
  AGM as agm,
  BOOK_CLOSURE as closure,
  PAYMENT as payment,
  RESULTS as results,
} from '../../support/calendar-events';

const hk = (iso: string) => Date.parse(`${iso}+08:00`);

describe('the financial calendar', () => {
  it('ends an all-day event at midnight Hong Kong time after its last day', () => {
    expect(eventEndsAt(closure)).toBe(hk('2027-06-05T00:00:00'));
    expect(eventEndsAt(payment)).toBe(hk('2027-06-26T00:00:00'));
  });

  it('ends a timed event at its end, or at its start when it has none', () => {
    expect(eventEndsAt(agm)).toBe(hk('2027-06-04T12:00:00'));
    expect(eventEndsAt(results)).toBe(hk('2027-03-19T22:30:00'));
  });

  it('lists what is to come soonest first and what is over most recent first', () => {
    const { upcoming, past } = splitCalendar([payment, agm, results, closure], hk('2027-05-01T00:00:00'));
    expect(upcoming.map((event) => event.id)).toEqual([closure.id, agm.id, payment.id]);
    expect(past.map((event) => event.id)).toEqual([results.id]);
  });

  it('keeps an event under way upcoming: a book closure on its last day, a meeting in progress', () => {
    const { upcoming, past } = splitCalendar([payment, agm, results, closure], hk('2027-06-04T11:00:00'));
    expect(upcoming.map((event) => event.id)).toEqual([closure.id, agm.id, payment.id]);
    expect(past.map((event) => event.id)).toEqual([results.id]);
    const later = splitCalendar([payment, agm, results, closure], hk('2027-06-05T00:00:00'));
    expect(later.upcoming.map((event) => event.id)).toEqual([payment.id]);
    expect(later.past.map((event) => event.id)).toEqual([agm.id, closure.id, results.id]);
  });
});

describe('calendar dates and times', () => {
  it('states a Hong Kong day as that day in every locale, wherever the visitor is', () => {
    expect(formatFullDate('2027-06-04', 'en')).toBe('Friday, 4 June 2027');
    expect(formatFullDate('2027-06-04', 'zh-TW')).toContain('2027年6月4日');
    expect(formatFullDate('2027-06-04T23:30:00+08:00', 'en')).toBe('Friday, 4 June 2027');
  });

  it('tells whether a visitor’s zone shows the same wall-clock time as Hong Kong', () => {
    expect(sameWallClockAsSite('2027-06-04T10:30:00+08:00', 'Asia/Hong_Kong')).toBe(true);
    expect(sameWallClockAsSite('2027-06-04T10:30:00+08:00', 'Asia/Shanghai')).toBe(true);
    expect(sameWallClockAsSite('2027-06-04T10:30:00+08:00', 'Europe/London')).toBe(false);
  });
});

import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { AGM, BOOK_CLOSURE, PAYMENT, RESULTS } from '../support/calendar-events';
import type { CalendarEvent } from '@/content/investors/calendar';
import { calendarIcs, DEFAULT_EVENT_MINUTES, type CalendarIcsOptions } from '@/server/calendar-ics';

const OPTIONS: CalendarIcsOptions = {
  name: 'Lumen Pacific financial calendar',
  productId: '-//Lumen Pacific//Financial Calendar//EN',
  uidHost: 'www.example.com',
  pageUrl: 'https://www.example.com/investors/calendar',
  kindLabel: (kind) => `kind:${kind}`,
  generatedAt: new Date('2026-11-23T04:00:00Z'),
};

/** The file parsed back by an independent reader (ical.js, Mozilla's). */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const events = calendar
    .getAllSubcomponents('vevent')
    .map((component) => ({ component, event: new ICAL.Event(component) }));
  return { calendar, events };
}

describe('calendarIcs', () => {
  it('writes a calendar with its name, product id and PUBLISH method, and CRLF line ends (RFC 5545 §3.1)', () => {
    const text = calendarIcs([AGM], OPTIONS);
    const { calendar } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe(OPTIONS.productId);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(OPTIONS.name);
    expect(text.split('\r\n').length).toBeGreaterThan(10);
    expect(text.replaceAll('\r\n', '')).not.toContain('\n');
  });

  it('gives a timed event its exact instants, a stable UID, its place, page and category', () => {
    const [parsed] = parse(calendarIcs([AGM], OPTIONS)).events;
    if (!parsed) throw new Error('no event');
    const { event, component } = parsed;
    expect(event.uid).toBe('2027-agm@www.example.com');
    expect(event.summary).toBe(AGM.title);
    expect(event.location).toBe(AGM.location);
    expect(event.description).toBe(AGM.description);
    expect(event.startDate.isDate).toBe(false);
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-06-04T02:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-06-04T04:00:00.000Z');
    expect(component.getFirstPropertyValue('url')).toBe(OPTIONS.pageUrl);
    expect(component.getFirstPropertyValue('categories')).toBe('kind:agm');
    expect(component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect((component.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString()).toBe(
      '2026-11-23T04:00:00.000Z',
    );
  });

  it('marks an expected date TENTATIVE', () => {
    const [parsed] = parse(calendarIcs([{ ...AGM, tentative: true }], OPTIONS)).events;
    expect(parsed?.component.getFirstPropertyValue('status')).toBe('TENTATIVE');
  });

  it(`gives a timed event without an end ${DEFAULT_EVENT_MINUTES} minutes`, () => {
    const [parsed] = parse(calendarIcs([RESULTS], OPTIONS)).events;
    expect(parsed?.event.startDate.toJSDate().toISOString()).toBe('2027-03-19T14:30:00.000Z');
    expect(parsed?.event.duration.toSeconds()).toBe(DEFAULT_EVENT_MINUTES * 60);
  });

  it('writes an all-day range as dates whose end is the day after its last day (RFC 5545 §3.6.1), free time', () => {
    const [parsed] = parse(calendarIcs([BOOK_CLOSURE], OPTIONS)).events;
    if (!parsed) throw new Error('no event');
    expect(parsed.event.startDate.isDate).toBe(true);
    expect(parsed.event.startDate.toString()).toBe('2027-06-01');
    expect(parsed.event.endDate.toString()).toBe('2027-06-05');
    expect(parsed.component.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
  });

  it('writes a one-day event as that day only, and keeps Chinese text intact through line folding', () => {
    const long = {
      ...PAYMENT,
      description: '末期股息每股港幣 0.05 元，將於當日以支票派發予名列股東名冊的股東。'.repeat(4),
    };
    const [parsed] = parse(calendarIcs([long], OPTIONS)).events;
    expect(parsed?.event.startDate.toString()).toBe('2027-06-25');
    expect(parsed?.event.endDate.toString()).toBe('2027-06-26');
    expect(parsed?.event.summary).toBe('股息派發');
    expect(parsed?.event.description).toBe(long.description);
  });

  it('puts every event in one file for the whole calendar', () => {
    const { events } = parse(calendarIcs([AGM, RESULTS, BOOK_CLOSURE, PAYMENT], OPTIONS));
    expect(events.map(({ event }) => event.uid)).toEqual(
      [AGM, RESULTS, BOOK_CLOSURE, PAYMENT].map(({ id }) => `${id}@www.example.com`),
    );
  });
});

describe('calendarIcs with text the schemas would refuse', () => {
  const hostile: CalendarEvent[] = [
    {
      ...AGM,
      title: 'AGM\u0007 of\u000B 2027',
      description: 'Vote\rATTENDEE:mailto:x@example.com',
      location: 'Hall A\r\nBEGIN:VEVENT',
    },
    { ...RESULTS, title: 'Results]]>one]]>two', description: 'One\r\nTwo\rThree\u0000' },
  ];
  const text = calendarIcs(hostile, OPTIONS);
  const { calendar, events } = parse(text);

  it('holds exactly the events given, and no property a text added', () => {
    expect(events.map(({ event }) => event.uid)).toEqual(hostile.map(({ id }) => `${id}@www.example.com`));
    expect(calendar.getAllSubcomponents()).toHaveLength(hostile.length);
    for (const { component } of events) expect(component.getAllProperties('attendee')).toEqual([]);
  });

  it('ends every line with CRLF and nothing else (RFC 5545 §3.1), so a CR in a text starts no line', () => {
    expect(text).not.toMatch(/\r(?!\n)/);
    const lines = text.replaceAll(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines.filter((line) => line.startsWith('ATTENDEE'))).toEqual([]);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(hostile.length);
  });

  it('keeps the text, each line end a line break and the control characters dropped', () => {
    const [agm, results] = events.map(({ event }) => event);
    expect(agm?.summary).toBe('AGM of 2027');
    expect(agm?.description).toBe('Vote\nATTENDEE:mailto:x@example.com');
    expect(agm?.location).toBe('Hall A\nBEGIN:VEVENT');
    expect(results?.summary).toBe('Results]]>one]]>two');
    expect(results?.description).toBe('One\nTwo\nThree');
  });
});

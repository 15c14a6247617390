/**
 * The financial calendar as iCalendar (RFC 5545) text, made with the `ics` library: the file
 * behind every "Add to calendar" link and the whole-calendar file, written at build time.
 *
 * The content schemas refuse text a calendar cannot carry (`src/lib/content/characters.ts`); every
 * text is still passed through `outputText` here, in case some reached the writer unchecked. The
 * library escapes line feeds (as `\n`, RFC 5545 §3.3.11) but not a bare carriage return, which
 * would end the content line (§3.1) and start a property or an event of the text's choosing;
 * `outputText` makes every line end a line feed and drops the controls iCalendar text may not
 * hold (§3.1, `CONTROL`).
 */
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import { outputText } from '@/lib/content/characters';
import type { CalendarEvent } from '@/content/investors/calendar';

/** How long a timed event without an end lasts in a calendar (a results release is a moment). */
export const DEFAULT_EVENT_MINUTES = 60;

/** What {@link calendarIcs} needs besides the events. */
export interface CalendarIcsOptions {
  /** The calendar's name (`X-WR-CALNAME`, shown by calendar apps on import or subscription). */
  name: string;
  /** `PRODID`: who made the file (RFC 5545 §3.7.3), `-//Company//Product//EN`. */
  productId: string;
  /** The host that makes each `UID` globally unique (RFC 5545 §3.8.4.7: `id@host`). */
  uidHost: string;
  /** The page each event links to (`URL`), absolute. */
  pageUrl: string;
  /** A category name for each kind of event, in the file's language (`CATEGORIES`). */
  kindLabel: (kind: CalendarEvent['kind']) => string;
  /** `DTSTAMP`: when the file was made. */
  generatedAt: Date;
}

/** `YYYY-MM-DD` → `[year, month, day]`, the form `ics` writes as a `VALUE=DATE`. */
function dateArray(date: string): DateArray {
  const [year, month, day] = date.split('-').map(Number);
  return [year ?? 0, month ?? 0, day ?? 0];
}

/** The day after `YYYY-MM-DD`, as a date array (calendar arithmetic in UTC, so no zone shifts it). */
function dayAfter(date: string): DateArray {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()];
}

/**
 * One event's attributes for `ics`. A timed event is written in UTC (`…Z`), which every
 * calendar app turns into its user's zone; an all-day event is written as dates, with `DTEND`
 * the day after its last day because RFC 5545 (§3.6.1) makes a date end exclusive.
 */
function eventAttributes(event: CalendarEvent, options: CalendarIcsOptions): EventAttributes {
  const common = {
    uid: `${event.id}@${options.uidHost}`,
    title: outputText(event.title),
    url: options.pageUrl,
    categories: [outputText(options.kindLabel(event.kind))],
    status: event.tentative ? ('TENTATIVE' as const) : ('CONFIRMED' as const),
    ...(event.description ? { description: outputText(event.description) } : {}),
    ...(event.location ? { location: outputText(event.location) } : {}),
    // `timestamp` (DTSTAMP) is accepted by the library's schema but missing from its typings.
    ...({ timestamp: options.generatedAt.getTime() } as object),
  };
  if (event.allDay) {
    // A book closure or a payment day blocks no one's time.
    return {
      ...common,
      start: dateArray(event.startsAt),
      end: dayAfter(event.endsAt ?? event.startsAt),
      transp: 'TRANSPARENT',
    };
  }
  const start = Date.parse(event.startsAt);
  const timing = { start, startInputType: 'utc' as const, startOutputType: 'utc' as const };
  return event.endsAt
    ? { ...common, ...timing, end: Date.parse(event.endsAt), endInputType: 'utc', endOutputType: 'utc' }
    : { ...common, ...timing, duration: { minutes: DEFAULT_EVENT_MINUTES } };
}

/**
 * `events` as one iCalendar file (`text/calendar`, CRLF line ends, long lines folded).
 * @throws {Error} when the library rejects an event (its message names the field).
 */
export function calendarIcs(events: readonly CalendarEvent[], options: CalendarIcsOptions): string {
  const { error, value } = createEvents(
    events.map((event) => eventAttributes(event, options)),
    { productId: outputText(options.productId), method: 'PUBLISH', calName: outputText(options.name) },
  );
  if (error || value === null)
    throw new Error(`Cannot write the calendar: ${error?.message ?? 'no output'}`, { cause: error });
  return value;
}

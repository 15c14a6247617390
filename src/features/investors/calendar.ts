/**
 * The financial calendar's rules: when an event is over, and the split into upcoming and past.
 */
import { siteDateTime } from '@/config/site-time';
import type { CalendarEvent } from '@/content/investors/calendar';

const DAY_MS = 86_400_000;

/**
 * When `event` is over, in ms since the epoch: its end, else its start for a timed event; the
 * end of its last day in Hong Kong for an all-day one (a book closure runs to midnight HKT).
 */
export function eventEndsAt(event: CalendarEvent): number {
  if (event.allDay) return Date.parse(siteDateTime(event.endsAt ?? event.startsAt)) + DAY_MS;
  return Date.parse(event.endsAt ?? event.startsAt);
}

/** When `event` starts, in ms since the epoch (midnight HKT for an all-day event). */
function eventStartsAt(event: CalendarEvent): number {
  return Date.parse(event.allDay ? siteDateTime(event.startsAt) : event.startsAt);
}

/**
 * `events` split at `now` (ms since the epoch): `upcoming`, those not over yet (under way or to
 * come), soonest first; `past`, the others, most recent first.
 */
export function splitCalendar(
  events: readonly CalendarEvent[],
  now: number,
): { upcoming: CalendarEvent[]; past: CalendarEvent[] } {
  const byStart = [...events].sort((a, b) => eventStartsAt(a) - eventStartsAt(b));
  return {
    upcoming: byStart.filter((event) => eventEndsAt(event) > now),
    past: byStart.filter((event) => eventEndsAt(event) <= now).reverse(),
  };
}

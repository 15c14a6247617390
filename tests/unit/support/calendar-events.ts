/**
 * Events of a financial calendar, one of each kind the calendar treats differently: a timed event
 * with an end, a timed event without one, an all-day range and a single all-day date (Chinese
 * title). Shared by the calendar's rules and its `.ics` file's tests.
 */
import type { CalendarEvent } from '@/content/investors/calendar';

export const AGM: CalendarEvent = {
  id: '2027-agm',
  kind: 'agm',
  title: '2027 Annual General Meeting',
  startsAt: '2027-06-04T10:30:00+08:00',
  endsAt: '2027-06-04T12:00:00+08:00',
  location: 'Conference Room, 38/F, Two IFC, Central, Hong Kong',
  description: 'Shareholders vote on the resolutions in the notice of the meeting.',
};
export const RESULTS: CalendarEvent = {
  id: '2026-annual-results',
  kind: 'results',
  title: 'Announcement of 2026 Annual Results',
  startsAt: '2027-03-19T22:30:00+08:00',
};
export const BOOK_CLOSURE: CalendarEvent = {
  id: '2027-agm-book-closure',
  kind: 'book-closure',
  title: 'Closure of Register of Members – 2027 AGM',
  allDay: true,
  startsAt: '2027-06-01',
  endsAt: '2027-06-04',
};
export const PAYMENT: CalendarEvent = {
  id: '2026-final-dividend-payment',
  kind: 'dividend',
  title: '股息派發',
  allDay: true,
  startsAt: '2027-06-25',
};

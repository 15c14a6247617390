import type { CalendarKind } from '@/content/investors/calendar';

/** The catalogue key naming each kind of calendar event (page badges and `.ics` categories). */
export const CALENDAR_KIND_LABEL_KEY = {
  results: 'calendar.kind.results',
  agm: 'calendar.kind.agm',
  'book-closure': 'calendar.kind.bookClosure',
  dividend: 'calendar.kind.dividend',
  'board-meeting': 'calendar.kind.boardMeeting',
} as const satisfies Record<CalendarKind, `calendar.kind.${string}`>;

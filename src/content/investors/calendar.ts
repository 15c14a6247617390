/**
 * The financial calendar (`docs/design.md` §4.6): the fetcher and its schema. Always the
 * bundled `calendar.json`; an invalid event is skipped and counted (`parseItems`).
 */
import * as z from 'zod/mini';
import { contentId, isoDateTime, plainText, text } from '@/lib/content/schemas';
import type { ContentSource, LocaleQuery } from '@/lib/content/source';

/** Kinds of events in the financial calendar. */
const CALENDAR_KINDS = ['results', 'agm', 'book-closure', 'dividend', 'board-meeting'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

const calendarBase = {
  id: contentId,
  kind: z.enum(CALENDAR_KINDS),
  title: text,
  location: z.optional(plainText),
  description: z.optional(plainText),
  /** The date is expected, not fixed yet (a board sets it, then announces it). */
  tentative: z.optional(z.boolean()),
};

/**
 * One event: at a time (`startsAt`, optional `endsAt`, ISO 8601 with offset) or over whole days
 * (`allDay: true`, `startsAt` and `endsAt` as `YYYY-MM-DD` in Hong Kong, `endsAt` the last day,
 * inclusive, as a book closure is stated).
 */
export const calendarEventSchema = z.union([
  z.object({
    ...calendarBase,
    allDay: z.optional(z.literal(false)),
    startsAt: isoDateTime,
    endsAt: z.optional(isoDateTime),
  }),
  z.object({ ...calendarBase, allDay: z.literal(true), startsAt: z.iso.date(), endsAt: z.optional(z.iso.date()) }),
]);
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** The events of `locale`, in date order. */
export function getCalendar(source: ContentSource, { locale, signal }: LocaleQuery): Promise<CalendarEvent[]> {
  return source.readList(`${locale}/calendar.json`, calendarEventSchema, 'calendar event', signal);
}

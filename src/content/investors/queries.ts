/**
 * The investor-relations queries the kiosk's attract loop keeps (`src/lib/content/content-query.ts`),
 * apart from the topics' modules so that their screens' loaders do not load the query cache.
 */
import type { Locale } from '@/config/locales';
import { contentQuery } from '@/lib/content/content-query';
import { contentKey } from '@/lib/content/query-client';
import { getCalendar, type CalendarEvent } from './calendar';
import { getFinancialHighlights, type FinancialHighlights } from './financial-highlights';

/** The financial calendar of `locale`, as the kiosk's attract loop keeps it. */
export const calendarQuery = contentQuery<{ locale: Locale }, CalendarEvent[]>({
  key: (source, { locale }) => contentKey(source, 'calendar', locale),
  read: (source, { locale }, signal) => getCalendar(source, { locale, signal }),
});

/** The financial highlights of `locale`, as the kiosk's attract loop keeps them. */
export const financialHighlightsQuery = contentQuery<{ locale: Locale }, FinancialHighlights>({
  key: (source, { locale }) => contentKey(source, 'financial-highlights', locale),
  read: (source, { locale }, signal) => getFinancialHighlights(source, { locale, signal }),
});

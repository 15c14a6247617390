import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { PageSection } from '@/components/ui/page-section';
import { SmartLink } from '@/components/ui/smart-link';
import { filePaths } from '@/config/paths';
import { splitCalendar } from '@/features/investors/calendar';
import { CalendarEventCard } from '@/features/investors/calendar-event';
import { useLocale } from '@/hooks/use-locale';
import { useNow, useVisitorTimeZone } from '@/hooks/use-now';
import { type CalendarEvent, getCalendar } from '@/features/investors/api/get-calendar';
import { requestLocale } from '@/lib/locale-path';
import { loadBundled } from '@/lib/route-content';
import styles from './calendar.module.css';

/** The calendar screen's data: the events, and when they were loaded (ms since the epoch). */
export interface CalendarData {
  events: CalendarEvent[];
  loadedAt: number;
}

/** The financial calendar in the request's locale (always bundled); rejects when it cannot be read. */
export async function calendarLoader({ request }: LoaderFunctionArgs): Promise<CalendarData> {
  const locale = requestLocale(request);
  const events = await loadBundled((source) => getCalendar(source, { locale }));
  return { events, loadedAt: Date.now() };
}

function EventList({ events, timeZone }: { events: readonly CalendarEvent[]; timeZone: string | null }) {
  return (
    <ol className={styles.list}>
      {events.map((event) => (
        <li key={event.id}>
          <CalendarEventCard event={event} timeZone={timeZone} />
        </li>
      ))}
    </ol>
  );
}

/**
 * `/investors/calendar`: the financial calendar, upcoming events soonest first, then past ones
 * most recent first, each with an `.ics` file; the whole calendar as one file. The split follows
 * the clock (a kiosk left for days moves an event to "past" when it ends).
 */
export function CalendarRoute() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { events, loadedAt } = useLoaderData<CalendarData>();
  const now = useNow(loadedAt);
  const timeZone = useVisitorTimeZone();
  const { upcoming, past } = splitCalendar(events, now);
  return (
    <PageSection
      id="calendar"
      title={t('calendar.title')}
      lead={t('calendar.subtitle')}
      description={t('calendar.subtitle')}
    >
      <p className={styles.note}>{t('calendar.timeNote')}</p>
      <SmartLink href={filePaths.calendar(locale)} className="button button-secondary" download data-hover-icons>
        <Icon name="download" size={20} />
        {t('calendar.downloadAll')}
      </SmartLink>
      <section className={styles.group} aria-labelledby="calendar-upcoming">
        <h2 id="calendar-upcoming" className={styles.groupTitle}>
          {t('calendar.upcomingTitle')}
        </h2>
        {upcoming.length > 0 ? <EventList events={upcoming} timeZone={timeZone} /> : <p>{t('calendar.noUpcoming')}</p>}
      </section>
      {past.length > 0 ? (
        <section className={styles.group} aria-labelledby="calendar-past">
          <h2 id="calendar-past" className={styles.groupTitle}>
            {t('calendar.pastTitle')}
          </h2>
          <EventList events={past} timeZone={timeZone} />
        </section>
      ) : null}
    </PageSection>
  );
}

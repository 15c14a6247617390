import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { PageSection } from '@/components/ui/page-section';
import { SmartLink } from '@/components/ui/smart-link';
import { filePaths } from '@/config/paths';
import { useLocale } from '@/lib/locale/use-locale';
import { useNow, useVisitorTimeZone } from '@/hooks/use-now';
import type { CalendarEvent } from '@/content/investors/calendar';
import { splitCalendar } from './calendar';
import { CalendarEventCard } from './calendar-event';
import styles from './calendar-screen.module.css';

/** The calendar screen's data: the events, and when they were loaded (ms since the epoch). */
export interface CalendarData {
  events: CalendarEvent[];
  loadedAt: number;
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
 * The financial calendar (`/investors/calendar`), upcoming events soonest first, then past ones
 * most recent first, each with an `.ics` file; the whole calendar as one file. The split follows
 * the clock (a kiosk left for days moves an event to "past" when it ends).
 */
export function CalendarScreen({ events, loadedAt }: CalendarData) {
  const { t } = useTranslation();
  const locale = useLocale();
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

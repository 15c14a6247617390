import { Trans, useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { SmartLink } from '@/components/ui/smart-link';
import { filePaths } from '@/config/paths';
import { useLocale } from '@/lib/locale/use-locale';
import { formatFullDate, formatTime, formatZonedDateTime, sameWallClockAsSite } from '@/lib/locale/format';
import type { CalendarEvent } from '@/content/investors/calendar';
import { CALENDAR_KIND_LABEL_KEY } from './calendar-labels';
import styles from './calendar-event.module.css';

/** When a timed event happens: its Hong Kong date and time(s), and the visitor's when they differ. */
function TimedWhen({
  startsAt,
  endsAt,
  timeZone,
}: {
  startsAt: string;
  endsAt: string | undefined;
  timeZone: string | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const time = endsAt
    ? `${formatTime(startsAt, locale)} – ${formatTime(endsAt, locale)}`
    : formatTime(startsAt, locale);
  return (
    <>
      <time dateTime={startsAt}>{t('calendar.hongKongTime', { date: formatFullDate(startsAt, locale), time })}</time>
      {timeZone === null ? (
        // Until the visitor's zone is known, the line's room where the pre-paint script found
        // their clock off site time (`src/lib/pre-paint/site-zone.ts`): its arrival moves nothing.
        <span className={`${styles.local} ${styles.localPending}`} aria-hidden="true">
          {'\u00a0'}
        </span>
      ) : !sameWallClockAsSite(startsAt, timeZone) ? (
        <span className={styles.local}>
          {t('calendar.localTime', { time: formatZonedDateTime(startsAt, locale, timeZone) })}
        </span>
      ) : null}
    </>
  );
}

/** When an all-day event happens: its day, or its first and last day (both inclusive). */
function DaysWhen({ startsAt, endsAt }: { startsAt: string; endsAt: string | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!endsAt || endsAt === startsAt) {
    return (
      <>
        <time dateTime={startsAt}>{formatFullDate(startsAt, locale)}</time>
        <span className={styles.local}>{t('calendar.allDay')}</span>
      </>
    );
  }
  return (
    <span>
      <Trans
        i18nKey="calendar.dayRange"
        values={{ start: formatFullDate(startsAt, locale), end: formatFullDate(endsAt, locale) }}
        components={{ start: <time dateTime={startsAt} />, end: <time dateTime={endsAt} /> }}
      />
    </span>
  );
}

/**
 * One event of the financial calendar: its date, kind, title, time (Hong Kong, and the
 * visitor's zone once known), place, description and an "Add to calendar" `.ics` file.
 * @param timeZone the visitor's time zone, `null` until known (prerendering, hydration)
 */
export function CalendarEventCard({ event, timeZone }: { event: CalendarEvent; timeZone: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = `event-${event.id}`;
  return (
    <article className={`card ${styles.card}`} aria-labelledby={titleId}>
      <p className={`eyebrow ${styles.kind}`}>
        {t(CALENDAR_KIND_LABEL_KEY[event.kind])}
        {event.tentative ? <span className={styles.tentative}>{t('calendar.tentative')}</span> : null}
      </p>
      <h3 id={titleId} className={styles.title}>
        {event.title}
      </h3>
      <p className={styles.when}>
        <Icon name="calendar" size={20} />
        <span className={styles.whenText}>
          {event.allDay ? (
            <DaysWhen startsAt={event.startsAt} endsAt={event.endsAt} />
          ) : (
            <TimedWhen startsAt={event.startsAt} endsAt={event.endsAt} timeZone={timeZone} />
          )}
        </span>
      </p>
      {event.location ? (
        <p className={styles.where}>
          <Icon name="location" size={20} />
          <span>{event.location}</span>
        </p>
      ) : null}
      {event.description ? <p className={styles.description}>{event.description}</p> : null}
      <SmartLink
        href={filePaths.calendarEvent(locale, event.id)}
        className={`text-link ${styles.add}`}
        download
        aria-label={t('calendar.addToCalendarLabel', { title: event.title })}
        data-hover-icons
      >
        <Icon name="download" size={20} />
        {t('calendar.addToCalendar')}
      </SmartLink>
    </article>
  );
}

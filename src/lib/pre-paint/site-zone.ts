/**
 * The visitor's clock against the site's, told before the first paint. A prerendered page cannot
 * know the visitor's time zone, and the app, once it runs, adds the visitor's own time beside an
 * event's Hong Kong time (`src/features/investors/calendar-event.tsx`). Marked now, the page can
 * keep that line's room from its first paint, so its arrival moves nothing (CLS stays 0).
 */
import { AWAY_FROM_SITE_TIME_ATTRIBUTE, SITE_UTC_OFFSET_HOURS } from '@/config/site-time';

/**
 * Sets {@link AWAY_FROM_SITE_TIME_ATTRIBUTE} on `<body>` when the visitor's UTC offset at `now`
 * is not the site's. Hong Kong keeps one offset all year (`src/config/site-time.ts`), so the
 * offset tells whether the visitor's wall clock reads as Hong Kong's; an event in another season
 * of a zone with daylight saving time may still read the same, and then its line never comes.
 */
export function prePaintSiteZone(now: Date = new Date()): void {
  // `getTimezoneOffset` is UTC minus local time, in minutes: -480 for UTC+8.
  if (now.getTimezoneOffset() !== -SITE_UTC_OFFSET_HOURS * 60)
    document.body.setAttribute(AWAY_FROM_SITE_TIME_ATTRIBUTE, '');
}

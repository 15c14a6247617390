/**
 * The site's time (`docs/design.md` §5.8: Hong Kong Time, as HKEX filings are): the zone
 * for `Intl`, and its fixed offset for dates written without one. Hong Kong has kept UTC+8 all
 * year since 1979 (no daylight saving time), so one offset holds for every date the site shows.
 */

/** IANA time zone of the site's dates and times, for `Intl.DateTimeFormat`'s `timeZone`. */
export const SITE_TIME_ZONE = 'Asia/Hong_Kong';

/** The site time's offset from UTC, in hours. */
export const SITE_UTC_OFFSET_HOURS = 8;

/**
 * Set (empty) on `<body>` before the first paint when the visitor's clock is not on site time
 * (`src/lib/pre-paint/site-zone.ts`), so a page can keep room for what the app adds in the
 * visitor's own time once it runs.
 */
export const AWAY_FROM_SITE_TIME_ATTRIBUTE = 'data-away-from-site-time';

/** The offset in ms, to add to a UTC time for the site's wall clock. */
const SITE_UTC_OFFSET_MS = SITE_UTC_OFFSET_HOURS * 60 * 60 * 1000;

/** The offset as ISO 8601 writes it (`+08:00`). */
export const SITE_UTC_OFFSET = `+${String(SITE_UTC_OFFSET_HOURS).padStart(2, '0')}:00`;

/**
 * A site time with its offset in dayjs's format tokens, as Decap CMS's `datetime` widget takes a
 * `format` (`2026-11-12T12:00:00+08:00`): the CMS's fields of Hong Kong times
 * (`src/content/cms/collections.ts`) and its editor for them (`admin/hkt-time.ts`).
 */
export const SITE_TIME_CMS_FORMAT = `YYYY-MM-DDTHH:mm:ss[${SITE_UTC_OFFSET}]`;

/**
 * A calendar date (`2026-11-12`) at a wall-clock time in site time, as an ISO 8601 date-time
 * with offset (`2026-11-12T12:00:00+08:00`). `time` is `HH:MM:SS`, midnight by default.
 */
export function siteDateTime(date: string, time = '00:00:00'): string {
  return `${date}T${time}${SITE_UTC_OFFSET}`;
}

/** The site-time calendar year of an ISO 8601 time with offset, or `undefined` when it is not one. */
export function siteYear(iso: string): number | undefined {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? undefined : new Date(time + SITE_UTC_OFFSET_MS).getUTCFullYear();
}

/**
 * `time` (an ISO 8601 time with any offset, or ms since the epoch) as the same moment in site
 * time, to the second, with its offset: `2026-11-18T04:00:00Z` is `2026-11-18T12:00:00+08:00`;
 * `undefined` when `time` is not a time.
 */
export function inSiteTime(time: string | number): string | undefined {
  const ms = typeof time === 'number' ? time : Date.parse(time);
  return Number.isNaN(ms)
    ? undefined
    : `${new Date(ms + SITE_UTC_OFFSET_MS).toISOString().slice(0, 19)}${SITE_UTC_OFFSET}`;
}

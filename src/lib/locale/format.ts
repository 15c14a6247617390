/**
 * Locale-aware formatting with `Intl`. Dates are shown in Hong Kong time, where the group files
 * its announcements, so a filing's date never shifts with the visitor's time zone.
 */
import { INTL_LOCALE, type Locale } from '@/config/locales';
import { SITE_TIME_ZONE, siteDateTime } from '@/config/site-time';
import { appState } from '@/lib/app-state';

const formatters = appState(() => new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>());
function memo<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  const cache = formatters();
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

/**
 * `2026-11-12T18:45:00+08:00` → "12 November 2026" / "2026年11月12日"; with `style` `medium`, for
 * tables of dates, "12 Nov 2026" (Chinese dates are as short either way). Invalid input → the input.
 */
export function formatDate(iso: string, locale: Locale, style: 'long' | 'medium' = 'long'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return memo(
    `date:${style}:${locale}`,
    () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: style, timeZone: SITE_TIME_ZONE }),
  ).format(date);
}

/** A `YYYY-MM` or `YYYY` timeline date → "May 2023" / "2023年5月" / "2023". */
export function formatMonth(value: string, locale: Locale): string {
  const match = /^(\d{4})(?:-(\d{2}))?$/.exec(value);
  if (!match) return value;
  const [, year, month] = match;
  if (!month) return year ?? value;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, 15));
  return memo(
    `month:${locale}`,
    () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { year: 'numeric', month: 'long', timeZone: 'UTC' }),
  ).format(date);
}

/** A byte count as kB or MB for `locale` (decimal units, as file managers show them). */
export function formatBytes(bytes: number, locale: Locale): string {
  const megabytes = bytes >= 1_000_000;
  const value = megabytes ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1_000));
  return memo(
    `bytes:${locale}:${megabytes}`,
    () =>
      new Intl.NumberFormat(INTL_LOCALE[locale], {
        style: 'unit',
        unit: megabytes ? 'megabyte' : 'kilobyte',
        unitDisplay: 'short',
        maximumFractionDigits: megabytes ? 1 : 0,
      }),
  ).format(value);
}

/**
 * A financial figure with exactly `decimals` fraction digits, grouped for `locale`, a loss with
 * a minus sign: `1234.5`, 1 → "1,234.5"; `-14.2`, 1 → "-14.2".
 */
export function formatFigure(value: number, locale: Locale, decimals: number): string {
  return memo(
    `figure:${locale}:${decimals}`,
    () =>
      new Intl.NumberFormat(INTL_LOCALE[locale], {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }),
  ).format(value);
}

/**
 * A moment as a short date and time → "21 Nov 2026, 14:05" / "2026年11月21日 14:05". In the
 * visitor's own time zone by default (it answers "how old is what I see", not "when was it
 * filed"); pass {@link SITE_TIME_ZONE} for a time the site states, such as a quote's.
 * @param epochMs milliseconds since the epoch
 */
export function formatDateTime(epochMs: number, locale: Locale, timeZone?: string): string {
  return memo(
    `datetime:${locale}:${timeZone ?? ''}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        dateStyle: 'medium',
        timeStyle: 'short',
        ...(timeZone ? { timeZone } : {}),
      }),
  ).format(new Date(epochMs));
}

/**
 * A moment (ISO 8601 with offset) or a Hong Kong day (`YYYY-MM-DD`) as a full date in Hong
 * Kong → "Friday, 4 June 2027" / "2027年6月4日星期五". Invalid input → the input.
 */
export function formatFullDate(value: string, locale: Locale): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? siteDateTime(value, '12:00:00') : value);
  if (Number.isNaN(date.getTime())) return value;
  return memo(
    `fulldate:${locale}`,
    () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'full', timeZone: SITE_TIME_ZONE }),
  ).format(date);
}

/** A moment's time of day in `timeZone` (default Hong Kong) → "10:30 am" / "上午10:30". */
export function formatTime(iso: string, locale: Locale, timeZone: string = SITE_TIME_ZONE): string {
  return memo(
    `time:${locale}:${timeZone}`,
    () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeStyle: 'short', timeZone }),
  ).format(new Date(iso));
}

/**
 * A moment in `timeZone` with its date and the zone's short name, for a visitor outside Hong
 * Kong → "Fri 4 Jun, 3:30 am BST" / "6月4日周五 GMT+1 03:30".
 * @throws {RangeError} for a time zone `Intl` does not know
 */
export function formatZonedDateTime(iso: string, locale: Locale, timeZone: string): string {
  return memo(
    `zoned:${locale}:${timeZone}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone,
      }),
  ).format(new Date(iso));
}

/** Whether `timeZone` shows the moment `iso` as the same wall-clock date and time as Hong Kong. */
export function sameWallClockAsSite(iso: string, timeZone: string): boolean {
  const wall = (zone: string) =>
    memo(
      `wall:${zone}`,
      () =>
        new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23', timeZone: zone }),
    ).format(new Date(iso));
  return wall(timeZone) === wall(SITE_TIME_ZONE);
}

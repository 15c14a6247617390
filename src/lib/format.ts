/**
 * Locale-aware formatting with `Intl`. Dates are shown in Hong Kong time, where the group files
 * its announcements, so a filing's date never shifts with the visitor's time zone.
 */
import { INTL_LOCALE, type Locale } from '@/config/locales';

/** The time zone the site states dates in. */
export const SITE_TIME_ZONE = 'Asia/Hong_Kong';

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function memo<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

/** `2026-11-12T18:45:00+08:00` → "12 November 2026" / "2026年11月12日". Invalid input → the input. */
export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return memo(`date:${locale}`, () =>
    new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: SITE_TIME_ZONE }),
  ).format(date);
}

/** A `YYYY-MM` or `YYYY` timeline date → "May 2023" / "2023年5月" / "2023". */
export function formatMonth(value: string, locale: Locale): string {
  const match = /^(\d{4})(?:-(\d{2}))?$/.exec(value);
  if (!match) return value;
  const [, year, month] = match;
  if (!month) return year ?? value;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, 15));
  return memo(`month:${locale}`, () =>
    new Intl.DateTimeFormat(INTL_LOCALE[locale], { year: 'numeric', month: 'long', timeZone: 'UTC' }),
  ).format(date);
}

/** A byte count as kB or MB for `locale` (decimal units, as file managers show them). */
export function formatBytes(bytes: number, locale: Locale): string {
  const megabytes = bytes >= 1_000_000;
  const value = megabytes ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1_000));
  return memo(`bytes:${locale}:${megabytes}`, () =>
    new Intl.NumberFormat(INTL_LOCALE[locale], {
      style: 'unit',
      unit: megabytes ? 'megabyte' : 'kilobyte',
      unitDisplay: 'short',
      maximumFractionDigits: megabytes ? 1 : 0,
    }),
  ).format(value);
}

/**
 * A moment as a short date and time in the visitor's own time zone (it answers "how old is
 * what I see", not "when was it filed") → "21 Nov 2026, 14:05" / "2026年11月21日 14:05".
 * @param epochMs milliseconds since the epoch
 */
export function formatDateTime(epochMs: number, locale: Locale): string {
  return memo(`datetime:${locale}`, () =>
    new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(new Date(epochMs));
}

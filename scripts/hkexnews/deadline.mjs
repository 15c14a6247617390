// @ts-check
/**
 * When a filing must be on the issuer's own website, and when the watcher raises the alarm before
 * that. The Listing Rules (Main Board rule 2.07C(6), GEM rule 16.19) give the issuer one hour from
 * its publication on HKEXnews; a filing HKEXnews publishes after 19:00 is due by 08:30 on the next
 * business day. A business day is a weekday that is not a Hong Kong public holiday
 * (`date-holidays`' calendar for `HK`).
 *
 * The alarm comes early enough to act: {@link ALARM_AFTER_MINUTES} into the hour (a setting), and
 * as early before an 08:30 deadline.
 */
import Holidays from 'date-holidays';

/** How long the website has, from HKEXnews' release (Listing Rules, as above). */
export const DEADLINE_MINUTES = 60;
/** When the alarm is raised, in minutes from the release: the default of the watcher's setting. */
export const ALARM_AFTER_MINUTES = 45;

/** Hong Kong's offset from UTC, in milliseconds: no daylight saving since 1979. */
const HONG_KONG_OFFSET_MS = 8 * 3_600_000;
const MINUTE_MS = 60_000;

const hongKong = new Holidays('HK');

/** The Hong Kong calendar day and minute of `at`. */
function hongKongClock(/** @type {Date} */ at) {
  const local = new Date(at.getTime() + HONG_KONG_OFFSET_MS);
  return {
    day: local.toISOString().slice(0, 10),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
    weekday: local.getUTCDay(),
  };
}

/**
 * Whether a Hong Kong calendar day is a business day: Monday to Friday, and not a public holiday
 * (`date-holidays`: its `public` holidays for Hong Kong).
 * @param {string} day `YYYY-MM-DD`
 */
export function isBusinessDay(day) {
  const noon = new Date(`${day}T12:00:00+08:00`);
  const weekday = hongKongClock(noon).weekday;
  if (weekday === 0 || weekday === 6) return false;
  const holidays = hongKong.isHoliday(noon);
  return !(holidays && holidays.some((holiday) => holiday.type === 'public'));
}

/** The business day after a Hong Kong calendar day. */
function nextBusinessDay(/** @type {string} */ day) {
  let next = day;
  do {
    next = new Date(Date.parse(`${next}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  } while (!isBusinessDay(next));
  return next;
}

/**
 * When a filing released on HKEXnews at `releasedAt` is due on the website, and when the alarm
 * for it goes off.
 * @param {Date} releasedAt
 * @param {{ alarmAfterMinutes?: number }} [options] the alarm's setting, 1 to {@link DEADLINE_MINUTES}
 * @returns {{ dueAt: Date, alarmAt: Date }}
 * @throws {RangeError} when the setting is outside its range
 */
export function websiteDeadline(releasedAt, options = {}) {
  const alarmAfter = options.alarmAfterMinutes ?? ALARM_AFTER_MINUTES;
  if (!(Number.isInteger(alarmAfter) && alarmAfter >= 1 && alarmAfter <= DEADLINE_MINUTES)) {
    throw new RangeError(`The alarm must come 1 to ${DEADLINE_MINUTES} minutes after a release, not ${alarmAfter}`);
  }
  const clock = hongKongClock(releasedAt);
  const dueAt =
    clock.minutes > 19 * 60
      ? new Date(`${nextBusinessDay(clock.day)}T08:30:00+08:00`)
      : new Date(releasedAt.getTime() + DEADLINE_MINUTES * MINUTE_MS);
  return { dueAt, alarmAt: new Date(dueAt.getTime() - (DEADLINE_MINUTES - alarmAfter) * MINUTE_MS) };
}

/**
 * Where a filing that is not yet on the website stands at `now`: `waiting` until its alarm,
 * `alarm` from then until it is due, `late` after; and the whole minutes left until it is due
 * (negative once late).
 * @param {Date} releasedAt
 * @param {Date} now the clock, injected
 * @param {{ alarmAfterMinutes?: number }} [options]
 * @returns {{ state: 'waiting' | 'alarm' | 'late', minutesLeft: number, dueAt: Date }}
 */
export function deadlineState(releasedAt, now, options) {
  const { dueAt, alarmAt } = websiteDeadline(releasedAt, options);
  const minutesLeft = Math.floor((dueAt.getTime() - now.getTime()) / MINUTE_MS);
  const state = now.getTime() >= dueAt.getTime() ? 'late' : now.getTime() >= alarmAt.getTime() ? 'alarm' : 'waiting';
  return { state, minutesLeft, dueAt };
}

import { DAYS } from './enum-values.ts';
import type { PauseState } from './schemas/pause.ts';
import { formatPerZone, zonedDate, zonedTimeToInstant } from './time-zones.ts';
import { intervalMinutes, MINUTES_PER_DAY, type WorkingHoursInput } from './working-hours.ts';

/**
 * A pause (issue 13): the vendor stops taking marketplace orders for a while and starts again by
 * itself. The end is stored as an instant and compared on read, so it ends on every instance at
 * the same moment with no timer as the truth. It sits beside the open/closed switch (account
 * visibility, vendor working), which stays until someone changes it.
 */

/** The lengths a pause may be asked for, in minutes. */
export const PAUSE_MINUTES = [15, 30, 60, 120, 240] as const;
export type PauseMinutes = (typeof PAUSE_MINUTES)[number];

/** A pause may be set to end at most this far ahead (a week): longer means closing the shop. */
export const PAUSE_MAX_AHEAD_MS = 7 * 24 * 60 * 60 * 1000;

/** The end of the vendor's day: the next midnight in its time zone. */
export const END_OF_DAY = 'END_OF_DAY';

/**
 * Auto-pause: with no orders screen connected for this many minutes of the vendor's opening hours,
 * the server pauses the vendor until someone resumes. Null is off (the default).
 */
export const AUTO_PAUSE_LIMITS = { min: 5, max: 120 } as const;
/** The choices the web offers; the API takes any whole number of minutes within the limits. */
export const AUTO_PAUSE_CHOICES = [5, 10, 15, 30, 60, 120] as const;

/** Whether a vendor with this pause state takes no orders at `now`. */
export function isPausedAt(
  state: Pick<PauseState, 'pausedUntil' | 'autoPausedAt'>,
  now: Date | number,
): boolean {
  if (state.autoPausedAt !== null) return true;
  return state.pausedUntil !== null && new Date(now).getTime() < Date.parse(state.pausedUntil);
}

/**
 * What customers meet at `now`, the one status every screen shows: CLOSED when the account is
 * hidden or the vendor not working (a pause changes nothing then), PAUSED while a pause holds,
 * otherwise OPENED.
 */
export type VendorStatus = 'OPENED' | 'PAUSED' | 'CLOSED';
export function vendorStatusAt(
  account: { visible: boolean },
  vendor: { working: boolean } & Pick<PauseState, 'pausedUntil' | 'autoPausedAt'>,
  now: Date | number,
): VendorStatus {
  if (!account.visible || !vendor.working) return 'CLOSED';
  return isPausedAt(vendor, now) ? 'PAUSED' : 'OPENED';
}

/**
 * The next midnight in a time zone after `now`. Computed on the zone's calendar, so a day of 23 or
 * 25 hours (a DST change) still ends at the wall clock's 00:00; a midnight that a change skips
 * becomes the first instant after the gap.
 */
export function nextMidnight(now: Date, timeZone: string): Date {
  const today = zonedDate(now, timeZone);
  const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
  return zonedTimeToInstant(
    { year: tomorrow.getUTCFullYear(), month: tomorrow.getUTCMonth() + 1, day: tomorrow.getUTCDate() },
    timeZone,
  );
}

const wallClock = formatPerZone('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
function wallMinutes(instant: Date, timeZone: string): number {
  const parts = wallClock(timeZone).formatToParts(instant);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  return hour * 60 + minute;
}

/**
 * Whether a weekly schedule (working hours in the vendor's zone) is open at an instant: inside
 * today's interval, or in the part of yesterday's that crosses midnight.
 */
export function isOpenAt(hours: WorkingHoursInput, timeZone: string, instant: Date): boolean {
  const date = zonedDate(instant, timeZone);
  // getUTCDay: 0 is Sunday; DAYS starts on Monday.
  const weekday = (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7;
  const minute = wallMinutes(instant, timeZone);
  const span = (index: number) => {
    const interval = hours.intervals[DAYS[(index + 7) % 7]!];
    const minutes = interval ? intervalMinutes(interval) : null;
    return minutes && typeof minutes === 'object' ? minutes : null;
  };
  const today = span(weekday);
  if (today && minute >= today.start && minute < today.end) return true;
  const yesterday = span(weekday - 1);
  return yesterday !== null && yesterday.end > MINUTES_PER_DAY && minute < yesterday.end - MINUTES_PER_DAY;
}

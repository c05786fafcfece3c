/**
 * Calendar days picked in the UI (dd/mm/yyyy) as instant periods. Apart from archive.ts and its zod
 * schemas: the statistics page computes its period with them and loads no zod.
 */
import { zonedDate, zonedTimeToInstant } from './time-zones.ts';

const isoDay = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** 'YYYY-MM-DD' of an instant on the vendor's calendar. */
export const zonedDay = (instant: Date, timeZone: string): string => isoDay(zonedDate(instant, timeZone));

/** 'YYYY-MM-DD' plus `days` (calendar arithmetic, no zone involved). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d! + days));
  return isoDay({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

/**
 * The instants of whole vendor days `first`..`last` (both included): from the first's midnight to
 * the midnight after the last, but never later than now.
 */
export function daysToPeriod(
  first: string,
  last: string,
  timeZone: string,
  now: Date,
): { from: string; to: string } {
  const wall = (day: string) => {
    const [year, month, date] = day.split('-').map(Number);
    return { year: year!, month: month!, day: date! };
  };
  const from = zonedTimeToInstant(wall(first), timeZone);
  const end = zonedTimeToInstant(wall(addDays(last, 1)), timeZone);
  return { from: from.toISOString(), to: (end < now ? end : now).toISOString() };
}

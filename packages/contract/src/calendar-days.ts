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
 * the midnight after the last.
 */
export function wholeDays(first: string, last: string, timeZone: string): { from: string; to: string } {
  const wall = (day: string) => {
    const [year, month, date] = day.split('-').map(Number);
    return { year: year!, month: month!, day: date! };
  };
  return {
    from: zonedTimeToInstant(wall(first), timeZone).toISOString(),
    to: zonedTimeToInstant(wall(addDays(last, 1)), timeZone).toISOString(),
  };
}

/** As wholeDays, but never later than now: what has happened so far in those days. */
export function daysToPeriod(
  first: string,
  last: string,
  timeZone: string,
  now: Date,
): { from: string; to: string } {
  const period = wholeDays(first, last, timeZone);
  return Date.parse(period.to) < now.getTime() ? period : { from: period.from, to: now.toISOString() };
}

/** The statistics page's preset periods, in days ending today. */
export const STATISTIC_PRESET_DAYS = { today: 1, week: 7, month: 30 } as const;
export type StatisticPreset = keyof typeof STATISTIC_PRESET_DAYS;
/** The period the statistics page opens on. */
export const OPENING_STATISTIC_PRESET: StatisticPreset = 'week';

/** The first and last day of a preset period ending `today`. */
export const presetDays = (preset: StatisticPreset, today: string): [string, string] => [
  addDays(today, 1 - STATISTIC_PRESET_DAYS[preset]),
  today,
];

/**
 * The period the statistics page opens on, as whole days: the same address all day long, so the
 * server can ask for it with the page (a preload) and the page takes that answer.
 */
export function openingStatisticPeriod(timeZone: string, now: Date): { from: string; to: string } {
  return wholeDays(...presetDays(OPENING_STATISTIC_PRESET, zonedDay(now, timeZone)), timeZone);
}

/**
 * Special and holiday hours (docs/product.md#special-and-holiday-hours): for one calendar date on
 * the vendor's clock, an entry replaces the weekly hours — closed all day, or open only in its
 * intervals. The intake compares them with the clock on every read, like a pause, so a day starts
 * and ends on every instance at the same moment with no timer. Apart from the zod schemas
 * (schemas/special-hours.ts): the web's first chunk can use the rules without loading zod.
 */
import { addDays, zonedDay } from './calendar-days.ts';
import { zonedTimeToInstant } from './time-zones.ts';
import { intervalMinutes, MINUTES_PER_DAY, timeToMinutes } from './working-hours.ts';

export const SPECIAL_HOURS_LIMITS = {
  /** Entries a vendor may hold at once. */
  entries: 100,
  /** How far ahead a date may be, in days after today on the vendor's clock (today is day 0). */
  daysAhead: 365,
  /** Intervals of one day. */
  intervalsPerDay: 4,
  /** Characters of a note ("Christmas"). */
  note: 100,
} as const;

export interface SpecialIntervalInput {
  from: string;
  until: string;
}

/** One date as stored and answered: closed all day, or open only in `intervals` (none when closed). */
export interface SpecialDay {
  date: string;
  closed: boolean;
  intervals: SpecialIntervalInput[];
  note: string | null;
}

/** Why a date is refused on the vendor's calendar today. */
export type SpecialDateProblem = 'past' | 'tooFar';

/** A date is allowed from today up to SPECIAL_HOURS_LIMITS.daysAhead days after it. */
export function specialDateProblem(date: string, today: string): SpecialDateProblem | null {
  if (date < today) return 'past';
  return date > addDays(today, SPECIAL_HOURS_LIMITS.daysAhead) ? 'tooFar' : null;
}

/**
 * Minutes from the start of the day of an interval, or why it is refused: the weekly hours' rule
 * (HH:MM, 24:00 or 00:00 as the end of the day, the end after the start) without crossing midnight,
 * since an entry covers its own date only.
 */
export const specialIntervalMinutes = (interval: SpecialIntervalInput) => intervalMinutes(interval);

/** True when the day's intervals are each valid and none overlaps another. */
export function validSpecialIntervals(intervals: readonly SpecialIntervalInput[]): boolean {
  const spans = intervals.map(specialIntervalMinutes);
  if (spans.some((span) => typeof span === 'string')) return false;
  const sorted = [...(spans as { start: number; end: number }[])].sort((a, b) => a.start - b.start);
  return sorted.every((span, i) => i === 0 || sorted[i - 1]!.end <= span.start);
}

/** The day's entries by date, past days left out: they drop out by themselves. */
export function upcomingSpecialHours<T extends { date: string }>(list: readonly T[], today: string): T[] {
  return list.filter((day) => day.date >= today).sort((a, b) => a.date.localeCompare(b.date));
}

const wallOf = (date: string, minutes: number) => {
  const [year, month, day] = date.split('-').map(Number);
  if (minutes >= MINUTES_PER_DAY) {
    const [y, m, d] = addDays(date, 1).split('-').map(Number);
    return { year: y!, month: m!, day: d! };
  }
  return { year: year!, month: month!, day: day!, hour: Math.floor(minutes / 60), minute: minutes % 60 };
};

/**
 * The instants a day's intervals cover, on the vendor's clock: an hour a DST change skips or
 * repeats counts as the wall clock has it, so a 23- or 25-hour day is covered to its midnight.
 */
export function specialDaySpans(day: SpecialDay, timeZone: string): { start: Date; end: Date }[] {
  if (day.closed) return [];
  return day.intervals
    .map((interval) => {
      const from = timeToMinutes(interval.from) ?? 0;
      const until = timeToMinutes(interval.until) ?? MINUTES_PER_DAY;
      const end = until === 0 ? MINUTES_PER_DAY : until;
      return {
        start: zonedTimeToInstant(wallOf(day.date, from), timeZone),
        end: zonedTimeToInstant(wallOf(day.date, end), timeZone),
      };
    })
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The entry of the vendor's date at `now`, if any. */
export function specialDayAt(list: readonly SpecialDay[], timeZone: string, now: Date): SpecialDay | null {
  const today = zonedDay(now, timeZone);
  return list.find((day) => day.date === today) ?? null;
}

/** Whether special hours keep the vendor shut at `now`: a closed day, or outside the day's intervals. */
export function isSpecialClosedAt(list: readonly SpecialDay[], timeZone: string, now: Date): boolean {
  const day = specialDayAt(list, timeZone, now);
  if (!day) return false;
  return !specialDaySpans(day, timeZone).some(({ start, end }) => start <= now && now < end);
}

/**
 * The next moment special hours let the vendor open after `now`: the next interval's start, or the
 * midnight of the first day without an entry (the weekly hours do not stop the intake). Null when
 * special hours do not keep it shut now.
 */
export function nextSpecialOpening(list: readonly SpecialDay[], timeZone: string, now: Date): Date | null {
  if (!isSpecialClosedAt(list, timeZone, now)) return null;
  const byDate = new Map(list.map((day) => [day.date, day]));
  let date = zonedDay(now, timeZone);
  // Each step moves to the next date; past the last entry the next day has none.
  for (let step = 0; step <= list.length + 1; step += 1) {
    const day = byDate.get(date);
    if (!day) return zonedTimeToInstant(wallOf(date, 0), timeZone);
    const next = specialDaySpans(day, timeZone).find(({ start }) => start > now);
    if (next) return next.start;
    date = addDays(date, 1);
  }
  return null;
}

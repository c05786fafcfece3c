/**
 * Working hours (docs/product.md#working-hours): one interval per day MONDAY..SUNDAY, `{from, until,
 * turnIntoAnotherDay}` in HH:MM of the vendor's time zone. A missing day is a day off. 24:00 (or 00:00 as an
 * end) stands for the end of the day. The end must be after the start, unless the interval crosses midnight
 * (turnIntoAnotherDay), in which case it ends the next morning, before it starts again.
 *
 * The web form and the server run this same rule; a failure shows VALIDATION_MESSAGES.workingHours.
 */
import { DAYS } from './enum-values.ts';
import type { Day } from './enums.ts';
import type { ValidationResult } from './validation.ts';

export const MINUTES_PER_DAY = 24 * 60;

const TIME_PATTERN = /^(?:([01]\d|2[0-3]):([0-5]\d)|(24):(00))$/;

export interface WorkingIntervalInput {
  from: string;
  until: string;
  turnIntoAnotherDay?: boolean | undefined;
}

export interface WorkingHoursInput {
  intervals: Partial<Record<Day, WorkingIntervalInput | null | undefined>>;
}

/** Why an interval or a schedule is refused. */
export type WorkingHoursProblem =
  /** Not HH:MM, or 24:00 used as a start. */
  | 'format'
  /** Ends at or before its start without crossing midnight. */
  | 'endNotAfterStart'
  /** Marked as crossing midnight but ends later the same day (or at 24:00). */
  | 'doesNotCrossMidnight'
  /** Crosses midnight into the next day's opening hours. */
  | 'overlapsNextDay';

/** Minutes since midnight of an HH:MM time (24:00 is 1440); null when it is not HH:MM. */
export const timeToMinutes = (time: string): number | null => {
  const match = TIME_PATTERN.exec(time);
  if (!match) return null;
  if (match[3]) return MINUTES_PER_DAY;
  return Number(match[1]) * 60 + Number(match[2]);
};

/** 'HH:MM' of minutes since midnight; 1440 gives '24:00'. */
export const minutesToTime = (minutes: number): string => {
  const clamped = Math.max(0, Math.min(MINUTES_PER_DAY, Math.trunc(minutes)));
  return `${String(Math.floor(clamped / 60)).padStart(2, '0')}:${String(clamped % 60).padStart(2, '0')}`;
};

/**
 * The interval as minutes from the start of its own day: `end` may exceed 1440 when it crosses
 * midnight. An end of 00:00 without crossing midnight is the end of the day (docs/product.md#working-hours).
 */
export const intervalMinutes = (
  interval: WorkingIntervalInput,
): { start: number; end: number } | WorkingHoursProblem => {
  const start = timeToMinutes(interval.from);
  const until = timeToMinutes(interval.until);
  if (start === null || until === null || start === MINUTES_PER_DAY) return 'format';
  if (interval.turnIntoAnotherDay) {
    // Crossing midnight: the end is the next morning, so before the start (00:00 = midnight).
    if (until === MINUTES_PER_DAY || until >= start) return 'doesNotCrossMidnight';
    return { start, end: MINUTES_PER_DAY + until };
  }
  const end = until === 0 ? MINUTES_PER_DAY : until;
  return end > start ? { start, end } : 'endNotAfterStart';
};

/** One interval on its own: true or the problem. */
export const checkWorkingInterval = (interval: WorkingIntervalInput): true | WorkingHoursProblem => {
  const minutes = intervalMinutes(interval);
  return typeof minutes === 'string' ? minutes : true;
};

/**
 * Every problem of a schedule, by day. An interval that crosses midnight must end before the next
 * day's interval starts (SUNDAY's night runs into MONDAY).
 */
export const workingHoursProblems = (
  hours: WorkingHoursInput,
): { day: Day; problem: WorkingHoursProblem }[] => {
  const problems: { day: Day; problem: WorkingHoursProblem }[] = [];
  const spans = DAYS.map((day) => {
    const interval = hours.intervals[day];
    if (!interval) return null;
    const minutes = intervalMinutes(interval);
    if (typeof minutes === 'string') {
      problems.push({ day, problem: minutes });
      return null;
    }
    return minutes;
  });
  DAYS.forEach((day, index) => {
    const span = spans[index];
    const next = spans[(index + 1) % DAYS.length];
    if (span && next && span.end > MINUTES_PER_DAY && span.end - MINUTES_PER_DAY > next.start) {
      problems.push({ day, problem: 'overlapsNextDay' });
    }
  });
  return problems;
};

/** The form rule: true, or the key of VALIDATION_MESSAGES.workingHours. */
export const validWorkingHours = (hours: WorkingHoursInput): ValidationResult =>
  workingHoursProblems(hours).length === 0 ? true : 'workingHours';

/** The schedule with its days in MONDAY..SUNDAY order (a database may store object keys in any order). */
export const orderWorkingHours = <T extends WorkingIntervalInput>(hours: {
  intervals: Partial<Record<Day, T>>;
}): { intervals: Partial<Record<Day, T>> } => {
  const intervals: Partial<Record<Day, T>> = {};
  for (const day of DAYS) {
    const interval = hours.intervals[day];
    if (interval) intervals[day] = interval;
  }
  return { intervals };
};

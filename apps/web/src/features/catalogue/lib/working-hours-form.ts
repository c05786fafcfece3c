/**
 * The working-hours form (docs/product.md#working-hours): one row per day MONDAY..SUNDAY with a from and an
 * until time in 15-minute steps from 00:00 to 24:00, an until after midnight when the day runs into the night
 * (turnIntoAnotherDay), and a day-off (weekend) flag. The schedule rule itself is the contract's
 * `workingHoursProblems`, the one the server applies.
 */
import {
  DAYS,
  type Day,
  DEFAULT_SUPPORT_HOURS,
  MINUTES_PER_DAY,
  minutesToTime,
  timeToMinutes,
  type WorkingHours,
  type WorkingHoursRequest,
} from '@larder/contract';

export const TIME_STEP_MINUTES = 15;
/**
 * docs/product.md#working-hours: a time dropdown opens below its input when at least this much room remains,
 * else above.
 */
export const DROPDOWN_MIN_SPACE_BELOW_PX = 200;
/** The value of an until option after midnight: `next:HH:MM`. */
const NEXT_DAY_PREFIX = 'next:';

export interface DayDraft {
  /**
   * A day off: left out of the saved intervals (a missing day is a day off, docs/product.md#working-hours).
   */
  off: boolean;
  from: string;
  /** HH:MM; 24:00 for the end of the day; with `nextDay`, a time of the next morning. */
  until: string;
  nextDay: boolean;
}

export type WeekDraft = Record<Day, DayDraft>;

export interface TimeOption {
  value: string;
  label: string;
}

/** Where a dropdown opens: below when at least 200 px remain under its input, else above. */
export const dropdownPosition = (spaceBelowPx: number): 'bottom' | 'top' =>
  spaceBelowPx >= DROPDOWN_MIN_SPACE_BELOW_PX ? 'bottom' : 'top';

/** Hours of a day that is opened again, or of a schedule that never had any. */
const DEFAULT_DAY: DayDraft = {
  off: false,
  from: DEFAULT_SUPPORT_HOURS.from,
  until: DEFAULT_SUPPORT_HOURS.until,
  nextDay: false,
};

/** Ends that mean the end of the day (a night "crossing" midnight to exactly 00:00 included). */
const END_OF_DAY: readonly string[] = ['24:00', '00:00', '23:59'];

/** A day with no schedule at all: open around the clock. */
const ALL_DAY: DayDraft = { off: false, from: '00:00', until: '24:00', nextDay: false };

/**
 * The form of a stored schedule. docs/product.md#working-hours: an end of 00:00 or 23:59 on the same day is
 * the end of the day and shows as 24:00; so does a night that "crosses" midnight to exactly 00:00. No
 * schedule at all (null) is open every day around the clock.
 */
export function draftFromHours(hours: WorkingHours | null | undefined): WeekDraft {
  const draft = {} as WeekDraft;
  for (const day of DAYS) {
    if (!hours) {
      draft[day] = { ...ALL_DAY };
      continue;
    }
    const interval = hours.intervals[day];
    if (!interval) {
      draft[day] = { ...DEFAULT_DAY, off: true };
      continue;
    }
    const endOfDay = END_OF_DAY.includes(interval.until);
    draft[day] = {
      off: false,
      from: interval.from,
      until: endOfDay ? '24:00' : interval.until,
      nextDay: !endOfDay && Boolean(interval.turnIntoAnotherDay),
    };
  }
  return draft;
}

/**
 * The request of a form: days off left out; the end of the day saved as 00:00
 * (docs/product.md#working-hours).
 */
export function requestFromDraft(draft: WeekDraft): WorkingHoursRequest {
  const intervals: WorkingHoursRequest['intervals'] = {};
  for (const day of DAYS) {
    const row = draft[day];
    if (row.off) continue;
    const endOfDay = !row.nextDay && row.until === '24:00';
    intervals[day] = {
      from: row.from,
      until: endOfDay ? '00:00' : row.until,
      turnIntoAnotherDay: row.nextDay,
    };
  }
  return { intervals };
}

/** The value of a day's until dropdown. */
export const untilValue = (row: Pick<DayDraft, 'until' | 'nextDay'>): string =>
  row.nextDay ? `${NEXT_DAY_PREFIX}${row.until}` : row.until;

/** A value of the until dropdown back to the row's fields. */
export function parseUntilValue(value: string): Pick<DayDraft, 'until' | 'nextDay'> {
  return value.startsWith(NEXT_DAY_PREFIX)
    ? { until: value.slice(NEXT_DAY_PREFIX.length), nextDay: true }
    : { until: value, nextDay: false };
}

const steps = (fromMinutes: number, toMinutes: number): number[] => {
  const list: number[] = [];
  for (let minutes = fromMinutes; minutes <= toMinutes; minutes += TIME_STEP_MINUTES) list.push(minutes);
  return list;
};

/** Every start time: 00:00 to 23:45. */
export function fromOptions(current?: string): TimeOption[] {
  const options = steps(0, MINUTES_PER_DAY - TIME_STEP_MINUTES).map((minutes) => {
    const time = minutesToTime(minutes);
    return { value: time, label: time };
  });
  return withCurrent(options, current, current ?? '');
}

export interface UntilOptions {
  sameDay: TimeOption[];
  nextDay: TimeOption[];
}

/**
 * The end times a day can take (docs/product.md#working-hours): later
 * the same day up to 24:00, then after midnight up to the next day's opening (when it opens) and
 * before this day's own start. `nextDayLabel` formats an after-midnight time.
 */
export function untilOptions(
  row: DayDraft,
  nextDayStart: string | null,
  nextDayLabel: (time: string) => string,
): UntilOptions {
  const start = timeToMinutes(row.from) ?? 0;
  const sameDay = steps(start + TIME_STEP_MINUTES, MINUTES_PER_DAY).map((minutes) => {
    const time = minutesToTime(minutes);
    return { value: time, label: time };
  });
  const nextOpening = nextDayStart === null ? MINUTES_PER_DAY : (timeToMinutes(nextDayStart) ?? 0);
  const lastAfterMidnight = Math.min(start - TIME_STEP_MINUTES, nextOpening);
  const nextDay = steps(TIME_STEP_MINUTES, lastAfterMidnight).map((minutes) => {
    const time = minutesToTime(minutes);
    return { value: `${NEXT_DAY_PREFIX}${time}`, label: nextDayLabel(time) };
  });
  // A stored or half-edited value outside the window still shows (and is flagged by the rule).
  const current = untilValue(row);
  if (row.nextDay) return { sameDay, nextDay: withCurrent(nextDay, current, nextDayLabel(row.until)) };
  return { sameDay: withCurrent(sameDay, current, row.until), nextDay };
}

function withCurrent(options: TimeOption[], current: string | undefined, label: string): TimeOption[] {
  if (!current || options.some((option) => option.value === current)) return options;
  return [{ value: current, label }, ...options];
}

/** The day after `day` (SUNDAY's night runs into MONDAY). */
export const nextDayOf = (day: Day): Day => DAYS[(DAYS.indexOf(day) + 1) % DAYS.length] as Day;

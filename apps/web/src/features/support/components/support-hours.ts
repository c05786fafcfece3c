import { DAYS, type Day, DEFAULT_SUPPORT_HOURS, type WorkingHours } from '@larder/contract';

/** One line of the support schedule: a run of consecutive days with the same hours (null: day off). */
export interface ScheduleLine {
  days: Day[];
  hours: { from: string; until: string } | null;
}

/**
 * Groups the week into runs of consecutive days with the same hours. No intervals at all means the
 * marketplace did not say: the default (every day 10:00–22:00, docs/product.md#header-and-navigation)
 * applies.
 */
export function summarizeSchedule(workingHours: WorkingHours | null | undefined): ScheduleLine[] {
  const intervals = workingHours?.intervals ?? {};
  if (Object.keys(intervals).length === 0) {
    return [{ days: [...DAYS], hours: { ...DEFAULT_SUPPORT_HOURS } }];
  }
  const lines: ScheduleLine[] = [];
  for (const day of DAYS) {
    const interval = intervals[day];
    const hours = interval ? { from: interval.from, until: interval.until } : null;
    const last = lines.at(-1);
    if (last && last.hours?.from === hours?.from && last.hours?.until === hours?.until) last.days.push(day);
    else lines.push({ days: [day], hours });
  }
  return lines;
}

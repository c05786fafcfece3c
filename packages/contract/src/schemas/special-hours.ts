/** Special and holiday hours as schemas (rules and values: special-hours.ts). */
import { z } from 'zod';
import { SPECIAL_HOURS_LIMITS, validSpecialIntervals } from '../special-hours.ts';
import { HHMM, InputText } from './common.ts';

/** One interval of a special day, HH:MM on the vendor's clock as weekly hours use them, within the day. */
export const SpecialInterval = z.strictObject({ from: HHMM, until: HHMM });
export type SpecialInterval = z.infer<typeof SpecialInterval>;

const SpecialDate = z.iso.date();
const Note = InputText.trim().max(SPECIAL_HOURS_LIMITS.note);

const SpecialIntervals = z
  .array(SpecialInterval)
  .min(1)
  .max(SPECIAL_HOURS_LIMITS.intervalsPerDay)
  .refine(validSpecialIntervals, {
    message: 'Each interval must end after it starts, within the day, and not overlap another',
  });

/** One entry of PUT /api/vendor/{vendorId}/special-hours: closed all day, or open only in its intervals. */
export const SpecialDayRequest = z.union([
  z.strictObject({ date: SpecialDate, closed: z.literal(true), note: Note.optional() }),
  z.strictObject({ date: SpecialDate, intervals: SpecialIntervals, note: Note.optional() }),
]);
export type SpecialDayRequest = z.infer<typeof SpecialDayRequest>;

/**
 * The whole list; a day left out is removed. Whether a date is today or later and at most
 * SPECIAL_HOURS_LIMITS.daysAhead days ahead depends on the vendor's clock: the server checks it
 * with specialDateProblem.
 */
export const SpecialHoursRequest = z
  .array(SpecialDayRequest)
  .max(SPECIAL_HOURS_LIMITS.entries)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((day, index) => {
      if (seen.has(day.date)) {
        ctx.addIssue({ code: 'custom', path: [index, 'date'], message: `${day.date} is listed twice` });
      }
      seen.add(day.date);
    });
  });
export type SpecialHoursRequest = z.infer<typeof SpecialHoursRequest>;

/** One upcoming date as answered: `intervals` is empty on a closed day. */
export const SpecialDayAnswer = z.object({
  date: z.string(),
  closed: z.boolean(),
  intervals: z.array(z.object({ from: z.string(), until: z.string() })),
  note: z.string().nullable(),
});

/** The vendor's upcoming special days by date; past days have dropped out. */
export const SpecialHours = z.array(SpecialDayAnswer);
export type SpecialHours = z.infer<typeof SpecialHours>;

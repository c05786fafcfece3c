import { z } from 'zod';
import { DAYS } from './enum-values.ts';
import { zonedDate, zonedTimeToInstant } from './time-zones.ts';
import { intervalMinutes, type WorkingHoursInput } from './working-hours.ts';

/**
 * Sold out until… (issue 13): a product or a component switched off for a while comes back by
 * itself. The moment is stored as `availableAgainAt` and compared on read, so every instance and
 * every reader (the catalogue, the marketplace's order intake) agrees the instant it passes; a
 * periodic sweep only normalises the stored rows and tells the vendor's screens.
 */

/**
 * "Until tomorrow": the start of the vendor's first working-hours interval tomorrow (the
 * catalogue's working hours, in the vendor's time zone) when the catalogue has hours for that
 * day, else the next local midnight. A kitchen that sells out in the evening gets the item back
 * when it opens, not at midnight while it is closed.
 */
export const UNTIL_TOMORROW = 'END_OF_DAY';

/** A sold-out item may be set to come back at most this far ahead: longer is simply "off". */
export const SOLD_OUT_MAX_AHEAD_MS = 7 * 24 * 60 * 60 * 1000;

/** The web's "for a few hours" choice. */
export const SOLD_OUT_SHORT_HOURS = 4;

export const AvailableUntil = z.union([z.literal(UNTIL_TOMORROW), z.iso.datetime({ offset: true })]);
export type AvailableUntil = z.infer<typeof AvailableUntil>;

/**
 * PUT products/{id}/available and components/{id}/available: `{available}` as the web sends it,
 * or `{available: false, until}` to switch off until a moment (`null`: until switched back).
 */
export const AvailableRequest = z
  .strictObject({ available: z.boolean(), until: AvailableUntil.nullable().optional() })
  .refine((body) => !body.available || body.until === undefined || body.until === null, {
    message: 'An end time only goes with available: false',
    path: ['until'],
  });
export type AvailableRequest = z.infer<typeof AvailableRequest>;

/** What an item's availability is stored as. */
export interface StoredAvailability {
  available: boolean;
  availableAgainAt: Date | string | null;
}

const instant = (value: Date | string) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/** Whether an item can be ordered at `now`: on, or off until a moment that has passed. */
export function isAvailableAt(item: StoredAvailability, now: Date | number): boolean {
  if (item.available) return true;
  return item.availableAgainAt !== null && instant(item.availableAgainAt) <= new Date(now).getTime();
}

/** The moment an item comes back, as readers see it at `now`: null when on or off for good. */
export function availableAgainAt(item: StoredAvailability, now: Date | number): string | null {
  if (isAvailableAt(item, now) || item.availableAgainAt === null) return null;
  return new Date(instant(item.availableAgainAt)).toISOString();
}

/** The next 00:00 in a time zone after `now`, on the zone's calendar (a DST day has 23 or 25 hours). */
export function nextZonedMidnight(now: Date, timeZone: string): Date {
  return zonedTimeToInstant(tomorrowIn(now, timeZone), timeZone);
}

function tomorrowIn(now: Date, timeZone: string) {
  const today = zonedDate(now, timeZone);
  const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
  return { year: tomorrow.getUTCFullYear(), month: tomorrow.getUTCMonth() + 1, day: tomorrow.getUTCDate() };
}

/** UNTIL_TOMORROW at `now` for a vendor in `timeZone` whose catalogue has these working hours. */
export function untilTomorrow(now: Date, timeZone: string, workingHours: WorkingHoursInput | null): Date {
  const day = tomorrowIn(now, timeZone);
  // getUTCDay: 0 is Sunday; DAYS starts on Monday.
  const weekday = DAYS[(new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() + 6) % 7]!;
  const interval = workingHours?.intervals[weekday];
  const minutes = interval ? intervalMinutes(interval) : null;
  if (minutes && typeof minutes === 'object') {
    return zonedTimeToInstant(
      { ...day, hour: Math.floor(minutes.start / 60), minute: minutes.start % 60 },
      timeZone,
    );
  }
  return zonedTimeToInstant(day, timeZone);
}

/**
 * The instant an `until` of a request stands for, or why it is refused: it must lie after `now`
 * and at most SOLD_OUT_MAX_AHEAD_MS ahead.
 */
export function resolveAvailableUntil(
  until: AvailableUntil,
  now: Date,
  vendor: { timeZone: string; workingHours: WorkingHoursInput | null },
): Date | 'past' | 'tooFar' {
  const at =
    until === UNTIL_TOMORROW ? untilTomorrow(now, vendor.timeZone, vendor.workingHours) : new Date(until);
  if (at.getTime() <= now.getTime()) return 'past';
  if (at.getTime() - now.getTime() > SOLD_OUT_MAX_AHEAD_MS) return 'tooFar';
  return at;
}

/**
 * The live message a vendor's screens get when items' availability or stock count changed — they
 * came back by themselves (the sweep), someone switched or restocked them, an order took or gave
 * back portions: they reload the catalogue.
 */
export const CatalogueAvailabilityMessage = z.object({
  type: z.literal('CATALOGUE_AVAILABILITY'),
  body: z.object({ productIds: z.array(z.number()), componentIds: z.array(z.number()) }),
});
export type CatalogueAvailabilityMessage = z.infer<typeof CatalogueAvailabilityMessage>;

/**
 * When an item is back, as the catalogue grid says it: the vendor-local HH:mm, and the day when it
 * is not today ('tomorrow', or the weekday's short name in `locale` further ahead).
 */
export function backAtParts(
  at: string | Date,
  now: Date,
  timeZone: string,
  locale: string,
): { time: string; day: 'today' | 'tomorrow' | string } {
  const instant = new Date(at);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  const dayNumber = (date: Date) => {
    const { year, month, day } = zonedDate(date, timeZone);
    return Date.UTC(year, month - 1, day) / 86_400_000;
  };
  const ahead = dayNumber(instant) - dayNumber(now);
  if (ahead <= 0) return { time, day: 'today' };
  if (ahead === 1) return { time, day: 'tomorrow' };
  return { time, day: new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short' }).format(instant) };
}

/** Wall-clock time in a vendor's time zone, with the Intl API alone (no date library). */

/**
 * One Intl.DateTimeFormat of these options per time zone, built on first use: building one costs
 * far more than formatting with it. An undefined zone is the runtime's own.
 */
export function formatPerZone(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): (timeZone: string | undefined) => Intl.DateTimeFormat {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    const key = timeZone ?? '';
    let format = formats.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      formats.set(key, format);
    }
    return format;
  };
}

const partsFormat = formatPerZone('en-US', {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});
function zonedParts(instant: number, timeZone: string) {
  const out = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of partsFormat(timeZone).formatToParts(instant)) {
    if (part.type in out) out[part.type as keyof typeof out] = Number(part.value);
  }
  return out;
}

/** Milliseconds the zone is ahead of UTC at that instant. */
function zoneOffset(instant: number, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant of a wall-clock time in a zone. A time skipped by a DST change resolves to the
 * instant after the gap, a repeated one to its first occurrence.
 */
export function zonedTimeToInstant(
  wall: { year: number; month: number; day: number; hour?: number; minute?: number },
  timeZone: string,
): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour ?? 0, wall.minute ?? 0);
  const first = asUtc - zoneOffset(asUtc, timeZone);
  const second = asUtc - zoneOffset(first, timeZone);
  if (first === second) return new Date(first);
  // Two candidates around a change: keep the one that shows the asked time, the earlier if both do.
  const shows = (t: number) => {
    const p = zonedParts(t, timeZone);
    return p.hour === (wall.hour ?? 0) && p.minute === (wall.minute ?? 0);
  };
  const candidates = [Math.min(first, second), Math.max(first, second)].filter(shows);
  return new Date(candidates[0] ?? Math.max(first, second));
}

/** The calendar day an instant falls on in a zone. */
export function zonedDate(instant: Date, timeZone: string): { year: number; month: number; day: number } {
  const p = zonedParts(instant.getTime(), timeZone);
  return { year: p.year, month: p.month, day: p.day };
}

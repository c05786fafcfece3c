import { formatPerZone, zonedDate } from '@larder/contract';

const clockFormat = formatPerZone('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An instant on the vendor's clock, for "Paused until …": 'HH:mm' on the same day as `now`, else
 * with the day ('DD/MM HH:mm', the date order of docs/product.md#validation-and-formatting).
 */
export function vendorClockLabel(iso: string, timeZone: string, now: number): string {
  const instant = new Date(iso);
  const time = clockFormat(timeZone).format(instant);
  const day = zonedDate(instant, timeZone);
  const today = zonedDate(new Date(now), timeZone);
  const sameDay = day.year === today.year && day.month === today.month && day.day === today.day;
  return sameDay ? time : `${pad(day.day)}/${pad(day.month)} ${time}`;
}

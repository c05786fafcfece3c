import { formatDateTime, type Order } from '@larder/contract';

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/** A `...Local` wall-clock value (YYYY-MM-DDTHH:mm:ss in the vendor's zone) as DD/MM/YYYY HH:mm. */
export function formatLocalDateTime(local: string): string {
  const match = LOCAL_PATTERN.exec(local);
  if (!match) return '';
  const [, year, month, day, hour, minute] = match;
  return `${day}/${month}/${year} ${hour}:${minute}`;
}

/**
 * An order time as the vendor reads it: the server's `...Local` value when there is one, else the
 * instant in the vendor's time zone (the browser's when unknown). '' for no time.
 */
export function orderDateTime(iso: string | null, local?: string | null, timeZone?: string): string {
  if (local) {
    const text = formatLocalDateTime(local);
    if (text) return text;
  }
  if (!iso) return '';
  try {
    return formatDateTime(iso, timeZone);
  } catch {
    return formatDateTime(iso);
  }
}

/** HH:mm of an instant in the vendor's time zone. */
export function clockTime(iso: string, timeZone?: string): string {
  return orderDateTime(iso, null, timeZone).slice(11);
}

/** Whole minutes since the order was created (never negative). */
export function minutesSince(iso: string, now: number): number {
  const created = Date.parse(iso);
  if (Number.isNaN(created)) return 0;
  return Math.max(0, Math.floor((now - created) / 60_000));
}

/**
 * Whole minutes an approved order is past its estimated cooking end while not yet ready; null when
 * it is not late (or has no estimate). Computed from `now`, so it grows as the board's clock ticks.
 */
export function minutesOverdue(order: Order, now: number): number | null {
  if (order.status !== 'APPROVED' || order.readyAt || !order.estimatedCookingEndAt) return null;
  const end = Date.parse(order.estimatedCookingEndAt);
  if (Number.isNaN(end) || now < end + 60_000) return null;
  return Math.floor((now - end) / 60_000);
}

export const TIME_SLOT_MINUTES = 15;
const SLOT_MS = TIME_SLOT_MINUTES * 60_000;

export interface TimeSection {
  /** Start of the 15-minute slot the orders are estimated ready in; null for orders without an estimate. */
  start: number | null;
  end: number | null;
  orders: Order[];
}

/**
 * The mobile timeSectionList view: orders grouped by the 15-minute slot their cooking is estimated to
 * end in, earliest first; orders without an estimate yet (awaiting confirmation) come first, on their own.
 */
export function groupByEstimatedTime(orders: readonly Order[]): TimeSection[] {
  const unscheduled: Order[] = [];
  const slots = new Map<number, Order[]>();
  for (const order of orders) {
    const end = order.estimatedCookingEndAt ? Date.parse(order.estimatedCookingEndAt) : Number.NaN;
    if (Number.isNaN(end)) {
      unscheduled.push(order);
      continue;
    }
    const start = Math.floor(end / SLOT_MS) * SLOT_MS;
    const list = slots.get(start);
    if (list) list.push(order);
    else slots.set(start, [order]);
  }
  const sections: TimeSection[] = [...slots.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, list]) => ({
      start,
      end: start + SLOT_MS,
      orders: list.sort(
        (a, b) => Date.parse(a.estimatedCookingEndAt ?? '') - Date.parse(b.estimatedCookingEndAt ?? ''),
      ),
    }));
  return unscheduled.length > 0 ? [{ start: null, end: null, orders: unscheduled }, ...sections] : sections;
}

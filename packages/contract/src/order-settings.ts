import type { OrderSettings } from './schemas/order-settings.ts';
import { formatPerZone } from './time-zones.ts';

/**
 * A busy kitchen's controls (issue 13): auto-accept, the acceptance window, the capacity per
 * quarter hour and busy mode. Stored per vendor; the server applies them at intake and approval,
 * the orders board shows and edits them.
 */

/** Minutes an order may wait for approval before the server declines it. */
export const ACCEPTANCE_MINUTES = { min: 1, max: 30, default: 10 } as const;
/** Orders per quarter-hour slot: a cap far above any kitchen, so a typo cannot mean "unlimited". */
export const MAX_ORDERS_PER_SLOT = { min: 1, max: 500 } as const;
/** Capacity slots are this long, aligned to :00, :15, :30 and :45 of the vendor's clock. */
export const CAPACITY_SLOT_MINUTES = 15;
/** Minutes busy mode adds to every new order's cooking time; 0 is off. */
export const BUSY_EXTRA_MINUTES = [0, 10, 20, 30] as const;
export type BusyExtraMinutes = (typeof BUSY_EXTRA_MINUTES)[number];

export const DEFAULT_ORDER_SETTINGS: OrderSettings = {
  autoAccept: false,
  acceptanceMinutes: ACCEPTANCE_MINUTES.default,
  maxOrdersPer15Min: null,
  busyExtraMinutes: 0,
  busyUntil: null,
};

/** Why an order was declined: by the kitchen, or because nobody accepted it in time. */
export const DECLINE_REASONS = ['DECLINED_BY_VENDOR', 'NOT_ACCEPTED_IN_TIME'] as const;

/**
 * The minutes busy mode adds at `now`: compared on read, so busy mode ends when busyUntil passes
 * even if nothing else happens.
 */
export function busyMinutesAt(
  settings: Pick<OrderSettings, 'busyExtraMinutes' | 'busyUntil'>,
  now: Date,
): BusyExtraMinutes {
  if (settings.busyExtraMinutes === 0) return 0;
  if (settings.busyUntil !== null && Date.parse(settings.busyUntil) <= now.getTime()) return 0;
  return settings.busyExtraMinutes;
}

/** The settings as they are in effect at `now`: a busy mode that has ended reads as off. */
export function effectiveOrderSettings(settings: OrderSettings, now: Date): OrderSettings {
  return busyMinutesAt(settings, now) === 0
    ? { ...settings, busyExtraMinutes: 0, busyUntil: null }
    : settings;
}

const minuteFormat = formatPerZone('en-US', { hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });

/** The start of the capacity slot holding `now`, on the vendor's wall clock (:00/:15/:30/:45). */
export function capacitySlotStart(now: Date, timeZone: string): Date {
  const minute = Number(
    minuteFormat(timeZone)
      .formatToParts(now)
      .find((part) => part.type === 'minute')?.value ?? 0,
  );
  const wholeMinute = Math.floor(now.getTime() / 60_000) * 60_000;
  return new Date(wholeMinute - (minute % CAPACITY_SLOT_MINUTES) * 60_000);
}

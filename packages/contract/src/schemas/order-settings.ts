/** The order settings as a schema, and the decline reason (rules and values: order-settings.ts). */
import { z } from 'zod';
import {
  ACCEPTANCE_MINUTES,
  BUSY_EXTRA_MINUTES,
  DECLINE_REASONS,
  MAX_ORDERS_PER_SLOT,
} from '../order-settings.ts';

export const OrderSettings = z.strictObject({
  /** New marketplace orders are approved at once, with the usual cooking times. */
  autoAccept: z.boolean(),
  acceptanceMinutes: z.number().int().min(ACCEPTANCE_MINUTES.min).max(ACCEPTANCE_MINUTES.max),
  /** null: no cap. */
  maxOrdersPer15Min: z.number().int().min(MAX_ORDERS_PER_SLOT.min).max(MAX_ORDERS_PER_SLOT.max).nullable(),
  busyExtraMinutes: z.literal(BUSY_EXTRA_MINUTES),
  /** When busy mode ends by itself; null: when it is switched off. */
  busyUntil: z.iso.datetime({ offset: true }).nullable(),
});
export type OrderSettings = z.infer<typeof OrderSettings>;

export const DeclineReason = z.enum(DECLINE_REASONS);
export type DeclineReason = z.infer<typeof DeclineReason>;

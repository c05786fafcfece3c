/**
 * What the kitchen's order settings do to a new order at intake (issue 13): the capacity per
 * quarter hour, the acceptance deadline and auto-accept. Each runs inside the transaction that
 * inserts the order, so an order is refused, or created with its deadline, or created approved —
 * never half of one.
 */
import {
  busyMinutesAt,
  CAPACITY_SLOT_MINUTES,
  capacitySlotStart,
  type LiveMessageType,
  ORDER_SETTINGS_ERROR_CODES,
  type OrderSettings,
} from '@larder/contract';
import { and, count, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { loadOrderSettings } from '../params/order-settings.ts';
import { approval } from './actions.ts';
import { transitionInTx } from './service.ts';
import type { OrderRow } from './view.ts';

/** First key of the advisory lock that makes one vendor's intakes take turns (the second is the vendor). */
const INTAKE_LOCK_NAMESPACE = 0x4c617265;

/**
 * The vendor's settings for a new order; refuses it (409 CapacityReached) when the quarter hour
 * already holds maxOrdersPer15Min orders.
 */
export async function admitOrder(
  tx: Tx,
  vendorId: number,
  timeZone: string,
  now: Date,
): Promise<OrderSettings> {
  const settings = await loadOrderSettings(tx, vendorId);
  if (settings.maxOrdersPer15Min !== null) {
    await assertCapacity(tx, vendorId, settings.maxOrdersPer15Min, capacitySlotStart(now, timeZone));
  }
  return settings;
}

/**
 * Counts the slot's orders and lets the caller insert one more only below the cap. The lock is
 * held to the commit, so concurrent intakes of the vendor count one after another and each sees
 * the orders inserted before it: with a cap of 5, exactly 5 get in. Declined orders cook nothing
 * and do not count.
 */
async function assertCapacity(tx: Tx, vendorId: number, cap: number, slotStart: Date) {
  await tx.execute(sql`select pg_advisory_xact_lock(${INTAKE_LOCK_NAMESPACE}, ${vendorId})`);
  const slotEnd = new Date(slotStart.getTime() + CAPACITY_SLOT_MINUTES * 60_000);
  const [row] = await tx
    .select({ taken: count() })
    .from(orders)
    .where(
      and(
        eq(orders.vendorId, vendorId),
        gte(orders.createdAt, slotStart),
        lt(orders.createdAt, slotEnd),
        ne(orders.status, 'DECLINED'),
      ),
    );
  if ((row?.taken ?? 0) >= cap) {
    throw new AppError(
      409,
      ORDER_SETTINGS_ERROR_CODES.capacityReached,
      `The vendor takes at most ${cap} orders per ${CAPACITY_SLOT_MINUTES} minutes; try again in the next slot`,
    );
  }
}

/** A waiting order not approved by then is declined (acceptance-window.ts). */
export const acceptDeadline = (settings: OrderSettings, now: Date) =>
  new Date(now.getTime() + settings.acceptanceMinutes * 60_000);

/**
 * Approves an order that has just reached the kitchen, with the same move the approve route makes
 * (busy minutes included), marked as approved automatically.
 */
export function autoAccept(
  tx: Tx,
  order: Pick<OrderRow, 'id' | 'vendorId'>,
  settings: OrderSettings,
  now: Date,
  liveType: LiveMessageType,
): Promise<OrderRow> {
  const move = approval(
    { orderId: order.id, vendorId: order.vendorId, actor: 'SYSTEM' },
    0,
    busyMinutesAt(settings, now),
  );
  return transitionInTx(
    tx,
    {
      ...move,
      set: (row, at) => ({ ...move.set?.(row, at), autoAccepted: true }),
      liveType,
      liveBody: () => ({ autoAccepted: true }),
    },
    now,
  );
}

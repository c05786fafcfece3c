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
  isSpecialClosedAt,
  type LiveMessageType,
  nextSpecialOpening,
  ORDER_SETTINGS_ERROR_CODES,
  type OrderSettings,
  type SpecialDay,
  vendorStatusAt,
} from '@larder/contract';
import { and, count, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { loadOrderSettings } from '../params/order-settings.ts';
import { approval } from './actions.ts';
import { transitionInTx } from './service.ts';
import type { OrderRow } from './view.ts';

/** First key of the advisory lock that makes one vendor's intakes take turns (the second is the vendor). */
const INTAKE_LOCK_NAMESPACE = 0x4c617265;

/**
 * Lets a new order in under the vendor's settings (read by the intake in its transaction): refuses
 * it (409 CapacityReached) when the quarter hour already holds maxOrdersPer15Min orders.
 */
export async function admitOrder(
  tx: Tx,
  vendorId: number,
  timeZone: string,
  settings: OrderSettings,
  now: Date,
): Promise<void> {
  if (settings.maxOrdersPer15Min !== null) {
    await assertCapacity(tx, vendorId, settings.maxOrdersPer15Min, capacitySlotStart(now, timeZone));
  }
}

/**
 * Counts the slot's orders and lets the caller insert one more only below the cap. The lock is
 * held to the commit, so concurrent intakes of the vendor count one after another and each sees
 * the orders inserted before it: with a cap of 5, exactly 5 get in. Declined orders cook nothing
 * and do not count.
 */
async function assertCapacity(tx: Tx, vendorId: number, cap: number, slotStart: Date) {
  await tx.execute(sql`select pg_advisory_xact_lock(${INTAKE_LOCK_NAMESPACE}, ${vendorId})`);
  if ((await ordersInSlot(tx, vendorId, slotStart)) >= cap) {
    throw new AppError(
      409,
      ORDER_SETTINGS_ERROR_CODES.capacityReached,
      `The vendor takes at most ${cap} orders per ${CAPACITY_SLOT_MINUTES} minutes; try again in the next slot`,
    );
  }
}

/** The orders that count against the capacity of the quarter hour starting at `slotStart`. */
async function ordersInSlot(db: Db | Tx, vendorId: number, slotStart: Date): Promise<number> {
  const slotEnd = new Date(slotStart.getTime() + CAPACITY_SLOT_MINUTES * 60_000);
  const [row] = await db
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
  return row?.taken ?? 0;
}

/** Why the intake refuses a vendor's orders at a moment, if it does. */
export type IntakeRefusal = 'CLOSED' | 'PAUSED' | 'CAPACITY_REACHED' | 'SPECIAL_HOURS';

/** What the intake's vendor checks need of the vendor. */
export interface IntakeVendor {
  id: number;
  timeZone: string;
  visible: boolean;
  working: boolean;
  pausedUntil: Date | null;
  autoPausedAt: Date | null;
  specialHours: SpecialDay[];
}

const switchedOff = (vendor: Pick<IntakeVendor, 'visible' | 'working'>) => !vendor.visible || !vendor.working;

/**
 * The intake's vendor rule, before any item is looked at: a closed vendor (hidden account or
 * switched off) refuses, then a date of special hours outside its hours (closed too: the intake
 * answers VendorClosed), then a paused one. The order intake throws on it; the marketplace's
 * vendor read reports it (acceptingOrders), so both follow this one function.
 */
export function vendorRefusal(
  vendor: Pick<
    IntakeVendor,
    'visible' | 'working' | 'pausedUntil' | 'autoPausedAt' | 'timeZone' | 'specialHours'
  >,
  now: Date,
): 'CLOSED' | 'PAUSED' | null {
  if (isSpecialClosedAt(vendor.specialHours, vendor.timeZone, now)) return 'CLOSED';
  const status = vendorStatusAt(
    { visible: vendor.visible },
    {
      working: vendor.working,
      pausedUntil: vendor.pausedUntil?.toISOString() ?? null,
      autoPausedAt: vendor.autoPausedAt?.toISOString() ?? null,
    },
    now,
  );
  return status === 'OPENED' ? null : status;
}

/**
 * Whether the intake would take an order of this vendor at `now`, and if not why and until when:
 * the vendor rule above (a closed special day told apart from the switch, since it ends by itself),
 * then the quarter hour's capacity (counted as admitOrder counts it, without its lock: a read
 * promises nothing to the next order).
 */
export async function intakeState(
  db: Db | Tx,
  vendor: IntakeVendor,
  now: Date,
): Promise<{ refusal: IntakeRefusal | null; nextOpeningAt: Date | null }> {
  const refusal = vendorRefusal(vendor, now);
  const timedPause = vendor.autoPausedAt === null ? vendor.pausedUntil : null;
  if (refusal === 'CLOSED') {
    if (switchedOff(vendor)) return { refusal, nextOpeningAt: null };
    const opening = nextSpecialOpening(vendor.specialHours, vendor.timeZone, now);
    // A pause that outlasts the special hours keeps the vendor shut until it ends, or until
    // someone resumes (the server's own pause).
    if (vendor.autoPausedAt !== null) return { refusal: 'SPECIAL_HOURS', nextOpeningAt: null };
    const later = timedPause !== null && opening !== null && timedPause > opening;
    return { refusal: 'SPECIAL_HOURS', nextOpeningAt: later ? timedPause : opening };
  }
  if (refusal === 'PAUSED') return { refusal, nextOpeningAt: timedPause };
  const settings = await loadOrderSettings(db, vendor.id);
  if (settings.maxOrdersPer15Min !== null) {
    const slotStart = capacitySlotStart(now, vendor.timeZone);
    if ((await ordersInSlot(db, vendor.id, slotStart)) >= settings.maxOrdersPer15Min) {
      const nextSlot = new Date(slotStart.getTime() + CAPACITY_SLOT_MINUTES * 60_000);
      return { refusal: 'CAPACITY_REACHED', nextOpeningAt: nextSlot };
    }
  }
  return { refusal: null, nextOpeningAt: null };
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

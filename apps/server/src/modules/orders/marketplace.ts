import type { CourierEventRequest, MarketplaceOrderAction } from '@larder/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { changeCached } from '../../live/stale.ts';
import { loadOrderSettings } from '../params/order-settings.ts';
import { acceptDeadline, autoAccept } from './intake.ts';
import {
  type CourierUpdate,
  type Transition,
  transitionInTx,
  transitionOrder,
  updateCourier,
} from './service.ts';
import type { OrderRow } from './view.ts';

/** Who plays the marketplace: the real one through its API, or the server itself in demo mode. */
export type MarketplaceActor = 'MARKETPLACE' | 'DEMO';

export interface MarketplaceMove {
  orderId: number;
  action: MarketplaceOrderAction;
  /** When given, the order must belong to this vendor. */
  vendorId?: number;
  actor?: MarketplaceActor;
}

/**
 * A status move the marketplace makes (docs/product.md#the-state-machine): paid, cancel, picked up, delivered (paid or
 * not). The marketplace routes and the demo player both call this, so they follow one rule set.
 */
export function moveByMarketplace(db: Db, move: MarketplaceMove, now = new Date()): Promise<OrderRow> {
  const transition: Transition = {
    orderId: move.orderId,
    vendorId: move.vendorId,
    action: move.action,
    actor: move.actor ?? 'MARKETPLACE',
  };
  if (move.action === 'paid') return receivePaidOrder(db, transition, now);
  return transitionOrder(db, transition, now);
}

/**
 * A paid order is new to the vendor: it reaches the kitchen as one (NEW_ORDER), with its
 * acceptance deadline counted from now, and approved at once when the vendor auto-accepts.
 */
async function receivePaidOrder(db: Db, paid: Transition, now: Date): Promise<OrderRow> {
  return changeCached(db, async (tx, stale) => {
    const [found] = await tx
      .select({ vendorId: orders.vendorId })
      .from(orders)
      .where(eq(orders.id, paid.orderId));
    if (!found) throw notFound('Order not found');
    const settings = await loadOrderSettings(tx, found.vendorId);
    const waiting = await transitionInTx(
      tx,
      { ...paid, liveType: 'NEW_ORDER', set: () => ({ acceptBefore: acceptDeadline(settings, now) }) },
      now,
    );
    stale.orders(found.vendorId);
    return settings.autoAccept ? autoAccept(tx, waiting, settings, now, 'ORDER_STATUS_UPDATE') : waiting;
  });
}

/** The courier update a marketplace courier event makes. */
export function courierUpdateOf(event: CourierEventRequest): CourierUpdate {
  switch (event.event) {
    case 'FOUND':
      return { type: 'COURIER_FOUND', courier: event.courier };
    case 'CANCEL':
      return { type: 'COURIER_CANCEL' };
    case 'LOCATION':
      return { type: 'COURIER_LOCATION_UPDATE', location: event.location };
  }
}

/** A courier found, gone or on the move: the status stays, the vendor sees it live. */
export function applyCourierEvent(
  db: Db,
  orderId: number,
  event: CourierEventRequest,
  now = new Date(),
): Promise<OrderRow> {
  return updateCourier(db, orderId, courierUpdateOf(event), now);
}

import type { CourierEventRequest, MarketplaceOrderAction } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { type CourierUpdate, transitionOrder, updateCourier } from './service.ts';
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
 * A status move the marketplace makes (DESIGN §5): paid, cancel, picked up, delivered (paid or
 * not). The marketplace routes and the demo player both call this, so they follow one rule set.
 */
export function moveByMarketplace(db: Db, move: MarketplaceMove): Promise<OrderRow> {
  return transitionOrder(db, {
    orderId: move.orderId,
    vendorId: move.vendorId,
    action: move.action,
    actor: move.actor ?? 'MARKETPLACE',
    // A paid order is new to the vendor: it reaches the kitchen as one.
    liveType: move.action === 'paid' ? 'NEW_ORDER' : undefined,
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
export function applyCourierEvent(db: Db, orderId: number, event: CourierEventRequest): Promise<OrderRow> {
  return updateCourier(db, orderId, courierUpdateOf(event));
}

import type { ManagerOrder, MarketplaceEventType, Order, OrderAction, OrderStatus } from '@larder/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { type Along, type EventTenant, recordMarketplaceEvent } from '../events/outbox.ts';
import { toViews } from './service.ts';
import type { OrderRow } from './view.ts';

type OrderEventRow = typeof orderEvents.$inferSelect;

/**
 * An order as the marketplace reads it (GET /api/manager/orders/{id}) and as its events carry it:
 * the vendor's view of the order and every status change, oldest first. Inside a transaction it
 * reads the order as that transaction has just changed it; a caller holding the row its UPDATE
 * returned gives the row.
 */
export async function managerOrder(
  db: Db | Tx,
  orderOrRow: number | OrderRow,
  now = new Date(),
): Promise<ManagerOrder> {
  const row = typeof orderOrRow === 'number' ? await orderRow(db, orderOrRow) : orderOrRow;
  const [view] = await toViews(db, row.vendorId, [row], now);
  const history = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, row.id))
    .orderBy(asc(orderEvents.id));
  return withHistory(view!, history);
}

async function orderRow(db: Db | Tx, orderId: number): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound('Order not found');
  return row;
}

/** The vendor's view of an order and its status changes (oldest first): the marketplace's view. */
export function withHistory(
  view: Order,
  history: readonly Pick<
    OrderEventRow,
    'action' | 'fromStatus' | 'toStatus' | 'actor' | 'actorUserId' | 'at'
  >[],
): ManagerOrder {
  return {
    ...view,
    history: history.map((event) => ({
      action: event.action,
      from: event.fromStatus,
      to: event.toStatus,
      actor: event.actor,
      actorUserId: event.actorUserId,
      at: event.at.toISOString(),
    })),
  };
}

/** The event an order's move is announced by. */
export function orderEventType(action: OrderAction, to: OrderStatus): MarketplaceEventType {
  switch (action) {
    case 'approve':
      return 'order.approved';
    case 'decline':
      return 'order.declined';
    case 'ready':
      return 'order.ready';
    case 'complete':
      // A delivery order "completed" by the kitchen is handed to the courier.
      return to === 'ON_DELIVERY' ? 'order.picked_up' : 'order.completed';
    case 'pickedUp':
      return 'order.picked_up';
    case 'delivered':
    case 'deliveredNotPaid':
      return 'order.completed';
    case 'cancel':
      return 'order.cancelled';
    case 'paid':
      return 'order.paid';
  }
}

/**
 * Writes the order's event in the transaction that changed it, carrying the order as the
 * marketplace would read it at that moment, and what the move decided (an amendment's events:
 * the amendment and its refund). A caller that has just written the whole order (the intake) gives
 * it, with the vendor's account, instead of its id: the event is then built without reading back
 * what the transaction wrote; what else the change writes or announces may go `along` in the
 * event's statement.
 */
export async function recordOrderEvent(
  tx: Tx,
  type: MarketplaceEventType,
  orderOrId: number | ManagerOrder,
  at: Date,
  { amendmentId, tenant, along }: { amendmentId?: number; tenant?: EventTenant; along?: Along } = {},
): Promise<void> {
  const order = typeof orderOrId === 'number' ? await managerOrder(tx, orderOrId, at) : orderOrId;
  const orderId = order.orderId;
  const data: Record<string, unknown> = { order };
  if (amendmentId !== undefined) {
    const amendment = order.amendments.find((a) => a.id === amendmentId);
    data.amendment = amendment;
    data.refund = amendment?.refund;
  }
  if (type === 'order.approved') {
    const start = order.estimatedCookingStartAt ? Date.parse(order.estimatedCookingStartAt) : null;
    const end = order.estimatedCookingEndAt ? Date.parse(order.estimatedCookingEndAt) : null;
    data.cookingMinutes = start !== null && end !== null ? Math.round((end - start) / 60_000) : 0;
    data.cookingDelayMinutes = order.cookingDelayTime;
    data.estimatedCookingEndAt = order.estimatedCookingEndAt;
    data.autoAccepted = order.autoAccepted;
  }
  if (type === 'order.declined') {
    data.reason = order.declineReason;
    data.comment = order.declineComment;
  }
  await recordMarketplaceEvent(
    tx,
    { type, vendorId: order.vendorId, orderingKey: `order:${orderId}`, data, at, tenant },
    along,
  );
}

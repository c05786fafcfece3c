import {
  ACTIVE_ORDER_STATUSES,
  type ActiveOrders,
  type AuditAction,
  type Courier,
  FINAL_ORDER_STATUSES,
  formatOrderNumber,
  type LiveMessage,
  type LiveMessageType,
  nextOrderStatus,
  ORDER_ERROR_CODES,
  type Order,
  type OrderAction,
  type OrderStatus,
} from '@larder/contract';
import { and, asc, eq, inArray, isNull, notInArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  orderEvents,
  orderItems,
  orders,
  platformSettings,
  products,
  vendors,
} from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { publishLive } from '../../live/publish.ts';
import { changeCached } from '../../live/stale.ts';
import { type AuditActor, recordAudit } from '../audit/service.ts';
import { hasPortions, lockForStock } from '../catalogue/stock.ts';
import { amendableAfter, refusePendingProposal } from './amendments.ts';
import { managerOrder, orderEventType, recordOrderEvent } from './marketplace-view.ts';
import { release } from './stock-ledger.ts';
import { type OrderItemRow, type OrderRow, toOrderView } from './view.ts';

const invalidTransition = (status: OrderStatus, action: OrderAction) =>
  new AppError(
    409,
    ORDER_ERROR_CODES.invalidTransition,
    `An order in status ${status} cannot be ${describe(action)}`,
  );

function describe(action: OrderAction): string {
  const words: Record<OrderAction, string> = {
    approve: 'approved',
    decline: 'declined',
    ready: 'marked ready',
    complete: 'completed',
    cancel: 'cancelled',
    pickedUp: 'picked up',
    delivered: 'delivered',
    deliveredNotPaid: 'delivered',
    paid: 'marked paid',
  };
  return words[action];
}

/** Context every order view needs: the vendor's time zone and the menu's mandatory language. */
export async function orderViewContext(db: Db | Tx, vendorId: number) {
  const [row] = await db
    .select({ timeZone: vendors.timeZone, menuLanguages: platformSettings.menuLanguages })
    .from(vendors)
    .innerJoin(platformSettings, eq(platformSettings.id, 1))
    .where(eq(vendors.id, vendorId));
  if (!row) throw notFound('Vendor not found');
  return { timeZone: row.timeZone, lang: viewLanguage(row.menuLanguages) };
}

/** The language an order's names are read in: the menu's mandatory one. */
export const viewLanguage = (menuLanguages: readonly { code: string; mandatory: boolean }[]) =>
  menuLanguages.find((l) => l.mandatory)?.code ?? 'en';

async function itemsOf(db: Db | Tx, orderIds: number[]): Promise<Map<number, OrderItemRow[]>> {
  const byOrder = new Map<number, OrderItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const joined = await db
    .select({ item: orderItems, horizontal: products.horizontalImage, vertical: products.verticalImage })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  const rows: OrderItemRow[] = joined.map(({ item, horizontal, vertical }) => ({
    ...item,
    image: horizontal ?? vertical ?? null,
  }));
  for (const row of rows) {
    const list = byOrder.get(row.orderId);
    if (list) list.push(row);
    else byOrder.set(row.orderId, [row]);
  }
  return byOrder;
}

/** The orders as the API answers them at `now` (a proposal past its deadline reads as expired). */
export async function toViews(
  db: Db | Tx,
  vendorId: number,
  rows: OrderRow[],
  now = new Date(),
): Promise<Order[]> {
  const { timeZone, lang } = await orderViewContext(db, vendorId);
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toOrderView(row, items.get(row.id) ?? [], timeZone, lang, now));
}

/** The active lists keyed by status; ARRIVED holds only TAKEAWAY orders (docs/product.md#the-active-orders-board). */
export async function listActiveOrders(db: Db, vendorId: number, now = new Date()): Promise<ActiveOrders> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.vendorId, vendorId), inArray(orders.status, [...ACTIVE_ORDER_STATUSES])))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const views = await toViews(db, vendorId, rows, now);
  const lists: ActiveOrders = { WAITING_APPROVAL: [], APPROVED: [], ARRIVED: [] };
  for (const order of views) {
    if (order.status === 'ARRIVED' && order.receiptType !== 'TAKEAWAY') continue;
    lists[order.status as keyof ActiveOrders].push(order);
  }
  return lists;
}

export async function getOrder(
  db: Db | Tx,
  vendorId: number,
  orderId: number,
  now = new Date(),
): Promise<Order> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.vendorId, vendorId)));
  if (!row) throw notFound('Order not found');
  const [view] = await toViews(db, vendorId, [row], now);
  return view!;
}

export interface Transition {
  orderId: number;
  /** When given, the order must belong to this vendor (vendor routes); else any (marketplace). */
  vendorId?: number;
  action: OrderAction;
  actor: 'VENDOR' | 'MARKETPLACE' | 'DEMO' | 'SYSTEM';
  actorUserId?: number | null;
  /** Extra columns the move sets, and a check that may refuse it. */
  set?: (order: OrderRow, now: Date) => Partial<OrderRow>;
  assert?: (order: OrderRow) => void;
  liveType?: LiveMessageType;
  liveBody?: (order: OrderRow) => Record<string, unknown>;
  /** A move a member of staff made: audited in the move's transaction. */
  audit?: { actor: AuditActor; action: AuditAction; details?: (order: OrderRow) => Record<string, unknown> };
}

/**
 * The one place an order changes status (docs/product.md#the-state-machine): a conditional UPDATE on the status read,
 * an order_events row and the live NOTIFY, in one transaction. Of concurrent conflicting moves
 * exactly one matches its WHERE; the others answer 409 and change nothing.
 */
export async function transitionOrder(db: Db, t: Transition, now = new Date()): Promise<OrderRow> {
  return changeCached(db, async (tx, stale) => {
    const moved = await transitionInTx(tx, t, now);
    stale.orders(moved.vendorId);
    return moved;
  });
}

/**
 * transitionOrder inside the caller's transaction (intake auto-accepts the order it has just
 * inserted); the caller drops the list cache after its commit.
 */
export async function transitionInTx(tx: Tx, t: Transition, now: Date): Promise<OrderRow> {
  const scope = [eq(orders.id, t.orderId)];
  if (t.vendorId !== undefined) scope.push(eq(orders.vendorId, t.vendorId));
  let [order] = await tx
    .select()
    .from(orders)
    .where(and(...scope));
  if (!order) throw notFound('Order not found');
  const to = nextOrderStatus(
    { status: order.status, receiptType: order.receiptType, ready: order.readyAt !== null },
    t.action,
  );
  if (!to) throw invalidTransition(order.status, t.action);
  t.assert?.(order);
  const ends = to === 'DECLINED' || to === 'CANCELLED';
  // Stock goes back before the order's row is written: its writes lock the account's row first.
  if (ends && hasPortions(order.stockHeld)) await lockForStock(tx, order.accountId);
  // A proposal still waiting when the order leaves the states it may be changed in (ready, handed
  // over, declined, cancelled) is decided as refused first, in this transaction
  // (docs/product.md#changing-an-accepted-order).
  if (!amendableAfter(t.action, to)) order = await refusePendingProposal(tx, order, now, to);

  const changes: Partial<OrderRow> = { ...timestampsFor(t.action, order, to, now), ...t.set?.(order, now) };
  // A declined or cancelled order gives back every portion it holds (docs/product.md#stock-counts).
  if (ends && hasPortions(order.stockHeld)) changes.stockHeld = await release(tx, order, now);
  if (to !== order.status) {
    changes.status = to;
    changes.statusUpdatedAt = now;
  }
  // The WHERE repeats what the move was computed from: a concurrent move, or an amendment
  // (revision), makes it match nothing.
  const unchanged: SQL[] = [
    eq(orders.id, order.id),
    eq(orders.status, order.status),
    eq(orders.revision, order.revision),
  ];
  if (order.readyAt === null) unchanged.push(isNull(orders.readyAt));
  const [updated] = await tx
    .update(orders)
    .set(changes)
    .where(and(...unchanged))
    .returning();
  if (!updated) throw invalidTransition(order.status, t.action);

  await tx.insert(orderEvents).values({
    orderId: order.id,
    action: t.action,
    fromStatus: order.status,
    toStatus: to,
    actor: t.actor,
    actorUserId: t.actorUserId ?? null,
    at: now,
  });
  if (t.audit) {
    await recordAudit(tx, t.audit.actor, {
      action: t.audit.action,
      target: { type: 'order', id: updated.id, name: formatOrderNumber(updated.id) },
      before: { status: order.status },
      after: { status: updated.status, ...t.audit.details?.(updated) },
    });
  }
  await recordOrderEvent(tx, orderEventType(t.action, to), await managerOrder(tx, updated, now), now);
  await publishLive(tx, updated.vendorId, {
    type: t.liveType ?? 'ORDER_STATUS_UPDATE',
    orderId: updated.id,
    // readyAt travels too: a ready DELIVERY order keeps its status, and clients must still see it.
    body: {
      status: updated.status,
      readyAt: updated.readyAt?.toISOString() ?? null,
      ...t.liveBody?.(updated),
    },
  });
  return updated;
}

function timestampsFor(action: OrderAction, order: OrderRow, to: OrderStatus, now: Date): Partial<OrderRow> {
  switch (action) {
    case 'ready':
      return { readyAt: now };
    case 'decline':
      return { declinedAt: now };
    case 'cancel':
      return { cancelledAt: now };
    case 'pickedUp':
      return { deliveryStartedAt: now };
    case 'complete':
      return to === 'ON_DELIVERY' ? { deliveryStartedAt: now } : { completedAt: now };
    case 'delivered':
    case 'deliveredNotPaid':
      return { completedAt: now };
    case 'approve': {
      const start = new Date(now.getTime() + order.cookingDelayMinutes * 60_000);
      return {
        approvedAt: now,
        estimatedCookingStartAt: start,
        estimatedCookingEndAt: new Date(start.getTime() + order.cookingTimeMinutes * 60_000),
      };
    }
    case 'paid':
      return {};
  }
}

/** What the marketplace reports about an order's courier: found, gone, or moved. */
export type CourierUpdate =
  | { type: 'COURIER_FOUND'; courier: Courier }
  | { type: 'COURIER_CANCEL' }
  | { type: 'COURIER_LOCATION_UPDATE'; location: { latitude: number; longitude: number } };

/** The columns a courier update writes and what its live message carries besides the status. */
function courierChange(update: CourierUpdate): {
  set: Partial<Pick<OrderRow, 'courier' | 'courierLatitude' | 'courierLongitude'>>;
  body: Omit<LiveMessage['body'], 'status'>;
} {
  switch (update.type) {
    case 'COURIER_FOUND':
      return { set: { courier: update.courier }, body: { courier: update.courier } };
    case 'COURIER_CANCEL':
      return { set: { courier: null, courierLatitude: null, courierLongitude: null }, body: {} };
    case 'COURIER_LOCATION_UPDATE':
      return {
        set: { courierLatitude: update.location.latitude, courierLongitude: update.location.longitude },
        body: { location: update.location },
      };
  }
}

/**
 * Courier events do not move the status but still reach the vendor live. An order in a final
 * status (the contract's list) takes none: 409.
 */
export async function updateCourier(
  db: Db,
  orderId: number,
  update: CourierUpdate,
  now = new Date(),
): Promise<OrderRow> {
  const { set, body } = courierChange(update);
  return changeCached(db, async (tx, stale) => {
    const [row] = await tx
      .update(orders)
      .set(set)
      .where(and(eq(orders.id, orderId), notInArray(orders.status, [...FINAL_ORDER_STATUSES])))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
      if (!exists) throw notFound('Order not found');
      throw new AppError(409, ORDER_ERROR_CODES.invalidTransition, `The order is already ${exists.status}`);
    }
    await recordOrderEvent(tx, 'order.courier_updated', await managerOrder(tx, row, now), now);
    await publishLive(tx, row.vendorId, {
      type: update.type,
      orderId: row.id,
      body: { status: row.status, ...body },
    });
    stale.orders(row.vendorId);
    return row;
  });
}

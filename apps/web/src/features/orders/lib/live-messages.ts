import type { ActiveOrders, LiveMessage, Order, OrderStatus } from '@larder/contract';
import { findOrder, groupOf, isFinalStatus, placeOrder, removeOrder } from './active-orders';

/** An order as a live message changes it: a new status, a courier found or gone, a courier position. */
export function applyLiveMessageToOrder(order: Order, message: LiveMessage): Order {
  const { body } = message;
  switch (message.type) {
    case 'COURIER_FOUND':
      return { ...order, courier: body.courier ?? order.courier };
    case 'COURIER_CANCEL':
      return { ...order, courier: null, courierLocation: null };
    case 'COURIER_LOCATION_UPDATE':
      return { ...order, courierLocation: body.location ?? null };
    default:
      return order.status === body.status ? order : { ...order, status: body.status };
  }
}

export interface LiveState {
  lists: ActiveOrders | undefined;
  /** Orders declined in this browser (docs/product.md#the-active-orders-board). */
  declined: ReadonlySet<number>;
  /** The order named by the `order` query parameter, if any. */
  openOrderId: number | null;
}

export interface LiveOutcome {
  lists: ActiveOrders | undefined;
  /** Ids to add to the declined set. */
  declined: number[];
  /** Reload the lists (debounced by the caller). */
  refetch: boolean;
  /** The open order was declined or cancelled: close its modal. */
  closeOpenOrder: boolean;
}

const CLOSING_STATUSES: readonly OrderStatus[] = ['DECLINED', 'CANCELLED'];

/**
 * What one live message does to the order lists (docs/product.md#live-updates):
 * - a status update moves a known order to the group of its new status (or off the page);
 * - an unknown order that is still active, and NEW_ORDER, ask for a refetch;
 * - a declined order is remembered and removed;
 * - an open order that is declined or cancelled closes its modal;
 * - courier messages update the courier of a known order;
 * - ORDER_AMENDED (lines or totals changed) asks for a refetch.
 * A move into an active group also asks for a refetch: the message carries the status only, the
 * refetch brings the times the new status set (approval, estimated cooking).
 */
export function reduceLiveMessage(state: LiveState, message: LiveMessage): LiveOutcome {
  const { lists, openOrderId } = state;
  const status = message.body.status;
  const outcome: LiveOutcome = {
    lists,
    declined: status === 'DECLINED' ? [message.orderId] : [],
    refetch: false,
    closeOpenOrder: openOrderId === message.orderId && CLOSING_STATUSES.includes(status),
  };
  const known = findOrder(lists, message.orderId);

  if (message.type === 'NEW_ORDER') {
    outcome.refetch = !known && !isFinalStatus(status) && !state.declined.has(message.orderId);
    return outcome;
  }

  // The order's lines or totals changed (a change made, a proposal decided): only a reload tells how.
  if (message.type === 'ORDER_AMENDED') {
    outcome.refetch = !isFinalStatus(status) && !state.declined.has(message.orderId);
    return outcome;
  }

  if (!known || !lists) {
    outcome.refetch =
      message.type === 'ORDER_STATUS_UPDATE' &&
      !isFinalStatus(status) &&
      !state.declined.has(message.orderId);
    return outcome;
  }

  if (status === 'DECLINED') {
    outcome.lists = removeOrder(lists, message.orderId);
    return outcome;
  }

  const updated = applyLiveMessageToOrder(known, message);
  if (message.type === 'ORDER_STATUS_UPDATE' && updated === known) {
    // Same status: a DELIVERY order marked ready by someone else stays APPROVED; only a reload tells.
    outcome.refetch = known.receiptType === 'DELIVERY' && known.status === 'APPROVED' && !known.readyAt;
    return outcome;
  }
  outcome.lists = placeOrder(lists, updated);
  outcome.refetch =
    message.type === 'ORDER_STATUS_UPDATE' && groupOf(updated) !== null && updated.status !== known.status;
  return outcome;
}

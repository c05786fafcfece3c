import type { OrderStatus, ReceiptType } from './enums.ts';

/**
 * The order state machine (docs/product.md#the-state-machine), as data. The server applies it with one
 * conditional UPDATE per move; the web reads it to offer only the actions an order allows.
 */
export const VENDOR_ORDER_ACTIONS = ['approve', 'decline', 'ready', 'complete'] as const;
export const MARKETPLACE_ORDER_ACTIONS = [
  'cancel',
  'pickedUp',
  'delivered',
  'deliveredNotPaid',
  'paid',
] as const;
export type VendorOrderAction = (typeof VENDOR_ORDER_ACTIONS)[number];
export type MarketplaceOrderAction = (typeof MARKETPLACE_ORDER_ACTIONS)[number];
export type OrderAction = VendorOrderAction | MarketplaceOrderAction;

export const FINAL_ORDER_STATUSES = ['DECLINED', 'CANCELLED', 'COMPLETED', 'COMPLETED_NOT_PAID'] as const;
export type FinalOrderStatus = (typeof FINAL_ORDER_STATUSES)[number];

export const ACTIVE_ORDER_STATUSES = ['WAITING_APPROVAL', 'APPROVED', 'ARRIVED'] as const;
export type ActiveOrderStatus = (typeof ACTIVE_ORDER_STATUSES)[number];

export interface OrderMoveInput {
  status: OrderStatus;
  receiptType: ReceiptType;
  /** Set once a DELIVERY order has been marked ready. */
  ready: boolean;
}

/** The most minutes of cooking delay an approval may add. */
export const COOKING_DELAY_MAX_MINUTES = 120;

/** The status an action leads to, or null when the order does not allow it. */
export function nextOrderStatus(order: OrderMoveInput, action: OrderAction): OrderStatus | null {
  const { status, receiptType, ready } = order;
  switch (action) {
    case 'paid':
      return status === 'CREATED' ? 'WAITING_APPROVAL' : null;
    case 'approve':
    case 'decline':
      if (status !== 'WAITING_APPROVAL') return null;
      return action === 'approve' ? 'APPROVED' : 'DECLINED';
    case 'ready':
      if (status !== 'APPROVED' || ready) return null;
      return receiptType === 'TAKEAWAY' ? 'ARRIVED' : 'APPROVED';
    case 'complete':
      if (receiptType === 'TAKEAWAY') return status === 'ARRIVED' ? 'COMPLETED' : null;
      return status === 'APPROVED' && ready ? 'ON_DELIVERY' : null;
    case 'pickedUp':
      // A courier may take a delivery order the kitchen forgot to mark ready.
      return receiptType === 'DELIVERY' && status === 'APPROVED' ? 'ON_DELIVERY' : null;
    case 'delivered':
    case 'deliveredNotPaid':
      if (status !== 'ON_DELIVERY' || receiptType !== 'DELIVERY') return null;
      return action === 'delivered' ? 'COMPLETED' : 'COMPLETED_NOT_PAID';
    case 'cancel':
      return (FINAL_ORDER_STATUSES as readonly string[]).includes(status) ? null : 'CANCELLED';
  }
}

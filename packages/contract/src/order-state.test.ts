import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './enum-values.ts';
import type { OrderStatus, ReceiptType } from './enums.ts';
import {
  MARKETPLACE_ORDER_ACTIONS,
  nextOrderStatus,
  type OrderAction,
  VENDOR_ORDER_ACTIONS,
} from './order-state.ts';

const actions: OrderAction[] = [...VENDOR_ORDER_ACTIONS, ...MARKETPLACE_ORDER_ACTIONS];
type Ready = boolean | 'any';

// docs/product.md#the-state-machine written out: [status, receipt type, ready, action, next]. Every other
// combination is refused.
const allowed: [OrderStatus, ReceiptType | 'any', Ready, OrderAction, OrderStatus][] = [
  ['CREATED', 'any', 'any', 'paid', 'WAITING_APPROVAL'],
  ['WAITING_APPROVAL', 'any', 'any', 'approve', 'APPROVED'],
  ['WAITING_APPROVAL', 'any', 'any', 'decline', 'DECLINED'],
  ['APPROVED', 'TAKEAWAY', false, 'ready', 'ARRIVED'],
  ['APPROVED', 'DELIVERY', false, 'ready', 'APPROVED'],
  ['ARRIVED', 'TAKEAWAY', 'any', 'complete', 'COMPLETED'],
  ['APPROVED', 'DELIVERY', true, 'complete', 'ON_DELIVERY'],
  ['APPROVED', 'DELIVERY', 'any', 'pickedUp', 'ON_DELIVERY'],
  ['ON_DELIVERY', 'DELIVERY', 'any', 'delivered', 'COMPLETED'],
  ['ON_DELIVERY', 'DELIVERY', 'any', 'deliveredNotPaid', 'COMPLETED_NOT_PAID'],
  ['CREATED', 'any', 'any', 'cancel', 'CANCELLED'],
  ['WAITING_APPROVAL', 'any', 'any', 'cancel', 'CANCELLED'],
  ['APPROVED', 'any', 'any', 'cancel', 'CANCELLED'],
  ['ARRIVED', 'any', 'any', 'cancel', 'CANCELLED'],
  ['ON_DELIVERY', 'any', 'any', 'cancel', 'CANCELLED'],
];

function expected(status: OrderStatus, receiptType: ReceiptType, ready: boolean, action: OrderAction) {
  const rule = allowed.find(
    ([s, r, d, a]) =>
      s === status && a === action && (r === 'any' || r === receiptType) && (d === 'any' || d === ready),
  );
  return rule?.[4] ?? null;
}

describe('order state machine: every status × receipt type × action', () => {
  for (const status of ORDER_STATUSES) {
    for (const receiptType of ['TAKEAWAY', 'DELIVERY'] as const) {
      for (const ready of [false, true]) {
        for (const action of actions) {
          const next = expected(status, receiptType, ready, action);
          it(`${status} ${receiptType}${ready ? ' ready' : ''} + ${action} → ${next ?? 'refused'}`, () => {
            expect(nextOrderStatus({ status, receiptType, ready }, action)).toBe(next);
          });
        }
      }
    }
  }
});

import type { Order, OrderAmendment } from '@larder/contract';

/**
 * WAITING_APPROVAL or APPROVED and not marked ready: the orders the kitchen may still change
 * (docs/product.md#changing-an-accepted-order; the server answers 409 OrderNotAmendable otherwise).
 */
export const isAmendable = (order: Pick<Order, 'status' | 'readyAt'>) =>
  (order.status === 'WAITING_APPROVAL' || order.status === 'APPROVED') && order.readyAt === null;

/** The substitute proposal waiting for the customer's answer, if any (and not past its deadline). */
export function pendingProposal(order: Order, now: number): OrderAmendment | undefined {
  return order.amendments.find(
    (a) => a.status === 'PENDING' && (a.answerBefore === null || Date.parse(a.answerBefore) > now),
  );
}

/** Whether the kitchen changed the order after it arrived (an amendment applied or decided). */
export const wasChanged = (order: Pick<Order, 'amendments'>) =>
  order.amendments.some((a) => a.status !== 'PENDING');

/** Everything the amendments paid back, or charged when negative: the original total less the total. */
export const refundOf = (order: Pick<Order, 'originalTotalPrice' | 'totalPrice'>) =>
  Math.round((order.originalTotalPrice - order.totalPrice) * 1000) / 1000;

/** A charge's orange: Mantine's orange-9 reads below 4.5:1 on white; this keeps WCAG AA (as in order-change.module.css). */
export const CHARGE_TEXT = '#a33a06';

/**
 * Orders declined in this browser (docs/product.md#the-active-orders-board). DECLINED is final, so an id once
 * here never needs to leave: the set only guards the lists against a stale poll that still carries the order.
 */
const declined = new Set<number>();

export const declinedOrders = {
  remember(orderId: number): void {
    declined.add(orderId);
  },
  has(orderId: number): boolean {
    return declined.has(orderId);
  },
  ids(): ReadonlySet<number> {
    return declined;
  },
  /** Tests start from nothing. */
  clear(): void {
    declined.clear();
  },
};

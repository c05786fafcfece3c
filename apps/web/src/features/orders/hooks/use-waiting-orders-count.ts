/**
 * Number of orders waiting for approval, shown as the Orders badge. The orders feature will compute
 * it from the live order lists; until then there are none.
 */
export function useWaitingOrdersCount(_vendorId: number): number {
  return 0;
}

import { useActiveOrders } from '../api/get-active-orders';

/** Number of orders waiting for approval, shown as the Orders badge (from the live order lists). */
export function useWaitingOrdersCount(vendorId: number): number {
  return useActiveOrders(vendorId).data?.WAITING_APPROVAL.length ?? 0;
}

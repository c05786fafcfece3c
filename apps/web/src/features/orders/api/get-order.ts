import type { Order } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { findOrder } from '../lib/active-orders';
import { activeOrdersQueryOptions } from './get-active-orders';
import { orderKeys } from './order-keys';

/** GET /vendor/{vendorId}/orders/{orderId}. */
export function getOrder(vendorId: number, orderId: number, signal?: AbortSignal): Promise<Order> {
  return api.get<Order>(`vendor/${vendorId}/orders/${orderId}`, { signal });
}

export const orderQueryOptions = (vendorId: number, orderId: number) =>
  queryOptions({
    queryKey: orderKeys.detail(vendorId, orderId),
    queryFn: ({ signal }) => getOrder(vendorId, orderId, signal),
  });

/**
 * One order for its modals: straight from the active lists when it is there (so it follows live
 * updates at once), else loaded on its own (an order that has just left the page).
 */
export function useOrder(vendorId: number, orderId: number | null) {
  const listed = useQuery({
    ...activeOrdersQueryOptions(vendorId),
    select: (lists) => (orderId === null ? undefined : findOrder(lists, orderId)),
  });
  const fromList = listed.data;
  const single = useQuery({
    ...orderQueryOptions(vendorId, orderId ?? 0),
    enabled: orderId !== null && !fromList && !listed.isPending,
  });
  return {
    order: fromList ?? single.data,
    isPending: !fromList && (listed.isPending || single.isPending),
    isError: !fromList && single.isError,
  };
}

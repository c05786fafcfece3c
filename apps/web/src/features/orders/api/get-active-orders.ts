import type { ActiveOrders } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { withoutDeclined } from '../lib/active-orders';
import { declinedOrders } from '../lib/declined-orders';
import { orderKeys } from './order-keys';

/**
 * GET /vendor/{vendorId}/orders: the active lists keyed by status. Orders declined here meanwhile are dropped
 * from the answer, which may have been read before the decline (docs/product.md#the-active-orders-board).
 */
export async function getActiveOrders(vendorId: number, signal?: AbortSignal): Promise<ActiveOrders> {
  const lists = await api.get<ActiveOrders>(`vendor/${vendorId}/orders`, { signal });
  return withoutDeclined(lists, declinedOrders.ids());
}

export const activeOrdersQueryOptions = (vendorId: number) =>
  queryOptions({
    queryKey: orderKeys.list(vendorId),
    queryFn: ({ signal }) => getActiveOrders(vendorId, signal),
  });

/**
 * The active order lists. Polling and live updates are run once for the vendor area by
 * useOrdersLive; every other reader just subscribes.
 */
export function useActiveOrders(vendorId: number) {
  return useQuery(activeOrdersQueryOptions(vendorId));
}

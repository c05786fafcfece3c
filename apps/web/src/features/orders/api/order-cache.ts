import { type ActiveOrders, ORDER_ERROR_CODES, type Order } from '@larder/contract';
import type { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@/shared/api/api-error';
import { placeOrder } from '../lib/active-orders';
import { declinedOrders } from '../lib/declined-orders';
import { orderKeys } from './order-keys';

/**
 * Puts an order the server just answered into the lists (moving it between groups) and its own
 * entry. A list load under way may have been answered before this change: it is dropped first and
 * the lists loaded again afterwards.
 */
export async function storeOrder(queryClient: QueryClient, order: Order): Promise<void> {
  if (order.status === 'DECLINED') declinedOrders.remember(order.orderId);
  const listKey = orderKeys.list(order.vendorId);
  const loading = queryClient.isFetching({ queryKey: listKey }) > 0;
  if (loading) await queryClient.cancelQueries({ queryKey: listKey });
  queryClient.setQueryData<ActiveOrders>(orderKeys.list(order.vendorId), (lists) =>
    lists ? placeOrder(lists, order) : lists,
  );
  queryClient.setQueryData(orderKeys.detail(order.vendorId, order.orderId), order);
  if (loading) void queryClient.invalidateQueries({ queryKey: listKey });
}

/** The order moved meanwhile (another staff member acted): the action did nothing. */
export function isOrderConflict(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === ORDER_ERROR_CODES.invalidTransition;
}

/** After a conflict the lists are reloaded so the card shows what really happened. */
export function refreshOrders(queryClient: QueryClient, vendorId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: orderKeys.list(vendorId) });
}

/** Shared by the four action mutations: store the answer, reload after a conflict. */
export const orderActionCallbacks = (queryClient: QueryClient, vendorId: number) => ({
  onSuccess: (order: Order) => storeOrder(queryClient, order),
  onError: (error: unknown) => {
    if (isOrderConflict(error)) void refreshOrders(queryClient, vendorId);
  },
});

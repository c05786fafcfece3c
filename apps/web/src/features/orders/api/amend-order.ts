import type { AmendOrderRequest, Order } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { storeOrder } from './order-cache';
import { orderKeys } from './order-keys';

export interface AmendOrderInput {
  orderId: number;
  body: AmendOrderRequest;
}

/** POST /vendor/{vendorId}/orders/{orderId}/amend: answers the order as the change left it. */
export function amendOrder(vendorId: number, { orderId, body }: AmendOrderInput) {
  return api.post<Order>(`vendor/${vendorId}/orders/${orderId}/amend`, body);
}

export const amendOrderMutationOptions = (vendorId: number) =>
  mutationOptions({
    mutationKey: [...orderKeys.all, 'amend', vendorId],
    mutationFn: (input: AmendOrderInput) => amendOrder(vendorId, input),
  });

/**
 * Stores the changed order in the lists and its own entry; marked sold out, the menu the
 * substitute picker reads is loaded again.
 */
export function useAmendOrder(vendorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...amendOrderMutationOptions(vendorId),
    onSuccess: async (order, { body }) => {
      await storeOrder(queryClient, order);
      if (body.markSoldOut) void queryClient.invalidateQueries({ queryKey: orderKeys.menus() });
    },
  });
}

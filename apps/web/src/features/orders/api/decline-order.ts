import type { DeclineOrderRequest, Order } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { orderActionCallbacks } from './order-cache';
import { orderKeys } from './order-keys';

export interface DeclineOrderInput {
  orderId: number;
  declineComment: NonNullable<DeclineOrderRequest['declineComment']> | null;
}

/** PUT /vendor/{vendorId}/orders/{orderId}/decline {declineComment}. */
export function declineOrder(vendorId: number, { orderId, declineComment }: DeclineOrderInput) {
  const body: DeclineOrderRequest = { declineComment };
  return api.put<Order>(`vendor/${vendorId}/orders/${orderId}/decline`, body);
}

export const declineOrderMutationOptions = (vendorId: number) =>
  mutationOptions({
    mutationKey: [...orderKeys.all, 'decline', vendorId],
    mutationFn: (input: DeclineOrderInput) => declineOrder(vendorId, input),
  });

export function useDeclineOrder(vendorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...declineOrderMutationOptions(vendorId),
    ...orderActionCallbacks(queryClient, vendorId),
  });
}

import type { Order } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { orderActionCallbacks } from './order-cache';
import { orderKeys } from './order-keys';

/** PUT /vendor/{vendorId}/orders/{orderId}/ready: TAKEAWAY → ARRIVED; DELIVERY stays APPROVED, readyAt set. */
export function readyOrder(vendorId: number, orderId: number) {
  return api.put<Order>(`vendor/${vendorId}/orders/${orderId}/ready`);
}

export const readyOrderMutationOptions = (vendorId: number) =>
  mutationOptions({
    mutationKey: [...orderKeys.all, 'ready', vendorId],
    mutationFn: (orderId: number) => readyOrder(vendorId, orderId),
  });

export function useReadyOrder(vendorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...readyOrderMutationOptions(vendorId),
    ...orderActionCallbacks(queryClient, vendorId),
  });
}

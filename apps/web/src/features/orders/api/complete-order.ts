import type { CompleteOrderRequest, Order } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { orderActionCallbacks } from './order-cache';
import { orderKeys } from './order-keys';

export interface CompleteOrderInput extends CompleteOrderRequest {
  orderId: number;
}

/**
 * PUT /vendor/{vendorId}/orders/{orderId}/complete {takeAwayCode?}: TAKEAWAY ARRIVED → COMPLETED;
 * a ready DELIVERY order → ON_DELIVERY (handed to the courier). 409 InvalidTakeAwayCode on a wrong code.
 */
export function completeOrder(vendorId: number, { orderId, takeAwayCode }: CompleteOrderInput) {
  const body: CompleteOrderRequest = takeAwayCode === undefined ? {} : { takeAwayCode };
  return api.put<Order>(`vendor/${vendorId}/orders/${orderId}/complete`, body);
}

export const completeOrderMutationOptions = (vendorId: number) =>
  mutationOptions({
    mutationKey: [...orderKeys.all, 'complete', vendorId],
    mutationFn: (input: CompleteOrderInput) => completeOrder(vendorId, input),
  });

export function useCompleteOrder(vendorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...completeOrderMutationOptions(vendorId),
    ...orderActionCallbacks(queryClient, vendorId),
  });
}

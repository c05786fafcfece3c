import type { Order } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { orderActionCallbacks } from './order-cache';
import { orderKeys } from './order-keys';

export interface CompleteOrderInput {
  orderId: number;
  /** COURIER_CODE validation: the code the customer or courier shows. */
  takeAwayCode?: string;
}

/**
 * PUT /vendor/{vendorId}/orders/{orderId}/complete {takeAwayCode?}: TAKEAWAY ARRIVED → COMPLETED;
 * a ready DELIVERY order → ON_DELIVERY (handed to the courier). 409 InvalidTakeAwayCode on a wrong code.
 */
export function completeOrder(vendorId: number, { orderId, takeAwayCode }: CompleteOrderInput) {
  return api.put<Order>(
    `vendor/${vendorId}/orders/${orderId}/complete`,
    takeAwayCode === undefined ? {} : { takeAwayCode },
  );
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

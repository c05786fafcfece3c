import type { ApproveOrderQuery, Order } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { orderActionCallbacks } from './order-cache';
import { orderKeys } from './order-keys';

export interface ApproveOrderInput {
  orderId: number;
  /** Minutes the cooking start is shifted by; 0 = none. */
  cookingDelayTime: number;
}

/** PUT /vendor/{vendorId}/orders/{orderId}/approve[?cookingDelayTime=min]. */
export function approveOrder(vendorId: number, { orderId, cookingDelayTime }: ApproveOrderInput) {
  const query: ApproveOrderQuery | undefined = cookingDelayTime > 0 ? { cookingDelayTime } : undefined;
  return api.put<Order>(`vendor/${vendorId}/orders/${orderId}/approve`, undefined, { query });
}

export const approveOrderMutationOptions = (vendorId: number) =>
  mutationOptions({
    mutationKey: [...orderKeys.all, 'approve', vendorId],
    mutationFn: (input: ApproveOrderInput) => approveOrder(vendorId, input),
  });

export function useApproveOrder(vendorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...approveOrderMutationOptions(vendorId),
    ...orderActionCallbacks(queryClient, vendorId),
  });
}

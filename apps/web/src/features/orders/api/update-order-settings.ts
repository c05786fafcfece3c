import type { OrderSettings } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { orderSettingsKeys } from './order-settings-keys';

/** PUT /vendor/{vendorId}/params/order-settings: the four settings, all at once. */
export function updateOrderSettings(vendorId: number, settings: OrderSettings) {
  return api.put<OrderSettings>(`vendor/${vendorId}/params/order-settings`, settings);
}

export const updateOrderSettingsMutationOptions = (vendorId: number) =>
  mutationOptions({
    mutationKey: [...orderSettingsKeys.detail(vendorId), 'update'],
    mutationFn: (settings: OrderSettings) => updateOrderSettings(vendorId, settings),
  });

export function useUpdateOrderSettings(vendorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateOrderSettingsMutationOptions(vendorId),
    onSuccess: (saved) => queryClient.setQueryData(orderSettingsKeys.detail(vendorId), saved),
  });
}

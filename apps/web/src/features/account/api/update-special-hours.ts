import type { SpecialHours, SpecialHoursRequest } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { specialHoursKeys } from './special-hours-keys';

/** PUT /vendor/{vendorId}/special-hours: the whole list; a day left out is removed. */
export function updateSpecialHours(vendorId: number, list: SpecialHoursRequest): Promise<SpecialHours> {
  return api.put<SpecialHours>(`vendor/${vendorId}/special-hours`, list);
}

export const updateSpecialHoursMutationOptions = (vendorId: number) =>
  mutationOptions({
    mutationKey: [...specialHoursKeys.detail(vendorId), 'update'],
    mutationFn: (list: SpecialHoursRequest) => updateSpecialHours(vendorId, list),
  });

export function useUpdateSpecialHours(vendorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateSpecialHoursMutationOptions(vendorId),
    onSuccess: (saved) => queryClient.setQueryData(specialHoursKeys.detail(vendorId), saved),
  });
}

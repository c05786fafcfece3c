import type { CopyLocationSettingsResponse } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** POST /vendor/{vendorId}/copy-settings: this location's special hours, order settings and auto-pause to others. */
export function copyLocationSettings(vendorId: number, vendorIds: number[]) {
  return api.post<CopyLocationSettingsResponse>(`vendor/${vendorId}/copy-settings`, { vendorIds });
}

export function useCopyLocationSettings(vendorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['copy-location-settings', vendorId],
    mutationFn: (vendorIds: number[]) => copyLocationSettings(vendorId, vendorIds),
    // The copy changes what several features show of the other locations (their special hours,
    // order settings, auto-pause): every copy held is read again when next shown.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

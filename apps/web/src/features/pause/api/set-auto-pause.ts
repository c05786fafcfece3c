import type { AutoPauseSettings } from '@larder/contract';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { pauseKeys } from './pause-keys';

/** PUT /vendor/{vendorId}/params/auto-pause. */
export function setAutoPause(vendorId: number, body: AutoPauseSettings): Promise<AutoPauseSettings> {
  return api.put<AutoPauseSettings>(`vendor/${vendorId}/params/auto-pause`, body);
}

export const setAutoPauseMutationOptions = (queryClient: QueryClient, vendorId: number) =>
  mutationOptions({
    mutationKey: [...pauseKeys.autoPause(vendorId), 'set'],
    mutationFn: (body: AutoPauseSettings) => setAutoPause(vendorId, body),
    onSuccess: (settings) => queryClient.setQueryData(pauseKeys.autoPause(vendorId), settings),
  });

export function useSetAutoPause(vendorId: number) {
  return useMutation(setAutoPauseMutationOptions(useQueryClient(), vendorId));
}

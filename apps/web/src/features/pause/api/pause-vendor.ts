import type { PauseRequest, PauseState } from '@larder/contract';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { applyPauseToMe } from './pause-cache';
import { pauseKeys } from './pause-keys';

/** PUT /vendor/{vendorId}/pause: no marketplace orders until the pause ends (or someone resumes). */
export function pauseVendor(vendorId: number, body: PauseRequest): Promise<PauseState> {
  return api.put<PauseState>(`vendor/${vendorId}/pause`, body);
}

export const pauseVendorMutationOptions = (queryClient: QueryClient, vendorId: number) =>
  mutationOptions({
    mutationKey: [...pauseKeys.all, 'pause', vendorId],
    mutationFn: (body: PauseRequest) => pauseVendor(vendorId, body),
    onSuccess: (state) => applyPauseToMe(queryClient, vendorId, state),
  });

export function usePauseVendor(vendorId: number) {
  return useMutation(pauseVendorMutationOptions(useQueryClient(), vendorId));
}

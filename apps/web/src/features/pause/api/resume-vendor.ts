import type { PauseState } from '@larder/contract';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { applyPauseToMe } from './pause-cache';
import { pauseKeys } from './pause-keys';

/** DELETE /vendor/{vendorId}/pause: orders come in again at once. */
export function resumeVendor(vendorId: number): Promise<PauseState> {
  return api.delete<PauseState>(`vendor/${vendorId}/pause`);
}

export const resumeVendorMutationOptions = (queryClient: QueryClient, vendorId: number) =>
  mutationOptions({
    mutationKey: [...pauseKeys.all, 'resume', vendorId],
    mutationFn: () => resumeVendor(vendorId),
    onSuccess: (state) => applyPauseToMe(queryClient, vendorId, state),
  });

export function useResumeVendor(vendorId: number) {
  return useMutation(resumeVendorMutationOptions(useQueryClient(), vendorId));
}

import type { PauseState } from '@larder/contract';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { applyPauseToMe } from './pause-cache';
import { pauseKeys } from './pause-keys';

/** DELETE /vendor/{vendorId}/pause/notice: the notice about the server's pause has been read. */
export function dismissPauseNotice(vendorId: number): Promise<PauseState> {
  return api.delete<PauseState>(`vendor/${vendorId}/pause/notice`);
}

export const dismissPauseNoticeMutationOptions = (queryClient: QueryClient, vendorId: number) =>
  mutationOptions({
    mutationKey: [...pauseKeys.all, 'dismiss-notice', vendorId],
    mutationFn: () => dismissPauseNotice(vendorId),
    onSuccess: (state) => applyPauseToMe(queryClient, vendorId, state),
  });

export function useDismissPauseNotice(vendorId: number) {
  return useMutation(dismissPauseNoticeMutationOptions(useQueryClient(), vendorId));
}

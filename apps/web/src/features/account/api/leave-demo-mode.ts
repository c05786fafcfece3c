import type { Account } from '@larder/contract';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { userKeys } from '@/shared/session/api/user-keys';

/** PUT /vendor/users/me/vendors/{id}/liveMode {liveMode: true}: one-way (docs/product.md#demo-mode). */
export function leaveDemoMode(vendorId: number): Promise<Account> {
  return api.put<Account>(`vendor/users/me/vendors/${vendorId}/liveMode`, { liveMode: true });
}

export const leaveDemoModeMutationOptions = (queryClient: QueryClient, vendorId: number) =>
  mutationOptions({
    mutationKey: [...userKeys.me(), 'vendor', vendorId, 'live-mode'],
    mutationFn: () => leaveDemoMode(vendorId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.me() }),
  });

export function useLeaveDemoMode(vendorId: number) {
  return useMutation(leaveDemoModeMutationOptions(useQueryClient(), vendorId));
}

import type { DeleteComponentResponse } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { refreshCatalogue } from '../../api/catalogue-cache';
import { catalogueKeys } from '../../api/catalogue-keys';

/** DELETE /vendor/components/{id}: the last component deletes its group too ({groupDeleted: true}). */
export function deleteModifier(componentId: number): Promise<DeleteComponentResponse> {
  return api.delete<DeleteComponentResponse>(`vendor/components/${componentId}`);
}

export const deleteModifierMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.componentGroups(accountId), 'delete-component'],
    mutationFn: deleteModifier,
  });

export function useDeleteModifier(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteModifierMutationOptions(accountId),
    onSuccess: () => refreshCatalogue(queryClient, accountId),
  });
}

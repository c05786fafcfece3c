import type { DeleteComponentResponse } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { refreshCatalogue } from './catalogue-cache';
import { catalogueKeys } from './catalogue-keys';

/** DELETE /vendor/components/{id}: the last component deletes its group too ({groupDeleted: true}). */
export function deleteComponent(componentId: number): Promise<DeleteComponentResponse> {
  return api.delete<DeleteComponentResponse>(`vendor/components/${componentId}`);
}

export const deleteComponentMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.componentGroups(accountId), 'delete-component'],
    mutationFn: deleteComponent,
  });

export function useDeleteComponent(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteComponentMutationOptions(accountId),
    onSuccess: () => refreshCatalogue(queryClient, accountId),
  });
}

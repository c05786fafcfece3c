import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { refreshCatalogue } from './catalogue-cache';
import { catalogueKeys } from './catalogue-keys';

/** DELETE /vendor/component_groups/{id}: also detaches the group from every product. */
export function deleteComponentGroup(groupId: number): Promise<unknown> {
  return api.delete(`vendor/component_groups/${groupId}`);
}

export const deleteComponentGroupMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.componentGroups(accountId), 'delete'],
    mutationFn: deleteComponentGroup,
  });

export function useDeleteComponentGroup(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteComponentGroupMutationOptions(accountId),
    onSuccess: () => refreshCatalogue(queryClient, accountId),
  });
}

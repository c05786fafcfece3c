import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { refreshCatalogue } from '../../api/catalogue-cache';
import { catalogueKeys } from '../../api/catalogue-keys';

/** DELETE /vendor/component_groups/{id}: also detaches the group from every product. */
export function deleteModifierGroup(groupId: number): Promise<unknown> {
  return api.delete(`vendor/component_groups/${groupId}`);
}

export const deleteModifierGroupMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.componentGroups(accountId), 'delete'],
    mutationFn: deleteModifierGroup,
  });

export function useDeleteModifierGroup(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteModifierGroupMutationOptions(accountId),
    onSuccess: () => refreshCatalogue(queryClient, accountId),
  });
}

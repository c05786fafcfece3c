import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { refreshCatalogue } from './catalogue-cache';
import { catalogueKeys } from './catalogue-keys';

/** DELETE /vendor/accounts/{accountId}/catalogue/catalog-categories/{id}: its sections lose their group. */
export function deleteSectionGroup(accountId: number, groupId: number): Promise<unknown> {
  return api.delete(`vendor/accounts/${accountId}/catalogue/catalog-categories/${groupId}`);
}

export const deleteSectionGroupMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.sectionGroups(accountId), 'delete'],
    mutationFn: (groupId: number) => deleteSectionGroup(accountId, groupId),
  });

export function useDeleteSectionGroup(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteSectionGroupMutationOptions(accountId),
    onSettled: () => refreshCatalogue(queryClient, accountId),
  });
}

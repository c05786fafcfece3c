import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { catalogKeys } from './catalog-keys';
import { refreshCatalogue } from './catalogue-cache';

/** DELETE /vendor/accounts/{accountId}/catalogue/catalog-categories/{id}: its sections lose their group. */
export function deleteSectionGroup(accountId: number, groupId: number): Promise<unknown> {
  return api.delete(`vendor/accounts/${accountId}/catalogue/catalog-categories/${groupId}`);
}

export const deleteSectionGroupMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogKeys.sectionGroups(accountId), 'delete'],
    mutationFn: (groupId: number) => deleteSectionGroup(accountId, groupId),
  });

export function useDeleteSectionGroup(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteSectionGroupMutationOptions(accountId),
    onSettled: () => refreshCatalogue(queryClient, accountId),
  });
}

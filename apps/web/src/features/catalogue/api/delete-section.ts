import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { refreshCatalogue } from './catalogue-cache';
import { catalogueKeys } from './catalogue-keys';

/** DELETE /vendor/sections/{id}; 409 NonEmptyCatalogueSectionDeletionException while it has products. */
export function deleteSection(sectionId: number): Promise<unknown> {
  return api.delete(`vendor/sections/${sectionId}`);
}

export const deleteSectionMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.sections(accountId), 'delete'],
    mutationFn: (sectionId: number) => deleteSection(sectionId),
  });

export function useDeleteSection(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteSectionMutationOptions(accountId),
    onSettled: () => refreshCatalogue(queryClient, accountId),
  });
}

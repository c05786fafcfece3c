import type { CreateComponentGroupRequest, CreatedId } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { refreshCatalogue } from './catalogue-cache';
import { catalogueKeys } from './catalogue-keys';

/** POST /vendor/accounts/{accountId}/catalogue/component_groups → 201 {id}; the new group is hidden. */
export function createComponentGroup(
  accountId: number,
  input: CreateComponentGroupRequest,
): Promise<CreatedId> {
  return api.post<CreatedId>(`vendor/accounts/${accountId}/catalogue/component_groups`, input);
}

export const createComponentGroupMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.componentGroups(accountId), 'create'],
    mutationFn: (input: CreateComponentGroupRequest) => createComponentGroup(accountId, input),
  });

export function useCreateComponentGroup(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...createComponentGroupMutationOptions(accountId),
    onSuccess: () => refreshCatalogue(queryClient, accountId),
  });
}

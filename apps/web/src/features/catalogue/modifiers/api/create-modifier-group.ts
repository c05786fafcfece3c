import type { CreateComponentGroupRequest, CreatedId } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { refreshCatalogue } from '../../api/catalogue-cache';
import { catalogueKeys } from '../../api/catalogue-keys';

/** POST /vendor/accounts/{accountId}/catalogue/component_groups → 201 {id}; the new group is hidden. */
export function createModifierGroup(
  accountId: number,
  input: CreateComponentGroupRequest,
): Promise<CreatedId> {
  return api.post<CreatedId>(`vendor/accounts/${accountId}/catalogue/component_groups`, input);
}

export const createModifierGroupMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.componentGroups(accountId), 'create'],
    mutationFn: (input: CreateComponentGroupRequest) => createModifierGroup(accountId, input),
  });

export function useCreateModifierGroup(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...createModifierGroupMutationOptions(accountId),
    onSuccess: () => refreshCatalogue(queryClient, accountId),
  });
}

import type { ComponentGroup, UpdateComponentGroupRequest } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { refreshCatalogue, updateCachedCatalogue } from '../../api/catalogue-cache';
import { catalogueKeys } from '../../api/catalogue-keys';
import { withModifierGroup } from '../lib/modifier-groups';

export interface UpdateComponentGroupInput {
  groupId: number;
  changes: UpdateComponentGroupRequest;
}

/** PUT /vendor/component_groups/{id}: name, notes, display mode or visibility. */
export function updateModifierGroup({
  groupId,
  changes,
}: UpdateComponentGroupInput): Promise<ComponentGroup> {
  return api.put<ComponentGroup>(`vendor/component_groups/${groupId}`, changes);
}

export const updateModifierGroupMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.componentGroups(accountId), 'update'],
    mutationFn: updateModifierGroup,
  });

export function useUpdateModifierGroup(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateModifierGroupMutationOptions(accountId),
    onSuccess: (group) => {
      updateCachedCatalogue(queryClient, accountId, (catalogue) => withModifierGroup(catalogue, group));
      // Products show the group's name in their setups.
      void refreshCatalogue(queryClient, accountId);
    },
  });
}

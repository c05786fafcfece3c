import type { ComponentGroup, UpdateComponentGroupRequest } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { withComponentGroup } from '../lib/component-groups';
import { refreshCatalogue, updateCachedCatalogue } from './catalogue-cache';
import { catalogueKeys } from './catalogue-keys';

export interface UpdateComponentGroupInput {
  groupId: number;
  changes: UpdateComponentGroupRequest;
}

/** PUT /vendor/component_groups/{id}: name, notes, display mode or visibility. */
export function updateComponentGroup({
  groupId,
  changes,
}: UpdateComponentGroupInput): Promise<ComponentGroup> {
  return api.put<ComponentGroup>(`vendor/component_groups/${groupId}`, changes);
}

export const updateComponentGroupMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.componentGroups(accountId), 'update'],
    mutationFn: updateComponentGroup,
  });

export function useUpdateComponentGroup(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateComponentGroupMutationOptions(accountId),
    onSuccess: (group) => {
      updateCachedCatalogue(queryClient, accountId, (catalogue) => withComponentGroup(catalogue, group));
      // Products show the group's name in their setups.
      void refreshCatalogue(queryClient, accountId);
    },
  });
}

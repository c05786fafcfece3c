import type { ChangeComponentOrderRequest } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { withComponentOrder } from '../lib/component-groups';
import { optimisticCatalogue, refreshCatalogue } from './catalogue-cache';
import { catalogueKeys } from './catalogue-keys';

export interface ChangeComponentOrderInput {
  groupId: number;
  orderedComponentIds: number[];
}

/** POST /vendor/component_groups/{id}/components/change-order {orderedComponentIds}. */
export function changeComponentOrder({
  groupId,
  orderedComponentIds,
}: ChangeComponentOrderInput): Promise<unknown> {
  const body: ChangeComponentOrderRequest = { orderedComponentIds };
  return api.post(`vendor/component_groups/${groupId}/components/change-order`, body);
}

export const changeComponentOrderMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.componentGroups(accountId), 'change-component-order'],
    mutationFn: changeComponentOrder,
  });

/** Reorders at once on screen; a refused order reloads the group. */
export function useChangeComponentOrder(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...changeComponentOrderMutationOptions(accountId),
    onMutate: ({ groupId, orderedComponentIds }) =>
      optimisticCatalogue(queryClient, accountId, (catalogue) =>
        withComponentOrder(catalogue, groupId, orderedComponentIds),
      ),
    onError: (_error, _input, context) => {
      context?.rollback();
      void refreshCatalogue(queryClient, accountId);
    },
  });
}

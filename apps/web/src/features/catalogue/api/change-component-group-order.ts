import type { ChangeComponentGroupOrderRequest } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { withGroupOrder } from '../lib/component-groups';
import { optimisticCatalogue, refreshCatalogue } from './catalogue-cache';
import { catalogueKeys } from './catalogue-keys';

/** POST /vendor/accounts/{accountId}/catalogue/component_groups/change-order {orderedGroupIds}. */
export function changeComponentGroupOrder(accountId: number, orderedGroupIds: number[]): Promise<unknown> {
  const body: ChangeComponentGroupOrderRequest = { orderedGroupIds };
  return api.post(`vendor/accounts/${accountId}/catalogue/component_groups/change-order`, body);
}

export const changeComponentGroupOrderMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.componentGroups(accountId), 'change-order'],
    mutationFn: (orderedGroupIds: number[]) => changeComponentGroupOrder(accountId, orderedGroupIds),
  });

/** Reorders at once on screen; a refused order reloads the list. */
export function useChangeComponentGroupOrder(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...changeComponentGroupOrderMutationOptions(accountId),
    onMutate: (orderedGroupIds) =>
      optimisticCatalogue(queryClient, accountId, (catalogue) => withGroupOrder(catalogue, orderedGroupIds)),
    onError: (_error, _ids, context) => {
      context?.rollback();
      void refreshCatalogue(queryClient, accountId);
    },
  });
}

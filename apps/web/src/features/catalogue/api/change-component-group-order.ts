import type { ChangeComponentGroupOrderRequest } from '@larder/contract';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { withGroupOrder } from '../lib/component-groups';
import { useOptimisticReorder } from './catalogue-cache';
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

/** Reorders the modifier groups at once on screen (useOptimisticReorder). */
export const useChangeComponentGroupOrder = (accountId: number) =>
  useOptimisticReorder(accountId, changeComponentGroupOrderMutationOptions(accountId), withGroupOrder);

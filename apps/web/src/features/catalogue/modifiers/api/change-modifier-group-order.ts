import type { ChangeComponentGroupOrderRequest } from '@larder/contract';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { useOptimisticReorder } from '../../api/catalogue-cache';
import { catalogueKeys } from '../../api/catalogue-keys';
import { withGroupOrder } from '../lib/modifier-groups';

/** POST /vendor/accounts/{accountId}/catalogue/component_groups/change-order {orderedGroupIds}. */
export function changeModifierGroupOrder(accountId: number, orderedGroupIds: number[]): Promise<unknown> {
  const body: ChangeComponentGroupOrderRequest = { orderedGroupIds };
  return api.post(`vendor/accounts/${accountId}/catalogue/component_groups/change-order`, body);
}

export const changeModifierGroupOrderMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.componentGroups(accountId), 'change-order'],
    mutationFn: (orderedGroupIds: number[]) => changeModifierGroupOrder(accountId, orderedGroupIds),
  });

/** Reorders the modifier groups at once on screen (useOptimisticReorder). */
export const useChangeModifierGroupOrder = (accountId: number) =>
  useOptimisticReorder(accountId, changeModifierGroupOrderMutationOptions(accountId), withGroupOrder);

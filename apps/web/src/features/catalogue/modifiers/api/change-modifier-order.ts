import type { ChangeComponentOrderRequest } from '@larder/contract';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { useOptimisticReorder } from '../../api/catalogue-cache';
import { catalogueKeys } from '../../api/catalogue-keys';
import { withModifierOrder } from '../lib/modifier-groups';

export interface ChangeComponentOrderInput {
  groupId: number;
  orderedComponentIds: number[];
}

/** POST /vendor/component_groups/{id}/components/change-order {orderedComponentIds}. */
export function changeModifierOrder({
  groupId,
  orderedComponentIds,
}: ChangeComponentOrderInput): Promise<unknown> {
  const body: ChangeComponentOrderRequest = { orderedComponentIds };
  return api.post(`vendor/component_groups/${groupId}/components/change-order`, body);
}

export const changeModifierOrderMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.componentGroups(accountId), 'change-component-order'],
    mutationFn: changeModifierOrder,
  });

/** Reorders a group's modifiers at once on screen (useOptimisticReorder). */
export const useChangeModifierOrder = (accountId: number) =>
  useOptimisticReorder(
    accountId,
    changeModifierOrderMutationOptions(accountId),
    (catalogue, { groupId, orderedComponentIds }) =>
      withModifierOrder(catalogue, groupId, orderedComponentIds),
  );

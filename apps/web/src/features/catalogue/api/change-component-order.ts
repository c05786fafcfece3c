import type { ChangeComponentOrderRequest } from '@larder/contract';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { withComponentOrder } from '../lib/component-groups';
import { useOptimisticReorder } from './catalogue-cache';
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

/** Reorders a group's modifiers at once on screen (useOptimisticReorder). */
export const useChangeComponentOrder = (accountId: number) =>
  useOptimisticReorder(
    accountId,
    changeComponentOrderMutationOptions(accountId),
    (catalogue, { groupId, orderedComponentIds }) =>
      withComponentOrder(catalogue, groupId, orderedComponentIds),
  );

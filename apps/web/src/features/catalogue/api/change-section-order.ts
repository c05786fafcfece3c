import type { ChangeSectionOrderRequest } from '@larder/contract';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { withSectionOrder } from '../lib/catalogue';
import { useOptimisticReorder } from './catalogue-cache';
import { catalogueKeys } from './catalogue-keys';

/** POST /vendor/accounts/{accountId}/catalogue/sections/change-order {orderedSectionIds}. */
export function changeSectionOrder(accountId: number, orderedSectionIds: number[]): Promise<unknown> {
  const body: ChangeSectionOrderRequest = { orderedSectionIds };
  return api.post(`vendor/accounts/${accountId}/catalogue/sections/change-order`, body);
}

export const changeSectionOrderMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.sections(accountId), 'change-order'],
    mutationFn: (orderedSectionIds: number[]) => changeSectionOrder(accountId, orderedSectionIds),
  });

/** Reorders the sections at once on screen (useOptimisticReorder). */
export const useChangeSectionOrder = (accountId: number) =>
  useOptimisticReorder(accountId, changeSectionOrderMutationOptions(accountId), withSectionOrder);

import type { ChangeProductOrderRequest } from '@larder/contract';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { withProductOrder } from '../lib/catalogue';
import { useOptimisticReorder } from './catalogue-cache';
import { catalogueKeys } from './catalogue-keys';

export interface ChangeProductOrderInput {
  sectionId: number;
  orderedProductIds: number[];
}

/**
 * POST /vendor/accounts/{accountId}/catalogue/sections/{sectionId}/products/change-order
 * {orderedProductIds}; 409 OrderListMismatch when the list is not the section's current set.
 */
export function changeProductOrder(
  accountId: number,
  { sectionId, orderedProductIds }: ChangeProductOrderInput,
): Promise<unknown> {
  const body: ChangeProductOrderRequest = { orderedProductIds };
  return api.post(`vendor/accounts/${accountId}/catalogue/sections/${sectionId}/products/change-order`, body);
}

export const changeProductOrderMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.products(accountId), 'change-order'],
    mutationFn: (input: ChangeProductOrderInput) => changeProductOrder(accountId, input),
  });

/** Reorders a section's products at once on screen (useOptimisticReorder). */
export const useChangeProductOrder = (accountId: number) =>
  useOptimisticReorder(
    accountId,
    changeProductOrderMutationOptions(accountId),
    (catalogue, { sectionId, orderedProductIds }) =>
      withProductOrder(catalogue, sectionId, orderedProductIds),
  );

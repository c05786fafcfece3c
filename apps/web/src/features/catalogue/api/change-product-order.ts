import type { ChangeProductOrderRequest } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { withProductOrder } from '../lib/catalogue';
import { optimisticCatalogue, refreshCatalogue } from './catalogue-cache';
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

/** Reorders at once on screen; a refused order (someone changed the section meanwhile) reloads it. */
export function useChangeProductOrder(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...changeProductOrderMutationOptions(accountId),
    onMutate: ({ sectionId, orderedProductIds }) =>
      optimisticCatalogue(queryClient, accountId, (catalogue) =>
        withProductOrder(catalogue, sectionId, orderedProductIds),
      ),
    onError: (_error, _input, context) => {
      context?.rollback();
      void refreshCatalogue(queryClient, accountId);
    },
  });
}

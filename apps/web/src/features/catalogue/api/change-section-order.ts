import type { ChangeSectionOrderRequest } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { withSectionOrder } from '../lib/catalogue';
import { optimisticCatalogue, refreshCatalogue } from './catalogue-cache';
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

/** Reorders at once on screen; a refused order (someone changed the list meanwhile) reloads it. */
export function useChangeSectionOrder(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...changeSectionOrderMutationOptions(accountId),
    onMutate: (orderedSectionIds) =>
      optimisticCatalogue(queryClient, accountId, (catalogue) =>
        withSectionOrder(catalogue, orderedSectionIds),
      ),
    onError: (_error, _ids, context) => {
      context?.rollback();
      void refreshCatalogue(queryClient, accountId);
    },
  });
}

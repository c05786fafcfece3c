import type { VisibleRequest, VisibleResponse } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { userKeys } from '@/shared/session/api/user-keys';
import { optimisticCatalogue, refreshCatalogue, updateCachedCatalogue } from './catalogue-cache';
import { catalogueKeys } from './catalogue-keys';

/** PUT /vendor/accounts/{accountId}/catalogue/visible {visible}: the whole catalogue shown to customers or not. */
export function setCatalogueVisible(accountId: number, visible: boolean): Promise<VisibleResponse> {
  const body: VisibleRequest = { visible };
  return api.put<VisibleResponse>(`vendor/accounts/${accountId}/catalogue/visible`, body);
}

export const setCatalogueVisibleMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.catalogue(accountId), 'visible'],
    mutationFn: (visible: boolean) => setCatalogueVisible(accountId, visible),
  });

export function useSetCatalogueVisible(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...setCatalogueVisibleMutationOptions(accountId),
    onMutate: (visible) =>
      optimisticCatalogue(queryClient, accountId, (catalogue) => ({ ...catalogue, visible })),
    onSuccess: ({ visible }) =>
      updateCachedCatalogue(queryClient, accountId, (catalogue) => ({ ...catalogue, visible })),
    onError: (_error, _visible, context) => {
      context?.rollback();
      void refreshCatalogue(queryClient, accountId);
    },
    // The header's Opened/Closed status is read from users/me (account.visible): reload it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.me() }),
  });
}

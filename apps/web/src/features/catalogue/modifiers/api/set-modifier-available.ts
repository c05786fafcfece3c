import type { AvailableRequest, AvailableUntil, Component } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { optimisticCatalogue, refreshCatalogue, updateCachedCatalogue } from '../../api/catalogue-cache';
import { catalogueKeys } from '../../api/catalogue-keys';
import { withModifier } from '../lib/modifier-groups';

export interface SetComponentAvailableInput {
  componentId: number;
  available: boolean;
  /** With available: false, when it comes back by itself (null or absent: when switched back). */
  until?: AvailableUntil | null;
}

/** PUT /vendor/components/{id}/available {available, until}: workers may switch it too. */
export function setModifierAvailable({
  componentId,
  available,
  until,
}: SetComponentAvailableInput): Promise<Component> {
  const body: AvailableRequest = until ? { available, until } : { available };
  return api.put<Component>(`vendor/components/${componentId}/available`, body);
}

export const setModifierAvailableMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.componentGroups(accountId), 'available'],
    mutationFn: setModifierAvailable,
  });

/** Switches at once on screen; a failure switches back. */
export function useSetModifierAvailable(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...setModifierAvailableMutationOptions(accountId),
    onMutate: ({ componentId, available }) =>
      optimisticCatalogue(queryClient, accountId, (catalogue) => {
        const component = catalogue.componentGroups
          .flatMap((group) => group.components)
          .find((item) => item.id === componentId);
        return component
          ? withModifier(catalogue, { ...component, available, availableAgainAt: null })
          : catalogue;
      }),
    onSuccess: (component) =>
      updateCachedCatalogue(queryClient, accountId, (catalogue) => withModifier(catalogue, component)),
    onError: (_error, _input, context) => {
      context?.rollback();
      void refreshCatalogue(queryClient, accountId);
    },
  });
}

import type { Component, RestockRequest } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { refreshCatalogue, updateCachedCatalogue } from '../../api/catalogue-cache';
import { catalogueKeys } from '../../api/catalogue-keys';
import { withModifier } from '../lib/modifier-groups';

export interface RestockModifierInput {
  componentId: number;
  body: RestockRequest;
}

/** POST /vendor/components/{id}/restock {add} | {set}: workers may restock too. */
export function restockModifier({ componentId, body }: RestockModifierInput): Promise<Component> {
  return api.post<Component>(`vendor/components/${componentId}/restock`, body);
}

export const restockModifierMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.componentGroups(accountId), 'restock'],
    mutationFn: restockModifier,
  });

/** The server's answer replaces the component (its count is the server's). */
export function useRestockModifier(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...restockModifierMutationOptions(accountId),
    onSuccess: (component) =>
      updateCachedCatalogue(queryClient, accountId, (catalogue) => withModifier(catalogue, component)),
    onError: () => void refreshCatalogue(queryClient, accountId),
  });
}

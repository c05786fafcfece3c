import type { Component, UpdateComponentRequest } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { refreshCatalogue } from '../../api/catalogue-cache';
import { catalogueKeys } from '../../api/catalogue-keys';

export interface UpdateComponentInput {
  componentId: number;
  changes: UpdateComponentRequest;
}

/** PUT /vendor/components/{id}: name, description, price, weight, availability, image. */
export function updateModifier({ componentId, changes }: UpdateComponentInput): Promise<Component> {
  return api.put<Component>(`vendor/components/${componentId}`, changes);
}

export const updateModifierMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.componentGroups(accountId), 'update-component'],
    mutationFn: updateModifier,
  });

export function useUpdateModifier(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateModifierMutationOptions(accountId),
    // Products show the component's price where they have none of their own: reload them all.
    onSuccess: () => refreshCatalogue(queryClient, accountId),
  });
}

import type { Component, UpdateComponentRequest } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { refreshCatalogue } from './catalogue-cache';
import { catalogueKeys } from './catalogue-keys';

export interface UpdateComponentInput {
  componentId: number;
  changes: UpdateComponentRequest;
}

/** PUT /vendor/components/{id}: name, description, price, weight, availability, image. */
export function updateComponent({ componentId, changes }: UpdateComponentInput): Promise<Component> {
  return api.put<Component>(`vendor/components/${componentId}`, changes);
}

export const updateComponentMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.componentGroups(accountId), 'update-component'],
    mutationFn: updateComponent,
  });

export function useUpdateComponent(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateComponentMutationOptions(accountId),
    // Products show the component's price where they have none of their own: reload them all.
    onSuccess: () => refreshCatalogue(queryClient, accountId),
  });
}

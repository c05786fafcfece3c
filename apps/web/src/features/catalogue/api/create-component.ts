import type { CreateComponentRequest, CreatedId } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { refreshCatalogue } from './catalogue-cache';
import { catalogueKeys } from './catalogue-keys';

export interface CreateComponentInput {
  groupId: number;
  component: CreateComponentRequest;
}

/** POST /vendor/component_groups/{id}/components → 201 {id}. */
export function createComponent({ groupId, component }: CreateComponentInput): Promise<CreatedId> {
  return api.post<CreatedId>(`vendor/component_groups/${groupId}/components`, component);
}

export const createComponentMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.componentGroups(accountId), 'create-component'],
    mutationFn: createComponent,
  });

export function useCreateComponent(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...createComponentMutationOptions(accountId),
    onSuccess: () => refreshCatalogue(queryClient, accountId),
  });
}

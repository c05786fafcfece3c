import type { CreateComponentRequest, CreatedId } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { refreshCatalogue } from '../../api/catalogue-cache';
import { catalogueKeys } from '../../api/catalogue-keys';

export interface CreateComponentInput {
  groupId: number;
  component: CreateComponentRequest;
}

/** POST /vendor/component_groups/{id}/components → 201 {id}. */
export function createModifier({ groupId, component }: CreateComponentInput): Promise<CreatedId> {
  return api.post<CreatedId>(`vendor/component_groups/${groupId}/components`, component);
}

export const createModifierMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.componentGroups(accountId), 'create-component'],
    mutationFn: createModifier,
  });

export function useCreateModifier(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...createModifierMutationOptions(accountId),
    onSuccess: () => refreshCatalogue(queryClient, accountId),
  });
}

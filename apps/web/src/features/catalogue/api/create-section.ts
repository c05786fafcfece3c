import type { CreatedId, CreateSectionRequest } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { refreshCatalogue } from './catalogue-cache';
import { catalogueKeys } from './catalogue-keys';

export type CreateSectionInput = Partial<CreateSectionRequest>;

/** POST /vendor/accounts/{accountId}/catalogue/sections → 201 {id}. */
export function createSection(accountId: number, input: CreateSectionInput): Promise<CreatedId> {
  return api.post<CreatedId>(`vendor/accounts/${accountId}/catalogue/sections`, input);
}

export const createSectionMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.sections(accountId), 'create'],
    mutationFn: (input: CreateSectionInput) => createSection(accountId, input),
  });

export function useCreateSection(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...createSectionMutationOptions(accountId),
    onSuccess: () => refreshCatalogue(queryClient, accountId),
  });
}

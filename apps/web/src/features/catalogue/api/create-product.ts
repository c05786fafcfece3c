import type { CreatedId, CreateProductRequest } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { refreshCatalogue } from './catalogue-cache';
import { catalogueKeys } from './catalogue-keys';

/** POST /vendor/accounts/{accountId}/catalogue/products {name.values, sectionID, ...} → 201 {id}. */
export function createProduct(accountId: number, input: CreateProductRequest): Promise<CreatedId> {
  return api.post<CreatedId>(`vendor/accounts/${accountId}/catalogue/products`, input);
}

export const createProductMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.products(accountId), 'create'],
    mutationFn: (input: CreateProductRequest) => createProduct(accountId, input),
  });

export function useCreateProduct(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...createProductMutationOptions(accountId),
    onSuccess: () => refreshCatalogue(queryClient, accountId),
  });
}

import type { CloneProductRequest, CreatedId } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { refreshCatalogue } from './catalogue-cache';
import { catalogueKeys } from './catalogue-keys';

export interface CloneProductInput {
  productId: number;
  body: CloneProductRequest;
}

/** POST /vendor/products/{id}/clone {targetSectionID, targetName: {values}} → 201 {id} (hidden copy). */
export function cloneProduct({ productId, body }: CloneProductInput): Promise<CreatedId> {
  return api.post<CreatedId>(`vendor/products/${productId}/clone`, body);
}

export const cloneProductMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.products(accountId), 'clone'],
    mutationFn: cloneProduct,
  });

export function useCloneProduct(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...cloneProductMutationOptions(accountId),
    onSuccess: () => refreshCatalogue(queryClient, accountId),
  });
}

import type { Product } from '@larder/contract';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { catalogueKeys } from './catalogue-keys';
import { productChanged } from './update-product';

export interface ProductTagInput {
  productId: number;
  tagId: number;
}

/** POST /vendor/products/{id}/tags {tagID}; 409 ProductTagsLimitExceeded past 15 tags. */
export function addProductTag({ productId, tagId }: ProductTagInput): Promise<Product> {
  return api.post<Product>(`vendor/products/${productId}/tags`, { tagID: tagId });
}

export const addProductTagMutationOptions = (queryClient: QueryClient, accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.all, 'add-product-tag'],
    mutationFn: addProductTag,
    onSuccess: (product) => productChanged(queryClient, accountId, product),
  });

export function useAddProductTag(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation(addProductTagMutationOptions(queryClient, accountId));
}

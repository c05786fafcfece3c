import type { Product } from '@larder/contract';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import type { ProductTagInput } from './add-product-tag';
import { catalogueKeys } from './catalogue-keys';
import { productChanged } from './update-product';

/** DELETE /vendor/products/{id}/tags/{tagId}. */
export function removeProductTag({ productId, tagId }: ProductTagInput): Promise<Product> {
  return api.delete<Product>(`vendor/products/${productId}/tags/${tagId}`);
}

export const removeProductTagMutationOptions = (queryClient: QueryClient, accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.all, 'remove-product-tag'],
    mutationFn: removeProductTag,
    onSuccess: (product) => productChanged(queryClient, accountId, product),
  });

export function useRemoveProductTag(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation(removeProductTagMutationOptions(queryClient, accountId));
}

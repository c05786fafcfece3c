import type { Product, RestockRequest } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { withProduct } from '../lib/catalogue';
import { refreshCatalogue, updateCachedCatalogue } from './catalogue-cache';
import { catalogueKeys } from './catalogue-keys';

export interface RestockProductInput {
  productId: number;
  body: RestockRequest;
}

/** POST /vendor/products/{id}/restock {add} | {set}: workers may restock, as they switch availability. */
export function restockProduct({ productId, body }: RestockProductInput): Promise<Product> {
  return api.post<Product>(`vendor/products/${productId}/restock`, body);
}

export const restockProductMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.products(accountId), 'restock'],
    mutationFn: restockProduct,
  });

/**
 * The server's answer replaces the product: the count is the server's (orders move it meanwhile),
 * so nothing is guessed on screen before it answers.
 */
export function useRestockProduct(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...restockProductMutationOptions(accountId),
    onSuccess: (product) => {
      queryClient.setQueryData(catalogueKeys.product(product.id), product);
      updateCachedCatalogue(queryClient, accountId, (catalogue) => withProduct(catalogue, product));
    },
    onError: () => void refreshCatalogue(queryClient, accountId),
  });
}

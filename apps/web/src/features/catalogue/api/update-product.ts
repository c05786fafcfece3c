import type { Product, UpdateProductRequest } from '@larder/contract';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { catalogueKeys } from './catalogue-keys';

export interface UpdateProductInput {
  productId: number;
  body: UpdateProductRequest;
}

/** PUT /vendor/products/{id}: only the fields sent change; answers the product as stored. */
export function updateProduct({ productId, body }: UpdateProductInput): Promise<Product> {
  return api.put<Product>(`vendor/products/${productId}`, body);
}

/**
 * After any write to a product: the product as the server answered it, then every list it appears
 * in is refetched (not awaited, so a modal closes at once).
 */
export function productChanged(queryClient: QueryClient, accountId: number, product: Product): void {
  queryClient.setQueryData(catalogueKeys.product(product.id), product);
  void queryClient.invalidateQueries({ queryKey: catalogueKeys.account(accountId) });
  void queryClient.invalidateQueries({ queryKey: catalogueKeys.product(product.id) });
  // Sections embed their products.
  void queryClient.invalidateQueries({ queryKey: [...catalogueKeys.all, 'section'] });
}

export const updateProductMutationOptions = (queryClient: QueryClient, accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.all, 'update-product'],
    mutationFn: updateProduct,
    onSuccess: (product) => productChanged(queryClient, accountId, product),
  });

export function useUpdateProduct(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation(updateProductMutationOptions(queryClient, accountId));
}

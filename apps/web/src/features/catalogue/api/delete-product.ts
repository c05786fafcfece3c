import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { refreshCatalogue } from './catalogue-cache';
import { catalogueKeys } from './catalogue-keys';

/** DELETE /vendor/products/{id}: the product leaves every section it is in. */
export function deleteProduct(productId: number): Promise<unknown> {
  return api.delete(`vendor/products/${productId}`);
}

export const deleteProductMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.products(accountId), 'delete'],
    mutationFn: (productId: number) => deleteProduct(productId),
  });

export function useDeleteProduct(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteProductMutationOptions(accountId),
    onSettled: () => refreshCatalogue(queryClient, accountId),
  });
}

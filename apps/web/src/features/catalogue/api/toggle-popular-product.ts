import type { PopularProductRequest, Product } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { updateCachedCatalogue } from './catalogue-cache';
import { catalogueKeys } from './catalogue-keys';

export interface TogglePopularInput {
  productId: number;
  /** docs/product.md#popular-products: a product in the list is removed, any other added. */
  popular: boolean;
}

/**
 * POST /vendor/accounts/{accountId}/catalogue/popular_products {productID} (409 past 9) or
 * DELETE .../popular_products/{productId}; both answer the list as it now is.
 */
export function togglePopularProduct(
  accountId: number,
  { productId, popular }: TogglePopularInput,
): Promise<Product[]> {
  const base = `vendor/accounts/${accountId}/catalogue/popular_products`;
  if (popular) return api.delete<Product[]>(`${base}/${productId}`);
  const body: PopularProductRequest = { productID: productId };
  return api.post<Product[]>(base, body);
}

export const togglePopularProductMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.popularProducts(accountId), 'toggle'],
    mutationFn: (input: TogglePopularInput) => togglePopularProduct(accountId, input),
  });

export function useTogglePopularProduct(accountId: number) {
  const queryClient = useQueryClient();
  const store = (list: Product[]) => {
    queryClient.setQueryData(catalogueKeys.popularProducts(accountId), list);
    updateCachedCatalogue(queryClient, accountId, (catalogue) => ({
      ...catalogue,
      popularProductIds: list.map((product) => product.id),
    }));
  };
  return useMutation({
    ...togglePopularProductMutationOptions(accountId),
    onSuccess: store,
    // A refusal (the list filled up meanwhile) shows the list as it really is.
    onError: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.popularProducts(accountId) }),
  });
}

import type { AvailableRequest, AvailableUntil, Product } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { withProduct } from '../lib/catalogue';
import { optimisticCatalogue, refreshCatalogue, updateCachedCatalogue } from './catalogue-cache';
import { catalogueKeys } from './catalogue-keys';

export interface SetProductAvailableInput {
  productId: number;
  available: boolean;
  /** With available: false, when it comes back by itself (null or absent: when switched back). */
  until?: AvailableUntil | null;
}

/** PUT /vendor/products/{id}/available {available, until}: the one catalogue write a worker may make. */
export function setProductAvailable({
  productId,
  available,
  until,
}: SetProductAvailableInput): Promise<Product> {
  const body: AvailableRequest = until ? { available, until } : { available };
  return api.put<Product>(`vendor/products/${productId}/available`, body);
}

export const setProductAvailableMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.products(accountId), 'available'],
    mutationFn: setProductAvailable,
  });

/** Switches at once on screen; the server's answer replaces the product, a failure switches back. */
export function useSetProductAvailable(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...setProductAvailableMutationOptions(accountId),
    onMutate: ({ productId, available }) =>
      optimisticCatalogue(queryClient, accountId, (catalogue) => {
        const product = catalogue.sections
          .flatMap((section) => section.products)
          .find((item) => item.id === productId);
        // The end time is the server's to compute ("until tomorrow" in the vendor's day).
        return product
          ? withProduct(catalogue, { ...product, available, availableAgainAt: null })
          : catalogue;
      }),
    onSuccess: (product) => {
      queryClient.setQueryData(catalogueKeys.product(product.id), product);
      updateCachedCatalogue(queryClient, accountId, (catalogue) => withProduct(catalogue, product));
    },
    onError: (_error, _input, context) => {
      context?.rollback();
      void refreshCatalogue(queryClient, accountId);
    },
  });
}

import type { Product, SetProductComponentGroupsRequest } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { withProduct } from '../lib/catalogue';
import { refreshCatalogue, updateCachedCatalogue } from './catalogue-cache';
import { catalogueKeys } from './catalogue-keys';

export interface SetProductComponentGroupsInput {
  productId: number;
  groups: SetProductComponentGroupsRequest;
}

/** PUT /vendor/products/{id}/component_groups with the product's full list of groups. */
export function setProductComponentGroups({
  productId,
  groups,
}: SetProductComponentGroupsInput): Promise<Product> {
  return api.put<Product>(`vendor/products/${productId}/component_groups`, groups);
}

export const setProductComponentGroupsMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.products(accountId), 'component-groups'],
    mutationFn: setProductComponentGroups,
  });

export function useSetProductComponentGroups(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...setProductComponentGroupsMutationOptions(accountId),
    onSuccess: (product) => {
      queryClient.setQueryData(catalogueKeys.product(product.id), product);
      updateCachedCatalogue(queryClient, accountId, (catalogue) => withProduct(catalogue, product));
      // The groups' product counts change with it.
      void refreshCatalogue(queryClient, accountId);
    },
  });
}

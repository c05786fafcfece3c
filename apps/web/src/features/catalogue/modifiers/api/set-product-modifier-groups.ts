import type { Product, SetProductComponentGroupsRequest } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { refreshCatalogue, updateCachedCatalogue } from '../../api/catalogue-cache';
import { catalogueKeys } from '../../api/catalogue-keys';
import { withProduct } from '../../lib/catalogue';

export interface SetProductComponentGroupsInput {
  productId: number;
  groups: SetProductComponentGroupsRequest;
}

/** PUT /vendor/products/{id}/component_groups with the product's full list of groups. */
export function setProductModifierGroups({
  productId,
  groups,
}: SetProductComponentGroupsInput): Promise<Product> {
  return api.put<Product>(`vendor/products/${productId}/component_groups`, groups);
}

export const setProductModifierGroupsMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.products(accountId), 'component-groups'],
    mutationFn: setProductModifierGroups,
  });

export function useSetProductModifierGroups(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...setProductModifierGroupsMutationOptions(accountId),
    onSuccess: (product) => {
      queryClient.setQueryData(catalogueKeys.product(product.id), product);
      updateCachedCatalogue(queryClient, accountId, (catalogue) => withProduct(catalogue, product));
      // The groups' product counts change with it.
      void refreshCatalogue(queryClient, accountId);
    },
  });
}

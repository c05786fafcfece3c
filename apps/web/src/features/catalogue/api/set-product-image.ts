import type { Product } from '@larder/contract';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { catalogueKeys } from './catalogue-keys';
import { productChanged } from './update-product';

export type ProductImageSlot = 'horizontal' | 'vertical';

export interface SetProductImageInput {
  productId: number;
  slot: ProductImageSlot;
  /** A path answered by the upload, or null for the placeholder. */
  path: string | null;
}

/** PUT /vendor/products/{id}/horizontal_image | vertical_image: answers the product as stored. */
export function setProductImage({ productId, slot, path }: SetProductImageInput): Promise<Product> {
  return api.put<Product>(`vendor/products/${productId}/${slot}_image`, { path });
}

export const setProductImageMutationOptions = (queryClient: QueryClient, accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.all, 'set-product-image'],
    mutationFn: setProductImage,
    onSuccess: (product) => productChanged(queryClient, accountId, product),
  });

export function useSetProductImage(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation(setProductImageMutationOptions(queryClient, accountId));
}

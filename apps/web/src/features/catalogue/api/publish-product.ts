import { TIMINGS_MS } from '@larder/contract';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueKeys } from './catalogue-keys';
import { productChanged, updateProduct } from './update-product';

/** PUT /vendor/products/{id} {visible: true}: the product goes on sale. */
export function publishProduct(productId: number) {
  return updateProduct({ productId, body: { visible: true } });
}

export const publishProductMutationOptions = (queryClient: QueryClient, accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.all, 'publish-product'],
    mutationFn: publishProduct,
    onSuccess: (product) => productChanged(queryClient, accountId, product),
  });

export function usePublishProduct(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation(publishProductMutationOptions(queryClient, accountId));
}

/**
 * docs/product.md#products: once the first price of an unpublished product is saved, the product is published
 * TIMINGS_MS.autoPublish later. It runs through the mutation cache, not a component, so it still
 * happens after the price modal has closed. Resolves when the publish call has settled.
 */
export function autoPublishProduct(
  queryClient: QueryClient,
  accountId: number,
  productId: number,
  onError?: (error: unknown) => void,
): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(() => {
      queryClient
        .getMutationCache()
        .build(queryClient, publishProductMutationOptions(queryClient, accountId))
        .execute(productId)
        .then(
          () => resolve(),
          (error: unknown) => {
            onError?.(error);
            resolve();
          },
        );
    }, TIMINGS_MS.autoPublish);
  });
}

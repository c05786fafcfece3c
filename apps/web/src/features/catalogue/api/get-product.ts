import type { Product } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { catalogueKeys } from './catalogue-keys';

/** GET /vendor/products/{id}. */
export function getProduct(productId: number, signal?: AbortSignal): Promise<Product> {
  return api.get<Product>(`vendor/products/${productId}`, { signal });
}

export const productQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: catalogueKeys.product(productId),
    queryFn: ({ signal }) => getProduct(productId, signal),
  });

/** One product; `productId` null (no or a bad query parameter) loads nothing. */
export function useProduct(productId: number | null) {
  return useQuery({ ...productQueryOptions(productId ?? 0), enabled: productId !== null });
}

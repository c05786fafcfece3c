import type { Product } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { catalogueKeys } from './catalogue-keys';

/** GET /vendor/accounts/{accountId}/catalogue/popular_products: at most 9, in order. */
export function getPopularProducts(accountId: number, signal?: AbortSignal): Promise<Product[]> {
  return api.get<Product[]>(`vendor/accounts/${accountId}/catalogue/popular_products`, { signal });
}

export const popularProductsQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: catalogueKeys.popularProducts(accountId),
    queryFn: ({ signal }) => getPopularProducts(accountId, signal),
  });

export function usePopularProducts(accountId: number) {
  return useQuery(popularProductsQueryOptions(accountId));
}

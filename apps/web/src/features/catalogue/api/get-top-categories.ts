import type { TopCategory } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { catalogueKeys } from './catalogue-keys';

/** GET /vendor/categories/top: the categories most chosen on the platform (search suggestions). */
export function getTopCategories(signal?: AbortSignal): Promise<TopCategory[]> {
  return api.get<TopCategory[]>('vendor/categories/top', { signal });
}

export const topCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.reference.topCategories(),
    queryFn: ({ signal }) => getTopCategories(signal),
    staleTime: 10 * 60_000,
  });

export function useTopCategories(enabled = true) {
  return useQuery({ ...topCategoriesQueryOptions(), enabled });
}

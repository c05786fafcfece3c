import type { CategoryGroup } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { catalogueKeys } from './catalogue-keys';

/** GET /vendor/categories: the platform's category tree (groups with their categories). */
export function getCategoryTree(signal?: AbortSignal): Promise<CategoryGroup[]> {
  return api.get<CategoryGroup[]>('vendor/categories', { signal });
}

export const categoryTreeQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.reference.categories(),
    queryFn: ({ signal }) => getCategoryTree(signal),
    staleTime: 10 * 60_000,
  });

export function useCategoryTree(enabled = true) {
  return useQuery({ ...categoryTreeQueryOptions(), enabled });
}

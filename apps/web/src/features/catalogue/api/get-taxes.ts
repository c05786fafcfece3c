import type { Tax } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { catalogueKeys } from './catalogue-keys';

/**
 * GET /vendor/taxes: the tax rates on offer. Failures are swallowed (an empty list,
 * docs/product.md#how-the-web-app-reacts).
 */
export async function getTaxes(signal?: AbortSignal): Promise<Tax[]> {
  try {
    return await api.get<Tax[]>('vendor/taxes', { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('The tax rates could not be loaded', error);
    return [];
  }
}

export const taxesQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.reference.taxes(),
    queryFn: ({ signal }) => getTaxes(signal),
    staleTime: 10 * 60_000,
  });

export function useTaxes() {
  return useQuery(taxesQueryOptions());
}

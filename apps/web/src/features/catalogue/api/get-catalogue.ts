import type { Catalogue } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { catalogueKeys } from './catalogue-keys';

/** GET /vendor/accounts/{accountId}/catalogue/catalogue: sections with their products, in order. */
export function getCatalogue(accountId: number, signal?: AbortSignal): Promise<Catalogue> {
  return api.get<Catalogue>(`vendor/accounts/${accountId}/catalogue/catalogue`, { signal });
}

export const catalogueQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: catalogueKeys.catalogue(accountId),
    queryFn: ({ signal }) => getCatalogue(accountId, signal),
  });

export function useCatalogue(accountId: number) {
  return useQuery(catalogueQueryOptions(accountId));
}

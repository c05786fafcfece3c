import { type Catalogue, earliestReturn } from '@larder/contract';
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
    // Items sold out until a time come back by themselves: the catalogue is read again then.
    refetchInterval: (query) => untilNextReturn(query.state.data, Date.now()),
  });

/** Milliseconds until the first item of the catalogue is due back (a second after it), or false. */
export function untilNextReturn(catalogue: Catalogue | undefined, now: number): number | false {
  // Partial catalogues (optimistic updates, older caches) may lack a list: nothing is due there.
  const next = catalogue ? earliestReturn(catalogue) : null;
  return next === null ? false : Math.max(next - now + 1000, 1000);
}

export function useCatalogue(accountId: number) {
  return useQuery(catalogueQueryOptions(accountId));
}

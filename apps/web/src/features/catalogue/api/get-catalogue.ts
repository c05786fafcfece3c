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
    // Items sold out until a time come back by themselves: the catalogue is read again then.
    refetchInterval: (query) => untilNextReturn(query.state.data, Date.now()),
  });

/** Milliseconds until the first item of the catalogue is due back (a second after it), or false. */
export function untilNextReturn(catalogue: Catalogue | undefined, now: number): number | false {
  if (!catalogue) return false;
  let next = Number.POSITIVE_INFINITY;
  const consider = (item: { availableAgainAt: string | null }) => {
    if (item.availableAgainAt) next = Math.min(next, Date.parse(item.availableAgainAt));
  };
  // Partial catalogues (optimistic updates, older caches) may lack a list: nothing is due there.
  for (const section of catalogue.sections ?? []) section.products.forEach(consider);
  for (const group of catalogue.componentGroups ?? []) group.components.forEach(consider);
  if (!Number.isFinite(next)) return false;
  return Math.max(next - now + 1000, 1000);
}

export function useCatalogue(accountId: number) {
  return useQuery(catalogueQueryOptions(accountId));
}

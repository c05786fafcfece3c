import type { SectionGroup } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { catalogueKeys } from './catalogue-keys';

/** GET /vendor/accounts/{accountId}/catalogue/catalog-categories: the section groups, by priority. */
export function getSectionGroups(accountId: number, signal?: AbortSignal): Promise<SectionGroup[]> {
  return api.get<SectionGroup[]>(`vendor/accounts/${accountId}/catalogue/catalog-categories`, { signal });
}

export const sectionGroupsQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: catalogueKeys.sectionGroups(accountId),
    queryFn: ({ signal }) => getSectionGroups(accountId, signal),
  });

export function useSectionGroups(accountId: number) {
  return useQuery(sectionGroupsQueryOptions(accountId));
}

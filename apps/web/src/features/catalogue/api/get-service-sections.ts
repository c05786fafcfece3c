import type { ServiceSection } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { catalogueKeys } from './catalogue-keys';

/** GET /vendor/service_sections: the platform's section names a section may be picked from. */
export function getServiceSections(signal?: AbortSignal): Promise<ServiceSection[]> {
  return api.get<ServiceSection[]>('vendor/service_sections', { signal });
}

export const serviceSectionsQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.reference.serviceSections(),
    queryFn: ({ signal }) => getServiceSections(signal),
    staleTime: 10 * 60_000,
  });

export function useServiceSections() {
  return useQuery(serviceSectionsQueryOptions());
}

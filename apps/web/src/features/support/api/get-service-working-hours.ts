import type { ServiceWorkingHours } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { paramsKeys } from '@/shared/params/api/params-keys';

/**
 * GET /vendor/params/working-hours: when the marketplace's support works
 * (docs/product.md#header-and-navigation).
 */
export function getServiceWorkingHours(signal?: AbortSignal): Promise<ServiceWorkingHours> {
  return api.get<ServiceWorkingHours>('vendor/params/working-hours', { signal });
}

export const serviceWorkingHoursQueryOptions = () =>
  queryOptions({
    queryKey: paramsKeys.workingHours(),
    queryFn: ({ signal }) => getServiceWorkingHours(signal),
    staleTime: 5 * 60_000,
  });

export function useServiceWorkingHours() {
  return useQuery(serviceWorkingHoursQueryOptions());
}

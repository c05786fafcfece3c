import type { SpecialHours } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { specialHoursKeys } from './special-hours-keys';

/** GET /vendor/{vendorId}/special-hours: the upcoming special days, by date. */
export function getSpecialHours(vendorId: number, signal?: AbortSignal): Promise<SpecialHours> {
  return api.get<SpecialHours>(`vendor/${vendorId}/special-hours`, { signal });
}

export const specialHoursQueryOptions = (vendorId: number) =>
  queryOptions({
    queryKey: specialHoursKeys.detail(vendorId),
    queryFn: ({ signal }) => getSpecialHours(vendorId, signal),
  });

export function useSpecialHours(vendorId: number) {
  return useQuery(specialHoursQueryOptions(vendorId));
}

import type { GeocodeResponse } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { geocodeKeys } from './account-keys';

/** GET /vendor/geocode?q=: address search through our server (never the geocoder directly). */
export function searchAddress(query: string, signal?: AbortSignal): Promise<GeocodeResponse> {
  return api.get<GeocodeResponse>(`vendor/geocode?${new URLSearchParams({ q: query })}`, { signal });
}

/** GET /vendor/geocode/reverse?lat=&lon=: the address at a point. */
export function reverseGeocode(latitude: number, longitude: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ lat: String(latitude), lon: String(longitude) });
  return api.get<GeocodeResponse>(`vendor/geocode/reverse?${query}`, { signal });
}

export const searchAddressQueryOptions = (query: string) =>
  queryOptions({
    queryKey: geocodeKeys.search(query),
    queryFn: ({ signal }) => searchAddress(query, signal),
    enabled: query.trim().length >= 2,
    staleTime: 10 * 60_000,
    retry: false,
  });

export function useSearchAddress(query: string, enabled: boolean) {
  const options = searchAddressQueryOptions(query);
  return useQuery({ ...options, enabled: enabled && options.enabled });
}

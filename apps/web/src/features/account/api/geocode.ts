import type { GeocodeResponse } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { geocodeKeys } from './account-keys';

/**
 * GET /vendor/geocode?q=&viewbox=: address search through our server (never the geocoder
 * directly), preferring places in what the map shows.
 */
export function searchAddress(query: string, viewbox: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ q: query });
  if (viewbox) params.set('viewbox', viewbox);
  return api.get<GeocodeResponse>(`vendor/geocode?${params}`, { signal });
}

/** GET /vendor/geocode/reverse?lat=&lon=: the address at a point. */
export function reverseGeocode(latitude: number, longitude: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ lat: String(latitude), lon: String(longitude) });
  return api.get<GeocodeResponse>(`vendor/geocode/reverse?${query}`, { signal });
}

export const searchAddressQueryOptions = (query: string, viewbox: string | null) =>
  queryOptions({
    queryKey: geocodeKeys.search(query, viewbox),
    queryFn: ({ signal }) => searchAddress(query, viewbox, signal),
    enabled: query.trim().length >= 2,
    staleTime: 10 * 60_000,
    retry: false,
  });

export function useSearchAddress(query: string, viewbox: string | null, enabled: boolean) {
  const options = searchAddressQueryOptions(query, viewbox);
  return useQuery({ ...options, enabled: enabled && options.enabled });
}

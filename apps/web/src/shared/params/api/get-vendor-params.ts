import type { VendorParams } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { paramsKeys } from './params-keys';

/** GET /vendor/params: locale, menu languages, contacts, schedule and other marketplace settings. */
export function getVendorParams(signal?: AbortSignal): Promise<VendorParams> {
  return api.get<VendorParams>('vendor/params', { signal });
}

export const vendorParamsQueryOptions = () =>
  queryOptions({
    queryKey: paramsKeys.vendor(),
    queryFn: ({ signal }) => getVendorParams(signal),
    staleTime: 5 * 60_000,
  });

export function useVendorParams() {
  return useQuery(vendorParamsQueryOptions());
}

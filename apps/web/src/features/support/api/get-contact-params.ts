import type { ContactParams } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { paramsKeys } from '@/shared/params/api/params-keys';

/** GET /vendor/params/contacts: the support phone numbers (docs/product.md#header-and-navigation). */
export function getContactParams(signal?: AbortSignal): Promise<ContactParams> {
  return api.get<ContactParams>('vendor/params/contacts', { signal });
}

export const contactParamsQueryOptions = () =>
  queryOptions({
    queryKey: paramsKeys.contacts(),
    queryFn: ({ signal }) => getContactParams(signal),
    staleTime: 5 * 60_000,
  });

export function useContactParams({ enabled }: { enabled: boolean }) {
  return useQuery({ ...contactParamsQueryOptions(), enabled });
}

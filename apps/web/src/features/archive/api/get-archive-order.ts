import type { ArchiveOrder } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { archiveKeys } from './archive-keys';

/** GET /vendor/{vendorId}/archive_orders/{orderId}. */
export function getArchiveOrder(vendorId: number, orderId: number, signal?: AbortSignal) {
  return api.get<ArchiveOrder>(`vendor/${vendorId}/archive_orders/${orderId}`, { signal });
}

export const archiveOrderQueryOptions = (vendorId: number, orderId: number) =>
  queryOptions({
    queryKey: archiveKeys.detail(vendorId, orderId),
    queryFn: ({ signal }) => getArchiveOrder(vendorId, orderId, signal),
    // A finished order does not change: no refetch on focus.
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useArchiveOrder(vendorId: number, orderId: number | null) {
  return useQuery({ ...archiveOrderQueryOptions(vendorId, orderId ?? 0), enabled: orderId !== null });
}

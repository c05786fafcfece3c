import { ALL_LOCATIONS, ARCHIVE_PAGE_SIZE, type ArchiveOrdersPage } from '@larder/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { type ArchiveFilter, archiveKeys } from './archive-keys';

/** GET /vendor/{vendorId}/archive_orders: one page, after the cursor of the one before. */
export function getArchiveOrders(
  vendorId: number,
  filter: ArchiveFilter,
  after: string | null,
  signal?: AbortSignal,
): Promise<ArchiveOrdersPage> {
  return api.get<ArchiveOrdersPage>(`vendor/${vendorId}/archive_orders`, {
    signal,
    query: {
      size: ARCHIVE_PAGE_SIZE.default,
      status: filter.status,
      from: filter.from,
      to: filter.to,
      search: filter.search.trim() || undefined,
      locations: filter.allLocations ? ALL_LOCATIONS : undefined,
      after,
    },
  });
}

export const archiveOrdersQueryOptions = (vendorId: number, filter: ArchiveFilter) =>
  infiniteQueryOptions({
    queryKey: archiveKeys.list(vendorId, filter),
    queryFn: ({ pageParam, signal }) => getArchiveOrders(vendorId, filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });

/** The archive as pages that load on demand; the keyset cursor keeps rows from repeating. */
export function useArchiveOrders(vendorId: number, filter: ArchiveFilter) {
  return useInfiniteQuery(archiveOrdersQueryOptions(vendorId, filter));
}

import type { OrderStatus } from '@larder/contract';

export interface ArchiveFilter {
  status: OrderStatus | null;
  from: string;
  to: string;
  search: string;
  /** Every location the user works at, not only the path's. */
  allLocations: boolean;
}

/** Query keys of the order archive (docs/architecture.md#repository-layout: one factory per resource). */
export const archiveKeys = {
  all: ['archive'] as const,
  lists: () => [...archiveKeys.all, 'list'] as const,
  list: (vendorId: number, filter: ArchiveFilter) => [...archiveKeys.lists(), vendorId, filter] as const,
  details: () => [...archiveKeys.all, 'detail'] as const,
  detail: (vendorId: number, orderId: number) => [...archiveKeys.details(), vendorId, orderId] as const,
};

/**
 * Query keys of statistics and reviews (docs/architecture.md#repository-layout: one factory per resource).
 */
export const statisticKeys = {
  all: ['statistic'] as const,
  period: (vendorId: number, from: string, to: string, allLocations = false) =>
    [...statisticKeys.all, vendorId, from, to, ...(allLocations ? ['allLocations'] : [])] as const,
};

export const reviewKeys = {
  all: ['reviews'] as const,
  lists: (vendorId: number) => [...reviewKeys.all, 'list', vendorId] as const,
  list: (vendorId: number, rating: number | null) => [...reviewKeys.lists(vendorId), rating] as const,
  histogram: (vendorId: number) => [...reviewKeys.all, 'histogram', vendorId] as const,
};

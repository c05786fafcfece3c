import type { ReviewHistogram } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { reviewKeys } from './statistic-keys';

/** GET /vendor/{vendorId}/reviews/histogram. */
export function getReviewHistogram(vendorId: number, signal?: AbortSignal) {
  return api.get<ReviewHistogram>(`vendor/${vendorId}/reviews/histogram`, { signal });
}

export const reviewHistogramQueryOptions = (vendorId: number) =>
  queryOptions({
    queryKey: reviewKeys.histogram(vendorId),
    queryFn: ({ signal }) => getReviewHistogram(vendorId, signal),
  });

export function useReviewHistogram(vendorId: number) {
  return useQuery(reviewHistogramQueryOptions(vendorId));
}

import { REVIEW_PAGE_SIZE, type ReviewsPage } from '@larder/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { reviewKeys } from './statistic-keys';

/** GET /vendor/{vendorId}/reviews?page&size&rating. */
export function getReviews(vendorId: number, rating: number | null, page: number, signal?: AbortSignal) {
  return api.get<ReviewsPage>(`vendor/${vendorId}/reviews`, {
    signal,
    query: { page, size: REVIEW_PAGE_SIZE.default, rating },
  });
}

export const reviewsQueryOptions = (vendorId: number, rating: number | null) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.list(vendorId, rating),
    queryFn: ({ pageParam, signal }) => getReviews(vendorId, rating, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.last ? undefined : pages.length),
  });

export function useReviews(vendorId: number, rating: number | null) {
  return useInfiniteQuery(reviewsQueryOptions(vendorId, rating));
}

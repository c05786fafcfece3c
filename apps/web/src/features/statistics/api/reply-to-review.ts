import type { Review } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { reviewKeys } from './statistic-keys';

export interface ReplyInput {
  reviewId: number;
  text: string;
}

/** POST /vendor/{vendorId}/reviews/{reviewId}/reply: publishes or replaces the one public reply. */
export function replyToReview(vendorId: number, { reviewId, text }: ReplyInput) {
  return api.post<Review>(`vendor/${vendorId}/reviews/${reviewId}/reply`, { text });
}

export function useReplyToReview(vendorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...reviewKeys.all, 'reply', vendorId],
    mutationFn: (input: ReplyInput) => replyToReview(vendorId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.lists(vendorId) }),
  });
}

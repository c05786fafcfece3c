import { formatDateTime, formatOrderNumber, REVIEW_LIMITS, type Review } from '@larder/contract';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Paper,
  Progress,
  Rating,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { paths } from '@/shared/paths';
import { useReviewHistogram } from '../api/get-review-histogram';
import { useReviews } from '../api/get-reviews';
import { useReplyToReview } from '../api/reply-to-review';

function ReplyBox({ vendorId, review, onDone }: { vendorId: number; review: Review; onDone: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(review.reply?.text ?? '');
  const reply = useReplyToReview(vendorId);
  return (
    <Stack gap="xs">
      <Textarea
        aria-label={t('record.reviews.yourReply')}
        placeholder={t('record.reviews.replyPlaceholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={REVIEW_LIMITS.reply}
        rows={3}
        description={`${text.length} / ${REVIEW_LIMITS.reply}`}
        data-testid="review-reply-text"
      />
      {reply.isError && (
        <Text size="sm" c="red.8" role="status">
          {t('record.reviews.replyFailed')}
        </Text>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button
          size="xs"
          disabled={!text.trim()}
          loading={reply.isPending}
          onClick={() =>
            reply.mutate({ reviewId: review.reviewId, text: text.trim() }, { onSuccess: onDone })
          }
          data-testid="review-reply-send"
        >
          {t('record.reviews.send')}
        </Button>
      </Group>
    </Stack>
  );
}

function ReviewCard({
  vendorId,
  review,
  timeZone,
  canReply,
}: {
  vendorId: number;
  review: Review;
  timeZone: string;
  canReply: boolean;
}) {
  const { t } = useTranslation();
  const [replying, setReplying] = useState(false);
  const location = useLocation();
  return (
    <Paper withBorder radius="md" p="md" data-testid="review">
      <Group justify="space-between" gap="xs" mb={4}>
        <Rating
          value={review.rating}
          readOnly
          size="sm"
          aria-label={t('record.reviews.stars', { count: review.rating })}
        />
        <Text size="xs" c="dimmed">
          {/* The order the review is about opens over this page (account-order-preview). */}
          <Anchor
            component={Link}
            to={paths.accountOrder(location, review.orderId)}
            inherit
            data-testid="review-order-link"
          >
            {t('record.reviews.order', { number: formatOrderNumber(review.orderId) })}
          </Anchor>{' '}
          · {formatDateTime(review.createdAt, timeZone)}
        </Text>
      </Group>
      {review.text && <Text size="sm">{review.text}</Text>}
      <Text size="xs" c="dimmed" mt={4}>
        {review.items.map((item) => `${item.count} × ${item.name}`).join(', ')}
      </Text>
      {review.reply && !replying && (
        <Paper bg="gray.0" radius="sm" p="xs" mt="sm" data-testid="review-reply">
          <Text size="xs" fw={600} c="dimmed">
            {t('record.reviews.yourReply')}
          </Text>
          <Text size="sm">{review.reply.text}</Text>
        </Paper>
      )}
      {canReply &&
        (replying ? (
          <div style={{ marginTop: 8 }}>
            <ReplyBox vendorId={vendorId} review={review} onDone={() => setReplying(false)} />
          </div>
        ) : (
          <UnstyledButton
            mt="xs"
            fz="sm"
            c="blue.8"
            fw={600}
            onClick={() => setReplying(true)}
            data-testid="review-reply-open"
          >
            {review.reply ? t('record.reviews.editReply') : t('record.reviews.reply')}
          </UnstyledButton>
        ))}
    </Paper>
  );
}

/** Reviews: the histogram and average, a rating filter, the list and the reply box. */
export function ReviewsPanel({
  vendorId,
  timeZone,
  canReply,
}: {
  vendorId: number;
  timeZone: string;
  canReply: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [rating, setRating] = useState<number | null>(null);
  const histogram = useReviewHistogram(vendorId);
  const reviews = useReviews(vendorId, rating);
  const list = reviews.data?.pages.flatMap((page) => page.content) ?? [];
  const total = histogram.data?.total ?? 0;

  return (
    <Stack gap="md" data-testid="reviews-panel">
      <Title order={2} fz="h3">
        {t('record.reviews.title')}
      </Title>
      {histogram.data && (
        <Group align="flex-start" gap="xl" wrap="wrap">
          <Stack gap={2} align="center" miw={140}>
            <Text fz={40} fw={800} lh={1} data-testid="reviews-average">
              {histogram.data.average === null
                ? t('record.stats.none')
                : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(
                    histogram.data.average,
                  )}
            </Text>
            <Rating
              value={histogram.data.average ?? 0}
              fractions={4}
              readOnly
              aria-label={t('record.reviews.average')}
            />
            <Text size="sm" c="dimmed">
              {t('record.reviews.total', { count: total })}
            </Text>
          </Stack>
          <Stack gap={6} style={{ flex: 1, minWidth: 220 }} data-testid="reviews-histogram">
            {[...histogram.data.counts].reverse().map((bar) => (
              <Group key={bar.rating} gap="xs" wrap="nowrap">
                <Text size="sm" w={14} ta="right">
                  {bar.rating}
                </Text>
                <Progress
                  value={total === 0 ? 0 : (bar.count / total) * 100}
                  color="yellow.6"
                  size="lg"
                  radius="sm"
                  style={{ flex: 1 }}
                  aria-label={t('record.reviews.stars', { count: bar.rating })}
                />
                <Text size="sm" w={40} c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {bar.count}
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      )}
      <SegmentedControl
        value={rating === null ? 'all' : String(rating)}
        onChange={(value) => setRating(value === 'all' ? null : Number(value))}
        data={[
          { value: 'all', label: t('record.reviews.allRatings') },
          ...[5, 4, 3, 2, 1].map((r) => ({ value: String(r), label: `${r} ★` })),
        ]}
        fullWidth
        data-testid="reviews-filter"
      />
      {reviews.isPending ? (
        <Group justify="center" py="md">
          <Loader size="sm" />
        </Group>
      ) : reviews.isError || histogram.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {t('record.reviews.loadFailed')}
        </Alert>
      ) : list.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('record.reviews.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          {list.map((review) => (
            <ReviewCard
              key={review.reviewId}
              vendorId={vendorId}
              review={review}
              timeZone={timeZone}
              canReply={canReply}
            />
          ))}
          {reviews.hasNextPage && (
            <Group justify="center">
              <Button
                variant="default"
                loading={reviews.isFetchingNextPage}
                onClick={() => void reviews.fetchNextPage()}
              >
                {t('record.reviews.more')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}

import { formatOrderNumber, LIMITS, type Order } from '@larder/contract';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { StateButton } from '@/shared/components/state-button';
import { useDeclineOrder } from '../api/decline-order';
import { useOrderAction } from '../hooks/use-order-action';

/** The confirmation behind Decline: what declining means, and an optional reason. */
export function DeclineDialog({
  order,
  opened,
  onClose,
}: {
  order: Order;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const decline = useDeclineOrder(order.vendorId);
  const { state, run } = useOrderAction(order.orderId);
  const number = formatOrderNumber(order.orderId);

  const confirm = async () => {
    const declined = await run(() =>
      decline.mutateAsync({ orderId: order.orderId, declineComment: comment.trim() || null }),
    );
    if (declined) onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('orders.decline.title', { number })} size="md" centered>
      <Stack gap="md">
        <Text size="sm">{t('orders.decline.text')}</Text>
        <Textarea
          label={t('orders.decline.comment')}
          placeholder={t('orders.decline.commentPlaceholder')}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          maxLength={LIMITS.shortText}
          rows={3}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('orders.decline.cancel')}
          </Button>
          <StateButton state={state} color="red" onClick={() => void confirm()} data-testid="confirm-decline">
            {t('orders.decline.confirm')}
          </StateButton>
        </Group>
      </Stack>
    </Modal>
  );
}

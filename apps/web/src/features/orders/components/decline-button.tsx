import { formatOrderNumber, LIMITS, type Order } from '@larder/contract';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StateButton } from '@/shared/components/state-button';
import { useDeclineOrder } from '../api/decline-order';
import { useOrderAction } from '../hooks/use-order-action';

/** Decline, after a confirmation that says what it means and takes an optional reason. */
export function DeclineButton({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [comment, setComment] = useState('');
  const decline = useDeclineOrder(order.vendorId);
  const { state, run } = useOrderAction(order.orderId);
  const number = formatOrderNumber(order.orderId);

  const confirm = async () => {
    const declined = await run(() =>
      decline.mutateAsync({ orderId: order.orderId, declineComment: comment.trim() || null }),
    );
    if (declined) setOpened(false);
  };

  return (
    <>
      <Button
        size="md"
        variant="light"
        color="red"
        leftSection={<IconX size={18} />}
        onClick={() => setOpened(true)}
        data-testid="decline-order"
        style={{ flex: '1 1 auto' }}
      >
        {t('orders.actions.decline')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('orders.decline.title', { number })}
        size="md"
        centered
      >
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
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('orders.decline.cancel')}
            </Button>
            <StateButton
              state={state}
              color="red"
              onClick={() => void confirm()}
              data-testid="confirm-decline"
            >
              {t('orders.decline.confirm')}
            </StateButton>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

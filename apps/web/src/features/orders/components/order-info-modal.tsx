import { formatMoney, type Order } from '@larder/contract';
import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { paths } from '@/shared/paths';
import { useVendorSession } from '@/shared/session/vendor-context';
import { itemName } from '../lib/order-labels';
import { orderDateTime } from '../lib/order-time';
import { DetailRow, DetailSection } from './detail-rows';
import { OrderModalFrame } from './order-modal-frame';
import { OrderStatusBadge, ReceiptTypeBadge } from './order-status-badge';

/** view=order-info&order=N: the order's details, times, customer, payment and comments. */
export function OrderInfoModal() {
  const { t } = useTranslation();
  return (
    <OrderModalFrame title={(number) => t('orders.info.title', { number })}>
      {(order) => <OrderInfo order={order} />}
    </OrderModalFrame>
  );
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function OrderInfo({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const { vendor } = useVendorSession();
  const zone = vendor.timeZone;
  const money = (amount: number) => formatMoney(amount, order.currencyCode, i18n.language);
  const { customerInfo } = order;
  const itemComments = order.items.filter((item) => item.comment?.trim());

  return (
    <Stack gap="md" data-testid="order-info">
      <Group justify="space-between" gap="sm">
        <Group gap={6}>
          <ReceiptTypeBadge order={order} size="lg" />
          <OrderStatusBadge order={order} size="lg" />
        </Group>
        <Group gap="md">
          <Anchor component={Link} to={paths.orderModal(location, 'order-check', order.orderId)} fw={600}>
            {t('orders.links.receipt')}
          </Anchor>
          {order.receiptType === 'DELIVERY' && (
            <Anchor
              component={Link}
              to={paths.orderModal(location, 'order-shipping', order.orderId)}
              fw={600}
            >
              {t('orders.links.courier')}
            </Anchor>
          )}
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DetailSection title={t('orders.info.times')}>
          <DetailRow
            label={t('orders.info.created')}
            value={orderDateTime(order.createdAt, null, zone)}
            testId="info-created"
          />
          <DetailRow
            label={t('orders.info.approved')}
            value={orderDateTime(order.approvedAt, order.approvedAtLocal, zone)}
            testId="info-approved"
          />
          <DetailRow
            label={t('orders.info.cookingStart')}
            value={orderDateTime(order.estimatedCookingStartAt, order.estimatedCookingStartAtLocal, zone)}
            testId="info-cooking-start"
          />
          <DetailRow
            label={t('orders.info.cookingEnd')}
            value={orderDateTime(order.estimatedCookingEndAt, order.estimatedCookingEndAtLocal, zone)}
            testId="info-cooking-end"
          />
          <DetailRow
            label={t('orders.info.delay')}
            value={
              order.cookingDelayTime > 0
                ? t('orders.info.delayMinutes', { count: order.cookingDelayTime })
                : null
            }
          />
        </DetailSection>

        <DetailSection title={t('orders.info.customer')}>
          <DetailRow label={t('orders.info.name')} value={customerInfo.name} testId="info-customer" />
          <DetailRow
            label={t('orders.info.phone')}
            value={
              customerInfo.phone ? (
                <Anchor href={telHref(customerInfo.phone)}>{customerInfo.phone}</Anchor>
              ) : null
            }
          />
          <DetailRow label={t('orders.info.address')} value={customerInfo.address} />
          <DetailRow
            label={t('orders.info.takeAwayCode')}
            value={order.receiptType === 'TAKEAWAY' ? order.takeAwayCode : null}
          />
        </DetailSection>

        <DetailSection title={t('orders.info.payment')}>
          <DetailRow
            label={t('orders.info.paymentType')}
            value={t(`orders.paymentType.${order.paymentType}`)}
          />
          <DetailRow label={t('orders.info.total')} value={money(order.totalPrice)} testId="info-total" />
          <DetailRow label={t('orders.info.promocode')} value={order.promocode} testId="info-promocode" />
        </DetailSection>

        {(order.comment || customerInfo.comment || itemComments.length > 0 || order.declineComment) && (
          <DetailSection title={t('orders.info.comments')}>
            {order.comment && <CommentLine label={t('orders.info.orderComment')} text={order.comment} />}
            {customerInfo.comment && (
              <CommentLine label={t('orders.info.customerComment')} text={customerInfo.comment} />
            )}
            {itemComments.map((item, index) => (
              <CommentLine
                // biome-ignore lint/suspicious/noArrayIndexKey: an order's items never change order.
                key={`${item.productId}-${index}`}
                label={itemName(item, i18n.language)}
                text={item.comment ?? ''}
              />
            ))}
            {order.declineComment && (
              <CommentLine label={t('orders.info.declineComment')} text={order.declineComment} />
            )}
          </DetailSection>
        )}
      </SimpleGrid>
    </Stack>
  );
}

function CommentLine({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Text>
    </div>
  );
}

import { can, earnsRevenue, FINAL_ORDER_STATUSES, formatMoney, type Order } from '@larder/contract';
import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { imageSources } from '@/shared/images/image-sources';
import { ImageThumb } from '@/shared/images/image-thumb';
import { paths } from '@/shared/paths';
import { useVendorSession } from '@/shared/session/vendor-context';
import { isAmendable } from '../lib/amendments';
import { itemName } from '../lib/order-labels';
import { DetailRow } from './detail-rows';
import { OrderChanges } from './order-changes';
import { OrderModalFrame } from './order-modal-frame';
import classes from './orders.module.css';
import { PrintTicketLink } from './print-ticket-link';

/** view=order-check&order=N: the receipt — products with their components and comments, prices, totals. */
export function OrderCheckModal() {
  const { t } = useTranslation();
  const { user } = useVendorSession();
  const location = useLocation();
  return (
    <OrderModalFrame title={(number) => t('orders.check.title', { number })}>
      {(order) => (
        <Stack gap="sm">
          <Group justify="space-between">
            {isAmendable(order) && can(user.role, 'orders.handle') ? (
              <Button
                component={Link}
                to={paths.orderModal(location, 'order-change', order.orderId)}
                variant="light"
                size="md"
                leftSection={<IconEdit size={18} />}
                data-testid="change-order"
              >
                {t('orders.links.change')}
              </Button>
            ) : (
              <span />
            )}
            <PrintTicketLink vendorId={order.vendorId} orderId={order.orderId} />
          </Group>
          <OrderCheck order={order} />
        </Stack>
      )}
    </OrderModalFrame>
  );
}

/** What the receipt adds up to: items, delivery, and the service fee a MARKUP account's total carries. */
export function receiptTotals(order: Order) {
  const items = order.items.reduce((sum, item) => sum + item.totalPrice, 0);
  // Totals are decimals: round the difference to cents before deciding there is a fee.
  const fee = Math.round((order.totalPrice - items - order.deliveryCost) * 1000) / 1000;
  return { items, delivery: order.deliveryCost, fee: Math.max(fee, 0), total: order.totalPrice };
}

/** The receipt of an order; the archive preview shows it too (composed in app/). */
export function OrderCheck({ order }: { order: Order }) {
  // An order that ended without earning (declined, cancelled, not paid) pays the vendor nothing: its
  // share reads 0 as the profit beside it does, and says why.
  const unearned =
    (FINAL_ORDER_STATUSES as readonly string[]).includes(order.status) && !earnsRevenue(order.status)
      ? (order.status as 'DECLINED' | 'CANCELLED' | 'COMPLETED_NOT_PAID')
      : null;
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, order.currencyCode, i18n.language);
  const totals = receiptTotals(order);

  return (
    <Stack gap={0} data-testid="order-check">
      {order.items.map((item, index) => {
        const key = `${item.productId}-${index}`;
        const unit = item.discountPrice ?? item.price;
        return (
          <div key={key} className={classes.receiptRow} data-testid="receipt-item">
            <Group gap="sm" wrap="nowrap">
              {item.image && <ImageThumb sources={imageSources(item.image, 'narrowest')} size={40} />}
              <Text fw={700} fz="md">
                {item.count} × {itemName(item, i18n.language)}
              </Text>
            </Group>
            <Text fw={700} fz="md" ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {money(item.totalPrice)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('orders.check.each', { price: money(unit) })}
              {item.discountPrice !== null && (
                <Text span size="sm" td="line-through" ml={6}>
                  {money(item.price)}
                </Text>
              )}
            </Text>
            <span />
            {item.components.map((component, componentIndex) => (
              <Group
                // biome-ignore lint/suspicious/noArrayIndexKey: components keep their position within the item.
                key={`${component.componentId}-${componentIndex}`}
                justify="space-between"
                gap="xs"
                style={{ gridColumn: '1 / -1' }}
                pl="md"
                data-testid="receipt-component"
              >
                <Text size="sm">
                  + {itemName(component, i18n.language)}
                  {component.count > 1 ? ` × ${component.count}` : ''}
                </Text>
                <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {money(component.price * component.count)}
                </Text>
              </Group>
            ))}
            {item.comment?.trim() && (
              <Text
                size="sm"
                fs="italic"
                c="orange.9"
                style={{ gridColumn: '1 / -1' }}
                data-testid="receipt-comment"
              >
                {t('orders.check.comment')}: {item.comment}
              </Text>
            )}
          </div>
        );
      })}

      {order.amendments.length > 0 && (
        <div style={{ paddingTop: 'var(--mantine-spacing-sm)' }}>
          <OrderChanges order={order} />
        </div>
      )}

      <Stack gap={8} pt="md">
        <DetailRow label={t('orders.check.subtotal')} value={money(totals.items)} />
        {(order.receiptType === 'DELIVERY' || totals.delivery > 0) && (
          <DetailRow
            label={t('orders.check.delivery')}
            value={money(totals.delivery)}
            testId="receipt-delivery"
          />
        )}
        {totals.fee > 0 && <DetailRow label={t('orders.check.serviceFee')} value={money(totals.fee)} />}
        <Divider />
        <Group justify="space-between">
          <Text fw={800} fz="lg">
            {t('orders.check.total')}
          </Text>
          <Text fw={800} fz="lg" data-testid="receipt-total" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {money(totals.total)}
          </Text>
        </Group>
        <DetailRow
          label={t('orders.check.vendorShare')}
          value={money(unearned ? 0 : order.vendorPrice)}
          testId="receipt-vendor-share"
        />
        {unearned && (
          <Text size="xs" c="dimmed" ta="right" mt={-6} data-testid="receipt-unearned">
            {t(`orders.check.unearned.${unearned}`)}
          </Text>
        )}
        {order.collectPrice > 0 && (
          <DetailRow label={t('orders.check.collect')} value={money(order.collectPrice)} />
        )}
        <DetailRow
          label={t('orders.info.paymentType')}
          value={t(`orders.paymentType.${order.paymentType}`)}
        />
        <DetailRow label={t('orders.info.promocode')} value={order.promocode} />
        {order.comment && <DetailRow label={t('orders.info.orderComment')} value={order.comment} />}
      </Stack>
    </Stack>
  );
}

import type { Order } from '@larder/contract';
import { Badge } from '@mantine/core';
import { IconShoppingBag, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/react';
import { statusColor, statusLabelKey } from '../lib/order-labels';

export function OrderStatusBadge({ order, size = 'md' }: { order: Order; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={statusColor(order)}
      variant="light"
      size={size}
      radius="sm"
      // Shade 9 on its own tint is below 4.5:1 for orange and green: the label is a quarter darker.
      styles={{
        label: { color: `color-mix(in srgb, var(--mantine-color-${statusColor(order)}-9), black 25%)` },
      }}
      data-testid="order-status"
    >
      {t(statusLabelKey(order))}
    </Badge>
  );
}

export function ReceiptTypeBadge({ order, size = 'md' }: { order: Order; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  const delivery = order.receiptType === 'DELIVERY';
  const Icon = delivery ? IconTruckDelivery : IconShoppingBag;
  return (
    <Badge
      color={delivery ? 'violet' : 'gray'}
      variant="outline"
      size={size}
      radius="sm"
      leftSection={<Icon size={14} />}
      data-testid="order-type"
    >
      {t(`orders.receiptType.${order.receiptType}`)}
    </Badge>
  );
}

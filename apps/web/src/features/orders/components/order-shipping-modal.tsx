import type { Order } from '@larder/contract';
import { Alert, Anchor, Avatar, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/react';
import { imageUrl } from '@/shared/api/client';
import { useVendorSession } from '@/shared/session/vendor-context';
import { courierSearch } from '../lib/order-labels';
import { orderDateTime } from '../lib/order-time';
import { DetailRow, DetailSection } from './detail-rows';
import { OrderModalFrame } from './order-modal-frame';

/** view=order-shipping&order=N: the courier, when the delivery started and when it should arrive. */
export function OrderShippingModal() {
  const { t } = useTranslation();
  return (
    <OrderModalFrame title={(number) => t('orders.shipping.title', { number })}>
      {(order) => <OrderShipping order={order} />}
    </OrderModalFrame>
  );
}

function OrderShipping({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { vendor } = useVendorSession();
  const zone = vendor.timeZone;
  const { courier } = order;
  const estimated = order.estimatedOrderDeliveryTime ?? order.deliveryTime;

  return (
    <Stack gap="md" data-testid="order-shipping">
      {courier ? (
        <Group gap="md" wrap="nowrap" data-testid="courier">
          <Avatar
            src={courier.photo ? imageUrl(courier.photo) : null}
            name={courier.name}
            color="initials"
            size={72}
          />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={700} fz="lg">
              {courier.name}
            </Text>
            {courier.phone && (
              <Anchor href={`tel:${courier.phone.replace(/[^\d+]/g, '')}`} fw={600}>
                {courier.phone}
              </Anchor>
            )}
          </Stack>
        </Group>
      ) : courierSearch(order) === 'searching' ? (
        <Alert
          color="blue"
          variant="light"
          icon={<Loader size={18} />}
          role="status"
          data-testid="courier-searching"
        >
          {t('guidance.courier.searching')}
        </Alert>
      ) : courierSearch(order) === 'notYet' ? (
        <Alert color="gray" variant="light" role="status" data-testid="courier-not-yet">
          {t('guidance.courier.afterApproval')}
        </Alert>
      ) : (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {t('orders.shipping.notFound')}
        </Alert>
      )}
      <DetailSection title={t('orders.info.times')}>
        <DetailRow
          label={t('orders.shipping.deliveryStarted')}
          value={
            order.deliveryStartedAt
              ? orderDateTime(order.deliveryStartedAt, null, zone)
              : t('orders.shipping.notStarted')
          }
        />
        <DetailRow
          label={t('orders.shipping.estimatedDelivery')}
          value={estimated ? orderDateTime(estimated, null, zone) : null}
        />
        <DetailRow label={t('orders.shipping.deliveryAddress')} value={order.customerInfo.address} />
      </DetailSection>
    </Stack>
  );
}

import {
  type ArchiveOrder,
  formatDateTime,
  formatMoney,
  formatOrderNumber,
  zonedDay,
} from '@larder/contract';
import { Anchor, Badge, Divider, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { ModalLayout, useModalControls } from '@/shared/components/modal-layout';
import { CenteredSpinner } from '@/shared/components/spinner';
import { WarningModal } from '@/shared/components/warning-modal';
import { paths } from '@/shared/paths';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useArchiveOrder } from '../api/get-archive-order';
import { statusColor } from '../lib/status';

function Row({ label, value }: { label: string; value: ReactNode }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * view=archive-order-preview&order=N (or account-order-preview, opened away from the archive):
 * "Order #000123" with what happened to it and its receipt. The receipt is the orders feature's,
 * handed in by the app (a feature never imports another). A failed load shows the error
 * modal and closes the preview. `linkToArchive` adds a link to the order's row in the archive:
 * its day and its number as the archive's filter.
 */
export function ArchiveOrderPreviewModal({
  receipt,
  linkToArchive = false,
}: {
  receipt: (order: ArchiveOrder) => ReactNode;
  linkToArchive?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { vendorId, vendor } = useVendorSession();
  const [searchParams] = useSearchParams();
  const { close } = useModalControls();
  const raw = Number(searchParams.get('order'));
  const orderId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const { data: order, isError } = useArchiveOrder(vendorId, orderId);
  const [dismissed, setDismissed] = useState(false);
  const title = t('record.preview.title', { number: orderId === null ? '' : formatOrderNumber(orderId) });

  if (isError || orderId === null) {
    return (
      <ModalLayout title={title}>
        <WarningModal
          opened={!dismissed}
          onClose={() => {
            setDismissed(true);
            close();
          }}
          message={t('record.preview.loadFailed')}
        />
      </ModalLayout>
    );
  }
  if (!order) {
    return (
      <ModalLayout title={title}>
        <CenteredSpinner />
      </ModalLayout>
    );
  }
  const time = (value: string | null) => (value ? formatDateTime(value, vendor.timeZone) : null);
  return (
    <ModalLayout title={title}>
      <Stack gap="sm" data-testid="archive-order-preview">
        <Group gap="xs">
          <Badge variant="light" color={statusColor(order.status)} radius="sm" data-testid="preview-status">
            {t(`record.status.${order.status}`)}
          </Badge>
          <Badge variant="outline" color="gray" radius="sm">
            {t(`record.receiptType.${order.receiptType}`)}
          </Badge>
        </Group>
        <Stack gap={6}>
          <Row label={t('record.preview.created')} value={time(order.createdAt)} />
          <Row label={t('record.preview.approved')} value={time(order.approvedAt)} />
          <Row label={t('record.preview.cookingStart')} value={time(order.estimatedCookingStartAt)} />
          <Row label={t('record.preview.cookingEnd')} value={time(order.estimatedCookingEndAt)} />
          <Row label={t('record.preview.deliveryStarted')} value={time(order.deliveryStartedAt)} />
          <Row label={t('record.preview.declined')} value={time(order.declinedAt)} />
          <Row label={t('record.preview.declineComment')} value={order.declineComment} />
          <Row label={t('record.preview.cancelled')} value={time(order.cancelledAt)} />
          <Row label={t('record.preview.customer')} value={order.customerInfo.name} />
          <Row
            label={t('record.preview.vendorProfit')}
            value={formatMoney(order.vendorProfit, order.currencyCode, i18n.language)}
          />
        </Stack>
        <Divider label={t('record.preview.receipt')} labelPosition="left" />
        {receipt(order)}
        {linkToArchive && (
          <Anchor component={Link} to={archiveLink(vendorId, order, vendor.timeZone)} size="sm" fw={600}>
            {t('record.preview.showInArchive')}
          </Anchor>
        )}
      </Stack>
    </ModalLayout>
  );
}

/** The archive showing just this order: the day it was placed, searched by its number. */
function archiveLink(vendorId: number, order: ArchiveOrder, timeZone: string) {
  const day = zonedDay(new Date(order.createdAt), timeZone);
  return paths.archive(vendorId, { from: day, to: day, search: formatOrderNumber(order.orderId) });
}

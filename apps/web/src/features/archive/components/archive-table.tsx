import { type ArchiveOrderSummary, formatDateTime, formatMoney, formatOrderNumber } from '@larder/contract';
import { Badge, Table, Text, UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { paths } from '@/shared/paths';
import { statusColor } from '../lib/status';

/** The archive rows: number, date DD/MM/YYYY HH:mm, status and total; a row opens the preview. */
export function ArchiveTable({ orders, timeZone }: { orders: ArchiveOrderSummary[]; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  return (
    // A plain overflow box: on a phone the date column folds under the number, so the table fits.
    <div style={{ overflowX: 'auto' }}>
      <Table highlightOnHover verticalSpacing="sm" data-testid="archive-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('record.archive.number')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('record.archive.date')}</Table.Th>
            <Table.Th>{t('record.archive.status')}</Table.Th>
            <Table.Th ta="right">{t('record.archive.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.orderId} data-testid="archive-row">
              <Table.Td>
                <UnstyledButton
                  component={Link}
                  to={paths.archiveOrder(location, order.orderId)}
                  fw={700}
                  c="blue.8"
                  data-testid="archive-order-link"
                >
                  {formatOrderNumber(order.orderId)}
                </UnstyledButton>
                {/* On a phone the date sits under the number, leaving room for the status. */}
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {formatDateTime(order.createdAt, timeZone)}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(order.createdAt, timeZone)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={statusColor(order.status)} radius="sm">
                  {t(`record.status.${order.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {formatMoney(order.totalPrice, order.currencyCode, i18n.language)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

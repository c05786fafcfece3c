import { type ArchiveOrderSummary, formatDateTime, formatMoney, formatOrderNumber } from '@larder/contract';
import { Badge, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { paths } from '@/shared/paths';
import { statusColor } from '../lib/status';
import classes from './archive-table.module.css';

/** A charge's orange that keeps WCAG AA on white, as the order card's (Mantine's orange-9 does not). */
const CHARGE_TEXT = '#a33a06';

/**
 * The final total; for an order the kitchen changed, the total it arrived with struck through
 * beside it (above it on a phone, archive-table.module.css) and what the change refunded, or charged when negative.
 */
function TotalCell({ order }: { order: ArchiveOrderSummary }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, order.currencyCode, i18n.language);
  const total = <span className={classes.money}>{money(order.totalPrice)}</span>;
  if (order.refund === 0 && order.originalTotalPrice === order.totalPrice) return total;
  return (
    <>
      <div className={classes.totals}>
        <Text
          component="s"
          size="xs"
          c="dimmed"
          className={classes.original}
          data-testid="archive-original-total"
        >
          <VisuallyHidden>{t('record.archive.originalTotal')} </VisuallyHidden>
          {money(order.originalTotalPrice)}
        </Text>
        {total}
      </div>
      {order.refund !== 0 && (
        <Text
          size="xs"
          fw={600}
          c={order.refund < 0 ? CHARGE_TEXT : 'teal.9'}
          className={classes.refund}
          data-testid="archive-refund"
        >
          <span>{t(order.refund < 0 ? 'record.archive.charged' : 'record.archive.refunded')} </span>
          <span className={classes.money}>{money(Math.abs(order.refund))}</span>
        </Text>
      )}
    </>
  );
}

/**
 * The archive rows: number, date DD/MM/YYYY HH:mm, status and total (a changed order's original
 * total and refund with it); a row opens the preview. Listing every location, each row names its
 * location.
 */
export function ArchiveTable({
  orders,
  timeZone,
  locationNames,
}: {
  orders: ArchiveOrderSummary[];
  timeZone: string;
  locationNames?: ReadonlyMap<number, string> | undefined;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    // A plain overflow box: on a phone the date column folds under the number, so the table fits.
    <div style={{ overflowX: 'auto' }}>
      <Table highlightOnHover verticalSpacing="sm" data-testid="archive-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('record.archive.number')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('record.archive.date')}</Table.Th>
            {locationNames && <Table.Th visibleFrom="sm">{t('locations.filterLabel')}</Table.Th>}
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
                  to={paths.archiveOrder(location, order.orderId, locationNames ? order.vendorId : undefined)}
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
                {locationNames && (
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    {locationNames.get(order.vendorId)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(order.createdAt, timeZone)}
                </Text>
              </Table.Td>
              {locationNames && (
                <Table.Td visibleFrom="sm">
                  <Text size="sm" data-testid="archive-location">
                    {locationNames.get(order.vendorId)}
                  </Text>
                </Table.Td>
              )}
              <Table.Td>
                <Badge variant="light" color={statusColor(order.status)} radius="sm">
                  {t(`record.status.${order.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="archive-total">
                <TotalCell order={order} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

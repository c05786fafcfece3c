import { can, formatMoney, formatOrderNumber, type Order } from '@larder/contract';
import { Badge, Group, Text } from '@mantine/core';
import { IconBolt, IconClock } from '@tabler/icons-react';
import { lazy, memo, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import type { TFunction } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/react';
import { paths } from '@/shared/paths';
import { useVendorSession } from '@/shared/session/vendor-context';
import { itemCount } from '../lib/active-orders';
import { isAmendable } from '../lib/amendments';
import { itemName } from '../lib/order-labels';
import { clockTime, minutesOverdue, minutesSince } from '../lib/order-time';
import { AcceptanceCountdown } from './acceptance-countdown';
import { OrderActions } from './order-actions';
import { OrderStatusBadge, ReceiptTypeBadge } from './order-status-badge';
import classes from './orders.module.css';
import { PrintTicketLink } from './print-ticket-link';

/**
 * An order's changes and the proposal it waits on: few orders have any, so their code comes with the
 * first card that shows some (a card the server rendered keeps its markup meanwhile).
 */
const OrderChanges = lazy(() =>
  import('./order-changes').then((module) => ({ default: module.OrderChanges })),
);
const PendingProposal = lazy(() =>
  import('./order-changes').then((module) => ({ default: module.PendingProposal })),
);

/** A waiting order older than this shows its time in red. */
const LATE_WAITING_MINUTES = 5;

export function formatElapsed(minutes: number, t: TFunction): string {
  if (minutes < 1) return t('orders.elapsed.justNow');
  if (minutes < 60) return t('orders.elapsed.minutes', { count: minutes });
  return t('orders.elapsed.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

export interface OrderCardProps {
  order: Order;
  /** Now, from the board's one ticking clock. */
  now: number;
  /** A new order nobody has acknowledged yet. */
  fresh?: boolean;
  timeZone?: string;
}

/**
 * One order as the kitchen reads it from arm's length: number, age, type, customer, items, total,
 * actions. Memoized: the page around the board changes (the live status, the search box) far more
 * often than an order does, and a tablet takes a noticeable while to render a dozen cards again.
 */
export const OrderCard = memo(function OrderCard({ order, now, fresh = false, timeZone }: OrderCardProps) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const number = formatOrderNumber(order.orderId);
  const minutes = minutesSince(order.createdAt, now);
  const elapsed = formatElapsed(minutes, t);
  const late = order.status === 'WAITING_APPROVAL' && minutes >= LATE_WAITING_MINUTES;
  const items = order.items.map((item) => `${item.count}× ${itemName(item, i18n.language)}`).join(', ');
  const readyBy =
    order.status === 'APPROVED' && !order.readyAt && order.estimatedCookingEndAt
      ? clockTime(order.estimatedCookingEndAt, timeZone)
      : null;
  const overdue = minutesOverdue(order, now);
  const { user } = useVendorSession();
  const changeable = isAmendable(order) && can(user.role, 'orders.handle');
  const changed = order.amendments.length > 0;

  return (
    <article
      className={classes.card}
      data-testid={`order-card-${order.orderId}`}
      data-status={order.status}
      data-fresh={fresh || undefined}
      data-overdue={overdue !== null || undefined}
      aria-label={number}
    >
      <div className={classes.cardTop}>
        <Link
          to={paths.orderModal(location, 'order-info', order.orderId)}
          className={classes.number}
          data-testid="order-number"
        >
          {number}
        </Link>
        <span
          className={classes.elapsed}
          data-late={late || undefined}
          title={minutes < 1 ? t('guidance.placedJustNow') : t('orders.elapsed.label', { time: elapsed })}
          data-testid="order-elapsed"
        >
          <IconClock size={16} aria-hidden />
          {elapsed}
        </span>
      </div>

      <Group gap={6}>
        <ReceiptTypeBadge order={order} />
        <OrderStatusBadge order={order} />
        {order.status === 'WAITING_APPROVAL' && order.acceptBefore && (
          <AcceptanceCountdown acceptBefore={order.acceptBefore} />
        )}
        {order.autoAccepted && (
          <Badge
            color="teal"
            variant="light"
            radius="sm"
            leftSection={<IconBolt size={14} aria-hidden />}
            styles={{ label: { color: 'var(--mantine-color-teal-9)' } }}
            data-testid="order-auto-accepted"
          >
            {t('orders.autoAccepted')}
          </Badge>
        )}
        {changed && (
          <Suspense fallback={null}>
            <PendingProposal order={order} now={now} />
          </Suspense>
        )}
        {readyBy && overdue === null && (
          <Text size="sm" fw={600} c="blue.8">
            {t('orders.readyBy', { time: readyBy })}
          </Text>
        )}
        {readyBy && overdue !== null && (
          <Text
            size="sm"
            fw={700}
            c="red.8"
            title={t('guidance.overdueHint', { time: readyBy })}
            data-testid="order-overdue"
          >
            {t('guidance.overdue', { count: overdue })}
          </Text>
        )}
      </Group>

      <div>
        <Text className={classes.customer} truncate>
          {order.customerInfo.name}
        </Text>
        {order.customerInfo.phone && (
          <Text size="sm" c="dimmed">
            {order.customerInfo.phone}
          </Text>
        )}
      </div>

      <Text className={classes.items} lineClamp={3}>
        {items}
      </Text>

      {changed && (
        <Suspense fallback={null}>
          <OrderChanges order={order} compact />
        </Suspense>
      )}

      <div className={classes.summary}>
        <Text size="sm" c="dimmed" fw={500}>
          {t('orders.items', { count: itemCount(order) })}
        </Text>
        <span className={classes.total} data-testid="order-total">
          {formatMoney(order.totalPrice, order.currencyCode, i18n.language)}
        </span>
      </div>

      <OrderActions order={order} />

      <nav className={classes.links} aria-label={number}>
        <Link to={paths.orderModal(location, 'order-info', order.orderId)}>{t('orders.links.details')}</Link>
        <Link to={paths.orderModal(location, 'order-check', order.orderId)}>{t('orders.links.receipt')}</Link>
        {changeable && (
          <Link to={paths.orderModal(location, 'order-change', order.orderId)} data-testid="change-order">
            {t('orders.links.change')}
          </Link>
        )}
        {order.receiptType === 'DELIVERY' && (
          <Link to={paths.orderModal(location, 'order-shipping', order.orderId)}>
            {t('orders.links.courier')}
          </Link>
        )}
        <PrintTicketLink vendorId={order.vendorId} orderId={order.orderId} />
      </nav>
    </article>
  );
});

/** Cards of `orders` in their order, as the board's lists and the time sections show them. */
export function OrderCards({
  orders,
  now,
  freshIds,
  timeZone,
}: {
  orders: readonly Order[];
  now: number;
  /** Waiting orders nobody has acknowledged (highlighted). */
  freshIds?: ReadonlySet<number>;
  timeZone?: string;
}) {
  return orders.map((order) => (
    <OrderCard
      key={order.orderId}
      order={order}
      now={now}
      fresh={freshIds?.has(order.orderId)}
      timeZone={timeZone}
    />
  ));
}

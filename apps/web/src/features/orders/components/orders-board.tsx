import type { ActiveOrderStatus, ActiveOrders, Order } from '@larder/contract';
import { VisuallyHidden } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from '@/i18n/react';
import { useAfterFirstPaint } from '@/shared/lib/use-after-first-paint';
import { ORDER_GROUPS } from '../lib/active-orders';
import { OrderCards } from './order-card';
import classes from './orders.module.css';

const GROUP_COLORS: Record<ActiveOrderStatus, string> = {
  WAITING_APPROVAL: 'orange',
  APPROVED: 'blue',
  ARRIVED: 'green',
};

export const groupStyle = (group: ActiveOrderStatus) => {
  const color = GROUP_COLORS[group];
  return {
    '--group-accent': `var(--mantine-color-${color}-6)`,
    '--group-tint': `var(--mantine-color-${color}-0)`,
    // Shade 9 alone is below 4.5:1 on the tint for orange and green: a quarter of black more.
    '--group-ink': `color-mix(in srgb, var(--mantine-color-${color}-9), black 25%)`,
  } as CSSProperties;
};

export interface OrdersBoardProps {
  lists: ActiveOrders;
  now: number;
  /** Waiting orders nobody has acknowledged (highlighted). */
  freshIds?: ReadonlySet<number>;
  timeZone?: string;
}

/**
 * Cards per group in the board's first render: about what a screen shows before scrolling. The
 * others follow at once, in a render that does not hold back the first paint — on a kitchen tablet
 * a dozen cards take over a second to render, and the top of each list is what is read first.
 */
export const FIRST_PAINT_CARDS = 3;

/**
 * The active orders (docs/product.md#the-active-orders-board): awaiting confirmation, confirmed, ready for
 * pickup — side by side on a wide screen.
 */
export function OrdersBoard({ lists, now, freshIds, timeZone }: OrdersBoardProps) {
  const complete = useAfterFirstPaint();
  return (
    <div className={classes.board}>
      {ORDER_GROUPS.map((group) => (
        <OrderGroup
          key={group}
          group={group}
          orders={lists[group]}
          shown={complete ? undefined : FIRST_PAINT_CARDS}
          now={now}
          freshIds={freshIds}
          timeZone={timeZone}
        />
      ))}
    </div>
  );
}

function OrderGroup({
  group,
  orders,
  shown,
  now,
  freshIds,
  timeZone,
}: {
  group: ActiveOrderStatus;
  orders: Order[];
  /** How many of the orders to render; all when undefined. */
  shown?: number;
  now: number;
  freshIds?: ReadonlySet<number>;
  timeZone?: string;
}) {
  const { t } = useTranslation();
  const titleId = `order-group-title-${group}`;
  return (
    <section
      className={classes.group}
      style={groupStyle(group)}
      aria-labelledby={titleId}
      data-testid={`order-group-${group}`}
    >
      <header className={classes.groupHeader}>
        <h2 className={classes.groupTitle} id={titleId} style={{ margin: 0 }}>
          {t(`orders.groups.${group}`)}
        </h2>
        <span className={classes.groupCount} data-testid="order-group-count">
          <span aria-hidden>{orders.length}</span>
          <VisuallyHidden>{t('orders.groupCount', { count: orders.length })}</VisuallyHidden>
        </span>
      </header>
      {orders.length === 0 ? (
        <div className={classes.groupEmpty}>{t(`orders.groupEmpty.${group}`)}</div>
      ) : (
        <OrderCards orders={orders.slice(0, shown)} now={now} freshIds={freshIds} timeZone={timeZone} />
      )}
    </section>
  );
}

import type { Order } from '@larder/contract';

/** The i18n key of the status an order shows (docs/product.md#statuses). */
export function statusLabelKey(order: Pick<Order, 'status' | 'receiptType' | 'readyAt'>) {
  if (order.status === 'ARRIVED' && order.receiptType === 'TAKEAWAY')
    return 'orders.status.ARRIVED_TAKEAWAY' as const;
  if (order.status === 'APPROVED' && order.receiptType === 'DELIVERY' && order.readyAt)
    return 'orders.status.READY' as const;
  return `orders.status.${order.status}` as const;
}

/** Mantine colour of a status badge. */
export function statusColor(order: Pick<Order, 'status' | 'readyAt'>): string {
  switch (order.status) {
    case 'WAITING_APPROVAL':
      return 'orange';
    case 'APPROVED':
      return order.readyAt ? 'teal' : 'blue';
    case 'ARRIVED':
    case 'COMPLETED':
      return 'green';
    case 'ON_DELIVERY':
      return 'violet';
    case 'DECLINED':
    case 'CANCELLED':
    case 'COMPLETED_NOT_PAID':
      return 'red';
    default:
      return 'gray';
  }
}

/**
 * The name of an ordered product or component in the UI language when the menu has it, else the
 * name the server chose (the menu's mandatory language).
 */
export function itemName(
  item: { name: string; nameI18n: { values: Record<string, string | null | undefined> } },
  lang: string,
): string {
  const translated = item.nameI18n.values[lang]?.trim();
  return translated || item.name;
}

export type CourierSearch = 'found' | 'searching' | 'notYet' | 'notFound';

/**
 * Where the courier of a delivery order stands: the marketplace looks for one once the order is
 * approved and until it is handed over; only an order past that point without one lacks a courier.
 */
export function courierSearch(order: Pick<Order, 'courier' | 'status' | 'receiptType'>): CourierSearch {
  if (order.courier) return 'found';
  if (order.status === 'CREATED' || order.status === 'WAITING_APPROVAL') return 'notYet';
  if (order.status === 'APPROVED' && order.receiptType === 'DELIVERY') return 'searching';
  return 'notFound';
}

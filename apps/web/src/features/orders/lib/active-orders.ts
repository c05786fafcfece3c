import {
  ACTIVE_ORDER_STATUSES,
  type ActiveOrderStatus,
  type ActiveOrders,
  formatOrderNumber,
  nextOrderStatus,
  type Order,
  type OrderStatus,
  type VendorOrderAction,
} from '@larder/contract';

/**
 * The three groups of the active orders page, in the order they are shown
 * (docs/product.md#the-active-orders-board).
 */
export const ORDER_GROUPS: readonly ActiveOrderStatus[] = ACTIVE_ORDER_STATUSES;

export const EMPTY_ACTIVE_ORDERS: ActiveOrders = { WAITING_APPROVAL: [], APPROVED: [], ARRIVED: [] };

const FINAL_STATUSES: readonly OrderStatus[] = ['DECLINED', 'CANCELLED', 'COMPLETED', 'COMPLETED_NOT_PAID'];

export function isFinalStatus(status: OrderStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

/** The group an order belongs to, or null when it leaves the page (ARRIVED holds TAKEAWAY only). */
export function groupOf(order: Pick<Order, 'status' | 'receiptType'>): ActiveOrderStatus | null {
  if (order.status === 'WAITING_APPROVAL' || order.status === 'APPROVED') return order.status;
  if (order.status === 'ARRIVED' && order.receiptType === 'TAKEAWAY') return 'ARRIVED';
  return null;
}

export function findOrder(lists: ActiveOrders | undefined, orderId: number): Order | undefined {
  if (!lists) return undefined;
  for (const group of ORDER_GROUPS) {
    const found = lists[group].find((order) => order.orderId === orderId);
    if (found) return found;
  }
  return undefined;
}

const byCreation = (a: Order, b: Order) =>
  a.createdAt === b.createdAt ? a.orderId - b.orderId : a.createdAt < b.createdAt ? -1 : 1;

/**
 * The lists with `order` put where its status says: removed from every group, then added to its
 * own (kept in creation order, as the server sorts them) unless it has left the active page.
 */
export function placeOrder(lists: ActiveOrders, order: Order): ActiveOrders {
  const target = groupOf(order);
  const next = { ...lists };
  for (const group of ORDER_GROUPS) {
    const without = lists[group].filter((item) => item.orderId !== order.orderId);
    next[group] = group === target ? [...without, order].sort(byCreation) : without;
  }
  return next;
}

export function removeOrder(lists: ActiveOrders, orderId: number): ActiveOrders {
  const next = { ...lists };
  for (const group of ORDER_GROUPS) next[group] = lists[group].filter((order) => order.orderId !== orderId);
  return next;
}

/**
 * docs/product.md#the-active-orders-board: a declined order is remembered and kept out of the waiting and
 * approved lists, even when a poll that started before the decline brings it back.
 */
export function withoutDeclined(lists: ActiveOrders, declined: ReadonlySet<number>): ActiveOrders {
  if (declined.size === 0) return lists;
  const keep = (order: Order) => !declined.has(order.orderId);
  return {
    ...lists,
    WAITING_APPROVAL: lists.WAITING_APPROVAL.filter(keep),
    APPROVED: lists.APPROVED.filter(keep),
  };
}

export function allOrders(lists: ActiveOrders | undefined): Order[] {
  return lists ? ORDER_GROUPS.flatMap((group) => lists[group]) : [];
}

/** What the state machine needs to know about an order (`ready`: a DELIVERY order marked ready). */
export const moveInput = (order: Order) => ({
  status: order.status,
  receiptType: order.receiptType,
  ready: order.readyAt !== null,
});

/** The vendor actions the state machine allows this order, in the order the card shows them. */
export function availableActions(order: Order): VendorOrderAction[] {
  const actions: VendorOrderAction[] = ['approve', 'decline', 'ready', 'complete'];
  return actions.filter((action) => nextOrderStatus(moveInput(order), action) !== null);
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Search by order number (#000123, 000123 or 123), customer name or phone (digits only compared) and
 * item names in any menu language. An empty query matches everything.
 */
export function orderMatches(order: Order, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  const needleDigits = digitsOf(needle);
  const numberQuery = needle.replace(/^#/, '');
  if (/^\d+$/.test(numberQuery)) {
    if (formatOrderNumber(order.orderId).slice(1).includes(numberQuery)) return true;
    if (String(order.orderId) === String(Number(numberQuery))) return true;
  }
  const { name, phone } = order.customerInfo;
  if (name.toLowerCase().includes(needle)) return true;
  if (phone && needleDigits.length >= 3 && digitsOf(phone).includes(needleDigits)) return true;
  return order.items.some(
    (item) =>
      item.name.toLowerCase().includes(needle) ||
      Object.values(item.nameI18n.values).some((value) => value?.toLowerCase().includes(needle)),
  );
}

export function filterOrders(lists: ActiveOrders, query: string): ActiveOrders {
  if (!query.trim()) return lists;
  return {
    WAITING_APPROVAL: lists.WAITING_APPROVAL.filter((order) => orderMatches(order, query)),
    APPROVED: lists.APPROVED.filter((order) => orderMatches(order, query)),
    ARRIVED: lists.ARRIVED.filter((order) => orderMatches(order, query)),
  };
}

/** Number of portions in an order (what "N items" counts). */
export const itemCount = (order: Order): number => order.items.reduce((sum, item) => sum + item.count, 0);

import {
  formatPerZone,
  fromMinorUnits,
  type Image,
  localizedName,
  type Order,
  type OrderAmendment,
  type OrderItem,
} from '@larder/contract';
import type { orderItems, orders } from '../../db/schema/index.ts';
import type { OrderLineSnapshot, OrderMoney, StoredAmendment } from '../../db/schema/orders.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect & {
  /** The ordered product's current picture, joined at read time; absent when it was deleted. */
  image?: Image | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const localFormat = formatPerZone('sv-SE', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
/** `YYYY-MM-DDTHH:mm:ss` on the vendor's wall clock (the order's `...Local` fields). */
export function toLocalIso(d: Date | null, timeZone: string): string | null {
  if (!d) return null;
  return localFormat(timeZone).format(d).replace(' ', 'T');
}

/** What an item view is made from: an order_items row, or a line an amendment kept. */
type ItemSource = Omit<OrderItemRow, 'orderId'>;

const fromSnapshot = ({ itemId, ...line }: OrderLineSnapshot): ItemSource => ({ id: itemId, ...line });

function toItemView(item: ItemSource, currency: string, lang: string): OrderItem {
  const money = (minor: number) => fromMinorUnits(minor, currency);
  return {
    itemId: item.id,
    productId: item.productId,
    name: localizedName(item.nameI18n, lang, lang),
    nameI18n: item.nameI18n,
    count: item.count,
    price: money(item.priceMinor),
    discountPrice: item.discountPriceMinor === null ? null : money(item.discountPriceMinor),
    totalPrice: money(item.totalMinor),
    weight: item.weight,
    nutritionFacts: item.nutritionFacts ?? null,
    components: item.components.map((c) => ({
      componentId: c.componentId,
      name: localizedName(c.nameI18n, lang, lang),
      nameI18n: c.nameI18n,
      count: c.count,
      price: money(c.priceMinor),
    })),
    comment: item.comment,
    image: item.image ?? null,
  };
}

/**
 * A proposal nobody answered by its deadline counts as rejected from that instant, before the
 * sweep stores it so (docs/product.md#changing-an-accepted-order): the order reads with the lines
 * and the money a rejection leaves, which the proposal holds (`ifRejected`), or cancelled when the
 * proposal replaced every line: no query is needed.
 */
export function asReadAt(order: OrderRow, items: OrderItemRow[], now: Date) {
  const pending = order.amendments.find((a) => a.status === 'PENDING');
  if (!pending?.answerBefore || !pending.ifRejected || Date.parse(pending.answerBefore) > now.getTime()) {
    return { order, items };
  }
  const gone = new Set(pending.substitutes.map((s) => s.before.itemId));
  const expired: StoredAmendment = {
    ...pending,
    status: 'EXPIRED',
    after: pending.ifRejected,
    ifRejected: null,
    resolvedAt: pending.answerBefore,
  };
  if (refusalEmptiesOrder(pending, items)) {
    // Nothing left to cook: the refusal cancels the order at the deadline, lines and money kept.
    const at = new Date(pending.answerBefore);
    return {
      order: {
        ...order,
        status: 'CANCELLED' as const,
        statusUpdatedAt: at,
        cancelledAt: at,
        amendmentAnswerBefore: null,
        amendments: order.amendments.map((a) => (a === pending ? { ...expired, after: pending.before } : a)),
      },
      items,
    };
  }
  return {
    order: {
      ...order,
      ...pending.ifRejected,
      amendments: order.amendments.map((a) => (a === pending ? expired : a)),
    },
    items: items.filter((item) => !gone.has(item.id)),
  };
}

/**
 * Whether refusing the proposal would leave no line: it replaces every line the order has, and a
 * refusal cancels the order instead (docs/product.md#changing-an-accepted-order).
 */
export function refusalEmptiesOrder(proposal: StoredAmendment, items: readonly { id: number }[]) {
  const replaced = new Set(proposal.substitutes.map((s) => s.before.itemId));
  return items.every((item) => replaced.has(item.id));
}

function toAmendmentView(amendment: StoredAmendment, currency: string, lang: string): OrderAmendment {
  const money = (minor: number) => fromMinorUnits(minor, currency);
  const item = (line: OrderLineSnapshot) => toItemView(fromSnapshot(line), currency, lang);
  const refund = (after: OrderMoney) => money(amendment.before.totalPriceMinor - after.totalPriceMinor);
  return {
    id: amendment.id,
    at: amendment.at,
    by: amendment.by,
    reason: amendment.reason,
    comment: amendment.comment,
    removed: amendment.removed.map((line) => ({
      itemId: line.before.itemId,
      before: item(line.before),
      after: line.after ? item(line.after) : null,
    })),
    substitutes: amendment.substitutes.map((line) => ({
      itemId: line.before.itemId,
      before: item(line.before),
      substitute: item(line.substitute),
    })),
    status: amendment.status,
    totalPriceBefore: money(amendment.before.totalPriceMinor),
    totalPriceAfter: money(amendment.after.totalPriceMinor),
    refund: refund(amendment.after),
    refundIfRejected: amendment.ifRejected ? refund(amendment.ifRejected) : null,
    answerBefore: amendment.answerBefore,
    resolvedAt: amendment.resolvedAt,
  };
}

/**
 * The one mapping from stored order to API order: minor units → decimals, instants → ISO UTC.
 * `now` decides whether a waiting proposal has expired (asReadAt).
 */
export function toOrderView(
  stored: OrderRow,
  storedItems: OrderItemRow[],
  timeZone: string,
  lang: string,
  now: Date,
): Order {
  const { order, items } = asReadAt(stored, storedItems, now);
  const money = (minor: number) => fromMinorUnits(minor, order.currencyCode);
  const estimatedOrderDeliveryTime =
    order.estimatedDeliveryMinutes !== null && order.estimatedCookingEndAt
      ? new Date(order.estimatedCookingEndAt.getTime() + order.estimatedDeliveryMinutes * 60_000)
      : null;
  return {
    orderId: order.id,
    vendorId: order.vendorId,
    status: order.status,
    receiptType: order.receiptType,
    totalPrice: money(order.totalPriceMinor),
    originalTotalPrice: money(order.originalTotalPriceMinor),
    collectPrice: money(order.collectPriceMinor),
    vendorPrice: money(order.vendorPriceMinor),
    deliveryCost: money(order.deliveryCostMinor),
    currencyCode: order.currencyCode,
    items: items.map((item) => toItemView(item, order.currencyCode, lang)),
    amendments: order.amendments.map((a) => toAmendmentView(a, order.currencyCode, lang)),
    comment: order.comment,
    declineComment: order.declineComment,
    declineReason: order.declineReason,
    autoAccepted: order.autoAccepted,
    acceptBefore: order.status === 'WAITING_APPROVAL' ? iso(order.acceptBefore) : null,
    customerInfo: order.customerInfo,
    paymentType: order.paymentType,
    promocode: order.promocode,
    balanceModel: order.balanceModel,
    commissionBasisPoints: order.commissionBasisPoints,
    takeAwayCode: order.takeAwayCode,
    courier: order.courier,
    courierLocation:
      order.courierLatitude !== null && order.courierLongitude !== null
        ? { latitude: order.courierLatitude, longitude: order.courierLongitude }
        : null,
    cookingDelayTime: order.cookingDelayMinutes,
    createdAt: order.createdAt.toISOString(),
    statusUpdatedAt: order.statusUpdatedAt.toISOString(),
    approvedAt: iso(order.approvedAt),
    approvedAtLocal: toLocalIso(order.approvedAt, timeZone),
    readyAt: iso(order.readyAt),
    declinedAt: iso(order.declinedAt),
    cancelledAt: iso(order.cancelledAt),
    deliveryStartedAt: iso(order.deliveryStartedAt),
    completedAt: iso(order.completedAt),
    deliveryTime: iso(estimatedOrderDeliveryTime),
    estimatedCookingStartAt: iso(order.estimatedCookingStartAt),
    estimatedCookingStartAtLocal: toLocalIso(order.estimatedCookingStartAt, timeZone),
    estimatedCookingEndAt: iso(order.estimatedCookingEndAt),
    estimatedCookingEndAtLocal: toLocalIso(order.estimatedCookingEndAt, timeZone),
    estimatedDeliveryDuration: order.estimatedDeliveryMinutes,
    estimatedOrderDeliveryTime: iso(estimatedOrderDeliveryTime),
  };
}

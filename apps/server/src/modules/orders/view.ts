import {
  formatPerZone,
  fromMinorUnits,
  type Image,
  localizedName,
  type Order,
  type OrderItem,
} from '@larder/contract';
import type { orderItems, orders } from '../../db/schema/index.ts';

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
/** `YYYY-MM-DDTHH:mm:ss` on the vendor's wall clock (the SPEC's `...Local` fields). */
export function toLocalIso(d: Date | null, timeZone: string): string | null {
  if (!d) return null;
  return localFormat(timeZone).format(d).replace(' ', 'T');
}

function toItemView(item: OrderItemRow, currency: string, lang: string): OrderItem {
  const money = (minor: number) => fromMinorUnits(minor, currency);
  return {
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

/** The one mapping from stored order to API order: minor units → decimals, instants → ISO UTC. */
export function toOrderView(order: OrderRow, items: OrderItemRow[], timeZone: string, lang: string): Order {
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
    collectPrice: money(order.collectPriceMinor),
    vendorPrice: money(order.vendorPriceMinor),
    deliveryCost: money(order.deliveryCostMinor),
    currencyCode: order.currencyCode,
    items: items.map((item) => toItemView(item, order.currencyCode, lang)),
    comment: order.comment,
    declineComment: order.declineComment,
    declineReason: order.declineReason,
    autoAccepted: order.autoAccepted,
    acceptBefore: order.status === 'WAITING_APPROVAL' ? iso(order.acceptBefore) : null,
    customerInfo: order.customerInfo,
    paymentType: order.paymentType,
    promocode: order.promocode,
    balanceModel: order.balanceModel,
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

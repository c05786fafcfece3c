import { fromMinorUnits, toMinorUnits } from './format.ts';

/**
 * An order's money from its lines (docs/product.md#changing-an-accepted-order), in integer minor
 * units: the one arithmetic the server splits an order's money by and the web previews a change
 * by. Plain functions, no schemas: the change dialog loads it without zod.
 */

export type OrderBalanceModel = 'COMMISSION' | 'MARKUP';

/**
 * COMMISSION: the customer pays menu prices, the vendor gets them less the commission.
 * MARKUP: the customer pays menu prices plus the marketplace's markup, the vendor gets menu prices.
 */
export function splitOrderMoney(
  itemsMinor: number,
  deliveryMinor: number,
  model: OrderBalanceModel,
  basisPoints: number,
): { total: number; vendor: number } {
  const share = Math.round((itemsMinor * basisPoints) / 10_000);
  return model === 'COMMISSION'
    ? { total: itemsMinor + deliveryMinor, vendor: itemsMinor - share }
    : { total: itemsMinor + share + deliveryMinor, vendor: itemsMinor };
}

/** A line's total from the prices it recorded: the unit (sale price first) and its modifiers, times the count. */
export function orderLineTotalMinor(line: {
  unitMinor: number;
  count: number;
  components: readonly { priceMinor: number; count: number }[];
}): number {
  return (line.unitMinor + line.components.reduce((sum, c) => sum + c.priceMinor * c.count, 0)) * line.count;
}

/** What an amendment preview needs of an order line, as the API answers it (decimals). */
interface PricedLine {
  price: number;
  discountPrice: number | null;
  count: number;
  totalPrice: number;
  components: readonly { componentId: number | null; price: number; count: number }[];
}

/** What an amendment preview needs of an order, as the API answers it. */
export interface PricedOrder {
  currencyCode: string;
  totalPrice: number;
  deliveryCost: number;
  balanceModel: OrderBalanceModel;
  /** The commission the order was created with; null (older orders): the account's current one. */
  commissionBasisPoints: number | null;
  items: readonly PricedLine[];
}

/** One line's new state in a preview: its new count (0: gone) and the modifiers taken off. */
export interface LineChangePreview {
  line: number;
  count: number;
  removeComponentIds: readonly number[];
}

/**
 * A substitute in a preview: its menu unit price (sale price first), its count, and the modifiers
 * chosen for each portion at the product's prices for them (a required group's default included).
 */
export interface SubstitutePreview {
  line: number;
  unitPrice: number;
  count: number;
  components: readonly { price: number; count: number }[];
}

export interface AmendmentPreview {
  /** The order's total now. */
  totalBefore: number;
  /** The total after the change (with substitutes: if the customer accepts them). */
  totalAfter: number;
  /** totalBefore − totalAfter: paid back; negative, charged. */
  refund: number;
  /** With substitutes: the total and refund if the customer refuses them (the lines removed); else null. */
  totalIfRejected: number | null;
  refundIfRejected: number | null;
}

/**
 * The totals a change would leave, from the prices the order recorded (never today's menu, but a
 * substitute's menu price), split by the order's own commission (`accountBasisPoints` for an older
 * order that recorded none), as the server computes them.
 */
export function previewAmendment(
  order: PricedOrder,
  change: { lines: readonly LineChangePreview[]; substitutes: readonly SubstitutePreview[] },
  accountBasisPoints: number,
): AmendmentPreview {
  const currency = order.currencyCode;
  const minor = (amount: number) => toMinorUnits(amount, currency);
  const money = (amount: number) => fromMinorUnits(amount, currency);
  const basisPoints = order.commissionBasisPoints ?? accountBasisPoints;
  const total = (itemsMinor: number) =>
    splitOrderMoney(itemsMinor, minor(order.deliveryCost), order.balanceModel, basisPoints).total;

  const lineMinor = order.items.map((item) => minor(item.totalPrice));
  const itemsNow = lineMinor.reduce((sum, value) => sum + value, 0);
  let afterChanges = itemsNow;
  for (const line of change.lines) {
    const item = order.items[line.line];
    if (!item) continue;
    const removed = new Set(line.removeComponentIds);
    const after =
      line.count === 0
        ? 0
        : orderLineTotalMinor({
            unitMinor: minor(item.discountPrice ?? item.price),
            count: line.count,
            components: item.components
              .filter((c) => c.componentId === null || !removed.has(c.componentId))
              .map((c) => ({ priceMinor: minor(c.price), count: c.count })),
          });
    afterChanges += after - lineMinor[line.line]!;
  }
  const replaced = change.substitutes.reduce((sum, s) => sum + (lineMinor[s.line] ?? 0), 0);
  const offered = change.substitutes.reduce(
    (sum, s) =>
      sum +
      orderLineTotalMinor({
        unitMinor: minor(s.unitPrice),
        count: s.count,
        components: s.components.map((c) => ({ priceMinor: minor(c.price), count: c.count })),
      }),
    0,
  );
  const before = minor(order.totalPrice);
  const after = total(afterChanges - replaced + offered);
  const ifRejected = change.substitutes.length > 0 ? total(afterChanges - replaced) : null;
  return {
    totalBefore: money(before),
    totalAfter: money(after),
    refund: money(before - after),
    totalIfRejected: ifRejected === null ? null : money(ifRejected),
    refundIfRejected: ifRejected === null ? null : money(before - ifRejected),
  };
}

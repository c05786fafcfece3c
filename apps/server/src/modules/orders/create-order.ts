import { randomInt } from 'node:crypto';
import {
  type AppErrorCode,
  CATALOGUE_ERROR_CODES,
  type CreateOrderRequest,
  dropEmptyValues,
  ORDER_ERROR_CODES,
  type Order,
  orderLineTotalMinor,
  PAUSE_ERROR_CODES,
  splitOrderMoney,
  toMinorUnits,
} from '@larder/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  accounts,
  orderEvents,
  orderItems,
  orders,
  platformSettings,
  type products,
  vendorOrderSettings,
  vendors,
} from '../../db/schema/index.ts';
import type { OrderMoney } from '../../db/schema/orders.ts';
import { AppError, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { perDb } from '../../lib/per-db.ts';
import { liveNotice } from '../../live/publish.ts';
import { changeCached } from '../../live/stale.ts';
import { isOffered, loadModifiers, type Modifiers, productsWithListing } from '../catalogue/orderable.ts';
import { hasPortions, takeStock } from '../catalogue/stock.ts';
import { toOrderSettings } from '../params/order-settings.ts';
import { acceptDeadline, admitOrder, autoAccept, vendorRefusal } from './intake.ts';
import { recordOrderEvent, withHistory } from './marketplace-view.ts';
import { chooseComponents } from './modifiers.ts';
import { getOrder, viewLanguage } from './service.ts';
import { portionsOf } from './stock-ledger.ts';
import { type OrderItemRow, type OrderRow, toOrderView } from './view.ts';

/** A kitchen cannot cook in zero minutes: sections without a cooking time count this much. */
export const DEFAULT_COOKING_MINUTES = 20;

type ProductRow = typeof products.$inferSelect;
/** A product the intake may take, with the longest cooking time of its sections (null: none set). */
type OrderableProduct = ProductRow & { cookingMinutes: number | null };

const refuse = (status: number, code: AppErrorCode, message: string) => new AppError(status, code, message);

/**
 * Creates an order from the marketplace. Names, prices and nutrition are copied from the menu
 * (later edits never change an order); totals are computed here in minor units. A repeated
 * Idempotency-Key answers the order the first request created.
 */
export async function createOrder(
  db: Db,
  vendorId: number,
  input: CreateOrderRequest,
  idempotencyKey: string | undefined,
  actor: 'MARKETPLACE' | 'DEMO' = 'MARKETPLACE',
  now = new Date(),
): Promise<{ order: Order; created: boolean }> {
  // A retry's key and what the order is checked against are read at once: a repeated key answers
  // its order even when the vendor has closed since.
  const existingRead = idempotencyKey ? findByIdempotencyKey(db, vendorId, idempotencyKey) : null;
  const menuRead = readMenu(db, vendorId, input, now);
  // A refusal while the key is still being read is not unhandled: it is awaited below, or moot.
  menuRead.catch(() => {});
  const existing = await existingRead;
  if (existing) return { order: existing, created: false };
  const menu = await menuRead;
  try {
    // The order joins the active list when it reaches the kitchen, and its NEW_ORDER message
    // names the list stale then (live/stale.ts); an order still waiting for payment is not on it.
    const order = await changeCached(db, (tx) =>
      insertOrder(tx, vendorId, input, menu, idempotencyKey, actor, now),
    );
    return { order, created: true };
  } catch (error) {
    // Two retries racing with one key: the unique index lets one in; the other answers its order.
    if (idempotencyKey && isUniqueViolation(error)) {
      const existing = await findByIdempotencyKey(db, vendorId, idempotencyKey);
      if (existing) return { order: existing, created: false };
    }
    throw error;
  }
}

async function findByIdempotencyKey(db: Db, vendorId: number, key: string) {
  const [row] = await intakeStatements(db).orderByKey.execute({ vendorId, key });
  return row ? getOrder(db, vendorId, row.id) : null;
}

/**
 * The intake's own reads, prepared once per database handle like the menu's it asks
 * (catalogue/orderable.ts): every order runs them, and building them was a good part of its CPU.
 */
const intakeStatements = perDb((db) => ({
  orderByKey: db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.vendorId, sql.placeholder('vendorId')),
        eq(orders.idempotencyKey, sql.placeholder('key')),
      ),
    )
    .prepare('intake_order_by_key'),
  vendor: db
    .select({
      accountId: vendors.accountId,
      timeZone: vendors.timeZone,
      working: vendors.working,
      visible: accounts.visible,
      pausedUntil: vendors.pausedUntil,
      autoPausedAt: vendors.autoPausedAt,
      specialHours: vendors.specialHours,
      businessModel: accounts.businessModel,
      commissionBasisPoints: accounts.commissionBasisPoints,
      liveMode: accounts.liveMode,
      currencyCode: platformSettings.currencyCode,
      menuLanguages: platformSettings.menuLanguages,
      orderSettings: vendorOrderSettings,
    })
    .from(vendors)
    .innerJoin(accounts, eq(accounts.id, vendors.accountId))
    .leftJoin(platformSettings, eq(platformSettings.id, 1))
    .leftJoin(vendorOrderSettings, eq(vendorOrderSettings.vendorId, vendors.id))
    .where(eq(vendors.id, sql.placeholder('vendorId')))
    .prepare('intake_vendor'),
}));

/** What the intake read of the vendor and its menu for one order, before its transaction. */
interface IntakeMenu {
  vendor: IntakeVendor;
  productById: Map<number, OrderableProduct>;
  modifiers: Modifiers;
}

type IntakeVendor = Awaited<ReturnType<ReturnType<typeof intakeStatements>['vendor']['execute']>>[number];

/**
 * The vendor and the ordered products with their modifiers, read before the order's transaction
 * and at once where one read does not need another's answer: every statement is a round trip, and
 * the intake is the hottest write there is. Inside the transaction they would hold nothing still
 * (under READ COMMITTED each statement reads afresh); what must not change under the order, the
 * stock counts and the capacity, is read again under lock in the transaction. Refuses a vendor that
 * does not take orders now, then a product it does not offer, as the checks have always come.
 */
async function readMenu(db: Db, vendorId: number, input: CreateOrderRequest, now: Date): Promise<IntakeMenu> {
  const productIds = [...new Set(input.items.map((i) => i.productId))];
  const modifiersRead = loadModifiers(db, productIds);
  // Awaited last, or moot when the vendor or a product is refused first.
  modifiersRead.catch(() => {});
  const [vendor] = await intakeStatements(db).vendor.execute({ vendorId });
  if (!vendor) throw notFound('Vendor not found');
  const refusal = vendorRefusal(vendor, now);
  if (refusal === 'CLOSED') {
    throw refuse(409, ORDER_ERROR_CODES.vendorClosed, 'The vendor is closed and does not take orders now');
  }
  if (refusal === 'PAUSED') {
    throw refuse(409, PAUSE_ERROR_CODES.vendorPaused, 'The vendor has paused orders for now');
  }
  const productById = await orderableProducts(db, vendor.accountId, productIds, now);
  return { vendor, productById, modifiers: await modifiersRead };
}

async function insertOrder(
  tx: Tx,
  vendorId: number,
  input: CreateOrderRequest,
  { vendor, productById, modifiers }: IntakeMenu,
  idempotencyKey: string | undefined,
  actor: 'MARKETPLACE' | 'DEMO',
  now: Date,
): Promise<Order> {
  // The intake builds the order's answer and its event from what it wrote rather than reading
  // them back.
  const currency = vendor.currencyCode ?? 'USD';
  const cookingTimeMinutes =
    Math.max(0, ...[...productById.values()].map((p) => p.cookingMinutes ?? 0)) || DEFAULT_COOKING_MINUTES;

  const items = input.items.map((item, position) => ({
    position,
    ...orderLine(productById.get(item.productId)!, item, modifiers, now),
  }));
  const itemsTotalMinor = items.reduce((sum, item) => sum + item.totalMinor, 0);

  const deliveryCostMinor = input.receiptType === 'DELIVERY' ? toMinorUnits(input.deliveryCost, currency) : 0;
  const money = orderMoney(
    itemsTotalMinor,
    { deliveryCostMinor, balanceModel: vendor.businessModel, paymentType: input.paymentType },
    vendor.commissionBasisPoints,
  );
  const status = input.paid ? 'WAITING_APPROVAL' : 'CREATED';
  const takeAwayCode = input.receiptType === 'TAKEAWAY' ? (input.takeAwayCode ?? newTakeAwayCode()) : null;
  // Counted items give their portions now (409 when fewer are left), under the account's lock,
  // which is taken before the intake's own below.
  const stockHeld = await takeStock(
    tx,
    vendor.accountId,
    portionsOf(items),
    now,
    anyCountedAsRead(items, productById, modifiers),
  );
  // Last before the insert: the capacity check holds the vendor's intake lock until the commit.
  const orderSettings = toOrderSettings(vendor.orderSettings);
  await admitOrder(tx, vendorId, vendor.timeZone, orderSettings, now);

  const [order] = await tx
    .insert(orders)
    .values({
      vendorId,
      accountId: vendor.accountId,
      status,
      receiptType: input.receiptType,
      paymentType: input.paymentType,
      balanceModel: vendor.businessModel,
      currencyCode: currency,
      ...money,
      deliveryCostMinor,
      originalTotalPriceMinor: money.totalPriceMinor,
      commissionBasisPoints: vendor.commissionBasisPoints,
      customerInfo: input.customerInfo,
      comment: input.comment || null,
      promocode: input.promocode || null,
      takeAwayCode,
      cookingTimeMinutes,
      estimatedDeliveryMinutes:
        input.receiptType === 'DELIVERY' ? (input.estimatedDeliveryDuration ?? 30) : null,
      idempotencyKey: idempotencyKey ?? null,
      createdAt: now,
      statusUpdatedAt: now,
      acceptBefore: status === 'WAITING_APPROVAL' ? acceptDeadline(orderSettings, now) : null,
      stockHeld: hasPortions(stockHeld) ? stockHeld : null,
    })
    .returning();
  const itemRows = await tx
    .insert(orderItems)
    .values(items.map((item) => ({ ...item, orderId: order!.id })))
    .returning();
  const lines: OrderItemRow[] = itemRows
    .sort((a, b) => a.position - b.position)
    .map((row) => {
      const product = row.productId === null ? undefined : productById.get(row.productId);
      return { ...row, image: product?.horizontalImage ?? product?.verticalImage ?? null };
    });
  const lang = viewLanguage(vendor.menuLanguages ?? []);
  const created = toOrderView(order!, lines, vendor.timeZone, lang, now);
  const history = {
    orderId: order!.id,
    action: 'create',
    fromStatus: null,
    toStatus: status,
    actorUserId: null,
    actor,
    at: now,
  } as const;
  // Paid, it goes to the kitchen now; auto-accepted, its approval's NEW_ORDER says so (below).
  const announce = status === 'WAITING_APPROVAL' && !orderSettings.autoAccept;
  // The order's history and its NEW_ORDER go out in its event's statement: two round trips fewer.
  await recordOrderEvent(tx, 'order.created', withHistory(created, [history]), now, {
    tenant: { accountId: vendor.accountId, liveMode: vendor.liveMode },
    along: {
      writes: [tx.insert(orderEvents).values(history)],
      notices: announce
        ? [liveNotice(tx, vendorId, { type: 'NEW_ORDER', orderId: order!.id, body: { status } })]
        : [],
    },
  });
  if (status === 'WAITING_APPROVAL' && orderSettings.autoAccept) {
    const approved = await autoAccept(tx, order!, orderSettings, now, 'NEW_ORDER');
    return toOrderView(approved, lines, vendor.timeZone, lang, now);
  }
  return created;
}

/** Whether an item of the order had a count when the intake read it (stock.ts: else no lock is taken). */
function anyCountedAsRead(
  items: readonly { productId: number; components: readonly { componentId: number | null }[] }[],
  productById: ReadonlyMap<number, ProductRow>,
  modifiers: Modifiers,
): boolean {
  const countedModifiers = new Set<number>();
  for (const rows of modifiers.modifiersOfGroup.values())
    for (const row of rows) if (row.stock !== null) countedModifiers.add(row.id);
  return items.some(
    (item) =>
      productById.get(item.productId)!.stock !== null ||
      item.components.some((c) => c.componentId !== null && countedModifiers.has(c.componentId)),
  );
}

/**
 * The account's products among `productIds`, each one the intake may take now: an id not on the
 * vendor's menu answers 400 UnknownProduct, one the menu leaves out now 409 ProductUnavailable.
 * The order intake and an amendment's substitutes (orders/amendments.ts) both ask it.
 */
export async function orderableProducts(
  db: Db | Tx,
  accountId: number,
  productIds: number[],
  now: Date,
): Promise<Map<number, OrderableProduct>> {
  const productRows = await productsWithListing(db, accountId, productIds);
  const productById = new Map(productRows.map((p) => [p.product.id, p]));
  for (const id of productIds) {
    const found = productById.get(id);
    if (!found)
      throw refuse(400, CATALOGUE_ERROR_CODES.unknownProduct, `Product ${id} is not on this vendor's menu`);
    // 409, not 400 UnknownProduct: a product of the vendor's the menu leaves out now (hidden, or
    // only in hidden sections) may be shown again tomorrow; like sold out, it conflicts with the
    // menu as it stands, and a marketplace holding an older menu reads it again.
    // Sold out until a moment that has passed counts as available (compared here, not swept).
    if (!found.listed || !isOffered(found.product, now)) {
      throw refuse(409, CATALOGUE_ERROR_CODES.productUnavailable, `Product ${id} is not available now`);
    }
  }
  return new Map(
    productRows.map(({ product, cookingMinutes }) => [product.id, { ...product, cookingMinutes }]),
  );
}

/**
 * One order line as the order keeps it: the product's names, prices and nutrition copied from the
 * menu now (later edits never change an order), its modifiers checked by chooseComponents, and
 * the line's total in minor units.
 */
export function orderLine(
  product: ProductRow,
  item: CreateOrderRequest['items'][number],
  modifiers: Modifiers,
  now: Date,
) {
  const snapshots = chooseComponents(item, modifiers, now);
  return {
    productId: product.id,
    nameI18n: { values: dropEmptyValues(product.nameI18n.values) },
    count: item.count,
    priceMinor: product.priceMinor,
    discountPriceMinor: product.discountPriceMinor,
    totalMinor: orderLineTotalMinor({
      unitMinor: product.discountPriceMinor ?? product.priceMinor,
      count: item.count,
      components: snapshots,
    }),
    weight: product.weight,
    nutritionFacts: product.nutritionFacts,
    components: snapshots,
    comment: item.comment || null,
  };
}

/**
 * The money columns of an order whose lines come to `itemsMinor`, split by the order's model at
 * `basisPoints`; a cash order collects its whole total. At creation and after every amendment.
 */
export function orderMoney(
  itemsMinor: number,
  order: Pick<OrderRow, 'deliveryCostMinor' | 'balanceModel' | 'paymentType'>,
  basisPoints: number,
): OrderMoney {
  const { total, vendor } = splitOrderMoney(
    itemsMinor,
    order.deliveryCostMinor,
    order.balanceModel,
    basisPoints,
  );
  return {
    itemsTotalMinor: itemsMinor,
    totalPriceMinor: total,
    collectPriceMinor: order.paymentType === 'CASH' ? total : 0,
    vendorPriceMinor: vendor,
  };
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function newTakeAwayCode() {
  return Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

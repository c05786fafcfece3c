import {
  CATALOGUE_ERROR_CODES,
  COMPONENT_ERROR_CODES,
  ERROR_CODES,
  isAvailableAt,
  type RestockRequest,
  restockedCount,
  STOCK_MAX,
} from '@larder/contract';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { components, products, vendors } from '../../db/schema/index.ts';
import type { StockPortions } from '../../db/schema/orders.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { publishLive } from '../../live/publish.ts';
import { staleCopiesOf } from '../../live/stale.ts';
import { announceAvailability } from './availability.ts';
import { auditChange, beginCatalogueWrite, type CatalogueContext, writeCatalogue } from './context.ts';
import { lockGroupOfModifier, modifierTarget } from './modifiers/modifier-groups.ts';
import { lockAccount, lockProduct } from './ordering.ts';
import { productTarget } from './products.ts';

/**
 * Stock counts (docs/product.md#stock-counts). A counted item at 0 is stored as sold out without
 * an end time, so every reader that compares availability (the catalogue, the menu feed, the
 * intake) sees it sold out with no rule of its own; a restock from 0 switches it back on.
 *
 * Every write of a count holds the account's row lock first, as every catalogue write does
 * (context.ts), then the item's row: the order intake's takes, an order's give-backs and a
 * restock take turns per account, so a count is read and written by one of them at a time and
 * never goes below zero.
 */

type Item = 'product' | 'component';
type Table = typeof products | typeof components;

interface Stocked {
  id: number;
  stock: number | null;
  available: boolean;
  availableAgainAt: Date | null;
}

const tableOf = (item: Item): Table => (item === 'product' ? products : components);

/**
 * The availability columns a count of `next` means for an item as it is: at 0 it is off without an
 * end time; leaving 0 (or no longer counted), an item that the count had switched off is on again.
 */
export function availabilityForStock(
  row: Stocked,
  next: number | null,
): Partial<Pick<Stocked, 'available' | 'availableAgainAt'>> {
  if (next === 0) return { available: false, availableAgainAt: null };
  const soldOutByCount = row.stock === 0 && !row.available && row.availableAgainAt === null;
  return soldOutByCount ? { available: true } : {};
}

/** The vendors' screens of the account reload the catalogue: these items' counts or availability changed. */
export async function tellKitchens(
  tx: Tx,
  accountId: number,
  changed: { productIds: number[]; componentIds: number[] },
) {
  if (changed.productIds.length + changed.componentIds.length === 0) return;
  const rows = await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.accountId, accountId));
  for (const vendor of rows) {
    await publishLive(tx, vendor.id, { type: 'CATALOGUE_AVAILABILITY', body: changed });
  }
}

const bodyOf = (item: Item, id: number) =>
  item === 'product' ? { productIds: [id], componentIds: [] } : { productIds: [], componentIds: [id] };

/**
 * After a count changed in the catalogue (a restock, a product or component edit): the marketplace
 * hears when that switched the item on or off, the log records it in words, the kitchens reload.
 */
export async function recordStockChange(
  tx: Tx,
  ctx: CatalogueContext,
  item: Item,
  before: Stocked & { nameI18n: { values: Record<string, string> } },
  after: Stocked,
) {
  if (before.stock === after.stock) return;
  const was = isAvailableAt(before, ctx.now);
  const is = isAvailableAt(after, ctx.now);
  if (was !== is) await announceAvailability(tx, ctx.accountId, item, after.id, after, ctx.now);
  await auditChange(tx, ctx, {
    action: item === 'product' ? 'product.restock' : 'component.restock',
    target: item === 'product' ? productTarget(ctx, before) : modifierTarget(ctx, before),
    before: { stock: before.stock, ...(was !== is && { available: was }) },
    after: { stock: after.stock, ...(was !== is && { available: is }) },
  });
  await tellKitchens(tx, ctx.accountId, bodyOf(item, after.id));
}

/** The count a restock leads to, refused above STOCK_MAX (an `add` on top of a large count). */
function nextCount(current: number | null, body: RestockRequest): number | null {
  const next = restockedCount(current, body);
  if (next !== null && next > STOCK_MAX) {
    throw badRequest(
      ERROR_CODES.validation,
      `A count holds at most ${STOCK_MAX}: ${current} + ${next - (current ?? 0)} is more`,
    );
  }
  return next;
}

/** POST products/{id}/restock: `{add}` or `{set}`; workers may, as they switch availability. */
export async function restockProduct(db: Db, ctx: CatalogueContext, id: number, body: RestockRequest) {
  await writeCatalogue(db, ctx.accountId, async (tx) => {
    const before = await lockProduct(tx, ctx.accountId, id);
    const next = nextCount(before.stock, body);
    const [after] = await tx
      .update(products)
      .set({ stock: next, ...availabilityForStock(before, next) })
      .where(eq(products.id, id))
      .returning();
    await recordStockChange(tx, ctx, 'product', before, after!);
  });
}

/** POST components/{id}/restock, as restockProduct. */
export async function restockModifier(db: Db, ctx: CatalogueContext, id: number, body: RestockRequest) {
  await writeCatalogue(db, ctx.accountId, async (tx) => {
    const { component: before } = await lockGroupOfModifier(tx, ctx, id);
    const next = nextCount(before.stock, body);
    const [after] = await tx
      .update(components)
      .set({ stock: next, ...availabilityForStock(before, next) })
      .where(eq(components.id, id))
      .returning();
    await recordStockChange(tx, ctx, 'component', before, after!);
  });
}

// ---------------------------------------------------------------------------------------------
// Orders: the intake takes portions, a decline, a cancel or a change gives them back
// ---------------------------------------------------------------------------------------------

export const noPortions = (): StockPortions => ({ products: {}, components: {} });

export const hasPortions = (portions: StockPortions | null | undefined): portions is StockPortions =>
  !!portions &&
  (Object.values(portions.products).some((n) => n > 0) ||
    Object.values(portions.components).some((n) => n > 0));

/** The counted items among `ids`, locked (the account's row first), in id order. */
async function lockCounted(tx: Tx, item: Item, ids: number[]): Promise<Stocked[]> {
  const table = tableOf(item);
  const columns = {
    id: table.id,
    stock: table.stock,
    available: table.available,
    availableAgainAt: table.availableAgainAt,
  };
  return tx
    .select(columns)
    .from(table)
    .where(and(inArray(table.id, ids), isNotNull(table.stock)))
    .orderBy(asc(table.id))
    .for('no key update');
}

/** Whether any of these items is counted now (read without a lock: only counted items take one). */
async function anyCounted(tx: Tx, portions: StockPortions): Promise<boolean> {
  for (const item of ['product', 'component'] as const) {
    const ids = idsOf(portions, item);
    if (ids.length === 0) continue;
    const table = tableOf(item);
    const [row] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(inArray(table.id, ids), isNotNull(table.stock)))
      .limit(1);
    if (row) return true;
  }
  return false;
}

const keyOf = (item: Item) => (item === 'product' ? 'products' : 'components');

const idsOf = (portions: StockPortions, item: Item) =>
  Object.entries(portions[keyOf(item)])
    .filter(([, n]) => n > 0)
    .map(([id]) => Number(id));

const unavailable = (item: Item, id: number, left: number) =>
  new AppError(
    409,
    item === 'product'
      ? CATALOGUE_ERROR_CODES.productUnavailable
      : COMPONENT_ERROR_CODES.componentUnavailable,
    `${item === 'product' ? 'Product' : 'Component'} ${id} has ${left} left`,
  );

/**
 * Moves counts by `sign` × the portions, in the caller's order transaction: -1 takes them (409
 * ProductUnavailable or ComponentUnavailable when an item has fewer left), +1 gives them back.
 * Answers what moved: the portions of the items that are counted (others are left out). An item
 * that reaches 0 or leaves it switches off or on as the catalogue's own writes do: a menu version
 * (no edit of the catalogue's), the marketplace's event, and the kitchens reload.
 */
async function moveStock(
  tx: Tx,
  accountId: number,
  portions: StockPortions,
  sign: 1 | -1,
  now: Date,
  counted?: boolean,
): Promise<StockPortions> {
  const moved = noPortions();
  if (!hasPortions(portions) || !(counted ?? (await anyCounted(tx, portions)))) return moved;
  await lockAccount(tx, accountId);
  const switched: { item: Item; row: Stocked }[] = [];
  const changed = { productIds: [] as number[], componentIds: [] as number[] };
  for (const item of ['product', 'component'] as const) {
    const wanted = portions[keyOf(item)];
    const rows = await lockCounted(tx, item, idsOf(portions, item));
    for (const row of rows) {
      const n = wanted[row.id] ?? 0;
      const stock = row.stock ?? 0;
      if (sign < 0 && stock < n) throw unavailable(item, row.id, stock);
      const next = stock + sign * n;
      const table = tableOf(item);
      const [after] = await tx
        .update(table)
        .set({ stock: next, ...availabilityForStock(row, next) })
        .where(eq(table.id, row.id))
        .returning({
          id: table.id,
          stock: table.stock,
          available: table.available,
          availableAgainAt: table.availableAgainAt,
        });
      moved[keyOf(item)][row.id] = n;
      (item === 'product' ? changed.productIds : changed.componentIds).push(row.id);
      if (isAvailableAt(row, now) !== isAvailableAt(after!, now)) switched.push({ item, row: after! });
    }
  }
  const stale = staleCopiesOf(tx);
  if (switched.length > 0) {
    // Sold out or back by an order's count: a change of the menu, not an edit of the catalogue (a
    // spreadsheet preview read before it stays good).
    await beginCatalogueWrite(tx, stale, accountId, now, { edit: false });
    for (const { item, row } of switched) await announceAvailability(tx, accountId, item, row.id, row, now);
  } else {
    stale.catalogue(accountId);
  }
  await tellKitchens(tx, accountId, changed);
  return moved;
}

/**
 * The intake's take: answers the portions taken from counted items, for the order to hold.
 * `counted` is whether any of the items had a count when the intake read them in this
 * transaction, if it did: then nothing asks again.
 */
export const takeStock = (tx: Tx, accountId: number, portions: StockPortions, now: Date, counted?: boolean) =>
  moveStock(tx, accountId, portions, -1, now, counted);

/** A decline, a cancel or a change gives portions back (at most what the order holds: the caller's bound). */
export const giveStockBack = (tx: Tx, accountId: number, portions: StockPortions, now: Date) =>
  moveStock(tx, accountId, portions, 1, now);

/**
 * Before a change of an order that holds stock: the account's row, which every count's write locks
 * first, so the order's row is never held while waiting for it.
 */
export const lockForStock = (tx: Tx, accountId: number) => lockAccount(tx, accountId);

import {
  AVAILABILITY_ERROR_CODES,
  type AvailableRequest,
  type AvailableUntil,
  availableAgainAt,
  type CatalogueAvailabilityMessage,
  isAvailableAt,
  resolveAvailableUntil,
  SOLD_OUT_MAX_AHEAD_MS,
} from '@larder/contract';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { accounts, componentGroups, components, products, vendors } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { publishLive } from '../../live/publish.ts';
import { changeCached, type StaleCopies } from '../../live/stale.ts';
import { recordMarketplaceEvent } from '../events/outbox.ts';
import { auditChange, beginCatalogueWrite, type CatalogueContext, writeCatalogue } from './context.ts';
import { recordMenuChange } from './menu-version.ts';
import { lockGroupOfModifier, modifierTarget } from './modifiers/modifier-groups.ts';
import { lockProduct } from './ordering.ts';
import { productTarget } from './products.ts';
import { tellKitchens } from './stock.ts';

/**
 * Availability of products and components, including "sold out until…": an item switched off
 * with an end time stores it in `availableAgainAt`; every read compares it with now (so it is back
 * everywhere the moment it passes), and the sweep below only normalises the rows and tells the
 * vendor's screens.
 */

interface Availability {
  available: boolean;
  availableAgainAt: Date | null;
}

/** The vendor whose day "until tomorrow" means: the request's vendor, else the account's first. */
async function vendorDay(tx: Tx, ctx: CatalogueContext) {
  const [row] = await tx
    .select({ timeZone: vendors.timeZone, workingHours: accounts.workingHours })
    .from(vendors)
    .innerJoin(accounts, eq(accounts.id, vendors.accountId))
    .where(
      ctx.actor.vendorIds.length > 0
        ? and(eq(vendors.accountId, ctx.accountId), inArray(vendors.id, [...ctx.actor.vendorIds]))
        : eq(vendors.accountId, ctx.accountId),
    )
    .orderBy(asc(vendors.id))
    .limit(1);
  return row ?? { timeZone: 'UTC', workingHours: null };
}

/** What a request asks the item's stored availability to become. */
async function requested(tx: Tx, ctx: CatalogueContext, body: AvailableRequest): Promise<Availability> {
  if (body.available || !body.until) return { available: body.available, availableAgainAt: null };
  const at = resolveAvailableUntil(body.until, ctx.now, await vendorDay(tx, ctx));
  if (at === 'past') {
    throw badRequest(AVAILABILITY_ERROR_CODES.invalidAvailableUntil, 'The end time must be in the future');
  }
  if (at === 'tooFar') {
    throw badRequest(
      AVAILABILITY_ERROR_CODES.invalidAvailableUntil,
      `The end time may be at most ${SOLD_OUT_MAX_AHEAD_MS / 86_400_000} days ahead`,
    );
  }
  return { available: false, availableAgainAt: at };
}

/** The marketplace hears of an item switched on or off, and when it comes back by itself. */
export async function announceAvailability(
  tx: Tx,
  accountId: number,
  item: 'product' | 'component',
  id: number,
  availability: Availability,
  now: Date,
) {
  await recordMarketplaceEvent(tx, {
    type: 'item.availability_changed',
    accountId,
    data: {
      accountId,
      item,
      id,
      available: isAvailableAt(availability, now),
      availableAgainAt: availableAgainAt(availability, now),
    },
    at: now,
  });
}

/** What the log shows: availability as readers saw it at `now`. */
const seen = (ctx: CatalogueContext, item: Availability) => ({
  available: isAvailableAt(item, ctx.now),
  availableAgainAt: availableAgainAt(item, ctx.now),
});

/**
 * An item counted down to zero switched back on without a restock: the kitchen has more than the
 * count said, so it stops counting (docs/product.md#stock-counts) rather than stay unorderable.
 */
const countStops = (item: { stock: number | null }, next: Availability) =>
  next.available && item.stock === 0 ? { stock: null } : undefined;

/**
 * One product's availability stored, told to the marketplace and logged, in the caller's
 * transaction. `nextOf` is asked once the product is locked (an unknown one is 404 before a bad
 * end time is 400).
 */
async function writeProductAvailability(
  tx: Tx,
  ctx: CatalogueContext,
  id: number,
  nextOf: () => Promise<Availability>,
) {
  const before = await lockProduct(tx, ctx.accountId, id);
  const next = await nextOf();
  const uncounted = countStops(before, next);
  await tx
    .update(products)
    .set({ ...next, ...uncounted })
    .where(eq(products.id, id));
  await announceAvailability(tx, ctx.accountId, 'product', id, next, ctx.now);
  await tellKitchens(tx, ctx.accountId, { productIds: [id], componentIds: [] });
  await auditChange(tx, ctx, {
    action: 'product.availability',
    target: productTarget(ctx, before),
    before: { ...seen(ctx, before), ...(uncounted && { stock: before.stock }) },
    after: { ...seen(ctx, next), ...uncounted },
  });
}

/** One component's availability, as writeProductAvailability does a product's. */
async function writeModifierAvailability(
  tx: Tx,
  ctx: CatalogueContext,
  id: number,
  nextOf: () => Promise<Availability>,
) {
  const { component } = await lockGroupOfModifier(tx, ctx, id);
  const next = await nextOf();
  const uncounted = countStops(component, next);
  await tx
    .update(components)
    .set({ ...next, ...uncounted })
    .where(eq(components.id, id));
  await announceAvailability(tx, ctx.accountId, 'component', id, next, ctx.now);
  await tellKitchens(tx, ctx.accountId, { productIds: [], componentIds: [id] });
  await auditChange(tx, ctx, {
    action: 'component.availability',
    target: modifierTarget(ctx, component),
    before: { ...seen(ctx, component), ...(uncounted && { stock: component.stock }) },
    after: { ...seen(ctx, next), ...uncounted },
  });
}

export async function setProductAvailable(db: Db, ctx: CatalogueContext, id: number, body: AvailableRequest) {
  await writeCatalogue(db, ctx.accountId, async (tx) => {
    await writeProductAvailability(tx, ctx, id, () => requested(tx, ctx, body));
  });
}

export async function setModifierAvailable(
  db: Db,
  ctx: CatalogueContext,
  id: number,
  body: AvailableRequest,
) {
  await writeCatalogue(db, ctx.accountId, async (tx) => {
    await writeModifierAvailability(tx, ctx, id, () => requested(tx, ctx, body));
  });
}

/**
 * Products and components sold out until `until`, as part of another area's change (an order
 * amendment marks what ran out) in its transaction: the same write as the availability routes
 * make, item by item, with the menu version, the marketplace's events and the audit rows. Items
 * deleted meanwhile are skipped.
 */
export async function markSoldOutInTx(
  tx: Tx,
  stale: StaleCopies,
  ctx: CatalogueContext,
  items: { productIds: number[]; componentIds: number[] },
  until: AvailableUntil,
) {
  if (items.productIds.length + items.componentIds.length === 0) return;
  await beginCatalogueWrite(tx, stale, ctx.accountId, ctx.now);
  const next = await requested(tx, ctx, { available: false, until });
  const productRows = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.accountId, ctx.accountId), inArray(products.id, items.productIds)))
    .orderBy(asc(products.id));
  for (const { id } of productRows) await writeProductAvailability(tx, ctx, id, async () => next);
  const modifierRows = await tx
    .select({ id: components.id })
    .from(components)
    .innerJoin(componentGroups, eq(componentGroups.id, components.groupId))
    .where(and(eq(componentGroups.accountId, ctx.accountId), inArray(components.id, items.componentIds)))
    .orderBy(asc(components.id));
  for (const { id } of modifierRows) await writeModifierAvailability(tx, ctx, id, async () => next);
}

/** The advisory lock (two int4s) sweeps take turns under. */
const SWEEP_LOCK = [0x4c617261, 2] as const;

/**
 * The sweep: items whose end time has passed are stored as available again, and every vendor of
 * their account is told (live NOTIFY, in the same transaction). Each row is switched by one
 * conditional UPDATE, so with several instances sweeping, exactly one of them reports it.
 * Readers never depend on it: they compare the end time themselves.
 */
export async function restoreDueAvailability(db: Db, now: Date) {
  return changeCached(db, async (tx, stale) => {
    const due = (table: typeof products | typeof components) =>
      and(eq(table.available, false), lte(table.availableAgainAt, now));
    // Sweeps take turns, so the one that finds rows due is the one that restores them; and, like
    // every catalogue write, a sweep locks the accounts (counting their menu versions) before
    // their items.
    await tx.execute(sql`select pg_advisory_xact_lock(${SWEEP_LOCK[0]}, ${SWEEP_LOCK[1]})`);
    const dueAccounts = await tx
      .selectDistinct({ accountId: products.accountId })
      .from(products)
      .where(due(products))
      .union(
        tx
          .selectDistinct({ accountId: componentGroups.accountId })
          .from(components)
          .innerJoin(componentGroups, eq(componentGroups.id, components.groupId))
          .where(due(components)),
      );
    const accountIds = dueAccounts.map((a) => a.accountId).sort((a, b) => a - b);
    for (const accountId of accountIds) await recordMenuChange(tx, accountId, now);
    const restored = { available: true, availableAgainAt: null };
    const productRows = await tx
      .update(products)
      .set(restored)
      .where(due(products))
      .returning({ id: products.id, accountId: products.accountId });
    const modifierRows = await tx
      .update(components)
      .set(restored)
      .where(due(components))
      .returning({ id: components.id, groupId: components.groupId });
    const groupAccounts =
      modifierRows.length === 0
        ? []
        : await tx
            .select({ id: componentGroups.id, accountId: componentGroups.accountId })
            .from(componentGroups)
            .where(
              inArray(
                componentGroups.id,
                modifierRows.map((c) => c.groupId),
              ),
            );
    const accountOfGroup = new Map(groupAccounts.map((g) => [g.id, g.accountId]));
    const byAccount = new Map<number, CatalogueAvailabilityMessage['body']>();
    const bodyOf = (accountId: number) => {
      let body = byAccount.get(accountId);
      if (!body) {
        body = { productIds: [], componentIds: [] };
        byAccount.set(accountId, body);
      }
      return body;
    };
    for (const p of productRows) bodyOf(p.accountId).productIds.push(p.id);
    for (const c of modifierRows) {
      const accountId = accountOfGroup.get(c.groupId);
      if (accountId !== undefined) bodyOf(accountId).componentIds.push(c.id);
    }
    for (const [accountId, body] of byAccount) {
      stale.catalogue(accountId);
      for (const id of body.productIds)
        await announceAvailability(tx, accountId, 'product', id, restored, now);
      for (const id of body.componentIds) {
        await announceAvailability(tx, accountId, 'component', id, restored, now);
      }
    }
    if (byAccount.size > 0) {
      const vendorRows = await tx
        .select({ id: vendors.id, accountId: vendors.accountId })
        .from(vendors)
        .where(inArray(vendors.accountId, [...byAccount.keys()]));
      for (const vendor of vendorRows) {
        await publishLive(tx, vendor.id, { type: 'CATALOGUE_AVAILABILITY', body: bodyOf(vendor.accountId) });
      }
    }
    return {
      productIds: productRows.map((p) => p.id),
      componentIds: modifierRows.map((c) => c.id),
    };
  });
}

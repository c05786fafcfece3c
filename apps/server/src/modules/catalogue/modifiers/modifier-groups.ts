import {
  COMPONENT_ERROR_CODES,
  COMPONENT_MESSAGES,
  type CreateComponentGroupRequest,
  type CreateComponentRequest,
  canMultiSelect,
  cheapestComponentId,
  defaultMaxCount,
  ERROR_CODES,
  isMaxCountOutOfRange,
  type SetProductComponentGroupsRequest,
  type UpdateComponentGroupRequest,
  type UpdateComponentRequest,
} from '@larder/contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client.ts';
import {
  componentGroups,
  components,
  productComponentGroups,
  productComponentPrices,
} from '../../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../../lib/errors.ts';
import { changes } from '../../audit/service.ts';
import { resolveSentImage } from '../../images/service.ts';
import { catalogueActor, recordEvent } from '../../onboarding/service.ts';
import {
  auditChange,
  type CatalogueContext,
  display,
  menuText,
  toAmount,
  toMinor,
  writeCatalogue,
} from '../context.ts';
import { lockAccount, lockProduct, reorderList } from '../ordering.ts';
import { availabilityForStock, recordStockChange } from '../stock.ts';

/**
 * Component groups of an account, their components and their attachment to products.
 *
 * Lock order, after ordering.ts's (account → product → sections): account → product → groups (by
 * id). The account row guards the list of groups; a group row guards its list of components and
 * the settings of every product it is attached to that depend on its components (default
 * component, counts), so a component change and a product's group setup never interleave.
 */

type CreateGroupInput = z.output<typeof CreateComponentGroupRequest>;
type CreateComponentInput = z.output<typeof CreateComponentRequest>;
type SetupInput = z.output<typeof SetProductComponentGroupsRequest>;
type GroupRow = typeof componentGroups.$inferSelect;
type ModifierRow = typeof components.$inferSelect;

/** How the audit log names a group or a component. */
const groupTarget = (ctx: CatalogueContext, row: Pick<GroupRow, 'id' | 'nameI18n'>) => ({
  type: 'componentGroup' as const,
  id: row.id,
  name: display(ctx, row.nameI18n),
});
export const modifierTarget = (ctx: CatalogueContext, row: Pick<ModifierRow, 'id' | 'nameI18n'>) => ({
  type: 'component' as const,
  id: row.id,
  name: display(ctx, row.nameI18n),
});

/** What the audit log compares of a group or a component edit. */
const groupFields = (row: GroupRow) => ({
  name: row.nameI18n.values,
  displayMode: row.displayMode,
  visible: row.visible,
  notes: row.vendorNotes,
});
const modifierFields = (ctx: CatalogueContext, row: ModifierRow) => ({
  name: row.nameI18n.values,
  description: row.descriptionI18n.values,
  price: toAmount(ctx, row.priceMinor),
  weight: row.weight,
  available: row.available,
  image: row.image?.path ?? null,
});

async function lockGroup(tx: Tx, ctx: CatalogueContext, groupId: number) {
  const [row] = await tx
    .select()
    .from(componentGroups)
    .where(and(eq(componentGroups.id, groupId), eq(componentGroups.accountId, ctx.accountId)))
    .for('no key update');
  if (!row) throw notFound('Component group not found');
  return row;
}

/** The group of one of the account's components, locked, and the component. */
export async function lockGroupOfModifier(tx: Tx, ctx: CatalogueContext, componentId: number) {
  const [owner] = await tx
    .select({ groupId: components.groupId })
    .from(components)
    .innerJoin(componentGroups, eq(componentGroups.id, components.groupId))
    .where(and(eq(components.id, componentId), eq(componentGroups.accountId, ctx.accountId)));
  if (!owner) throw notFound('Component not found');
  const group = await lockGroup(tx, ctx, owner.groupId);
  // Read again under the lock: the component may have been deleted or its group changed meanwhile.
  const [component] = await tx
    .select()
    .from(components)
    .where(and(eq(components.id, componentId), eq(components.groupId, group.id)));
  if (!component) throw notFound('Component not found');
  return { group, component };
}

async function densifyGroups(tx: Tx, accountId: number) {
  await tx.execute(sql`
    update component_groups as target set "order" = ranked.position
    from (select id, (row_number() over (order by "order", id) - 1)::int as position
          from component_groups where account_id = ${accountId}) as ranked
    where target.id = ranked.id and target."order" <> ranked.position`);
}

async function densifyComponents(tx: Tx, groupId: number) {
  await tx.execute(sql`
    update components as target set "order" = ranked.position
    from (select id, (row_number() over (order by "order", id) - 1)::int as position
          from components where group_id = ${groupId}) as ranked
    where target.id = ranked.id and target."order" <> ranked.position`);
}

// ---------------------------------------------------------------------------------------------
// Groups
// ---------------------------------------------------------------------------------------------

/** A new group is hidden (docs/product.md#modifiers) and goes to the end of the list. */
export async function createModifierGroup(db: Db, ctx: CatalogueContext, input: CreateGroupInput) {
  const nameI18n = menuText(ctx, input.name, { required: true, field: 'group name' });
  return writeCatalogue(db, ctx.accountId, async (tx) => {
    await lockAccount(tx, ctx.accountId);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(componentGroups)
      .where(eq(componentGroups.accountId, ctx.accountId));
    const [row] = await tx
      .insert(componentGroups)
      .values({
        accountId: ctx.accountId,
        nameI18n,
        displayMode: input.displayMode,
        vendorNotes: input.vendorNotes || null,
        visible: false,
        order: n,
      })
      .returning();
    await auditChange(tx, ctx, {
      action: 'componentGroup.create',
      target: groupTarget(ctx, row!),
      after: groupFields(row!),
    });
    await recordEvent(tx, catalogueActor(ctx), 'group_created');
    return { id: row!.id };
  });
}

export async function updateModifierGroup(
  db: Db,
  ctx: CatalogueContext,
  id: number,
  input: UpdateComponentGroupRequest,
) {
  if (input.id !== undefined && input.id !== id) {
    throw badRequest(ERROR_CODES.idMismatch, 'The id in the body is not the id in the path');
  }
  await writeCatalogue(db, ctx.accountId, async (tx) => {
    const group = await lockGroup(tx, ctx, id);
    const set: Partial<typeof componentGroups.$inferInsert> = {};
    if (input.name) {
      set.nameI18n = menuText(ctx, input.name, {
        required: true,
        field: 'group name',
        stored: group.nameI18n,
      });
    }
    if (input.displayMode !== undefined) set.displayMode = input.displayMode;
    if (input.visible !== undefined) set.visible = input.visible;
    if (input.vendorNotes !== undefined) set.vendorNotes = input.vendorNotes || null;
    if (Object.keys(set).length === 0) return;
    const [updated] = await tx.update(componentGroups).set(set).where(eq(componentGroups.id, id)).returning();
    const diff = changes(groupFields(group), groupFields(updated!));
    if (Object.keys(diff.after).length === 0) return;
    await auditChange(tx, ctx, {
      action: 'componentGroup.update',
      target: groupTarget(ctx, updated!),
      ...diff,
    });
  });
}

/** Deleting a group detaches it from every product (and drops their prices for it). */
export async function deleteModifierGroup(db: Db, ctx: CatalogueContext, id: number) {
  await writeCatalogue(db, ctx.accountId, async (tx) => {
    await lockAccount(tx, ctx.accountId);
    const group = await lockGroup(tx, ctx, id);
    await tx.delete(componentGroups).where(eq(componentGroups.id, id));
    await densifyGroups(tx, ctx.accountId);
    await auditChange(tx, ctx, {
      action: 'componentGroup.delete',
      target: groupTarget(ctx, group),
      before: groupFields(group),
    });
  });
}

export async function changeModifierGroupOrder(db: Db, ctx: CatalogueContext, orderedIds: number[]) {
  await writeCatalogue(db, ctx.accountId, async (tx) => {
    await lockAccount(tx, ctx.accountId);
    const current = await tx
      .select({ id: componentGroups.id })
      .from(componentGroups)
      .where(eq(componentGroups.accountId, ctx.accountId));
    await reorderList(
      tx,
      { table: 'component_groups', members: current.map((g) => g.id), what: 'component groups' },
      orderedIds,
    );
    await auditChange(tx, ctx, {
      action: 'componentGroup.reorder',
      target: { type: 'catalogue', id: ctx.accountId },
      after: { order: orderedIds },
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Components
// ---------------------------------------------------------------------------------------------

export async function createModifier(
  db: Db,
  ctx: CatalogueContext,
  groupId: number,
  input: CreateComponentInput,
) {
  const nameI18n = menuText(ctx, input.name, { required: true, field: 'component name' });
  const descriptionI18n = input.description
    ? menuText(ctx, input.description, { required: false, field: 'description' })
    : { values: {} };
  const priceMinor = toMinor(ctx, input.price, 'price');
  return writeCatalogue(db, ctx.accountId, async (tx) => {
    const group = await lockGroup(tx, ctx, groupId);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(components)
      .where(eq(components.groupId, groupId));
    const [row] = await tx
      .insert(components)
      .values({
        groupId,
        nameI18n,
        descriptionI18n,
        priceMinor,
        weight: input.weight,
        available: input.available,
        image: await resolveSentImage(tx, ctx.accountId, input.image ?? null),
        order: n,
      })
      .returning();
    await auditChange(tx, ctx, {
      action: 'component.create',
      target: modifierTarget(ctx, row!),
      after: { ...modifierFields(ctx, row!), group: display(ctx, group.nameI18n) },
    });
    await recordEvent(tx, catalogueActor(ctx), 'component_created');
    return { id: row!.id };
  });
}

export async function updateModifier(
  db: Db,
  ctx: CatalogueContext,
  id: number,
  input: UpdateComponentRequest,
) {
  if (input.id !== undefined && input.id !== id) {
    throw badRequest(ERROR_CODES.idMismatch, 'The id in the body is not the id in the path');
  }
  await writeCatalogue(db, ctx.accountId, async (tx) => {
    const { component } = await lockGroupOfModifier(tx, ctx, id);
    const set: Partial<typeof components.$inferInsert> = {};
    if (input.name) {
      set.nameI18n = menuText(ctx, input.name, {
        required: true,
        field: 'component name',
        stored: component.nameI18n,
      });
    }
    if (input.description) {
      set.descriptionI18n = menuText(ctx, input.description, {
        required: false,
        field: 'description',
        stored: component.descriptionI18n,
      });
    }
    if (input.price !== undefined) set.priceMinor = toMinor(ctx, input.price, 'price');
    if (input.weight !== undefined) set.weight = input.weight;
    if (input.available !== undefined) set.available = input.available;
    if (input.image !== undefined) set.image = await resolveSentImage(tx, ctx.accountId, input.image);
    // Switched on or off in the editor: an end time set earlier no longer applies.
    if (set.available !== undefined) set.availableAgainAt = null;
    if (input.stock !== undefined && input.stock !== component.stock) {
      Object.assign(set, { stock: input.stock }, availabilityForStock(component, input.stock));
    }
    if (Object.keys(set).length === 0) return;
    const [updated] = await tx.update(components).set(set).where(eq(components.id, id)).returning();
    await recordStockChange(tx, ctx, 'component', component, updated!);
    const diff = changes(modifierFields(ctx, component), modifierFields(ctx, updated!));
    if (Object.keys(diff.after).length === 0) return;
    await auditChange(tx, ctx, {
      action: 'component.update',
      target: modifierTarget(ctx, updated!),
      ...diff,
    });
  });
}

/**
 * Deletes a component. The last one takes its group with it, in the same transaction
 * (docs/product.md#modifiers). Products keep valid settings: a required group whose default is deleted falls
 * back to its cheapest remaining component, and counts shrink to what is left.
 */
export async function deleteModifier(db: Db, ctx: CatalogueContext, id: number) {
  return writeCatalogue(db, ctx.accountId, async (tx) => {
    await lockAccount(tx, ctx.accountId);
    const { group, component } = await lockGroupOfModifier(tx, ctx, id);
    await auditChange(tx, ctx, {
      action: 'component.delete',
      target: modifierTarget(ctx, component),
      before: { ...modifierFields(ctx, component), group: display(ctx, group.nameI18n) },
    });
    const others = await tx
      .select({ id: components.id, priceMinor: components.priceMinor })
      .from(components)
      .where(and(eq(components.groupId, group.id), sql`${components.id} <> ${id}`))
      .orderBy(asc(components.order), asc(components.id));
    if (others.length === 0) {
      await tx.delete(componentGroups).where(eq(componentGroups.id, group.id));
      await densifyGroups(tx, ctx.accountId);
      return { groupDeleted: true };
    }
    await tx.delete(components).where(eq(components.id, id));
    await densifyComponents(tx, group.id);
    await repairAttachments(tx, group.id, others);
    return { groupDeleted: false };
  });
}

/** Brings every product's setup of a group back within the rules after a component is gone. */
async function repairAttachments(tx: Tx, groupId: number, remaining: { id: number; priceMinor: number }[]) {
  const n = remaining.length;
  await tx
    .update(productComponentGroups)
    .set({
      maxCount: sql`least(${productComponentGroups.maxCount}, ${n})`,
      maxComponentsCount: sql`least(${productComponentGroups.maxComponentsCount}, ${n})`,
      ...(canMultiSelect(n) ? {} : { multiSelection: false, maxComponentsCount: 1 }),
    })
    .where(eq(productComponentGroups.groupId, groupId));
  const orphaned = await tx
    .select({ productId: productComponentGroups.productId })
    .from(productComponentGroups)
    .where(
      and(
        eq(productComponentGroups.groupId, groupId),
        eq(productComponentGroups.required, true),
        sql`${productComponentGroups.defaultComponentId} is null`,
      ),
    );
  if (orphaned.length === 0) return;
  const prices = await tx
    .select()
    .from(productComponentPrices)
    .where(
      and(
        eq(productComponentPrices.groupId, groupId),
        inArray(
          productComponentPrices.productId,
          orphaned.map((o) => o.productId),
        ),
      ),
    );
  for (const { productId } of orphaned) {
    const own = new Map(
      prices.filter((p) => p.productId === productId).map((p) => [p.componentId, p.priceMinor]),
    );
    const cheapest = cheapestComponentId(
      remaining.map((c) => ({ id: c.id, price: own.get(c.id) ?? c.priceMinor })),
    );
    await tx
      .update(productComponentGroups)
      .set({ defaultComponentId: cheapest })
      .where(
        and(eq(productComponentGroups.productId, productId), eq(productComponentGroups.groupId, groupId)),
      );
  }
}

export async function changeModifierOrder(
  db: Db,
  ctx: CatalogueContext,
  groupId: number,
  orderedIds: number[],
) {
  await writeCatalogue(db, ctx.accountId, async (tx) => {
    const group = await lockGroup(tx, ctx, groupId);
    const current = await tx
      .select({ id: components.id })
      .from(components)
      .where(eq(components.groupId, groupId));
    await reorderList(
      tx,
      { table: 'components', members: current.map((c) => c.id), what: 'components' },
      orderedIds,
    );
    await auditChange(tx, ctx, {
      action: 'component.reorder',
      target: groupTarget(ctx, group),
      after: { order: orderedIds },
    });
  });
}

// ---------------------------------------------------------------------------------------------
// A product's groups
// ---------------------------------------------------------------------------------------------

/**
 * Replaces a product's groups with `setups`, in that order, after checking every rule of
 * docs/product.md#modifiers. Per-product prices are stored only where they differ from the component's own
 * price, so a later change of the component's price still reaches products that never set their own.
 */
export async function setProductModifierGroups(
  db: Db,
  ctx: CatalogueContext,
  productId: number,
  setups: SetupInput,
) {
  await writeCatalogue(db, ctx.accountId, async (tx) => {
    const product = await lockProduct(tx, ctx.accountId, productId);
    const previous = await tx
      .select({ groupId: productComponentGroups.groupId })
      .from(productComponentGroups)
      .where(eq(productComponentGroups.productId, productId))
      .orderBy(asc(productComponentGroups.order));
    const groupIds = setups.map((s) => s.componentGroupID);
    const groups =
      groupIds.length === 0
        ? []
        : await tx
            .select()
            .from(componentGroups)
            .where(and(eq(componentGroups.accountId, ctx.accountId), inArray(componentGroups.id, groupIds)))
            .orderBy(asc(componentGroups.id))
            .for('no key update');
    if (groups.length !== groupIds.length) throw notFound('Component group not found');
    const groupById = new Map(groups.map((g) => [g.id, g]));
    const modifierRows =
      groupIds.length === 0
        ? []
        : await tx
            .select({ id: components.id, groupId: components.groupId, priceMinor: components.priceMinor })
            .from(components)
            .where(inArray(components.groupId, groupIds))
            .orderBy(asc(components.order), asc(components.id));
    const componentsOf = (groupId: number) => modifierRows.filter((c) => c.groupId === groupId);

    // Every group over its limit is named at once, so the vendor fixes them in one go
    // (docs/product.md#modifiers).
    const overLimit = setups.filter((s) =>
      isMaxCountOutOfRange(s.maxCount, componentsOf(s.componentGroupID).length),
    );
    if (overLimit.length > 0) {
      const names = overLimit.map((s) => display(ctx, groupById.get(s.componentGroupID)!.nameI18n));
      throw new AppError(
        400,
        COMPONENT_ERROR_CODES.invalidMaxCount,
        COMPONENT_MESSAGES.invalidMaxCount(names),
        { groups: overLimit.map((s, i) => ({ id: s.componentGroupID, name: names[i] })) },
      );
    }

    const rows: (typeof productComponentGroups.$inferInsert)[] = [];
    const prices: (typeof productComponentPrices.$inferInsert)[] = [];
    for (const [order, setup] of setups.entries()) {
      const group = groupById.get(setup.componentGroupID)!;
      const name = display(ctx, group.nameI18n);
      const list = componentsOf(group.id);
      const n = list.length;
      if (n === 0) {
        throw badRequest(
          COMPONENT_ERROR_CODES.emptyComponentGroup,
          COMPONENT_MESSAGES.emptyComponentGroup(name),
        );
      }
      if (setup.multiSelection && !canMultiSelect(n)) {
        throw badRequest(
          COMPONENT_ERROR_CODES.multiSelectionNeedsComponents,
          COMPONENT_MESSAGES.multiSelectionNeedsComponents(name),
        );
      }
      const maxComponentsCount = setup.multiSelection ? (setup.maxComponentsCount ?? n) : 1;
      if (maxComponentsCount > n) {
        throw badRequest(
          COMPONENT_ERROR_CODES.invalidMaxComponentsCount,
          COMPONENT_MESSAGES.invalidMaxComponentsCount(name, n),
        );
      }
      const byId = new Map(list.map((c) => [c.id, c]));
      const effective = new Map(list.map((c) => [c.id, c.priceMinor]));
      for (const { id, price } of setup.components) {
        const component = byId.get(id);
        if (!component) {
          throw badRequest(
            COMPONENT_ERROR_CODES.componentNotInGroup,
            COMPONENT_MESSAGES.componentNotInGroup(id, name),
          );
        }
        const priceMinor = toMinor(ctx, price, 'component price');
        effective.set(id, priceMinor);
        if (priceMinor !== component.priceMinor) {
          prices.push({ productId, groupId: group.id, componentId: id, priceMinor });
        }
      }
      let defaultComponentId = setup.defaultComponentId || null;
      if (defaultComponentId !== null && !byId.has(defaultComponentId)) {
        throw badRequest(
          COMPONENT_ERROR_CODES.invalidDefaultComponent,
          COMPONENT_MESSAGES.invalidDefaultComponent(name),
        );
      }
      if (setup.required && defaultComponentId === null) {
        defaultComponentId = cheapestComponentId(
          list.map((c) => ({ id: c.id, price: effective.get(c.id)! })),
        );
      }
      rows.push({
        productId,
        groupId: group.id,
        order,
        required: setup.required,
        multiSelection: setup.multiSelection,
        maxCount: setup.maxCount ?? defaultMaxCount(n),
        maxComponentsCount,
        defaultComponentId,
      });
    }

    await tx.delete(productComponentGroups).where(eq(productComponentGroups.productId, productId));
    if (rows.length > 0) await tx.insert(productComponentGroups).values(rows);
    if (prices.length > 0) await tx.insert(productComponentPrices).values(prices);
    await auditChange(tx, ctx, {
      action: 'product.componentGroups',
      target: { type: 'product', id: productId, name: display(ctx, product.nameI18n) },
      before: { groups: previous.map((p) => p.groupId) },
      after: {
        groups: groupIds,
        rules: setups.map((s) => ({ group: s.componentGroupID, required: s.required, maxCount: s.maxCount })),
      },
    });
  });
}

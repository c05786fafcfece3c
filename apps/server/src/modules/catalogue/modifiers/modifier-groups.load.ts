import {
  availableAgainAt,
  type Component,
  type ComponentGroup,
  isAvailableAt,
  type ProductComponentGroup,
} from '@larder/contract';
import { and, asc, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import { type Db, readEach, type Tx } from '../../../db/client.ts';
import {
  componentGroups,
  components,
  productComponentGroups,
  productComponentPrices,
} from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import { type CatalogueContext, display, toAmount } from '../context.ts';

/**
 * Reads of component groups, set-based like the rest of the catalogue: the account's groups, their
 * components and, for products, the attachments and per-product prices, each in one query.
 */

type ModifierRow = typeof components.$inferSelect;
type GroupRow = typeof componentGroups.$inferSelect;

export function toModifierView(ctx: CatalogueContext, row: ModifierRow): Component {
  return {
    id: row.id,
    groupId: row.groupId,
    name: display(ctx, row.nameI18n),
    nameI18n: row.nameI18n,
    description: display(ctx, row.descriptionI18n),
    descriptionI18n: row.descriptionI18n,
    price: toAmount(ctx, row.priceMinor),
    weight: row.weight,
    // An item off until a moment that has passed reads as on, whether or not a sweep ran yet.
    available: isAvailableAt(row, ctx.now),
    availableAgainAt: availableAgainAt(row, ctx.now),
    stock: row.stock,
    order: row.order,
    image: row.image ?? null,
    imagePath: row.image?.path ?? null,
  };
}

function toGroupView(
  ctx: CatalogueContext,
  row: GroupRow,
  groupComponents: ModifierRow[],
  productCount: number,
): ComponentGroup {
  return {
    id: row.id,
    name: display(ctx, row.nameI18n),
    nameI18n: row.nameI18n,
    order: row.order,
    displayMode: row.displayMode,
    visible: row.visible,
    vendorNotes: row.vendorNotes,
    components: groupComponents.map((c) => toModifierView(ctx, c)),
    productCount,
  };
}

/** Components of the account's groups (or of one group), in group order then component order. */
const modifierRowsOf = (db: Db | Tx, accountId: number, groupId?: number) =>
  db
    .select({ component: components })
    .from(components)
    .innerJoin(componentGroups, eq(componentGroups.id, components.groupId))
    .where(
      groupId === undefined
        ? eq(componentGroups.accountId, accountId)
        : and(eq(componentGroups.accountId, accountId), eq(componentGroups.id, groupId)),
    )
    .orderBy(asc(components.groupId), asc(components.order), asc(components.id));

export async function loadModifierGroups(
  db: Db | Tx,
  ctx: CatalogueContext,
  groupId?: number,
): Promise<ComponentGroup[]> {
  const ofAccount = eq(componentGroups.accountId, ctx.accountId);
  const filter = groupId === undefined ? ofAccount : and(ofAccount, eq(componentGroups.id, groupId));
  const productCount = sql<number>`(select count(*)::int from ${productComponentGroups}
    where ${productComponentGroups.groupId} = ${componentGroups.id})`;
  const [groupRows, modifierRows] = await readEach(db, [
    () =>
      db
        .select({ group: componentGroups, productCount })
        .from(componentGroups)
        .where(filter)
        .orderBy(asc(componentGroups.order), asc(componentGroups.id)),
    () => modifierRowsOf(db, ctx.accountId, groupId),
  ]);
  const byGroup = new Map<number, ModifierRow[]>();
  for (const { component } of modifierRows) push(byGroup, component.groupId, component);
  return groupRows.map((g) => toGroupView(ctx, g.group, byGroup.get(g.group.id) ?? [], g.productCount));
}

export async function loadModifierGroup(db: Db | Tx, ctx: CatalogueContext, groupId: number) {
  const [group] = await loadModifierGroups(db, ctx, groupId);
  if (!group) throw notFound('Component group not found');
  return group;
}

export async function loadModifier(db: Db | Tx, ctx: CatalogueContext, componentId: number) {
  const [row] = await db
    .select({ component: components })
    .from(components)
    .innerJoin(componentGroups, eq(componentGroups.id, components.groupId))
    .where(and(eq(components.id, componentId), eq(componentGroups.accountId, ctx.accountId)));
  if (!row) throw notFound('Component not found');
  return toModifierView(ctx, row.component);
}

/**
 * The groups attached to the products of `productIds` (a subquery of the account's product ids),
 * keyed by product, each group in the product's order with every component's price for it.
 */
export async function loadProductModifierGroups(
  db: Db | Tx,
  ctx: CatalogueContext,
  productIds: SQLWrapper,
): Promise<Map<number, ProductComponentGroup[]>> {
  // One query whatever the number of products: each attachment carries its group's components with
  // this product's price (its own where set, else the component's), aggregated in SQL.
  const componentPrices = sql<[number, number][]>`coalesce((
    select json_agg(json_build_array(c.id, coalesce(p.price_minor, c.price_minor)) order by c."order", c.id)
    from ${components} c
    left join ${productComponentPrices} p
      on p.component_id = c.id and p.product_id = ${productComponentGroups.productId}
    where c.group_id = ${productComponentGroups.groupId}), '[]'::json)`;
  const attachments = await db
    .select({ link: productComponentGroups, nameI18n: componentGroups.nameI18n, prices: componentPrices })
    .from(productComponentGroups)
    .innerJoin(componentGroups, eq(componentGroups.id, productComponentGroups.groupId))
    .where(
      and(
        inArray(productComponentGroups.productId, productIds),
        eq(componentGroups.accountId, ctx.accountId),
      ),
    )
    .orderBy(
      asc(productComponentGroups.productId),
      asc(productComponentGroups.order),
      asc(productComponentGroups.groupId),
    );
  const result = new Map<number, ProductComponentGroup[]>();
  for (const { link, nameI18n, prices } of attachments) {
    push(result, link.productId, {
      componentGroupID: link.groupId,
      name: display(ctx, nameI18n),
      required: link.required,
      multiSelection: link.multiSelection,
      maxCount: link.maxCount,
      maxComponentsCount: link.maxComponentsCount,
      defaultComponentId: link.defaultComponentId,
      components: prices.map(([id, priceMinor]) => ({ id, price: toAmount(ctx, priceMinor) })),
    });
  }
  return result;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * What the marketplace may order: the one rule the menu feed lists (manager/menu-feed.ts) and the
 * order intake enforces (orders/create-order.ts, orders/modifiers.ts), so an item the feed
 * offers is orderable and one it leaves out is refused.
 *
 * - A product is listed when it is the account's, visible, and in at least one visible section.
 * - A component is listed for a product when its group is visible and attached to that product;
 *   the product's attachment sets the counts a line may take from the group.
 * - A listed item is offered while it is available (isAvailableAt: on, or sold out until a moment
 *   that has passed) and its stock count, if it has one, is above zero.
 */
import { isAvailableAt, type StoredAvailability } from '@larder/contract';
import {
  and,
  asc,
  type Column,
  eq,
  exists,
  inArray,
  max,
  Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { type Db, isTransaction, readEach, type Tx } from '../../db/client.ts';
import {
  componentGroups,
  components,
  productComponentGroups,
  productComponentPrices,
  products,
  sectionProducts,
  sections,
} from '../../db/schema/index.ts';
import { perDb } from '../../lib/per-db.ts';

type ProductRow = typeof products.$inferSelect;
export type ModifierRow = typeof components.$inferSelect;
export type GroupRow = typeof componentGroups.$inferSelect;
export type Attachment = typeof productComponentGroups.$inferSelect;

/**
 * Product ids as a list, as a subquery so that a whole menu never becomes thousands of parameters,
 * or as the placeholder of a prepared statement (one array parameter, whatever the list's length).
 */
type ProductIds = number[] | SQLWrapper;

const idIn = (column: Column, ids: number[] | SQLWrapper): SQL =>
  ids instanceof Placeholder ? sql`${column} = any(${ids})` : inArray(column, ids);

/**
 * The order intake reads the same few statements for every order, outside its transaction:
 * prepared once per database handle, they are neither built again by the query builder (a good
 * part of an order's CPU) nor parsed again by PostgreSQL. Inside a transaction a statement is built
 * per call: a prepared one runs on the handle it was prepared on.
 */
const preparable = (db: Db | Tx): db is Db => !isTransaction(db);

/** Offered: available now, and not counted down to zero (a count at 0 is stored sold out too: stock.ts). */
export const isOffered = (item: StoredAvailability & { stock?: number | null }, now: Date) =>
  isAvailableAt(item, now) && item.stock !== 0;

/** The account's listed products, by id. */
export function listedProducts(db: Db | Tx, accountId: number): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.accountId, accountId), isListed(db)))
    .orderBy(asc(products.id));
}

/**
 * The account's products among `productIds`, each with whether the menu lists it and the longest
 * cooking time of the sections it is in (null when none sets one).
 */
export function productsWithListing(
  db: Db | Tx,
  accountId: number,
  productIds: number[],
): Promise<{ product: ProductRow; listed: boolean; cookingMinutes: number | null }[]> {
  if (preparable(db)) return preparedProductsWithListing(db).execute({ accountId, productIds });
  return productsWithListingQuery(db, accountId, productIds);
}

function productsWithListingQuery(
  db: Db | Tx,
  accountId: number | Placeholder,
  productIds: number[] | Placeholder,
) {
  const longestCooking = db
    .select({ minutes: max(sections.cookingTime) })
    .from(sectionProducts)
    .innerJoin(sections, eq(sections.id, sectionProducts.sectionId))
    .where(eq(sectionProducts.productId, products.id));
  return db
    .select({
      product: products,
      listed: sql<boolean>`${isListed(db)}`,
      cookingMinutes: sql<number | null>`(${longestCooking})`,
    })
    .from(products)
    .where(and(eq(products.accountId, accountId), idIn(products.id, productIds)));
}

const preparedProductsWithListing = perDb((db) =>
  productsWithListingQuery(db, sql.placeholder('accountId'), sql.placeholder('productIds')).prepare(
    'orderable_products',
  ),
);

/** SQL: the products row in scope is listed (visible, in a visible section of its account). */
export function isListed(db: Db | Tx): SQL {
  return and(
    eq(products.visible, true),
    exists(
      db
        .select({ one: sql`1` })
        .from(sectionProducts)
        .innerJoin(sections, eq(sections.id, sectionProducts.sectionId))
        .where(
          and(
            eq(sectionProducts.productId, products.id),
            eq(sections.visible, true),
            eq(sections.accountId, products.accountId),
          ),
        ),
    ),
  )!;
}

export interface Modifiers {
  /** Each product's visible groups, in its order. */
  attachments: Map<number, Attachment[]>;
  groups: Map<number, GroupRow>;
  modifiersOfGroup: Map<number, ModifierRow[]>;
  /** `${productId}:${componentId}` → the product's own price of the component. */
  productPrice: Map<string, number>;
}

/** The modifiers the products offer: their visible groups, those groups' components and prices. */
export async function loadModifiers(db: Db | Tx, productIds: ProductIds): Promise<Modifiers> {
  const reads: ModifierReads =
    preparable(db) && Array.isArray(productIds)
      ? preparedModifierReads(db)(productIds)
      : {
          links: () => linksQuery(db, productIds),
          components: (groupIds) => componentsQuery(db, groupIds),
          prices: () => pricesQuery(db, productIds),
        };
  const links = await reads.links();
  const attachments = new Map<number, Attachment[]>();
  const groups = new Map<number, GroupRow>();
  for (const { link, group } of links) {
    push(attachments, link.productId, link);
    groups.set(group.id, group);
  }
  const [modifierRows, prices] =
    groups.size === 0
      ? [[], []]
      : await readEach(db, [() => reads.components([...groups.keys()]), () => reads.prices()]);
  const modifiersOfGroup = new Map<number, ModifierRow[]>();
  for (const c of modifierRows) push(modifiersOfGroup, c.groupId, c);
  return {
    attachments,
    groups,
    modifiersOfGroup,
    productPrice: new Map(prices.map((p) => [`${p.productId}:${p.componentId}`, p.priceMinor])),
  };
}

/** The three reads of loadModifiers, built per call or prepared. */
interface ModifierReads {
  links(): Promise<{ link: Attachment; group: GroupRow }[]>;
  components(groupIds: number[]): Promise<ModifierRow[]>;
  prices(): Promise<(typeof productComponentPrices.$inferSelect)[]>;
}

const linksQuery = (db: Db | Tx, productIds: ProductIds) =>
  db
    .select({ link: productComponentGroups, group: componentGroups })
    .from(productComponentGroups)
    .innerJoin(
      componentGroups,
      and(eq(componentGroups.id, productComponentGroups.groupId), eq(componentGroups.visible, true)),
    )
    .where(idIn(productComponentGroups.productId, productIds))
    .orderBy(
      asc(productComponentGroups.productId),
      asc(productComponentGroups.order),
      asc(productComponentGroups.groupId),
    );

const componentsQuery = (db: Db | Tx, groupIds: number[] | Placeholder) =>
  db
    .select()
    .from(components)
    .where(idIn(components.groupId, groupIds))
    .orderBy(asc(components.order), asc(components.id));

const pricesQuery = (db: Db | Tx, productIds: ProductIds) =>
  db.select().from(productComponentPrices).where(idIn(productComponentPrices.productId, productIds));

const preparedModifierReads = perDb((db) => {
  const links = linksQuery(db, sql.placeholder('productIds')).prepare('orderable_links');
  const modifiers = componentsQuery(db, sql.placeholder('groupIds')).prepare('orderable_components');
  const prices = pricesQuery(db, sql.placeholder('productIds')).prepare('orderable_prices');
  return (productIds: number[]): ModifierReads => ({
    links: () => links.execute({ productIds }),
    components: (groupIds) => modifiers.execute({ groupIds }),
    prices: () => prices.execute({ productIds }),
  });
});

/** The components listed for a line of the product, each with the attachment it comes through. */
export function listedComponents(modifiers: Modifiers, productId: number) {
  const listed = new Map<number, { component: ModifierRow; attachment: Attachment }>();
  for (const attachment of modifiers.attachments.get(productId) ?? []) {
    for (const component of modifiers.modifiersOfGroup.get(attachment.groupId) ?? []) {
      listed.set(component.id, { component, attachment });
    }
  }
  return listed;
}

/** What a product charges for a component: its own price for it, else the component's. */
export const componentPriceMinor = (modifiers: Modifiers, productId: number, component: ModifierRow) =>
  modifiers.productPrice.get(`${productId}:${component.id}`) ?? component.priceMinor;

/** How many different components a line may take from the group. */
export const mostDifferent = (attachment: Attachment) =>
  attachment.multiSelection ? attachment.maxComponentsCount : 1;

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

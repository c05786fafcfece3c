import {
  availableAgainAt,
  type Catalogue,
  type Image,
  isAvailableAt,
  orderWorkingHours,
  type Product,
  ProductAttribute,
  type ProductComponentGroup,
  type ProductSection,
  type ProductTag,
  type Section,
  type SectionSummary,
} from '@larder/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, readEach, type Tx } from '../../db/client.ts';
import {
  accounts,
  popularProducts,
  products,
  productTags,
  sectionProducts,
  sections,
  tags,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { type CatalogueContext, display, toAmount } from './context.ts';
import { loadModifierGroups, loadProductModifierGroups } from './modifiers/modifier-groups.load.ts';

/**
 * Catalogue reads are set-based: a handful of queries whatever the size of the catalogue (all
 * sections of the account, the products asked for, their section links and their tags), mapped in
 * memory. No query runs per section or per product.
 */

type SectionRow = typeof sections.$inferSelect;
type ProductRow = typeof products.$inferSelect;

/** Which products to load: every product of the account, or these ids (of the account). */
export type ProductScope = { all: true } | { ids: number[] };

const KNOWN_ATTRIBUTES = new Set<string>(ProductAttribute.options);

const sectionRowsOf = (db: Db | Tx, accountId: number) =>
  db
    .select()
    .from(sections)
    .where(eq(sections.accountId, accountId))
    .orderBy(asc(sections.order), asc(sections.id));

function productFilter(ctx: CatalogueContext, scope: ProductScope): SQL {
  const ofAccount = eq(products.accountId, ctx.accountId);
  return 'all' in scope ? ofAccount : and(ofAccount, inArray(products.id, scope.ids))!;
}

/** Product ids of the scope as a subquery, so link and tag queries never carry thousands of parameters. */
function productIdsOf(db: Db | Tx, ctx: CatalogueContext, scope: ProductScope) {
  return db.select({ id: products.id }).from(products).where(productFilter(ctx, scope));
}

/** Products keyed by id, in id order. `sectionRows` are the account's sections when already loaded. */
export async function loadProducts(
  db: Db | Tx,
  ctx: CatalogueContext,
  scope: ProductScope,
  sectionRows?: SectionRow[],
): Promise<Map<number, Product>> {
  if ('ids' in scope && scope.ids.length === 0) return new Map();
  const idsQuery = productIdsOf(db, ctx, scope);
  const tagIdsInOrder = sql<
    number[]
  >`array_agg(${productTags.tagId} order by ${productTags.createdAt}, ${productTags.tagId})`;
  const [rows, links, tagLists, tagRows, allSections, groupsOf] = await readEach(db, [
    () => db.select().from(products).where(productFilter(ctx, scope)).orderBy(asc(products.id)),
    () =>
      db
        .select({ productId: sectionProducts.productId, sectionId: sectionProducts.sectionId })
        .from(sectionProducts)
        .where(inArray(sectionProducts.productId, idsQuery)),
    // Tag ids aggregated per product in SQL (one row per product); names from the small tag table.
    () =>
      db
        .select({
          productId: productTags.productId,
          tagIds: tagIdsInOrder,
        })
        .from(productTags)
        .where(inArray(productTags.productId, idsQuery))
        .groupBy(productTags.productId),
    () => db.select({ id: tags.id, groupId: tags.groupId, nameI18n: tags.nameI18n }).from(tags),
    async () => sectionRows ?? sectionRowsOf(db, ctx.accountId),
    () => loadProductModifierGroups(db, ctx, idsQuery),
  ]);

  // A product's sections in catalogue order, each with its display name and working hours.
  const sectionRefs = new Map<number, ProductSection & { order: number }>();
  for (const s of allSections) {
    sectionRefs.set(s.id, {
      id: s.id,
      name: display(ctx, s.nameI18n),
      workingHours: s.workingHours && orderWorkingHours(s.workingHours),
      order: s.order,
    });
  }
  const sectionsOf = new Map<number, (ProductSection & { order: number })[]>();
  for (const link of links) {
    const ref = sectionRefs.get(link.sectionId);
    if (!ref) continue;
    push(sectionsOf, link.productId, ref);
  }
  const tagById = new Map<number, ProductTag>(
    tagRows.map((t) => [t.id, { id: t.id, name: display(ctx, t.nameI18n), groupId: t.groupId }]),
  );
  const tagsOf = new Map<number, ProductTag[]>();
  for (const { productId, tagIds } of tagLists) {
    tagsOf.set(
      productId,
      tagIds.flatMap((id) => tagById.get(id) ?? []),
    );
  }

  const views = new Map<number, Product>();
  for (const row of rows) {
    const refs = (sectionsOf.get(row.id) ?? []).sort((a, b) => a.order - b.order || a.id - b.id);
    views.set(
      row.id,
      toProductView(
        ctx,
        row,
        refs.map(({ id, name, workingHours }) => ({ id, name, workingHours })),
        tagsOf.get(row.id) ?? [],
        groupsOf.get(row.id) ?? [],
      ),
    );
  }
  return views;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const hasVariants = (image: Image | null): image is Image =>
  image !== null && Boolean(image.basePath) && image.variants.length > 0;

export function toProductView(
  ctx: CatalogueContext,
  row: ProductRow,
  productSections: ProductSection[],
  productTagList: ProductTag[],
  componentGroups: ProductComponentGroup[] = [],
): Product {
  const horizontal = row.horizontalImage ?? null;
  const vertical = row.verticalImage ?? null;
  return {
    id: row.id,
    name: display(ctx, row.nameI18n),
    nameI18n: row.nameI18n,
    description: display(ctx, row.descriptionI18n),
    descriptionI18n: row.descriptionI18n,
    visible: row.visible,
    // An item off until a moment that has passed reads as on, whether or not a sweep ran yet.
    available: isAvailableAt(row, ctx.now),
    availableAgainAt: availableAgainAt(row, ctx.now),
    stock: row.stock,
    weight: row.weight,
    price: toAmount(ctx, row.priceMinor),
    discountPrice: row.discountPriceMinor === null ? null : toAmount(ctx, row.discountPriceMinor),
    attributes: row.attributes.filter((a): a is ProductAttribute => KNOWN_ATTRIBUTES.has(a)),
    horizontalImagePath: horizontal?.path ?? null,
    verticalImagePath: vertical?.path ?? null,
    image: horizontal ?? vertical,
    images: [horizontal, vertical].filter(hasVariants),
    sku: row.sku,
    maxCount: row.maxCount,
    tags: productTagList,
    componentGroups,
    nutritionFacts: row.nutritionFacts,
    sections: productSections,
    sectionID: productSections[0]?.id ?? null,
  };
}

function toSectionFields(ctx: CatalogueContext, row: SectionRow): Omit<Section, 'products'> {
  return {
    id: row.id,
    sectionId: row.serviceSectionId,
    name: display(ctx, row.nameI18n),
    nameI18n: row.nameI18n,
    visible: row.visible,
    order: row.order,
    taxSettings: row.productTaxId === null ? null : { id: row.productTaxId },
    imageOrientation: row.imageOrientation,
    cookingTime: row.cookingTime,
    workingHours: row.workingHours && orderWorkingHours(row.workingHours),
    catalogueCategoryId: row.catalogueCategoryId,
  };
}

/** Product ids of each of the account's sections, in their order. */
async function productIdsBySection(db: Db | Tx, accountId: number, sectionId?: number) {
  const rows = await db
    .select({ sectionId: sectionProducts.sectionId, productId: sectionProducts.productId })
    .from(sectionProducts)
    .innerJoin(sections, eq(sections.id, sectionProducts.sectionId))
    .where(
      sectionId === undefined
        ? eq(sections.accountId, accountId)
        : and(eq(sections.accountId, accountId), eq(sections.id, sectionId)),
    )
    .orderBy(asc(sectionProducts.sectionId), asc(sectionProducts.order), asc(sectionProducts.productId));
  const bySection = new Map<number, number[]>();
  for (const r of rows) push(bySection, r.sectionId, r.productId);
  return bySection;
}

/** Every section of the account with its products: the full catalogue. */
export async function loadSections(db: Db | Tx, ctx: CatalogueContext): Promise<Section[]> {
  const [sectionRows, bySection] = await readEach(db, [
    () => sectionRowsOf(db, ctx.accountId),
    () => productIdsBySection(db, ctx.accountId),
  ]);
  const productViews = await loadProducts(db, ctx, { all: true }, sectionRows);
  return sectionRows.map((row) => ({
    ...toSectionFields(ctx, row),
    products: (bySection.get(row.id) ?? []).map((id) => productViews.get(id)!).filter(Boolean),
  }));
}

/** The sections without products (with their products' ids in order). */
export async function loadSectionSummaries(db: Db | Tx, ctx: CatalogueContext): Promise<SectionSummary[]> {
  const [sectionRows, bySection] = await readEach(db, [
    () => sectionRowsOf(db, ctx.accountId),
    () => productIdsBySection(db, ctx.accountId),
  ]);
  return sectionRows.map((row) => ({
    ...toSectionFields(ctx, row),
    productIds: bySection.get(row.id) ?? [],
  }));
}

/** One section of the account with its products; 404 for any other id. */
export async function loadSection(db: Db | Tx, ctx: CatalogueContext, sectionId: number): Promise<Section> {
  const [sectionRows, bySection] = await readEach(db, [
    () => sectionRowsOf(db, ctx.accountId),
    () => productIdsBySection(db, ctx.accountId, sectionId),
  ]);
  const row = sectionRows.find((s) => s.id === sectionId);
  if (!row) throw notFound('Section not found');
  const ids = bySection.get(sectionId) ?? [];
  const productViews = await loadProducts(db, ctx, { ids }, sectionRows);
  return {
    ...toSectionFields(ctx, row),
    products: ids.map((id) => productViews.get(id)!).filter(Boolean),
  };
}

/** One product of the account; 404 for any other id. */
export async function loadProduct(db: Db | Tx, ctx: CatalogueContext, productId: number): Promise<Product> {
  const view = (await loadProducts(db, ctx, { ids: [productId] })).get(productId);
  if (!view) throw notFound('Product not found');
  return view;
}

/** The account's popular products, in order. */
export async function popularIds(db: Db | Tx, accountId: number) {
  const rows = await db
    .select({ productId: popularProducts.productId })
    .from(popularProducts)
    .where(eq(popularProducts.accountId, accountId))
    .orderBy(asc(popularProducts.order));
  return rows.map((r) => r.productId);
}

export async function loadCatalogue(db: Db, ctx: CatalogueContext): Promise<Catalogue> {
  const [[account], popular, sectionViews, groups] = await Promise.all([
    db
      .select({ visible: accounts.visible, workingHours: accounts.workingHours })
      .from(accounts)
      .where(eq(accounts.id, ctx.accountId)),
    popularIds(db, ctx.accountId),
    loadSections(db, ctx),
    loadModifierGroups(db, ctx),
  ]);
  if (!account) throw notFound('Account not found');
  return {
    visible: account.visible,
    workingHours: account.workingHours && orderWorkingHours(account.workingHours),
    menuLanguages: ctx.languages,
    popularProductIds: popular,
    sections: sectionViews,
    componentGroups: groups,
  };
}

export async function listProducts(db: Db, ctx: CatalogueContext): Promise<Product[]> {
  return [...(await loadProducts(db, ctx, { all: true })).values()];
}

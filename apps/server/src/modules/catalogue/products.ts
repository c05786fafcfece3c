import {
  type AuditAction,
  CATALOGUE_ERROR_CODES,
  type CloneProductRequest,
  type CreateProductRequest,
  computeKcal,
  ERROR_CODES,
  LIMITS,
  type NutritionRequest,
  normalizeDiscountPrice,
  type ProductImageRequest,
  type ProductUpdate,
} from '@larder/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  productComponentGroups,
  productComponentPrices,
  products,
  productTags,
  sectionProducts,
  sections,
  tags,
} from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { changes } from '../audit/service.ts';
import { resolveOwnedImage } from '../images/service.ts';
import { catalogueActor, recordEvent } from '../onboarding/service.ts';
import {
  auditChange,
  type CatalogueContext,
  display,
  menuText,
  toAmount,
  toMinor,
  writeCatalogue,
} from './context.ts';
import {
  densifyPopularProducts,
  densifySectionProducts,
  lockAccount,
  lockProduct,
  lockSection,
  lockSections,
} from './ordering.ts';
import { availabilityForStock, recordStockChange } from './stock.ts';

type ProductRow = typeof products.$inferSelect;

/** Sections by name for the activity log, which a manager reads: an id means nothing to them. */
async function sectionNames(tx: Tx, ctx: CatalogueContext, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: sections.id, nameI18n: sections.nameI18n })
    .from(sections)
    .where(and(inArray(sections.id, [...ids]), eq(sections.accountId, ctx.accountId)));
  const names = new Map(rows.map((row) => [row.id, display(ctx, row.nameI18n)]));
  return ids.map((id) => names.get(id) ?? `#${id}`);
}

/** How the audit log names a product. */
export const productTarget = (ctx: CatalogueContext, row: Pick<ProductRow, 'id' | 'nameI18n'>) => ({
  type: 'product' as const,
  id: row.id,
  name: display(ctx, row.nameI18n),
});

/** What the audit log compares of a product edit. */
export const productFields = (ctx: CatalogueContext, row: ProductRow) => ({
  name: row.nameI18n.values,
  description: row.descriptionI18n.values,
  price: toAmount(ctx, row.priceMinor),
  discountPrice: row.discountPriceMinor === null ? null : toAmount(ctx, row.discountPriceMinor),
  weight: row.weight,
  attributes: row.attributes,
  sku: row.sku,
  maxCount: row.maxCount,
  visible: row.visible,
});

export const PRICE_FIELDS = new Set(['price', 'discountPrice']);

/** A discount of 0 (or none) is no discount and is stored as null (docs/product.md#prices-and-sales). */
export function discountMinor(
  ctx: CatalogueContext,
  discountPrice: number | null | undefined,
): number | null {
  const discount = normalizeDiscountPrice(discountPrice);
  return discount === null ? null : toMinor(ctx, discount, 'discountPrice');
}

export function assertDiscountBelowPrice(priceMinor: number, discountPriceMinor: number | null) {
  if (discountPriceMinor !== null && discountPriceMinor >= priceMinor) {
    throw badRequest(
      CATALOGUE_ERROR_CODES.invalidDiscountPrice,
      'The discount price must be lower than the price',
    );
  }
}

/**
 * docs/product.md#products: a product is on sale only with a price, so a visible product never sells at 0.
 */
export function assertPricedIfVisible(visible: boolean, priceMinor: number) {
  if (visible && priceMinor <= 0) {
    throw conflict(CATALOGUE_ERROR_CODES.priceRequired, 'Set a price before making the product visible');
  }
}

export async function createProduct(db: Db, ctx: CatalogueContext, input: CreateProductRequest) {
  const nameI18n = menuText(ctx, input.name, { required: true, field: 'product name' });
  const descriptionI18n = input.description
    ? menuText(ctx, input.description, { required: false, field: 'description' })
    : { values: {} };
  const money = {
    priceMinor: toMinor(ctx, input.price ?? 0, 'price'),
    discountPriceMinor: discountMinor(ctx, input.discountPrice),
  };
  assertDiscountBelowPrice(money.priceMinor, money.discountPriceMinor);
  assertPricedIfVisible(input.visible ?? false, money.priceMinor);
  return writeCatalogue(db, ctx.accountId, async (tx) => {
    await lockSection(tx, ctx.accountId, input.sectionID);
    const [product] = await tx
      .insert(products)
      .values({
        accountId: ctx.accountId,
        nameI18n,
        descriptionI18n,
        ...money,
        weight: input.weight ?? 0,
        attributes: [...new Set(input.attributes ?? [])],
        sku: input.sku || null,
        maxCount: input.maxCount ?? null,
        visible: input.visible ?? false,
        // The variants come from the upload itself, never from the client's copy of them.
        horizontalImage: await resolveOwnedImage(tx, ctx.accountId, input.horizontalImagePath),
        verticalImage: await resolveOwnedImage(tx, ctx.accountId, input.verticalImagePath),
      })
      .returning();
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(sectionProducts)
      .where(eq(sectionProducts.sectionId, input.sectionID));
    await tx.insert(sectionProducts).values({ sectionId: input.sectionID, productId: product!.id, order: n });
    await auditChange(tx, ctx, {
      action: 'product.create',
      target: productTarget(ctx, product!),
      after: {
        ...productFields(ctx, product!),
        section: (await sectionNames(tx, ctx, [input.sectionID]))[0],
      },
    });
    await recordEvent(
      tx,
      catalogueActor(ctx),
      'product_created',
      input.visible === true && 'product_published',
    );
    return { id: product!.id };
  });
}

export async function updateProduct(db: Db, ctx: CatalogueContext, id: number, input: ProductUpdate) {
  if (input.id !== undefined && input.id !== id) {
    throw badRequest(ERROR_CODES.idMismatch, 'The id in the body is not the id in the path');
  }
  await writeCatalogue(db, ctx.accountId, async (tx) => {
    const product = await lockProduct(tx, ctx.accountId, id);
    const set: Partial<ProductRow> = {};
    if (input.name) {
      set.nameI18n = menuText(ctx, input.name, {
        required: true,
        field: 'product name',
        stored: product.nameI18n,
      });
    }
    if (input.description) {
      set.descriptionI18n = menuText(ctx, input.description, {
        required: false,
        field: 'description',
        stored: product.descriptionI18n,
      });
    }
    if (input.price !== undefined || input.discountPrice !== undefined) {
      // An unsent half keeps its stored value; the pair is checked together.
      const priceMinor = input.price !== undefined ? toMinor(ctx, input.price, 'price') : product.priceMinor;
      const discountPriceMinor =
        input.discountPrice !== undefined
          ? discountMinor(ctx, input.discountPrice)
          : product.discountPriceMinor;
      assertDiscountBelowPrice(priceMinor, discountPriceMinor);
      set.priceMinor = priceMinor;
      set.discountPriceMinor = discountPriceMinor;
    }
    if (input.weight !== undefined) set.weight = input.weight;
    if (input.attributes !== undefined) set.attributes = [...new Set(input.attributes)];
    if (input.sku !== undefined) set.sku = input.sku || null;
    if (input.maxCount !== undefined) set.maxCount = input.maxCount;
    if (input.visible !== undefined) set.visible = input.visible;
    if (input.stock !== undefined && input.stock !== product.stock) {
      Object.assign(set, { stock: input.stock }, availabilityForStock(product, input.stock));
    }
    assertPricedIfVisible(set.visible ?? product.visible, set.priceMinor ?? product.priceMinor);
    if (Object.keys(set).length === 0) return;
    const [updated] = await tx.update(products).set(set).where(eq(products.id, id)).returning();
    await recordStockChange(tx, ctx, 'product', product, updated!);
    await recordEvent(
      tx,
      catalogueActor(ctx),
      set.visible === true && !product.visible && 'product_published',
    );
    const diff = changes(productFields(ctx, product), productFields(ctx, updated!));
    const changed = Object.keys(diff.after);
    if (changed.length === 0) return;
    await auditChange(tx, ctx, {
      action: changed.every((field) => PRICE_FIELDS.has(field)) ? 'product.price' : 'product.update',
      target: productTarget(ctx, updated!),
      ...diff,
    });
  });
}

/** docs/product.md#products: deleting a product removes it from every section (and the popular list). */
export async function deleteProduct(db: Db, ctx: CatalogueContext, id: number) {
  await writeCatalogue(db, ctx.accountId, async (tx) => {
    await lockAccount(tx, ctx.accountId);
    const product = await lockProduct(tx, ctx.accountId, id);
    const links = await tx
      .select({ sectionId: sectionProducts.sectionId })
      .from(sectionProducts)
      .where(eq(sectionProducts.productId, id));
    const sectionIds = await lockSections(
      tx,
      ctx.accountId,
      links.map((l) => l.sectionId),
    );
    await tx.delete(products).where(eq(products.id, id));
    await densifySectionProducts(tx, sectionIds);
    await densifyPopularProducts(tx, ctx.accountId);
    await auditChange(tx, ctx, {
      action: 'product.delete',
      target: productTarget(ctx, product),
      before: { price: productFields(ctx, product).price, sections: await sectionNames(tx, ctx, sectionIds) },
    });
  });
}

/** One product's columns set and audited as `action`, comparing what `fields` picks of it. */
async function updateOwned(
  db: Db,
  ctx: CatalogueContext,
  id: number,
  set: Partial<ProductRow>,
  action: AuditAction,
  fields: (row: ProductRow) => Record<string, unknown>,
) {
  await writeCatalogue(db, ctx.accountId, async (tx) => {
    const before = await lockProduct(tx, ctx.accountId, id);
    const [after] = await tx.update(products).set(set).where(eq(products.id, id)).returning();
    const diff = changes(fields(before), fields(after!));
    if (Object.keys(diff.after).length === 0) return;
    await auditChange(tx, ctx, { action, target: productTarget(ctx, after!), ...diff });
  });
}

/** Calories are computed here from the grams (docs/product.md#nutrition), never taken from the client. */
export const setProductNutrition = (db: Db, ctx: CatalogueContext, id: number, facts: NutritionRequest) =>
  updateOwned(
    db,
    ctx,
    id,
    { nutritionFacts: { ...facts, kcal: computeKcal(facts) } },
    'product.nutrition',
    (row) => ({ nutrition: row.nutritionFacts }),
  );

/** A path this account uploaded (POST accounts/{id}/images), or null to go back to the placeholder. */
export async function setProductImage(
  db: Db,
  ctx: CatalogueContext,
  id: number,
  orientation: 'horizontal' | 'vertical',
  input: ProductImageRequest,
) {
  const image = await resolveOwnedImage(db, ctx.accountId, input.path);
  return updateOwned(
    db,
    ctx,
    id,
    orientation === 'horizontal' ? { horizontalImage: image } : { verticalImage: image },
    'product.image',
    (row) =>
      orientation === 'horizontal'
        ? { horizontalImage: row.horizontalImage?.path ?? null }
        : { verticalImage: row.verticalImage?.path ?? null },
  );
}

/** At most LIMITS.productTags tags; adding one the product has is a no-op. */
export async function addProductTag(db: Db, ctx: CatalogueContext, id: number, tagId: number) {
  await writeCatalogue(db, ctx.accountId, async (tx) => {
    const product = await lockProduct(tx, ctx.accountId, id);
    const [tag] = await tx
      .select({ id: tags.id, nameI18n: tags.nameI18n })
      .from(tags)
      .where(eq(tags.id, tagId));
    if (!tag) throw notFound('Tag not found');
    const current = await tx
      .select({ tagId: productTags.tagId })
      .from(productTags)
      .where(eq(productTags.productId, id));
    if (current.some((t) => t.tagId === tagId)) return;
    if (current.length >= LIMITS.productTags) {
      throw conflict(
        CATALOGUE_ERROR_CODES.productTagsLimit,
        `A product has at most ${LIMITS.productTags} tags`,
      );
    }
    await tx.insert(productTags).values({ productId: id, tagId });
    await auditChange(tx, ctx, {
      action: 'product.tagAdd',
      target: productTarget(ctx, product),
      after: { tag: display(ctx, tag.nameI18n) },
    });
  });
}

export async function removeProductTag(db: Db, ctx: CatalogueContext, id: number, tagId: number) {
  await writeCatalogue(db, ctx.accountId, async (tx) => {
    const product = await lockProduct(tx, ctx.accountId, id);
    const [tag] = await tx
      .select({ id: tags.id, nameI18n: tags.nameI18n })
      .from(tags)
      .where(eq(tags.id, tagId));
    if (!tag) throw notFound('Tag not found');
    const removed = await tx
      .delete(productTags)
      .where(and(eq(productTags.productId, id), eq(productTags.tagId, tagId)))
      .returning({ tagId: productTags.tagId });
    if (removed.length === 0) return;
    await auditChange(tx, ctx, {
      action: 'product.tagRemove',
      target: productTarget(ctx, product),
      before: { tag: display(ctx, tag.nameI18n) },
    });
  });
}

/**
 * A copy of the product under a new name, at the end of the target section: prices, description,
 * images, nutrition, attributes, tags and component groups. The copy starts hidden, like any new
 * product, so it is reviewed before customers see it.
 */
export async function cloneProduct(db: Db, ctx: CatalogueContext, id: number, input: CloneProductRequest) {
  const nameI18n = menuText(ctx, input.targetName, { required: true, field: 'product name' });
  return writeCatalogue(db, ctx.accountId, async (tx) => {
    const [source] = await tx
      .select()
      .from(products)
      .where(and(eq(products.id, id), eq(products.accountId, ctx.accountId)));
    if (!source) throw notFound('Product not found');
    await lockSection(tx, ctx.accountId, input.targetSectionID);
    const { id: _id, createdAt: _createdAt, ...fields } = source;
    const [copy] = await tx
      .insert(products)
      .values({ ...fields, nameI18n, visible: false })
      .returning({ id: products.id, nameI18n: products.nameI18n });
    const copyId = copy!.id;
    await auditChange(tx, ctx, {
      action: 'product.clone',
      target: productTarget(ctx, copy!),
      after: {
        from: display(ctx, source.nameI18n),
        section: (await sectionNames(tx, ctx, [input.targetSectionID]))[0],
      },
    });
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(sectionProducts)
      .where(eq(sectionProducts.sectionId, input.targetSectionID));
    await tx
      .insert(sectionProducts)
      .values({ sectionId: input.targetSectionID, productId: copyId, order: n });
    const sourceTags = await tx.select().from(productTags).where(eq(productTags.productId, id));
    if (sourceTags.length > 0) {
      await tx.insert(productTags).values(sourceTags.map((t) => ({ productId: copyId, tagId: t.tagId })));
    }
    const groups = await tx
      .select()
      .from(productComponentGroups)
      .where(eq(productComponentGroups.productId, id));
    if (groups.length > 0) {
      await tx.insert(productComponentGroups).values(groups.map((g) => ({ ...g, productId: copyId })));
      const prices = await tx
        .select()
        .from(productComponentPrices)
        .where(eq(productComponentPrices.productId, id));
      if (prices.length > 0) {
        await tx.insert(productComponentPrices).values(prices.map((p) => ({ ...p, productId: copyId })));
      }
    }
    return { id: copyId };
  });
}

/** The account's popular products: at most LIMITS.popularProducts, in order. */
import { CATALOGUE_ERROR_CODES, LIMITS, type Product } from '@larder/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { popularProducts, products } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { catalogueActor, recordEvent } from '../onboarding/service.ts';
import { auditChange, type CatalogueContext, display, writeCatalogue } from './context.ts';
import { loadProducts, popularIds } from './load.ts';
import { densifyPopularProducts, lockAccount } from './ordering.ts';

export async function listPopularProducts(db: Db, ctx: CatalogueContext): Promise<Product[]> {
  const ids = await popularIds(db, ctx.accountId);
  const views = await loadProducts(db, ctx, { ids });
  return ids.map((id) => views.get(id)!).filter(Boolean);
}

async function assertOwnProduct(tx: Tx, ctx: CatalogueContext, productId: number) {
  const [row] = await tx
    .select({ id: products.id, nameI18n: products.nameI18n })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.accountId, ctx.accountId)));
  if (!row) throw notFound('Product not found');
  return { type: 'product' as const, id: row.id, name: display(ctx, row.nameI18n) };
}

/** Adding a product that is already popular is a no-op; the tenth answers 409. */
export async function addPopularProduct(db: Db, ctx: CatalogueContext, productId: number) {
  await writeCatalogue(db, ctx.accountId, async (tx) => {
    await lockAccount(tx, ctx.accountId);
    const target = await assertOwnProduct(tx, ctx, productId);
    const current = await popularIds(tx, ctx.accountId);
    if (current.includes(productId)) return;
    if (current.length >= LIMITS.popularProducts) {
      throw conflict(
        CATALOGUE_ERROR_CODES.popularProductsLimit,
        `At most ${LIMITS.popularProducts} products can be popular`,
      );
    }
    await tx.insert(popularProducts).values({ accountId: ctx.accountId, productId, order: current.length });
    await auditChange(tx, ctx, { action: 'catalogue.popularAdd', target });
    await recordEvent(tx, catalogueActor(ctx), 'popular_product_added');
  });
}

export async function removePopularProduct(db: Db, ctx: CatalogueContext, productId: number) {
  await writeCatalogue(db, ctx.accountId, async (tx) => {
    await lockAccount(tx, ctx.accountId);
    const target = await assertOwnProduct(tx, ctx, productId);
    const removed = await tx
      .delete(popularProducts)
      .where(and(eq(popularProducts.accountId, ctx.accountId), eq(popularProducts.productId, productId)))
      .returning({ productId: popularProducts.productId });
    await densifyPopularProducts(tx, ctx.accountId);
    if (removed.length > 0) await auditChange(tx, ctx, { action: 'catalogue.popularRemove', target });
  });
}

import { isAvailableAt, MENU_SPREADSHEET_ERROR_CODES, type MenuImportApplied } from '@larder/contract';
import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  accounts,
  menuImportPreviews,
  products,
  productTags,
  sectionProducts,
  sections,
  tags as tagTable,
} from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { changeCached } from '../../live/stale.ts';
import { changes } from '../audit/service.ts';
import { catalogueActor, recordEvent } from '../onboarding/service.ts';
import { announceAvailability } from './availability.ts';
import { auditChange, beginCatalogueWrite, type CatalogueContext, display } from './context.ts';
import { lockSections } from './ordering.ts';
import { PRICE_FIELDS, productFields, productTarget } from './products.ts';
import type { ImportPlan } from './spreadsheet-import.ts';
import { availabilityForStock, tellKitchens } from './stock.ts';

type ProductRow = typeof products.$inferSelect;

const changedMeanwhile = () =>
  conflict(
    MENU_SPREADSHEET_ERROR_CODES.catalogueChanged,
    'The catalogue was changed after the file was read: upload it again to see what it would change now',
  );

/**
 * Applies a preview: every change and every new product in one transaction, or nothing. Refused
 * once the catalogue's editor changed anything after the file was read (orders moving stock or
 * availability do not count: those cells are written as the file gives them). One audit entry per
 * product, one menu version and one menu.updated event for the whole file.
 */
export async function applyImport(
  db: Db,
  ctx: CatalogueContext,
  previewId: string,
): Promise<MenuImportApplied> {
  const [preview] = await db
    .select()
    .from(menuImportPreviews)
    .where(
      and(
        eq(menuImportPreviews.id, previewId),
        eq(menuImportPreviews.accountId, ctx.accountId),
        gt(menuImportPreviews.expiresAt, ctx.now),
      ),
    );
  if (!preview) throw notFound('No such preview, or it expired: upload the file again');
  if (preview.errorCount > 0) {
    throw conflict(
      MENU_SPREADSHEET_ERROR_CODES.hasErrors,
      'The file has refused cells: correct them and upload it again',
    );
  }
  const plan = preview.plan as ImportPlan;
  return changeCached(db, async (tx, stale) => {
    const [account] = await tx
      .select({ catalogueEdits: accounts.catalogueEdits })
      .from(accounts)
      .where(eq(accounts.id, ctx.accountId))
      .for('no key update');
    if (!account || account.catalogueEdits !== preview.catalogueEdits) throw changedMeanwhile();
    // A preview is applied once: a second apply (another tab, another instance) finds nothing.
    const taken = await tx
      .delete(menuImportPreviews)
      .where(eq(menuImportPreviews.id, previewId))
      .returning({ id: menuImportPreviews.id });
    if (taken.length === 0) throw notFound('No such preview, or it expired: upload the file again');
    if (plan.updates.length + plan.creates.length === 0) return { updated: 0, created: 0 };
    await beginCatalogueWrite(tx, stale, ctx.accountId, ctx.now, { edit: true });
    const tagNames = new Map(
      (await tx.select({ id: tagTable.id, nameI18n: tagTable.nameI18n }).from(tagTable)).map((t) => [
        t.id,
        display(ctx, t.nameI18n),
      ]),
    );
    await applyUpdates(tx, ctx, plan, tagNames);
    await applyCreates(tx, ctx, plan, tagNames);
    return { updated: plan.updates.length, created: plan.creates.length };
  });
}

async function applyUpdates(tx: Tx, ctx: CatalogueContext, plan: ImportPlan, tagNames: Map<number, string>) {
  if (plan.updates.length === 0) return;
  const ids = plan.updates.map((u) => u.productId).sort((a, b) => a - b);
  // Locked in id order, as every catalogue write locks products after the account.
  const rows = await tx
    .select()
    .from(products)
    .where(and(eq(products.accountId, ctx.accountId), inArray(products.id, ids)))
    .orderBy(asc(products.id))
    .for('no key update');
  if (rows.length !== ids.length) throw changedMeanwhile();
  const before = new Map(rows.map((row) => [row.id, row]));
  const retagged = plan.updates.filter((u) => u.set.tagIds !== undefined);
  const oldTags = new Map<number, number[]>();
  if (retagged.length > 0) {
    const links = await tx
      .select({ productId: productTags.productId, tagId: productTags.tagId })
      .from(productTags)
      .where(
        inArray(
          productTags.productId,
          retagged.map((u) => u.productId),
        ),
      )
      .orderBy(asc(productTags.createdAt), asc(productTags.tagId));
    for (const link of links)
      oldTags.set(link.productId, [...(oldTags.get(link.productId) ?? []), link.tagId]);
    await tx.delete(productTags).where(
      inArray(
        productTags.productId,
        retagged.map((u) => u.productId),
      ),
    );
    const inserts = retagged.flatMap((u) =>
      u.set.tagIds!.map((tagId) => ({ productId: u.productId, tagId })),
    );
    if (inserts.length > 0) await tx.insert(productTags).values(inserts);
  }
  const counted: number[] = [];
  for (const { productId, set } of plan.updates) {
    const { tagIds, available, stock, ...columns } = set;
    const row = before.get(productId)!;
    const next: Partial<ProductRow> = { ...columns };
    if (stock !== undefined) {
      // The count the file gives, and the availability it means (0 is sold out until restocked).
      Object.assign(next, { stock }, availabilityForStock(row, stock));
    }
    if (available !== undefined) {
      next.available = available;
      next.availableAgainAt = null;
    }
    let after: ProductRow = row;
    if (Object.keys(next).length > 0) {
      [after = row] = await tx.update(products).set(next).where(eq(products.id, productId)).returning();
    }
    if (isAvailableAt(row, ctx.now) !== isAvailableAt(after, ctx.now) || available !== undefined) {
      await announceAvailability(tx, ctx.accountId, 'product', productId, after, ctx.now);
    }
    if (stock !== undefined || available !== undefined) counted.push(productId);
    const seen = (product: ProductRow, tagList: number[] | undefined) => ({
      ...productFields(ctx, product),
      available: isAvailableAt(product, ctx.now),
      stock: product.stock,
      ...(tagIds !== undefined && { tags: (tagList ?? []).map((id) => tagNames.get(id) ?? `#${id}`) }),
    });
    const diff = changes(seen(row, oldTags.get(productId)), seen(after, tagIds));
    const changed = Object.keys(diff.after);
    if (changed.length === 0) continue;
    await auditChange(tx, ctx, {
      action: changed.every((field) => PRICE_FIELDS.has(field)) ? 'product.price' : 'product.update',
      target: productTarget(ctx, after),
      ...diff,
    });
  }
  // The kitchens' tiles show counts and sold-out marks: they reload those products at once.
  await tellKitchens(tx, ctx.accountId, { productIds: counted, componentIds: [] });
}

async function applyCreates(tx: Tx, ctx: CatalogueContext, plan: ImportPlan, tagNames: Map<number, string>) {
  if (plan.creates.length === 0) return;
  const sectionIds = [...new Set(plan.creates.map((c) => c.sectionId))].sort((a, b) => a - b);
  if ((await lockSections(tx, ctx.accountId, sectionIds)).length !== sectionIds.length)
    throw changedMeanwhile();
  const sectionRows = await tx
    .select({ id: sections.id, nameI18n: sections.nameI18n })
    .from(sections)
    .where(inArray(sections.id, sectionIds));
  const sectionName = new Map(sectionRows.map((s) => [s.id, display(ctx, s.nameI18n)]));
  const counts = await tx
    .select({ sectionId: sectionProducts.sectionId, n: count() })
    .from(sectionProducts)
    .where(inArray(sectionProducts.sectionId, sectionIds))
    .groupBy(sectionProducts.sectionId);
  const next = new Map(sectionIds.map((id) => [id, counts.find((c) => c.sectionId === id)?.n ?? 0]));
  const inserted = await tx
    .insert(products)
    .values(
      plan.creates.map((c) => ({
        accountId: ctx.accountId,
        nameI18n: c.nameI18n,
        descriptionI18n: c.descriptionI18n,
        priceMinor: c.priceMinor,
        discountPriceMinor: c.discountPriceMinor,
        weight: c.weight,
        sku: c.sku,
        visible: c.visible,
        available: c.available,
        stock: c.stock,
        ...(c.stock === 0 && { available: false }),
      })),
    )
    .returning();
  await tx.insert(sectionProducts).values(
    plan.creates.map((c, i) => {
      const order = next.get(c.sectionId)!;
      next.set(c.sectionId, order + 1);
      return { sectionId: c.sectionId, productId: inserted[i]!.id, order };
    }),
  );
  const links = plan.creates.flatMap((c, i) =>
    c.tagIds.map((tagId) => ({ productId: inserted[i]!.id, tagId })),
  );
  if (links.length > 0) await tx.insert(productTags).values(links);
  for (const [i, create] of plan.creates.entries()) {
    const product = inserted[i]!;
    await auditChange(tx, ctx, {
      action: 'product.create',
      target: productTarget(ctx, product),
      after: {
        ...productFields(ctx, product),
        section: sectionName.get(create.sectionId),
        ...(create.tagIds.length > 0 && { tags: create.tagIds.map((id) => tagNames.get(id) ?? `#${id}`) }),
      },
    });
  }
  await recordEvent(
    tx,
    catalogueActor(ctx),
    'product_created',
    plan.creates.some((c) => c.visible) && 'product_published',
  );
}

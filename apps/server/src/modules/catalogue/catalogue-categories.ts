/** The account's catalogue categories: platform categories (cuisine, dishes...), at most LIMITS.catalogueCategories. */
import { type AccountCategory, CATALOGUE_ERROR_CODES, LIMITS } from '@larder/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { accountCategories, categories } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { auditChange, type CatalogueContext, display, writeCatalogue } from './context.ts';
import { lockAccount } from './ordering.ts';

export async function listAccountCategories(db: Db | Tx, ctx: CatalogueContext): Promise<AccountCategory[]> {
  const rows = await db
    .select({ id: categories.id, nameI18n: categories.nameI18n, groupId: categories.parentId })
    .from(accountCategories)
    .innerJoin(categories, eq(categories.id, accountCategories.categoryId))
    .where(eq(accountCategories.accountId, ctx.accountId))
    .orderBy(asc(accountCategories.createdAt), asc(categories.id));
  return rows.map((r) => ({ id: r.id, name: display(ctx, r.nameI18n), groupId: r.groupId ?? 0 }));
}

async function assertCategory(tx: Tx, categoryId: number) {
  const [row] = await tx
    .select({ id: categories.id, parentId: categories.parentId, nameI18n: categories.nameI18n })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!row) throw notFound('Category not found');
  return row;
}

export async function addAccountCategory(db: Db, ctx: CatalogueContext, categoryId: number) {
  await writeCatalogue(db, ctx.accountId, async (tx) => {
    await lockAccount(tx, ctx.accountId);
    const category = await assertCategory(tx, categoryId);
    if (category.parentId === null) {
      throw badRequest(CATALOGUE_ERROR_CODES.notALeafCategory, 'Pick a category, not a group of categories');
    }
    const current = await tx
      .select({ categoryId: accountCategories.categoryId })
      .from(accountCategories)
      .where(eq(accountCategories.accountId, ctx.accountId));
    if (current.some((c) => c.categoryId === categoryId)) return;
    if (current.length >= LIMITS.catalogueCategories) {
      throw conflict(
        CATALOGUE_ERROR_CODES.catalogueCategoriesLimit,
        `At most ${LIMITS.catalogueCategories} catalogue categories can be chosen`,
      );
    }
    await tx.insert(accountCategories).values({ accountId: ctx.accountId, categoryId });
    await auditChange(tx, ctx, {
      action: 'catalogue.categoryAdd',
      target: { type: 'catalogue', id: ctx.accountId },
      after: { category: display(ctx, category.nameI18n) },
    });
  });
}

/** 404 unless the category is one of the account's. */
export async function removeAccountCategory(db: Db, ctx: CatalogueContext, categoryId: number) {
  await writeCatalogue(db, ctx.accountId, async (tx) => {
    const [row] = await tx
      .delete(accountCategories)
      .where(
        and(eq(accountCategories.accountId, ctx.accountId), eq(accountCategories.categoryId, categoryId)),
      )
      .returning({ categoryId: accountCategories.categoryId });
    if (!row) throw notFound('Category not found among the catalogue categories');
    const category = await assertCategory(tx, categoryId);
    await auditChange(tx, ctx, {
      action: 'catalogue.categoryRemove',
      target: { type: 'catalogue', id: ctx.accountId },
      before: { category: display(ctx, category.nameI18n) },
    });
  });
}

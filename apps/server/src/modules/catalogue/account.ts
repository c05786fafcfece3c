import {
  type AccountCategory,
  CATALOG_SECTIONS_LIST,
  CATALOGUE_ERROR_CODES,
  type Catalogue,
  type CataloguePageSettings,
  type CataloguePageSettingsRequest,
  type CreateSectionGroupRequest,
  dropEmptyValues,
  LIMITS,
  orderWorkingHours,
  type Product,
  type SectionGroup,
  type UpdateSectionGroupsRequest,
  type WorkingHours,
  type WorkingHoursRequest,
} from '@larder/contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  accountCategories,
  accounts,
  categories,
  popularProducts,
  products,
  sectionGroups,
  vendors,
} from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { changeCached } from '../../live/stale.ts';
import { changes } from '../audit/service.ts';
import { resolveSentImage } from '../images/service.ts';
import { catalogueActor, recordEvent, recordVisibilityChange } from '../onboarding/service.ts';
import { recordAccountVendorsEvent } from '../vendors/marketplace-view.ts';
import { loadComponentGroups } from './component-groups.load.ts';
import {
  assertWorkingHours,
  auditChange,
  type CatalogueContext,
  display,
  writeCatalogue,
} from './context.ts';
import { loadProducts, loadSections } from './load.ts';
import { densifyPopularProducts, lockAccount } from './ordering.ts';

// ---------------------------------------------------------------------------------------------
// The whole catalogue
// ---------------------------------------------------------------------------------------------

async function popularIds(db: Db | Tx, accountId: number) {
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
    loadComponentGroups(db, ctx),
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

// ---------------------------------------------------------------------------------------------
// Popular products (at most LIMITS.popularProducts, in order)
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// The account's catalogue categories (platform categories, at most LIMITS.catalogueCategories)
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Section groups (catalog-categories)
// ---------------------------------------------------------------------------------------------

type SectionGroupRow = typeof sectionGroups.$inferSelect;

const toSectionGroupView = (row: SectionGroupRow): SectionGroup => ({
  id: row.id,
  name: row.nameI18n,
  image: row.image,
  priority: row.priority,
  vendorId: row.vendorId,
});

export async function listSectionGroups(db: Db | Tx, ctx: CatalogueContext): Promise<SectionGroup[]> {
  const rows = await db
    .select()
    .from(sectionGroups)
    .where(eq(sectionGroups.accountId, ctx.accountId))
    .orderBy(asc(sectionGroups.priority), asc(sectionGroups.id));
  return rows.map(toSectionGroupView);
}

function groupName(values: Record<string, string>) {
  const kept = dropEmptyValues(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])));
  if (Object.keys(kept).length === 0) {
    throw badRequest(CATALOGUE_ERROR_CODES.mandatoryNameRequired, "The name can't be empty");
  }
  return { values: kept };
}

function assertOwnVendor(ctx: CatalogueContext, vendorId: number) {
  if (!ctx.vendorIds.includes(vendorId)) throw notFound('Vendor not found');
}

export async function createSectionGroup(db: Db, ctx: CatalogueContext, input: CreateSectionGroupRequest) {
  const nameI18n = groupName(input.name.values);
  if (input.vendorId !== undefined) assertOwnVendor(ctx, input.vendorId);
  return writeCatalogue(db, ctx.accountId, async (tx) => {
    await lockAccount(tx, ctx.accountId);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(sectionGroups)
      .where(eq(sectionGroups.accountId, ctx.accountId));
    const [row] = await tx
      .insert(sectionGroups)
      .values({
        accountId: ctx.accountId,
        vendorId: input.vendorId ?? ctx.vendorIds[0] ?? null,
        nameI18n,
        // The variants come from the upload itself, never from the client's copy of them.
        image: await resolveSentImage(tx, ctx.accountId, input.image),
        // docs/product.md#section-groups-categories-and-tags: the priority defaults to the number of groups
        // plus one.
        priority: input.priority ?? n + 1,
      })
      .returning();
    await auditChange(tx, ctx, {
      action: 'sectionGroup.create',
      target: { type: 'sectionGroup', id: row!.id, name: groupDisplayName(ctx, row!) },
      after: sectionGroupFields(ctx, row!),
    });
    return { id: row!.id };
  });
}

const groupDisplayName = (ctx: CatalogueContext, row: SectionGroupRow) => display(ctx, row.nameI18n);

/** What the log shows of a catalogue category. */
const sectionGroupFields = (ctx: CatalogueContext, row: SectionGroupRow) => ({
  name: groupDisplayName(ctx, row),
  image: row.image?.path ?? null,
  priority: row.priority,
  vendorId: row.vendorId,
});

/** Updates several groups at once (the edit form); every id must be one of the account's. */
export async function updateSectionGroups(db: Db, ctx: CatalogueContext, input: UpdateSectionGroupsRequest) {
  const items = input.catalogCategories;
  for (const item of items) if (item.vendorId !== undefined) assertOwnVendor(ctx, item.vendorId);
  const names = new Map(items.filter((i) => i.name).map((i) => [i.id, groupName(i.name!.values)]));
  return writeCatalogue(db, ctx.accountId, async (tx) => {
    if (items.length > 0) {
      const owned = await tx
        .select({ id: sectionGroups.id })
        .from(sectionGroups)
        .where(
          and(
            eq(sectionGroups.accountId, ctx.accountId),
            inArray(
              sectionGroups.id,
              items.map((i) => i.id),
            ),
          ),
        );
      if (owned.length !== items.length) throw notFound('Catalogue category not found');
    }
    for (const item of items) {
      const set: Partial<SectionGroupRow> = {};
      const name = names.get(item.id);
      if (name) set.nameI18n = name;
      if (item.image) set.image = await resolveSentImage(tx, ctx.accountId, item.image);
      if (item.priority !== undefined) set.priority = item.priority;
      if (item.vendorId !== undefined) set.vendorId = item.vendorId;
      if (Object.keys(set).length === 0) continue;
      const [before] = await tx.select().from(sectionGroups).where(eq(sectionGroups.id, item.id));
      const [after] = await tx
        .update(sectionGroups)
        .set(set)
        .where(eq(sectionGroups.id, item.id))
        .returning();
      const diff = changes(sectionGroupFields(ctx, before!), sectionGroupFields(ctx, after!));
      if (Object.keys(diff.after).length === 0) continue;
      await auditChange(tx, ctx, {
        action: 'sectionGroup.update',
        target: { type: 'sectionGroup', id: item.id, name: groupDisplayName(ctx, after!) },
        ...diff,
      });
    }
    return listSectionGroups(tx, ctx);
  });
}

/** Sections in the group stay, without a group. */
export async function deleteSectionGroup(db: Db, ctx: CatalogueContext, id: number) {
  await writeCatalogue(db, ctx.accountId, async (tx) => {
    const [row] = await tx
      .delete(sectionGroups)
      .where(and(eq(sectionGroups.id, id), eq(sectionGroups.accountId, ctx.accountId)))
      .returning();
    if (!row) throw notFound('Catalogue category not found');
    await auditChange(tx, ctx, {
      action: 'sectionGroup.delete',
      target: { type: 'sectionGroup', id, name: groupDisplayName(ctx, row) },
      before: sectionGroupFields(ctx, row),
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Account-wide settings
// ---------------------------------------------------------------------------------------------

/** The whole catalogue shown to customers or not (the establishment's visibility; users/me shows it too). */
export async function setCatalogueVisible(db: Db, ctx: CatalogueContext, visible: boolean) {
  await writeCatalogue(db, ctx.accountId, async (tx, stale) => {
    const [before] = await tx
      .select({ visible: accounts.visible })
      .from(accounts)
      .where(eq(accounts.id, ctx.accountId))
      .for('no key update');
    await tx.update(accounts).set({ visible }).where(eq(accounts.id, ctx.accountId));
    stale.account(ctx.accountId);
    if (before?.visible === visible) return;
    await recordAccountVendorsEvent(tx, visible ? 'vendor.opened' : 'vendor.closed', ctx.accountId, ctx.now);
    await recordVisibilityChange(tx, catalogueActor(ctx), visible);
    await auditChange(tx, ctx, {
      action: 'catalogue.visibility',
      target: { type: 'catalogue', id: ctx.accountId },
      before: { visible: before?.visible ?? null },
      after: { visible },
    });
  });
  return { visible };
}

export async function setCatalogueWorkingHours(
  db: Db,
  ctx: CatalogueContext,
  hours: WorkingHoursRequest,
): Promise<WorkingHours> {
  assertWorkingHours(hours);
  const workingHours = { intervals: hours.intervals };
  await writeCatalogue(db, ctx.accountId, async (tx, stale) => {
    const [before] = await tx
      .select({ workingHours: accounts.workingHours })
      .from(accounts)
      .where(eq(accounts.id, ctx.accountId))
      .for('no key update');
    await tx.update(accounts).set({ workingHours }).where(eq(accounts.id, ctx.accountId));
    stale.account(ctx.accountId);
    await auditChange(tx, ctx, {
      action: 'catalogue.workingHours',
      target: { type: 'catalogue', id: ctx.accountId },
      ...changes(
        { workingHours: before?.workingHours?.intervals ?? null },
        { workingHours: hours.intervals },
      ),
    });
    await recordEvent(tx, catalogueActor(ctx), 'vendor_availability_set');
    await recordAccountVendorsEvent(tx, 'vendor.updated', ctx.accountId, ctx.now);
  });
  return workingHours;
}

/**
 * The catalogue page's blocks, always ending with the sections list (docs/product.md#the-catalogue-page);
 * users/me shows them.
 */
export async function setCataloguePageSettings(
  db: Db,
  ctx: CatalogueContext,
  vendorId: number,
  input: CataloguePageSettingsRequest,
): Promise<CataloguePageSettings> {
  const seen = new Set<string>();
  const components: { type: string }[] = [];
  for (const { type } of input.components) {
    if (type === CATALOG_SECTIONS_LIST || seen.has(type)) continue;
    seen.add(type);
    components.push({ type });
  }
  components.push({ type: CATALOG_SECTIONS_LIST });
  return changeCached(db, async (tx, stale) => {
    const [before] = await tx
      .select({
        catalogPageSettings: vendors.catalogPageSettings,
        name: vendors.name,
        accountId: vendors.accountId,
      })
      .from(vendors)
      .where(eq(vendors.id, vendorId))
      .for('no key update');
    if (!before) throw notFound('Vendor not found');
    const [row] = await tx
      .update(vendors)
      .set({ catalogPageSettings: { components } })
      .where(eq(vendors.id, vendorId))
      .returning({ catalogPageSettings: vendors.catalogPageSettings });
    const blocks = (settings: CataloguePageSettings) => settings.components.map((c) => c.type);
    await auditChange(tx, ctx, {
      action: 'catalogue.pageSettings',
      target: { type: 'vendor', id: vendorId, name: before.name },
      ...changes(
        { blocks: blocks(before.catalogPageSettings) },
        { blocks: blocks(row!.catalogPageSettings) },
      ),
    });
    stale.account(before.accountId);
    return row!.catalogPageSettings;
  });
}

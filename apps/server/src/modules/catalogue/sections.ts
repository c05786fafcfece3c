import {
  CATALOGUE_ERROR_CODES,
  type CreateSectionRequest,
  ERROR_CODES,
  type LocalizedValue,
  type UpdateSectionRequest,
  type WorkingHoursRequest,
} from '@larder/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { sectionGroups, sectionProducts, sections, serviceSections, taxes } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { changes } from '../audit/service.ts';
import { catalogueActor, recordEvent } from '../onboarding/service.ts';
import {
  assertWorkingHours,
  auditChange,
  type CatalogueContext,
  display,
  menuText,
  writeCatalogue,
} from './context.ts';
import {
  densifySectionProducts,
  densifySections,
  lockAccount,
  lockProduct,
  lockSection,
  reorderList,
} from './ordering.ts';

type SectionRow = typeof sections.$inferSelect;

/** How the audit log names a section. */
const sectionTarget = (ctx: CatalogueContext, row: Pick<SectionRow, 'id' | 'nameI18n'>) => ({
  type: 'section' as const,
  id: row.id,
  name: display(ctx, row.nameI18n),
});

/** What the audit log compares of a section edit. */
const sectionFields = (row: SectionRow) => ({
  name: row.nameI18n.values,
  visible: row.visible,
  cookingTime: row.cookingTime,
  imageOrientation: row.imageOrientation,
  tax: row.productTaxId,
  catalogueCategory: row.catalogueCategoryId,
});

async function productTarget(tx: Tx, ctx: CatalogueContext, productId: number) {
  const product = await lockProduct(tx, ctx.accountId, productId);
  return { type: 'product' as const, id: product.id, name: display(ctx, product.nameI18n) };
}

async function serviceSectionName(tx: Tx, id: number): Promise<LocalizedValue> {
  const [row] = await tx
    .select({ nameI18n: serviceSections.nameI18n })
    .from(serviceSections)
    .where(eq(serviceSections.id, id));
  if (!row) throw notFound('Service section not found');
  return row.nameI18n;
}

/**
 * A section may only be taxed at an offered rate (400 InvalidTaxName otherwise, docs/product.md#sections).
 */
async function assertTax(tx: Tx, productTaxId: number) {
  const [row] = await tx
    .select({ id: taxes.id })
    .from(taxes)
    .where(and(eq(taxes.id, productTaxId), eq(taxes.active, true)));
  if (!row) throw new AppError(400, CATALOGUE_ERROR_CODES.invalidTax, 'Invalid tax name');
}

async function assertSectionGroup(tx: Tx, ctx: CatalogueContext, groupId: number) {
  const [row] = await tx
    .select({ id: sectionGroups.id })
    .from(sectionGroups)
    .where(and(eq(sectionGroups.id, groupId), eq(sectionGroups.accountId, ctx.accountId)));
  if (!row) throw notFound('Catalogue category not found');
}

export async function createSection(db: Db, ctx: CatalogueContext, input: CreateSectionRequest) {
  return writeCatalogue(db, ctx.accountId, async (tx) => {
    let nameI18n: LocalizedValue;
    if (input.name) {
      nameI18n = menuText(ctx, input.name, { required: true, field: 'section name' });
      if (input.sectionId) await serviceSectionName(tx, input.sectionId);
    } else if (input.sectionId) {
      nameI18n = await serviceSectionName(tx, input.sectionId);
    } else {
      throw badRequest(
        CATALOGUE_ERROR_CODES.nameOrServiceSectionRequired,
        'Pick a section name or enter one in the mandatory language',
      );
    }
    const productTaxId = input.taxSettings?.productTaxId ?? null;
    if (productTaxId !== null) await assertTax(tx, productTaxId);
    if (input.catalogueCategoryId) await assertSectionGroup(tx, ctx, input.catalogueCategoryId);

    await lockAccount(tx, ctx.accountId);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(sections)
      .where(eq(sections.accountId, ctx.accountId));
    const [row] = await tx
      .insert(sections)
      .values({
        accountId: ctx.accountId,
        nameI18n,
        serviceSectionId: input.sectionId ?? null,
        order: n,
        cookingTime: input.cookingTime,
        imageOrientation: input.imageOrientation,
        visible: input.visible,
        productTaxId,
        catalogueCategoryId: input.catalogueCategoryId ?? null,
      })
      .returning();
    await auditChange(tx, ctx, {
      action: 'section.create',
      target: sectionTarget(ctx, row!),
      after: sectionFields(row!),
    });
    await recordEvent(tx, catalogueActor(ctx), 'section_created', input.visible && 'section_published');
    return { id: row!.id };
  });
}

export async function updateSection(db: Db, ctx: CatalogueContext, id: number, input: UpdateSectionRequest) {
  if (input.id !== undefined && input.id !== id) {
    throw badRequest(ERROR_CODES.idMismatch, 'The id in the body is not the id in the path');
  }
  await writeCatalogue(db, ctx.accountId, async (tx) => {
    const section = await lockSection(tx, ctx.accountId, id);
    const set: Partial<SectionRow> = {};
    if (input.name) {
      set.nameI18n = menuText(ctx, input.name, {
        required: true,
        field: 'section name',
        stored: section.nameI18n,
      });
    }
    if (input.sectionId !== undefined) {
      set.serviceSectionId = input.sectionId;
      // Picking another section name renames the section, unless a name was sent as well.
      if (input.sectionId !== null) {
        const serviceName = await serviceSectionName(tx, input.sectionId);
        if (!input.name) set.nameI18n = serviceName;
      }
    }
    if (input.cookingTime !== undefined) set.cookingTime = input.cookingTime;
    if (input.imageOrientation !== undefined) set.imageOrientation = input.imageOrientation;
    if (input.visible !== undefined) set.visible = input.visible;
    if (input.taxSettings !== undefined) {
      const productTaxId = input.taxSettings?.productTaxId ?? null;
      if (productTaxId !== null && productTaxId !== section.productTaxId) await assertTax(tx, productTaxId);
      set.productTaxId = productTaxId;
    }
    if (input.catalogueCategoryId !== undefined) {
      if (input.catalogueCategoryId !== null) await assertSectionGroup(tx, ctx, input.catalogueCategoryId);
      set.catalogueCategoryId = input.catalogueCategoryId;
    }
    if (Object.keys(set).length === 0) return;
    const [updated] = await tx.update(sections).set(set).where(eq(sections.id, id)).returning();
    await recordEvent(
      tx,
      catalogueActor(ctx),
      set.visible === true && !section.visible && 'section_published',
    );
    const diff = changes(sectionFields(section), sectionFields(updated!));
    if (Object.keys(diff.after).length === 0) return;
    await auditChange(tx, ctx, { action: 'section.update', target: sectionTarget(ctx, updated!), ...diff });
  });
}

/** docs/product.md#sections: a section with products is not deleted (409); the rest close ranks. */
export async function deleteSection(db: Db, ctx: CatalogueContext, id: number) {
  await writeCatalogue(db, ctx.accountId, async (tx) => {
    await lockAccount(tx, ctx.accountId);
    const section = await lockSection(tx, ctx.accountId, id);
    const [link] = await tx
      .select({ productId: sectionProducts.productId })
      .from(sectionProducts)
      .where(eq(sectionProducts.sectionId, id))
      .limit(1);
    if (link) {
      throw conflict(
        CATALOGUE_ERROR_CODES.nonEmptySection,
        'A section with products cannot be deleted: move or delete its products first',
      );
    }
    await tx.delete(sections).where(eq(sections.id, id));
    await densifySections(tx, ctx.accountId);
    await auditChange(tx, ctx, {
      action: 'section.delete',
      target: sectionTarget(ctx, section),
      before: sectionFields(section),
    });
  });
}

export async function changeSectionOrder(db: Db, ctx: CatalogueContext, orderedSectionIds: number[]) {
  await writeCatalogue(db, ctx.accountId, async (tx) => {
    await lockAccount(tx, ctx.accountId);
    const current = await tx
      .select({ id: sections.id })
      .from(sections)
      .where(eq(sections.accountId, ctx.accountId));
    await reorderList(
      tx,
      {
        table: 'sections',
        parent: { column: 'account_id', id: ctx.accountId },
        members: current.map((r) => r.id),
        what: 'sections',
      },
      orderedSectionIds,
    );
    await auditChange(tx, ctx, {
      action: 'section.reorder',
      target: { type: 'catalogue', id: ctx.accountId },
      after: { order: orderedSectionIds },
    });
  });
}

export async function setSectionWorkingHours(
  db: Db,
  ctx: CatalogueContext,
  id: number,
  hours: WorkingHoursRequest,
) {
  assertWorkingHours(hours);
  await writeCatalogue(db, ctx.accountId, async (tx) => {
    const section = await lockSection(tx, ctx.accountId, id);
    await tx
      .update(sections)
      .set({ workingHours: { intervals: hours.intervals } })
      .where(eq(sections.id, id));
    await auditChange(tx, ctx, {
      action: 'section.workingHours',
      target: sectionTarget(ctx, section),
      ...changes(
        { workingHours: section.workingHours?.intervals ?? null },
        { workingHours: hours.intervals },
      ),
    });
  });
}

export async function addProductToSection(
  db: Db,
  ctx: CatalogueContext,
  sectionId: number,
  productId: number,
) {
  await writeCatalogue(db, ctx.accountId, async (tx) => {
    const product = await productTarget(tx, ctx, productId);
    const section = await lockSection(tx, ctx.accountId, sectionId);
    const links = await tx
      .select({ productId: sectionProducts.productId })
      .from(sectionProducts)
      .where(eq(sectionProducts.sectionId, sectionId));
    if (links.some((l) => l.productId === productId)) return;
    await tx.insert(sectionProducts).values({ sectionId, productId, order: links.length });
    await auditChange(tx, ctx, {
      action: 'section.productAdd',
      target: product,
      after: { section: display(ctx, section.nameI18n) },
    });
  });
}

/** docs/product.md#sections: a product keeps at least one section (409 on its last one). */
export async function removeProductFromSection(
  db: Db,
  ctx: CatalogueContext,
  sectionId: number,
  productId: number,
) {
  await writeCatalogue(db, ctx.accountId, async (tx) => {
    const product = await productTarget(tx, ctx, productId);
    const section = await lockSection(tx, ctx.accountId, sectionId);
    const productSections = await tx
      .select({ sectionId: sectionProducts.sectionId })
      .from(sectionProducts)
      .where(eq(sectionProducts.productId, productId));
    if (!productSections.some((s) => s.sectionId === sectionId)) {
      throw notFound('The product is not in this section');
    }
    if (productSections.length === 1) {
      throw conflict(
        CATALOGUE_ERROR_CODES.lastSection,
        'A product must stay in at least one section: add it to another section first, or delete it',
      );
    }
    await tx
      .delete(sectionProducts)
      .where(and(eq(sectionProducts.sectionId, sectionId), eq(sectionProducts.productId, productId)));
    await densifySectionProducts(tx, [sectionId]);
    await auditChange(tx, ctx, {
      action: 'section.productRemove',
      target: product,
      before: { section: display(ctx, section.nameI18n) },
    });
  });
}

export async function changeProductOrder(
  db: Db,
  ctx: CatalogueContext,
  sectionId: number,
  orderedProductIds: number[],
) {
  await writeCatalogue(db, ctx.accountId, async (tx) => {
    const section = await lockSection(tx, ctx.accountId, sectionId);
    const current = await tx
      .select({ productId: sectionProducts.productId })
      .from(sectionProducts)
      .where(eq(sectionProducts.sectionId, sectionId))
      .orderBy(asc(sectionProducts.order));
    await reorderList(
      tx,
      {
        table: 'section_products',
        parent: { column: 'section_id', id: sectionId },
        members: current.map((r) => r.productId),
        what: 'products of the section',
      },
      orderedProductIds,
    );
    await auditChange(tx, ctx, {
      action: 'section.productsReorder',
      target: sectionTarget(ctx, section),
      after: { order: orderedProductIds },
    });
  });
}

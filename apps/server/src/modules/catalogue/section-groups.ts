/** Section groups (the API's catalog-categories): groups of sections with a name and a picture. */
import {
  CATALOGUE_ERROR_CODES,
  type CreateSectionGroupRequest,
  dropEmptyValues,
  type SectionGroup,
  type UpdateSectionGroupsRequest,
} from '@larder/contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { sectionGroups } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { changes } from '../audit/service.ts';
import { resolveSentImage } from '../images/service.ts';
import { auditChange, type CatalogueContext, display, writeCatalogue } from './context.ts';
import { lockAccount } from './ordering.ts';

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

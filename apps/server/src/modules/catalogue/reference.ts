import type { CategoryGroup, ServiceSection, TagGroup, Tax, TopCategory } from '@larder/contract';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, serviceSections, tagGroups, tags, taxes } from '../../db/schema/index.ts';
import { type CatalogueContext, display } from './context.ts';

/** Platform reference data, with display names in the user's language. */

export async function listServiceSections(db: Db, ctx: CatalogueContext): Promise<ServiceSection[]> {
  const rows = await db
    .select()
    .from(serviceSections)
    .orderBy(asc(serviceSections.order), asc(serviceSections.id));
  return rows.map((r) => ({ id: r.id, name: display(ctx, r.nameI18n), nameI18n: r.nameI18n }));
}

export async function categoryTree(db: Db, ctx: CatalogueContext): Promise<CategoryGroup[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.order), asc(categories.id));
  const groups = rows
    .filter((r) => r.parentId === null)
    .map((g) => ({
      id: g.id,
      name: display(ctx, g.nameI18n),
      children: [] as { id: number; name: string }[],
    }));
  const byId = new Map(groups.map((g) => [g.id, g]));
  for (const r of rows) {
    if (r.parentId !== null)
      byId.get(r.parentId)?.children.push({ id: r.id, name: display(ctx, r.nameI18n) });
  }
  return groups;
}

export async function topCategories(db: Db, ctx: CatalogueContext): Promise<TopCategory[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(and(eq(categories.top, true), isNotNull(categories.parentId)))
    .orderBy(asc(categories.parentId), asc(categories.order), asc(categories.id));
  return rows.map((r) => ({ id: r.id, name: display(ctx, r.nameI18n), groupId: r.parentId! }));
}

export async function tagTree(db: Db, ctx: CatalogueContext): Promise<TagGroup[]> {
  const [groupRows, tagRows] = await Promise.all([
    db.select().from(tagGroups).orderBy(asc(tagGroups.order), asc(tagGroups.id)),
    db.select().from(tags).orderBy(asc(tags.order), asc(tags.id)),
  ]);
  const groups = groupRows.map((g) => ({
    id: g.id,
    name: display(ctx, g.nameI18n),
    tags: [] as { id: number; name: string }[],
  }));
  const byId = new Map(groups.map((g) => [g.id, g]));
  for (const t of tagRows) byId.get(t.groupId)?.tags.push({ id: t.id, name: display(ctx, t.nameI18n) });
  return groups;
}

/** The VAT rates on offer; a retired rate is not listed (a section still pointing at it shows that). */
export async function listTaxes(db: Db): Promise<Tax[]> {
  const rows = await db
    .select()
    .from(taxes)
    .where(eq(taxes.active, true))
    .orderBy(asc(taxes.order), asc(taxes.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.nameI18n,
    nameI18n: r.nameI18n,
    rate: r.rateBasisPoints / 100,
  }));
}

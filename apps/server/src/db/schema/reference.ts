import type { LocalizedValue } from '@larder/contract';
import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';

/**
 * Platform reference data shared by every account (seeded by seed/reference-data.ts, keyed by a
 * stable `code` so the seed is idempotent and an operator's later edits are kept).
 */

/** Section names a vendor picks from when creating a section ("Pizza", "Drinks"). */
export const serviceSections = pgTable('service_sections', {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  nameI18n: jsonb('name_i18n').$type<LocalizedValue>().notNull(),
  order: integer().notNull().default(0),
});

/** The category tree: groups (parentId null) with their categories. */
export const categories = pgTable(
  'categories',
  {
    id: serial().primaryKey(),
    code: text().notNull().unique(),
    parentId: integer().references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    nameI18n: jsonb('name_i18n').$type<LocalizedValue>().notNull(),
    order: integer().notNull().default(0),
    /** Offered first in the category picker (GET /api/vendor/categories/top). */
    top: boolean().notNull().default(false),
  },
  (t) => [index().on(t.parentId)],
);

/** The tag tree: groups of product tags ("Diet": vegan, gluten free, ...). */
export const tagGroups = pgTable('tag_groups', {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  nameI18n: jsonb('name_i18n').$type<LocalizedValue>().notNull(),
  order: integer().notNull().default(0),
});

export const tags = pgTable(
  'tags',
  {
    id: serial().primaryKey(),
    code: text().notNull().unique(),
    groupId: integer()
      .notNull()
      .references(() => tagGroups.id, { onDelete: 'cascade' }),
    nameI18n: jsonb('name_i18n').$type<LocalizedValue>().notNull(),
    order: integer().notNull().default(0),
  },
  (t) => [index().on(t.groupId)],
);

/** VAT rates a section may be taxed at. A retired rate stays (sections may point at it) but is not offered. */
export const taxes = pgTable('taxes', {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  nameI18n: jsonb('name_i18n').$type<LocalizedValue>().notNull(),
  /** Basis points: 2000 = 20 %. */
  rateBasisPoints: integer().notNull(),
  active: boolean().notNull().default(true),
  order: integer().notNull().default(0),
});

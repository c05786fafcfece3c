import type { Image, LocalizedValue, WorkingHours } from '@larder/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, vendors } from './accounts.ts';
import { categories, serviceSections, tags, taxes } from './reference.ts';

/**
 * Section groups (docs/product.md#section-groups-categories-and-tags; paths catalog-categories): the
 * account's own headings that sections are grouped under, each with an image and a priority.
 */
export const sectionGroups = pgTable(
  'section_groups',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    vendorId: integer().references(() => vendors.id, { onDelete: 'set null' }),
    nameI18n: jsonb('name_i18n').$type<LocalizedValue>().notNull(),
    image: jsonb().$type<Image>().notNull(),
    priority: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.accountId)],
);

/** A section of an account's menu ("Pizzas"); products appear in one or more sections. */
export const sections = pgTable(
  'sections',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    nameI18n: jsonb('name_i18n').$type<LocalizedValue>().notNull(),
    visible: boolean().notNull().default(false),
    order: integer().notNull(),
    cookingTime: integer().notNull().default(0),
    imageOrientation: text().$type<'HORIZONTAL' | 'VERTICAL'>().notNull().default('HORIZONTAL'),
    productTaxId: integer().references(() => taxes.id, { onDelete: 'set null' }),
    catalogueCategoryId: integer().references(() => sectionGroups.id, { onDelete: 'set null' }),
    /** The service section the name was picked from (`sectionId`, docs/product.md#sections). */
    serviceSectionId: integer().references(() => serviceSections.id, { onDelete: 'set null' }),
    /** In the vendor's time zone, as entered. */
    workingHours: jsonb().$type<WorkingHours>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.accountId, t.order)],
);

export interface NutritionFacts {
  proteins: number;
  fats: number;
  carbs: number;
  kcal: number;
}

export const products = pgTable(
  'products',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    nameI18n: jsonb('name_i18n').$type<LocalizedValue>().notNull(),
    descriptionI18n: jsonb('description_i18n').$type<LocalizedValue>().notNull().default({ values: {} }),
    visible: boolean().notNull().default(false),
    available: boolean().notNull().default(true),
    /** Off until then (sold out until…): compared on read, normalised by the availability sweep. */
    availableAgainAt: timestamp({ withTimezone: true }),
    /** Portions left (docs/product.md#stock-counts); null: not counted. At 0 the product is off. */
    stock: integer(),
    /** Grams, or millilitres for a LIQUID product. */
    weight: integer().notNull().default(0),
    /** Money in minor units (cents): exact arithmetic, converted to decimals only in the API. */
    priceMinor: integer().notNull().default(0),
    discountPriceMinor: integer(),
    attributes: jsonb().$type<string[]>().notNull().default([]),
    sku: text(),
    maxCount: integer(),
    nutritionFacts: jsonb().$type<NutritionFacts>(),
    horizontalImage: jsonb().$type<Image>(),
    verticalImage: jsonb().$type<Image>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.accountId),
    // The availability sweep looks only at items that come back by themselves.
    index('products_available_again_at_idx')
      .on(t.availableAgainAt)
      .where(sql`${t.availableAgainAt} is not null`),
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

export const sectionProducts = pgTable(
  'section_products',
  {
    sectionId: integer()
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    order: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.productId] }), index().on(t.productId)],
);

/** Modifiers ("Sauces"): a group of components a customer picks from for a product. */
export const componentGroups = pgTable(
  'component_groups',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    nameI18n: jsonb('name_i18n').$type<LocalizedValue>().notNull(),
    vendorNotes: text(),
    displayMode: text().$type<'LIST' | 'TILE'>().notNull().default('LIST'),
    visible: boolean().notNull().default(false),
    order: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.accountId)],
);

export const components = pgTable(
  'components',
  {
    id: serial().primaryKey(),
    groupId: integer()
      .notNull()
      .references(() => componentGroups.id, { onDelete: 'cascade' }),
    nameI18n: jsonb('name_i18n').$type<LocalizedValue>().notNull(),
    descriptionI18n: jsonb('description_i18n').$type<LocalizedValue>().notNull().default({ values: {} }),
    priceMinor: integer().notNull().default(0),
    weight: integer().notNull().default(0),
    available: boolean().notNull().default(true),
    /** Off until then (sold out until…): compared on read, normalised by the availability sweep. */
    availableAgainAt: timestamp({ withTimezone: true }),
    /** Portions left (docs/product.md#stock-counts); null: not counted. At 0 the component is off. */
    stock: integer(),
    image: jsonb().$type<Image>(),
    order: integer().notNull().default(0),
  },
  (t) => [
    index().on(t.groupId),
    index('components_available_again_at_idx')
      .on(t.availableAgainAt)
      .where(sql`${t.availableAgainAt} is not null`),
    check('components_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

/** A component group attached to a product, with the product's own selection rules. */
export const productComponentGroups = pgTable(
  'product_component_groups',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    groupId: integer()
      .notNull()
      .references(() => componentGroups.id, { onDelete: 'cascade' }),
    order: integer().notNull().default(0),
    required: boolean().notNull().default(false),
    multiSelection: boolean().notNull().default(false),
    maxCount: integer().notNull().default(3),
    maxComponentsCount: integer().notNull().default(1),
    defaultComponentId: integer().references(() => components.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.groupId] }), index().on(t.groupId)],
);

/**
 * A product's own price for a component of an attached group ("Extra cheese" costs more on a family
 * pizza). Components without a row cost their own price. Detaching the group drops its prices.
 */
export const productComponentPrices = pgTable(
  'product_component_prices',
  {
    productId: integer().notNull(),
    groupId: integer().notNull(),
    componentId: integer()
      .notNull()
      .references(() => components.id, { onDelete: 'cascade' }),
    priceMinor: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.componentId] }),
    foreignKey({
      name: 'product_component_prices_attachment_fk',
      columns: [t.productId, t.groupId],
      foreignColumns: [productComponentGroups.productId, productComponentGroups.groupId],
    }).onDelete('cascade'),
    index().on(t.componentId),
  ],
);

/** Popular products of an account, at most LIMITS.popularProducts, in a dense order. */
export const popularProducts = pgTable(
  'popular_products',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    order: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.productId] }), index().on(t.productId)],
);

/** Tags of a product (from the platform tag tree), at most LIMITS.productTags. */
export const productTags = pgTable(
  'product_tags',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index().on(t.tagId)],
);

/** Categories of the platform tree an account is listed under, at most LIMITS.catalogueCategories. */
export const accountCategories = pgTable(
  'account_categories',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.categoryId] }), index().on(t.categoryId)],
);

/**
 * Menu languages of an account: one mandatory plus at most one optional (MENU_LANGUAGES_MAX). An
 * account without rows uses the platform's mandatory language.
 */
export const accountMenuLanguages = pgTable(
  'account_menu_languages',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    mandatory: boolean().notNull().default(false),
    position: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.code] }),
    uniqueIndex('account_menu_languages_one_mandatory').on(t.accountId).where(sql`${t.mandatory}`),
  ],
);

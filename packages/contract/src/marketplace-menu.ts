/**
 * The orderable menu as the marketplace reads it (GET /api/manager/vendors/{vendorId}/menu): what
 * a customer may order from any vendor of the account, in every menu language. It is the order
 * intake's own rule: a product or component the menu offers (listed and available) is orderable,
 * within its groups' counts; anything it leaves out is refused.
 *
 * Products and modifier groups are listed once and named by id from where they appear (a product
 * may sit in several sections, a group serve many products), as marketplaces' menu formats do.
 * The answer depends on nothing but the account's menu version: its strong ETag is the one the
 * version's menu.updated event announced.
 */
import { z } from 'zod';
import { NutritionFacts, ProductAttribute } from './catalogue.ts';
import { ComponentGroupDisplayMode } from './enums.ts';
import { ImageVariant } from './schemas/common.ts';
import { MenuLanguage } from './schemas/params.ts';

/** A text in each menu language it has been written in, keyed by language code. */
export const MenuText = z.object({ values: z.record(z.string(), z.string()) });

/** A picture as the catalogue stores it: its variants are files named after basePath. */
export const MenuPicture = z.object({ basePath: z.string(), variants: z.array(ImageVariant).min(1) });

/** Sold out for good, or until `availableAgainAt`; an item listed as unavailable is refused. */
const availability = {
  available: z.boolean(),
  /** When a sold-out item comes back by itself (a new menu version then); null otherwise. */
  availableAgainAt: z.string().nullable(),
};

export const MenuSection = z.object({
  id: z.number(),
  name: MenuText,
  /** The section's products in its order (ids of `products`). */
  productIds: z.array(z.number()),
});

/**
 * A modifier group as one product offers it. A line may take at most `maxCount` components from
 * it in all, at most `maxDifferent` different ones; a line that takes none from a required group
 * gets its `defaultComponentId` (the order is refused when that one is unavailable), so a required
 * group always counts `minCount` = 1.
 */
export const MenuProductModifierGroup = z.object({
  groupId: z.number(),
  required: z.boolean(),
  minCount: z.number(),
  maxCount: z.number(),
  maxDifferent: z.number(),
  /** Required group: what an empty choice becomes; otherwise only the choice shown pre-selected. */
  defaultComponentId: z.number().nullable(),
  /** Every component of the group, in its order, at this product's price. */
  components: z.array(z.object({ id: z.number(), price: z.number() })),
});

export const MenuProduct = z.object({
  id: z.number(),
  name: MenuText,
  description: MenuText,
  /** Decimal amounts in `currency`; a line costs the sale price when there is one. */
  price: z.number(),
  discountPrice: z.number().nullable(),
  /** Grams, or millilitres with the LIQUID attribute. */
  weight: z.number(),
  attributes: z.array(ProductAttribute),
  ...availability,
  pictures: z.object({ horizontal: MenuPicture.nullable(), vertical: MenuPicture.nullable() }),
  nutritionFacts: NutritionFacts.nullable(),
  tags: z.array(z.object({ id: z.number(), groupId: z.number(), name: MenuText })),
  modifierGroups: z.array(MenuProductModifierGroup),
});

export const MenuComponent = z.object({
  id: z.number(),
  name: MenuText,
  description: MenuText,
  /** The component's own price; a product may charge another (its modifierGroups). */
  price: z.number(),
  weight: z.number(),
  ...availability,
  picture: MenuPicture.nullable(),
});

export const MenuModifierGroup = z.object({
  id: z.number(),
  name: MenuText,
  displayMode: ComponentGroupDisplayMode,
  components: z.array(MenuComponent),
});

export const MarketplaceMenu = z.object({
  accountId: z.number(),
  /** One more with every committed change of the menu; the ETag names it. */
  version: z.number(),
  /** ISO 4217 code of every price. */
  currency: z.string(),
  /** The account's menu languages, the mandatory one always named. */
  languages: z.array(MenuLanguage),
  /** The visible sections that hold something to list, in the menu's order. */
  sections: z.array(MenuSection),
  /** Each visible product of those sections, once, by id. */
  products: z.array(MenuProduct),
  /** The visible groups the listed products offer, in their order. */
  modifierGroups: z.array(MenuModifierGroup),
});
export type MarketplaceMenu = z.infer<typeof MarketplaceMenu>;
export type MenuProduct = z.infer<typeof MenuProduct>;
export type MenuProductModifierGroup = z.infer<typeof MenuProductModifierGroup>;

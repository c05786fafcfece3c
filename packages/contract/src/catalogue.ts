/**
 * The catalogue API (docs/product.md#catalogue): sections, products, popular products, section groups
 * (catalog-categories), the account's catalogue categories, menu languages and the platform's reference data
 * (service sections, category tree, tag tree, taxes). Requests are strict and carry the limits of
 * docs/product.md#validation-and-formatting; responses use the field names the web reads. Money is decimal in
 * the API (the platform currency), minor units in the DB.
 */
import { z } from 'zod';
import { LIMITS, SECTION_GROUP_NAME_LANGUAGES } from './constants.ts';
import { DAYS } from './enum-values.ts';
import { ComponentGroupDisplayMode, ImageOrientation } from './enums.ts';
import {
  Id,
  Image,
  ImageVariantInput,
  InputText,
  LocalizedValue,
  nonEmptyUpdate,
  RefId,
  WorkingHours,
  WorkingInterval,
} from './schemas/common.ts';
import { MenuLanguage } from './schemas/params.ts';
import { Stock } from './schemas/stock.ts';

// ---------------------------------------------------------------------------------------------
// Rules and limits
// ---------------------------------------------------------------------------------------------

/**
 * Numeric inputs hold at most 7 characters, so nothing above 9 999 999 can be typed
 * (docs/product.md#validation-and-formatting).
 */
export const MAX_NUMBER_INPUT = 10 ** LIMITS.numberInputLength - 1;

/** Calories per gram (docs/product.md#nutrition). */
export const KCAL_PER_GRAM = { proteins: 4.1, fats: 9.29, carbs: 4.1 } as const;

/** Total calories of a portion, rounded to whole kcal: what the nutrition modal shows and the server stores. */
export const computeKcal = (facts: { proteins: number; fats: number; carbs: number }): number =>
  Math.round(
    facts.proteins * KCAL_PER_GRAM.proteins +
      facts.fats * KCAL_PER_GRAM.fats +
      facts.carbs * KCAL_PER_GRAM.carbs,
  );

/**
 * docs/product.md#prices-and-sales: a discount price of 0 (or none) means no discount and is saved as null.
 */
export const normalizeDiscountPrice = (discountPrice: number | null | undefined): number | null =>
  discountPrice ? discountPrice : null;

/** The entry the catalogue page always ends with (docs/product.md#the-catalogue-page). */
export const CATALOG_SECTIONS_LIST = 'CATALOG_SECTIONS_LIST';

/** Product attributes; LIQUID shows the weight in ml instead of g (docs/product.md#products). */
export const ProductAttribute = z.enum(['LIQUID']);
export type ProductAttribute = z.infer<typeof ProductAttribute>;

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

export const LanguageCode = InputText.regex(/^[a-z]{2}$/, 'A language is a two-letter lower-case code');

/** How many languages a single localized value may carry in a request. */
const MAX_VALUES_PER_NAME = SECTION_GROUP_NAME_LANGUAGES.length;

/**
 * `{values: {lang: text}}` in a request, each text at most `max` characters. Empty values are dropped
 * by the server (docs/product.md#menu-languages); the mandatory menu language must keep a non-empty name.
 */
export const localizedText = (max: number) =>
  z.strictObject({
    values: z
      .record(LanguageCode, InputText.max(max))
      .refine((values) => Object.keys(values).length <= MAX_VALUES_PER_NAME, 'Too many languages'),
  });

/** Section and product names: one limit wherever a name is typed. */
export const LocalizedName = localizedText(LIMITS.itemName);
export const LocalizedDescription = localizedText(LIMITS.description);
export const CloneName = LocalizedName;
/**
 * Section group names may be given in any of the section group languages
 * (docs/product.md#section-groups-categories-and-tags).
 */
export const SectionGroupName = z.strictObject({
  values: z.record(
    InputText.refine((code) => (SECTION_GROUP_NAME_LANGUAGES as readonly string[]).includes(code), {
      message: `A section group name is in one of ${SECTION_GROUP_NAME_LANGUAGES.join(', ')}`,
    }),
    InputText.max(LIMITS.shortText),
  ),
});

/** A decimal amount typed into a 7-character numeric input: 0..9 999 999. */
export const Money = z.number().nonnegative().max(MAX_NUMBER_INPUT);
export const Weight = z.number().int().nonnegative().max(MAX_NUMBER_INPUT);
export const NutrientGrams = z.number().nonnegative().max(LIMITS.nutrientGramsPer100g);
export const CookingTime = z
  .number()
  .int()
  .min(LIMITS.cookingTime.min)
  .max(LIMITS.cookingTime.max)
  .multipleOf(LIMITS.cookingTime.step);

/** A working-hours request: HH:MM intervals; the schedule rule is `workingHoursProblems` (working-hours.ts). */
export const WorkingHoursRequest = z.strictObject({
  intervals: z.partialRecord(z.enum(DAYS), z.strictObject(WorkingInterval.shape)),
});
export type WorkingHoursRequest = z.infer<typeof WorkingHoursRequest>;

const ImagePath = InputText.min(1).max(1000);

// ---------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------

export const NutritionFacts = z.object({
  proteins: z.number(),
  fats: z.number(),
  carbs: z.number(),
  kcal: z.number(),
});
export type NutritionFacts = z.infer<typeof NutritionFacts>;

export const ProductTag = z.object({ id: z.number(), name: z.string(), groupId: z.number() });
export type ProductTag = z.infer<typeof ProductTag>;

/** A section a product is in, with the hours it is sold in. */
export const ProductSection = z.object({
  id: z.number(),
  name: z.string(),
  workingHours: WorkingHours.nullable(),
});
export type ProductSection = z.infer<typeof ProductSection>;

/**
 * A component group attached to a product (docs/product.md#modifiers) with the product's selection rules:
 * `maxCount` is how many components in all a customer may take from the group, `maxComponentsCount` how many
 * different ones (1 unless `multiSelection`). `components` lists every component of the group, in the group's
 * order, with its price for this product.
 */
export const ProductComponentGroup = z.object({
  componentGroupID: z.number(),
  name: z.string(),
  required: z.boolean(),
  multiSelection: z.boolean(),
  maxCount: z.number(),
  maxComponentsCount: z.number(),
  defaultComponentId: z.number().nullable(),
  components: z.array(z.object({ id: z.number(), price: z.number() })),
});
export type ProductComponentGroup = z.infer<typeof ProductComponentGroup>;

/** A component of a group (docs/product.md#modifiers): "Extra cheese" in "Extra toppings". */
export const Component = z.object({
  id: z.number(),
  groupId: z.number(),
  name: z.string(),
  nameI18n: LocalizedValue,
  description: z.string(),
  descriptionI18n: LocalizedValue,
  /** The component's own price; a product may set another (ProductComponentGroup.components). */
  price: z.number(),
  weight: z.number(),
  available: z.boolean(),
  /** When a component switched off for a while comes back by itself (availability.ts); else null. */
  availableAgainAt: z.string().nullable(),
  /** Portions left (docs/product.md#stock-counts); null: not counted. */
  stock: z.number().nullable(),
  order: z.number(),
  image: Image.nullable(),
  imagePath: z.string().nullable(),
});
export type Component = z.infer<typeof Component>;

/** A component group of the account (docs/product.md#modifiers), its components in order. */
export const ComponentGroup = z.object({
  id: z.number(),
  name: z.string(),
  nameI18n: LocalizedValue,
  order: z.number(),
  displayMode: ComponentGroupDisplayMode,
  visible: z.boolean(),
  vendorNotes: z.string().nullable(),
  components: z.array(Component),
  /** How many products the group is attached to. */
  productCount: z.number(),
});
export type ComponentGroup = z.infer<typeof ComponentGroup>;

export const Product = z.object({
  id: z.number(),
  /** Display name: the user's language, else the mandatory menu language, else the first value. */
  name: z.string(),
  nameI18n: LocalizedValue,
  description: z.string(),
  descriptionI18n: LocalizedValue,
  visible: z.boolean(),
  available: z.boolean(),
  /** When a product switched off for a while comes back by itself (availability.ts); else null. */
  availableAgainAt: z.string().nullable(),
  /** Portions left (docs/product.md#stock-counts); null: not counted. */
  stock: z.number().nullable(),
  /** Grams, or millilitres with the LIQUID attribute. */
  weight: z.number(),
  price: z.number(),
  discountPrice: z.number().nullable(),
  attributes: z.array(ProductAttribute),
  horizontalImagePath: z.string().nullable(),
  verticalImagePath: z.string().nullable(),
  /** The horizontal image, else the vertical one. */
  image: Image.nullable(),
  /** Images with a basePath and at least one variant (docs/product.md#images): horizontal first. */
  images: z.array(Image),
  sku: z.string().nullable(),
  maxCount: z.number().nullable(),
  tags: z.array(ProductTag),
  componentGroups: z.array(ProductComponentGroup),
  nutritionFacts: NutritionFacts.nullable(),
  /** The sections the product is in, in catalogue order. */
  sections: z.array(ProductSection),
  /** The first of `sections` (its home section); null never happens for a stored product. */
  sectionID: z.number().nullable(),
});
export type Product = z.infer<typeof Product>;

export const TaxSettings = z.object({ id: z.number() });

export const Section = z.object({
  id: z.number(),
  /** The service section (platform section name) this section was picked from, if any. */
  sectionId: z.number().nullable(),
  name: z.string(),
  nameI18n: LocalizedValue,
  visible: z.boolean(),
  order: z.number(),
  /** `id` is the section's productTaxId (a tax of GET /api/vendor/taxes); null: the account's default. */
  taxSettings: TaxSettings.nullable(),
  imageOrientation: ImageOrientation,
  cookingTime: z.number(),
  workingHours: WorkingHours.nullable(),
  /** Sorted by their order in the section. */
  products: z.array(Product),
  catalogueCategoryId: z.number().nullable(),
});
export type Section = z.infer<typeof Section>;

/** GET .../catalogue/sections: the sections without their products, with the products' ids in order. */
export const SectionSummary = Section.omit({ products: true }).extend({ productIds: z.array(z.number()) });
export type SectionSummary = z.infer<typeof SectionSummary>;

/** GET .../catalogue: the whole catalogue of the account. */
export const Catalogue = z.object({
  /** Whether the account's catalogue (the establishment) is visible to customers. */
  visible: z.boolean(),
  workingHours: WorkingHours.nullable(),
  menuLanguages: z.array(MenuLanguage),
  /** Ids of the popular products, in order. */
  popularProductIds: z.array(z.number()),
  sections: z.array(Section),
  /** The account's component groups in order, with their components. */
  componentGroups: z.array(ComponentGroup),
});
export type Catalogue = z.infer<typeof Catalogue>;

/** A section group, called catalogue category in the API's paths (catalog-categories). */
export const SectionGroup = z.object({
  id: z.number(),
  name: LocalizedValue,
  image: Image,
  priority: z.number(),
  vendorId: z.number().nullable(),
});
export type SectionGroup = z.infer<typeof SectionGroup>;

/** A platform category chosen by the account (at most 3). */
export const AccountCategory = z.object({ id: z.number(), name: z.string(), groupId: z.number() });
export type AccountCategory = z.infer<typeof AccountCategory>;

export const ServiceSection = z.object({ id: z.number(), name: z.string(), nameI18n: LocalizedValue });
export type ServiceSection = z.infer<typeof ServiceSection>;

export const CategoryNode = z.object({ id: z.number(), name: z.string() });
export const CategoryGroup = z.object({
  id: z.number(),
  name: z.string(),
  children: z.array(CategoryNode),
});
export type CategoryGroup = z.infer<typeof CategoryGroup>;

export const TopCategory = z.object({ id: z.number(), name: z.string(), groupId: z.number() });
export type TopCategory = z.infer<typeof TopCategory>;

export const TagGroup = z.object({
  id: z.number(),
  name: z.string(),
  tags: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type TagGroup = z.infer<typeof TagGroup>;

/** A tax rate: `name` is the values map (as is nameI18n); rate in percent. */
export const Tax = z.object({
  id: z.number(),
  name: LocalizedValue,
  nameI18n: LocalizedValue,
  rate: z.number(),
});
export type Tax = z.infer<typeof Tax>;

export const CataloguePageSettings = z.object({ components: z.array(z.object({ type: z.string() })) });
export type CataloguePageSettings = z.infer<typeof CataloguePageSettings>;

export const CreatedId = z.object({ id: z.number() });
export type CreatedId = z.infer<typeof CreatedId>;

export const VisibleResponse = z.object({ visible: z.boolean() });
export type VisibleResponse = z.infer<typeof VisibleResponse>;

// ---------------------------------------------------------------------------------------------
// Path params
// ---------------------------------------------------------------------------------------------

export const AccountItemParams = z.object({ accountId: Id, id: Id });
export const AccountProductParams = z.object({ accountId: Id, productId: Id });
export const AccountSectionParams = z.object({ accountId: Id, sectionId: Id });
export const SectionProductParams = z.object({ id: Id, productId: Id });
export const ProductTagParams = z.object({ id: Id, tagId: Id });
export const MenuLanguageParams = z.object({ accountId: Id, code: LanguageCode });

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

const ChangeOrderIds = z
  .array(RefId)
  .max(10_000)
  .refine((ids) => new Set(ids).size === ids.length, 'An id appears twice');

export const ChangeSectionOrderRequest = z.strictObject({ orderedSectionIds: ChangeOrderIds });
export type ChangeSectionOrderRequest = z.infer<typeof ChangeSectionOrderRequest>;

export const ChangeProductOrderRequest = z.strictObject({ orderedProductIds: ChangeOrderIds });
export type ChangeProductOrderRequest = z.infer<typeof ChangeProductOrderRequest>;

/** A section's tax: `{productTaxId}` or null for the account's default. */
export const SectionTaxSettings = z.strictObject({ productTaxId: RefId }).nullable();

/** POST .../catalogue/sections: a name, or a service section whose name is copied (or both). */
export const CreateSectionRequest = z.strictObject({
  name: LocalizedName.optional(),
  sectionId: RefId.nullable().optional(),
  cookingTime: CookingTime.default(LIMITS.cookingTime.default),
  imageOrientation: ImageOrientation.default('HORIZONTAL'),
  visible: z.boolean().default(false),
  taxSettings: SectionTaxSettings.optional(),
  catalogueCategoryId: RefId.nullable().optional(),
});
export type CreateSectionRequest = z.infer<typeof CreateSectionRequest>;

/** PUT /sections/{id}: only the fields sent change. */
export const UpdateSectionRequest = nonEmptyUpdate(
  z.strictObject({
    id: RefId.optional(),
    /** Picking another service section renames the section to it unless `name` is sent too. */
    sectionId: RefId.nullable().optional(),
    name: LocalizedName.optional(),
    cookingTime: CookingTime.optional(),
    imageOrientation: ImageOrientation.optional(),
    visible: z.boolean().optional(),
    taxSettings: SectionTaxSettings.optional(),
    catalogueCategoryId: RefId.nullable().optional(),
  }),
);
export type UpdateSectionRequest = z.infer<typeof UpdateSectionRequest>;

export const SectionProductRequest = z.strictObject({ productID: RefId });
export type SectionProductRequest = z.infer<typeof SectionProductRequest>;

export const CreateProductRequest = z.strictObject({
  name: LocalizedName,
  sectionID: RefId,
  horizontalImagePath: ImagePath.nullable().optional(),
  verticalImagePath: ImagePath.nullable().optional(),
  basePath: ImagePath.nullable().optional(),
  variants: z.array(ImageVariantInput).max(20).optional(),
  description: LocalizedDescription.optional(),
  price: Money.optional(),
  discountPrice: Money.nullable().optional(),
  weight: Weight.optional(),
  attributes: z.array(ProductAttribute).max(10).optional(),
  sku: InputText.trim().max(LIMITS.shortText).nullable().optional(),
  maxCount: z.number().int().positive().max(MAX_NUMBER_INPUT).nullable().optional(),
  visible: z.boolean().optional(),
});
export type CreateProductRequest = z.infer<typeof CreateProductRequest>;

/**
 * Fields of a product as GET answers it that PUT /products/{id} accepts and ignores: each changes
 * through a call of its own (availability, images, tags, component groups, nutrition, sections) or
 * is derived from others (image, images, sectionID).
 */
export const PRODUCT_READ_ONLY_FIELDS = [
  'available',
  'availableAgainAt',
  'horizontalImagePath',
  'verticalImagePath',
  'image',
  'images',
  'tags',
  'componentGroups',
  'nutritionFacts',
  'sections',
  'sectionID',
] as const;

/**
 * PUT /products/{id}: only the fields sent change; a discountPrice of 0 is stored as null
 * (docs/product.md#prices-and-sales). It takes the product as GET answers it (the price modal sends the
 * product, docs/product.md#products): names and descriptions as `nameI18n`/`descriptionI18n` ({values}), the
 * display `name`/`description` strings and the read-only fields (PRODUCT_READ_ONLY_FIELDS) ignored.
 * `name`/`description` as {values} are accepted too; sent with a differing `nameI18n`/`descriptionI18n` they
 * are refused. Any other key is refused, as in every request of this API.
 */
export const UpdateProductRequest = z
  .strictObject({
    id: RefId.optional(),
    name: z.union([LocalizedName, z.string()]).optional(),
    nameI18n: LocalizedName.optional(),
    description: z.union([LocalizedDescription, z.string()]).optional(),
    descriptionI18n: LocalizedDescription.optional(),
    price: Money.optional(),
    discountPrice: Money.nullable().optional(),
    weight: Weight.optional(),
    attributes: z.array(ProductAttribute).max(10).optional(),
    sku: InputText.trim().max(LIMITS.shortText).nullable().optional(),
    maxCount: z.number().int().positive().max(MAX_NUMBER_INPUT).nullable().optional(),
    visible: z.boolean().optional(),
    /** Portions left; null stops counting (docs/product.md#stock-counts). */
    stock: Stock.nullable().optional(),
    // PRODUCT_READ_ONLY_FIELDS: taken as GET answers them, then dropped.
    available: z.unknown().optional(),
    availableAgainAt: z.unknown().optional(),
    horizontalImagePath: z.unknown().optional(),
    verticalImagePath: z.unknown().optional(),
    image: z.unknown().optional(),
    images: z.unknown().optional(),
    tags: z.unknown().optional(),
    componentGroups: z.unknown().optional(),
    nutritionFacts: z.unknown().optional(),
    sections: z.unknown().optional(),
    sectionID: z.unknown().optional(),
  } satisfies Record<(typeof PRODUCT_READ_ONLY_FIELDS)[number], z.ZodType> & Record<string, z.ZodType>)
  .transform((input, ctx) => {
    const { name, nameI18n, description, descriptionI18n, ...rest } = input;
    const fields = Object.fromEntries(
      Object.entries(rest).filter(([key]) => !(PRODUCT_READ_ONLY_FIELDS as readonly string[]).includes(key)),
    ) as Omit<typeof rest, (typeof PRODUCT_READ_ONLY_FIELDS)[number]>;
    const localized = (field: string, value: typeof name, i18n: typeof nameI18n) => {
      const given = typeof value === 'object' ? value : undefined;
      if (given && i18n && JSON.stringify(given.values) !== JSON.stringify(i18n.values)) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `${field} and ${field}I18n differ: send one`,
        });
      }
      return given ?? i18n;
    };
    const names = localized('name', name, nameI18n);
    const descriptions = localized('description', description, descriptionI18n);
    return {
      ...fields,
      ...(names && { name: names }),
      ...(descriptions && { description: descriptions }),
    };
  })
  .refine((update) => Object.entries(update).some(([key, field]) => field !== undefined && key !== 'id'), {
    message: 'Nothing to change: send at least one field',
  });
/** What a client sends to PUT /products/{id}. */
export type UpdateProductRequest = z.input<typeof UpdateProductRequest>;
/** What the server reads from it: the writable fields, names as {values}. */
export type ProductUpdate = z.output<typeof UpdateProductRequest>;

/** True when proteins, fats and carbs together fit in the 100 g they are given for. */
export const nutritionFitsPer100g = (facts: { proteins: number; fats: number; carbs: number }): boolean =>
  facts.proteins + facts.fats + facts.carbs <= LIMITS.nutrientGramsPer100g;

export const NutritionRequest = z
  .strictObject({
    proteins: NutrientGrams,
    fats: NutrientGrams,
    carbs: NutrientGrams,
  })
  .refine(nutritionFitsPer100g, {
    message: `Proteins, fats and carbs together weigh at most ${LIMITS.nutrientGramsPer100g} g per 100 g`,
  });
export type NutritionRequest = z.infer<typeof NutritionRequest>;

/** PUT /products/{id}/horizontal_image | vertical_image: a path, or null to remove the image. */
export const ProductImageRequest = z.strictObject({
  path: ImagePath.nullable(),
  basePath: ImagePath.nullable().optional(),
  variants: z.array(ImageVariantInput).max(20).optional(),
});
export type ProductImageRequest = z.infer<typeof ProductImageRequest>;

export const ProductTagRequest = z.strictObject({ tagID: RefId });
export type ProductTagRequest = z.infer<typeof ProductTagRequest>;

export const CloneProductRequest = z.strictObject({ targetSectionID: RefId, targetName: CloneName });
export type CloneProductRequest = z.infer<typeof CloneProductRequest>;

export const PopularProductRequest = z.strictObject({ productID: RefId });
export type PopularProductRequest = z.infer<typeof PopularProductRequest>;

export const AccountCategoryRequest = z.strictObject({ categoryID: RefId });
export type AccountCategoryRequest = z.infer<typeof AccountCategoryRequest>;

/**
 * A section group's image is required: a basePath and at least one variant
 * (docs/product.md#section-groups-categories-and-tags). Its path must name a picture this account uploaded;
 * the server keeps that upload's variants.
 */
export const SectionGroupImage = z.strictObject({
  path: ImagePath.nullable().optional(),
  basePath: ImagePath,
  variants: z.array(ImageVariantInput).min(1).max(20),
});

export const CreateSectionGroupRequest = z.strictObject({
  vendorId: RefId.optional(),
  name: SectionGroupName,
  image: SectionGroupImage,
  /** Defaults to the number of groups plus one. */
  priority: z.number().int().nonnegative().max(MAX_NUMBER_INPUT).optional(),
});
export type CreateSectionGroupRequest = z.infer<typeof CreateSectionGroupRequest>;

export const UpdateSectionGroupsRequest = z.strictObject({
  catalogCategories: z
    .array(
      z.strictObject({
        id: RefId,
        vendorId: RefId.optional(),
        name: SectionGroupName.optional(),
        image: SectionGroupImage.optional(),
        priority: z.number().int().nonnegative().max(MAX_NUMBER_INPUT).optional(),
      }),
    )
    .max(100)
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'A group appears twice'),
});
export type UpdateSectionGroupsRequest = z.infer<typeof UpdateSectionGroupsRequest>;

export const VisibleRequest = z.strictObject({ visible: z.boolean() });
export type VisibleRequest = z.infer<typeof VisibleRequest>;

export const AddMenuLanguageRequest = z.strictObject({ code: LanguageCode });
export type AddMenuLanguageRequest = z.infer<typeof AddMenuLanguageRequest>;

export const CataloguePageSettingsRequest = z.strictObject({
  components: z.array(z.strictObject({ type: InputText.regex(/^[A-Z][A-Z0-9_]{0,63}$/) })).max(20),
});
export type CataloguePageSettingsRequest = z.infer<typeof CataloguePageSettingsRequest>;

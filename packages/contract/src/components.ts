/**
 * Component groups and components (docs/product.md#modifiers; /component_groups and
 * /components): requests, the rules of a product's group setup and their
 * messages. The server enforces the rules; the components modal applies the same functions so the
 * form and the API never disagree.
 */
import { z } from 'zod';
import { LanguageCode, MAX_NUMBER_INPUT, Money, Weight } from './catalogue.ts';
import { LIMITS, SECTION_GROUP_NAME_LANGUAGES } from './constants.ts';
import { ComponentGroupDisplayMode } from './enums.ts';
import { ImageVariant, InputText, RefId } from './schemas/common.ts';
import { Stock } from './schemas/stock.ts';

/** The creator offers LIST (docs/product.md#modifiers). */
export const DEFAULT_COMPONENT_GROUP_DISPLAY_MODE: z.infer<typeof ComponentGroupDisplayMode> = 'LIST';

/** The "nothing selected" default choice of a group that is not required (docs/product.md#modifiers). */
export const NO_DEFAULT_COMPONENT_ID = 0;

/** Text a client sends, per menu language: never NUL or a lone surrogate (InputText). */
const menuText = (max: number) =>
  z.strictObject({
    values: z
      .record(LanguageCode, InputText.max(max))
      .refine(
        (values) => Object.keys(values).length <= SECTION_GROUP_NAME_LANGUAGES.length,
        'Too many languages',
      ),
  });

export const ComponentName = menuText(LIMITS.shortText);
export const ComponentDescription = menuText(LIMITS.description);
const VendorNotes = InputText.trim().max(LIMITS.description);

/**
 * An uploaded image as the upload endpoint answers it; null removes the image. Its path must name
 * a picture this account uploaded; the server keeps that upload's variants.
 */
export const ComponentImageRequest = z.strictObject({
  path: InputText.min(1).max(1000).nullable().optional(),
  basePath: InputText.min(1).max(1000),
  variants: z.array(ImageVariant).min(1).max(20),
});

export const CreateComponentGroupRequest = z.strictObject({
  name: ComponentName,
  displayMode: ComponentGroupDisplayMode.default(DEFAULT_COMPONENT_GROUP_DISPLAY_MODE),
  vendorNotes: VendorNotes.nullable().optional(),
});
export type CreateComponentGroupRequest = z.input<typeof CreateComponentGroupRequest>;

/** PUT /component_groups/{id}: only the fields sent change. */
export const UpdateComponentGroupRequest = z.strictObject({
  id: RefId.optional(),
  name: ComponentName.optional(),
  displayMode: ComponentGroupDisplayMode.optional(),
  visible: z.boolean().optional(),
  vendorNotes: VendorNotes.nullable().optional(),
});
export type UpdateComponentGroupRequest = z.infer<typeof UpdateComponentGroupRequest>;

const OrderedIds = z
  .array(RefId)
  .max(10_000)
  .refine((ids) => new Set(ids).size === ids.length, 'An id appears twice');

export const ChangeComponentGroupOrderRequest = z.strictObject({ orderedGroupIds: OrderedIds });
export type ChangeComponentGroupOrderRequest = z.infer<typeof ChangeComponentGroupOrderRequest>;

export const ChangeComponentOrderRequest = z.strictObject({ orderedComponentIds: OrderedIds });
export type ChangeComponentOrderRequest = z.infer<typeof ChangeComponentOrderRequest>;

export const CreateComponentRequest = z.strictObject({
  name: ComponentName,
  description: ComponentDescription.optional(),
  price: Money.default(0),
  weight: Weight.default(0),
  available: z.boolean().default(true),
  image: ComponentImageRequest.nullable().optional(),
});
export type CreateComponentRequest = z.input<typeof CreateComponentRequest>;

/** PUT /components/{id}: only the fields sent change. */
export const UpdateComponentRequest = z.strictObject({
  id: RefId.optional(),
  name: ComponentName.optional(),
  description: ComponentDescription.optional(),
  price: Money.optional(),
  weight: Weight.optional(),
  available: z.boolean().optional(),
  image: ComponentImageRequest.nullable().optional(),
  /** Portions left; null stops counting (docs/product.md#stock-counts). */
  stock: Stock.nullable().optional(),
});
export type UpdateComponentRequest = z.infer<typeof UpdateComponentRequest>;

/** DELETE /components/{id}: the last component takes its group with it (docs/product.md#modifiers). */
export const DeleteComponentResponse = z.object({ groupDeleted: z.boolean() });
export type DeleteComponentResponse = z.infer<typeof DeleteComponentResponse>;

/** One group of PUT /products/{id}/component_groups; omitted settings take their defaults. */
export const ProductComponentGroupSetup = z.strictObject({
  componentGroupID: RefId,
  required: z.boolean().default(false),
  multiSelection: z.boolean().default(false),
  maxCount: z.number().int().min(1).max(MAX_NUMBER_INPUT).optional(),
  maxComponentsCount: z.number().int().min(1).max(MAX_NUMBER_INPUT).optional(),
  /** 0 (NO_DEFAULT_COMPONENT_ID) or null: nothing selected. */
  defaultComponentId: z.number().int().nonnegative().max(2_147_483_647).nullable().optional(),
  /** This product's price of some of the group's components; the others keep their own price. */
  components: z
    .array(z.strictObject({ id: RefId, price: Money }))
    .max(1000)
    .refine((items) => new Set(items.map((c) => c.id)).size === items.length, 'A component appears twice')
    .default([]),
});
export type ProductComponentGroupSetup = z.input<typeof ProductComponentGroupSetup>;

/** The full list of a product's groups, in the order the customer sees them. */
export const SetProductComponentGroupsRequest = z
  .array(ProductComponentGroupSetup)
  .max(100)
  .refine(
    (groups) => new Set(groups.map((g) => g.componentGroupID)).size === groups.length,
    'A component group appears twice',
  );
export type SetProductComponentGroupsRequest = z.input<typeof SetProductComponentGroupsRequest>;

// ---------------------------------------------------------------------------------------------
// Rules (docs/product.md#modifiers)
// ---------------------------------------------------------------------------------------------

/** Default allowed selection count: 3, or the number of components when fewer. */
export const defaultMaxCount = (componentCount: number): number =>
  Math.min(LIMITS.componentGroupMaxCountDefault, componentCount);

/**
 * Whether a product's allowed selection count (`maxCount`) is out of range for a group of
 * `componentCount` components: it must be at least 1 and not more than the components; an omitted
 * count takes the default, which always fits. A group without components is never out of range
 * here: it cannot be attached at all (400 `EmptyComponentGroup`), which is its own refusal. The
 * server refuses a list naming such groups with 400 `InvalidMaxCount`; the web stops it first.
 */
export const isMaxCountOutOfRange = (maxCount: number | undefined, componentCount: number): boolean => {
  if (componentCount <= 0) return false;
  const count = maxCount ?? defaultMaxCount(componentCount);
  return count < 1 || count > componentCount;
};

/** Multiple choice needs at least two components to choose between. */
export const canMultiSelect = (componentCount: number): boolean => componentCount >= 2;

/** The multiple-choice counter's lowest value: its decrement is disabled at 2. */
export const MULTI_SELECTION_MIN = 2;

/** A required group without a default takes its cheapest component (first in order on a tie). */
export function cheapestComponentId(components: readonly { id: number; price: number }[]): number | null {
  let best: { id: number; price: number } | null = null;
  for (const c of components) if (best === null || c.price < best.price) best = c;
  return best?.id ?? null;
}

/** A group is addable and removable only when some component can be ordered (docs/product.md#modifiers). */
export const isGroupSelectable = (components: readonly { available: boolean }[]): boolean =>
  components.some((c) => c.available);

export interface GroupSetupShape {
  multiSelection: boolean;
  maxCount: number;
  maxComponentsCount: number;
}

export type GroupSetupProblem = 'maxCount' | 'maxComponentsCount' | 'multiSelection';

/** What is wrong with a group's settings for a group of `componentCount` components. */
export function groupSetupProblems(setup: GroupSetupShape, componentCount: number): GroupSetupProblem[] {
  const problems: GroupSetupProblem[] = [];
  if (isMaxCountOutOfRange(setup.maxCount, componentCount)) problems.push('maxCount');
  if (setup.multiSelection && !canMultiSelect(componentCount)) problems.push('multiSelection');
  if (setup.multiSelection && (setup.maxComponentsCount < 1 || setup.maxComponentsCount > componentCount)) {
    problems.push('maxComponentsCount');
  }
  return problems;
}

export const COMPONENT_MESSAGES = {
  invalidMaxCount: (groupNames: readonly string[]) =>
    `The allowed selection count is more than the number of components in: ${groupNames.join(', ')}`,
  invalidMaxComponentsCount: (groupName: string, componentCount: number) =>
    `The multiple-choice maximum of ${groupName} must be between 1 and ${componentCount}`,
  multiSelectionNeedsComponents: (groupName: string) =>
    `${groupName} needs at least two components for multiple choice`,
  invalidDefaultComponent: (groupName: string) => `The default component is not in ${groupName}`,
  componentNotInGroup: (componentId: number, groupName: string) =>
    `Component ${componentId} is not in ${groupName}`,
  emptyComponentGroup: (groupName: string) => `${groupName} has no components to choose from`,
} as const;

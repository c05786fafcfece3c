import {
  type Catalogue,
  type Component,
  type ComponentGroup,
  canMultiSelect,
  cheapestComponentId,
  defaultMaxCount,
  groupSetupProblems,
  MULTI_SELECTION_MIN,
  NO_DEFAULT_COMPONENT_ID,
  type ProductComponentGroup,
  type ProductComponentGroupSetup,
} from '@larder/contract';

/** Cache updates of the catalogue's component groups (optimistic changes and server answers). */

export function withModifierGroup(catalogue: Catalogue, group: ComponentGroup): Catalogue {
  return {
    ...catalogue,
    componentGroups: catalogue.componentGroups.map((current) => (current.id === group.id ? group : current)),
  };
}

export function withModifier(catalogue: Catalogue, component: Component): Catalogue {
  return {
    ...catalogue,
    componentGroups: catalogue.componentGroups.map((group) =>
      group.id === component.groupId
        ? { ...group, components: group.components.map((c) => (c.id === component.id ? component : c)) }
        : group,
    ),
  };
}

export function withGroupOrder(catalogue: Catalogue, orderedGroupIds: readonly number[]): Catalogue {
  const byId = new Map(catalogue.componentGroups.map((group) => [group.id, group]));
  const groups = orderedGroupIds.flatMap((id) => byId.get(id) ?? []);
  if (groups.length !== catalogue.componentGroups.length) return catalogue;
  return { ...catalogue, componentGroups: groups.map((group, order) => ({ ...group, order })) };
}

export function withModifierOrder(
  catalogue: Catalogue,
  groupId: number,
  orderedComponentIds: readonly number[],
): Catalogue {
  return {
    ...catalogue,
    componentGroups: catalogue.componentGroups.map((group) => {
      if (group.id !== groupId) return group;
      const byId = new Map(group.components.map((c) => [c.id, c]));
      const components = orderedComponentIds.flatMap((id) => byId.get(id) ?? []);
      return components.length === group.components.length
        ? { ...group, components: components.map((c, order) => ({ ...c, order })) }
        : group;
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// The product components modal: one group's setup as the popup edits it
// ---------------------------------------------------------------------------------------------

export interface GroupSetupDraft {
  componentGroupID: number;
  required: boolean;
  multiSelection: boolean;
  maxCount: number;
  maxComponentsCount: number;
  /** NO_DEFAULT_COMPONENT_ID (0): nothing selected. */
  defaultComponentId: number;
  /** componentId → this product's price. */
  prices: Record<number, number>;
}

/**
 * The popup's starting point: the product's saved setup, else the defaults of docs/product.md#modifiers for
 * the group.
 */
export function draftFor(group: ComponentGroup, saved: ProductComponentGroup | undefined): GroupSetupDraft {
  const n = group.components.length;
  const savedPrices = new Map(saved?.components.map((c) => [c.id, c.price]) ?? []);
  return {
    componentGroupID: group.id,
    required: saved?.required ?? false,
    multiSelection: (saved?.multiSelection ?? false) && canMultiSelect(n),
    maxCount: saved?.maxCount ?? defaultMaxCount(n),
    maxComponentsCount: saved?.multiSelection ? saved.maxComponentsCount : MULTI_SELECTION_MIN,
    defaultComponentId: saved?.defaultComponentId ?? NO_DEFAULT_COMPONENT_ID,
    prices: Object.fromEntries(group.components.map((c) => [c.id, savedPrices.get(c.id) ?? c.price])),
  };
}

/** Whether the draft may be saved (the server checks the same rules). */
export const draftProblems = (draft: GroupSetupDraft, group: ComponentGroup) =>
  groupSetupProblems(draft, group.components.length);

/**
 * A required group without a default takes its cheapest component (docs/product.md#modifiers); a group that
 * is not required keeps "nothing selected" as its default.
 */
export function effectiveDefault(draft: GroupSetupDraft, group: ComponentGroup): number {
  if (draft.defaultComponentId !== NO_DEFAULT_COMPONENT_ID || !draft.required)
    return draft.defaultComponentId;
  return (
    cheapestComponentId(group.components.map((c) => ({ id: c.id, price: draft.prices[c.id] ?? c.price }))) ??
    NO_DEFAULT_COMPONENT_ID
  );
}

/** The request entry for a draft: prices only where they differ from the component's own. */
export function setupOf(draft: GroupSetupDraft, group: ComponentGroup): ProductComponentGroupSetup {
  return {
    componentGroupID: draft.componentGroupID,
    required: draft.required,
    multiSelection: draft.multiSelection,
    maxCount: draft.maxCount,
    ...(draft.multiSelection ? { maxComponentsCount: draft.maxComponentsCount } : {}),
    defaultComponentId: effectiveDefault(draft, group),
    components: group.components
      .filter((c) => draft.prices[c.id] !== undefined && draft.prices[c.id] !== c.price)
      .map((c) => ({ id: c.id, price: draft.prices[c.id]! })),
  };
}

/** A saved setup sent back unchanged (the full list is sent on every save). */
export function setupFromSaved(saved: ProductComponentGroup): ProductComponentGroupSetup {
  return {
    componentGroupID: saved.componentGroupID,
    required: saved.required,
    multiSelection: saved.multiSelection,
    maxCount: saved.maxCount,
    ...(saved.multiSelection ? { maxComponentsCount: saved.maxComponentsCount } : {}),
    defaultComponentId: saved.defaultComponentId ?? NO_DEFAULT_COMPONENT_ID,
    components: saved.components,
  };
}

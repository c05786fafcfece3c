import {
  type AmendmentPreview,
  type AmendmentReason,
  type AmendOrderRequest,
  type Order,
  type Product,
  previewAmendment,
  UNTIL_TOMORROW,
} from '@larder/contract';

/** A modifier group of a substitute as the dialog offers it: its components on offer now. */
export interface SubstituteGroup {
  id: number;
  name: string;
  required: boolean;
  /** How many different components may be chosen (each once): one unless multiple choice. */
  most: number;
  /** At the product's prices for them. */
  components: { id: number; name: string; price: number }[];
}

/** A product picked to replace a line, with the modifiers chosen for it. */
export interface PickedSubstitute {
  productId: number;
  name: string;
  /** The menu unit price (sale price first), without modifiers. */
  unitPrice: number;
  groups: SubstituteGroup[];
  /** The chosen components, each once per portion: a required group's default to begin with. */
  componentIds: number[];
}

/** One line of the order as the change dialog holds it. */
export interface LineDraft {
  count: number;
  /** Modifiers (component ids) taken off the line. */
  removed: number[];
  substitute: PickedSubstitute | null;
}

export interface AmendmentDraft {
  lines: LineDraft[];
  reason: AmendmentReason;
  comment: string;
  markSoldOut: boolean;
}

export const newDraft = (order: Order): AmendmentDraft => ({
  lines: order.items.map((item) => ({ count: item.count, removed: [], substitute: null })),
  reason: 'OUT_OF_STOCK',
  comment: '',
  markSoldOut: false,
});

/** The lines a waiting proposal names: they cannot be changed until the customer answers. */
export function lockedLines(order: Order): Set<number> {
  const pending = order.amendments.find((a) => a.status === 'PENDING');
  const ids = new Set(pending?.substitutes.map((s) => s.itemId) ?? []);
  return new Set(order.items.flatMap((item, index) => (ids.has(item.itemId) ? [index] : [])));
}

/** The request the draft makes; lines left as they are are not named. */
export function amendRequest(order: Order, draft: AmendmentDraft): AmendOrderRequest {
  const lines: AmendOrderRequest['lines'] = [];
  const substitutes: AmendOrderRequest['substitutes'] = [];
  draft.lines.forEach((line, index) => {
    const item = order.items[index];
    if (!item) return;
    if (line.substitute) {
      substitutes.push({
        line: index,
        productId: line.substitute.productId,
        count: item.count,
        componentIds: line.substitute.componentIds,
      });
      return;
    }
    const removeComponentIds = line.count === 0 ? [] : line.removed;
    if (line.count === item.count && removeComponentIds.length === 0) return;
    lines.push({
      line: index,
      ...(line.count === item.count ? {} : { count: line.count }),
      ...(removeComponentIds.length > 0 ? { removeComponentIds } : {}),
    });
  });
  const comment = draft.comment.trim();
  return {
    lines,
    substitutes,
    reason: draft.reason,
    comment: comment || null,
    markSoldOut: draft.markSoldOut ? UNTIL_TOMORROW : null,
  };
}

/** Whether the draft changes anything at all. */
export const changesSomething = (request: AmendOrderRequest) =>
  request.lines.length + request.substitutes.length > 0;

/** The draft would remove every line (the server answers AmendmentEmptiesOrder): decline instead. */
export function emptiesOrder(order: Order, draft: AmendmentDraft): boolean {
  return order.items.every((_, index) => draft.lines[index]?.count === 0);
}

/**
 * The draft leaves no line the customer's refusal would keep: a refusal cancels the order (every
 * line is removed or replaced, and at least one replaced).
 */
export function refusalCancelsOrder(order: Order, draft: AmendmentDraft): boolean {
  const lines = order.items.map((_, index) => draft.lines[index]);
  return (
    lines.some((line) => line?.substitute) &&
    lines.every((line) => line !== undefined && (line.count === 0 || line.substitute !== null))
  );
}

/** A substitute whose required groups each have a component chosen (else it cannot be proposed). */
export const substituteComplete = (substitute: PickedSubstitute) =>
  substitute.groups.every(
    (group) => !group.required || group.components.some((c) => substitute.componentIds.includes(c.id)),
  );

/** The totals the draft would leave, by the contract's arithmetic (the server's). */
export function draftPreview(
  order: Order,
  draft: AmendmentDraft,
  accountBasisPoints: number,
): AmendmentPreview {
  const request = amendRequest(order, draft);
  return previewAmendment(
    order,
    {
      lines: request.lines.map((line) => ({
        line: line.line,
        count: line.count ?? order.items[line.line]!.count,
        removeComponentIds: line.removeComponentIds ?? [],
      })),
      substitutes: draft.lines.flatMap((line, index) =>
        line.substitute
          ? [
              {
                line: index,
                unitPrice: line.substitute.unitPrice,
                count: order.items[index]!.count,
                components: chosenComponents(line.substitute).map(({ price }) => ({ price, count: 1 })),
              },
            ]
          : [],
      ),
    },
    accountBasisPoints,
  );
}

/** The substitute's chosen components, with their names and prices. */
export const chosenComponents = (substitute: PickedSubstitute) =>
  substitute.groups.flatMap((group) =>
    group.components.filter((c) => substitute.componentIds.includes(c.id)),
  );

/** One portion of the substitute with its chosen modifiers. */
export const substituteUnitTotal = (substitute: PickedSubstitute) =>
  Math.round(
    (substitute.unitPrice + chosenComponents(substitute).reduce((sum, c) => sum + c.price, 0)) * 1000,
  ) / 1000;

/**
 * A product as a substitute: its groups with the components on offer now (`offered`: the orderable
 * menu's), a required group's default chosen when it is on offer. Null when a required group has
 * nothing on offer: the product cannot be made now.
 */
export function pickSubstitute(
  product: Product,
  offered: ReadonlyMap<number, { name: string }>,
): PickedSubstitute | null {
  const groups: SubstituteGroup[] = [];
  const componentIds: number[] = [];
  for (const group of product.componentGroups) {
    const components = group.components.flatMap(({ id, price }) => {
      const component = offered.get(id);
      return component ? [{ id, name: component.name, price }] : [];
    });
    if (components.length === 0) {
      if (group.required) return null;
      continue;
    }
    groups.push({
      id: group.componentGroupID,
      name: group.name,
      required: group.required,
      most: Math.max(1, Math.min(group.maxCount, group.multiSelection ? group.maxComponentsCount : 1)),
      components,
    });
    const fallback = components.find((c) => c.id === group.defaultComponentId);
    if (group.required && fallback) componentIds.push(fallback.id);
  }
  return {
    productId: product.id,
    name: product.name,
    unitPrice: product.discountPrice ?? product.price,
    groups,
    componentIds,
  };
}

/**
 * The substitute with a component chosen or put back: a single-choice group swaps its choice, a
 * full group takes no more, and a required group keeps its last choice (the server would add the
 * default back at its price).
 */
export function toggleSubstituteComponent(
  substitute: PickedSubstitute,
  componentId: number,
): PickedSubstitute {
  const group = substitute.groups.find((g) => g.components.some((c) => c.id === componentId));
  if (!group) return substitute;
  const inGroup = substitute.componentIds.filter((id) => group.components.some((c) => c.id === id));
  let componentIds = substitute.componentIds;
  if (inGroup.includes(componentId)) {
    if (group.required && inGroup.length === 1) return substitute;
    componentIds = componentIds.filter((id) => id !== componentId);
  } else if (group.most === 1) {
    componentIds = [...componentIds.filter((id) => !inGroup.includes(id)), componentId];
  } else if (inGroup.length < group.most) {
    componentIds = [...componentIds, componentId];
  } else {
    return substitute;
  }
  return { ...substitute, componentIds };
}

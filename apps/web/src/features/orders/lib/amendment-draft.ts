import {
  type AmendmentPreview,
  type AmendmentReason,
  type AmendOrderRequest,
  type Order,
  type Product,
  previewAmendment,
  UNTIL_TOMORROW,
} from '@larder/contract';

/** A product picked to replace a line: what the dialog shows and the price the preview counts. */
export interface PickedSubstitute {
  productId: number;
  name: string;
  /** The menu unit price with the defaults of its required modifier groups (the server adds them). */
  unitPrice: number;
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
        componentIds: [],
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
  return order.items.every((_, index) => {
    const line = draft.lines[index];
    return line !== undefined && (line.count === 0 || line.substitute !== null);
  });
}

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
          ? [{ line: index, unitPrice: line.substitute.unitPrice, count: order.items[index]!.count }]
          : [],
      ),
    },
    accountBasisPoints,
  );
}

/**
 * A product's unit price as a substitute: its menu price (sale price first) and, for each required
 * modifier group with a default, the default's price for this product (the intake adds it).
 */
export function substituteUnitPrice(product: Product): number {
  const defaults = product.componentGroups
    .filter((group) => group.required && group.defaultComponentId !== null)
    .reduce(
      (sum, group) => sum + (group.components.find((c) => c.id === group.defaultComponentId)?.price ?? 0),
      0,
    );
  return Math.round(((product.discountPrice ?? product.price) + defaults) * 1000) / 1000;
}

/** A product can replace a line without a choice to make: no required group without a default. */
export const substitutable = (product: Product) =>
  product.componentGroups.every((group) => !group.required || group.defaultComponentId !== null);

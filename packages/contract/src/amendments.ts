import { z } from 'zod';
import { UNTIL_TOMORROW } from './availability.ts';
import { AmendmentReason, ORDER_LIMITS } from './orders.ts';
import { Id, InputText, RefId } from './schemas/common.ts';

/**
 * Changing an accepted order (docs/product.md#changing-an-accepted-order): the kitchen removes or
 * reduces lines and modifiers at once, or proposes a substitute the customer accepts or refuses
 * through the marketplace.
 */

/** A proposal the customer has not answered within this long expires as rejected. */
export const AMENDMENT_ANSWER_MINUTES = 10;
export const AMENDMENT_ANSWER_MS = AMENDMENT_ANSWER_MINUTES * 60_000;

/** A 0-based index into the order's `items` as GET answers them at the moment of the change. */
const Line = z
  .number()
  .int()
  .min(0)
  .max(ORDER_LIMITS.items - 1);

export const AmendLineChange = z.strictObject({
  line: Line,
  /** The line's new count (not a difference): only down; 0 removes the line. */
  count: z.number().int().min(0).max(ORDER_LIMITS.itemCount).optional(),
  /** Modifiers (component ids) to take off the line. */
  removeComponentIds: z.array(RefId).min(1).max(50).optional(),
});
export type AmendLineChange = z.infer<typeof AmendLineChange>;

export const AmendSubstitute = z.strictObject({
  line: Line,
  /** A product of the same vendor's orderable menu, charged at its menu price. */
  productId: RefId,
  count: z.number().int().min(1).max(ORDER_LIMITS.itemCount),
  componentIds: z.array(RefId).max(50).default([]),
});
export type AmendSubstitute = z.infer<typeof AmendSubstitute>;

export const AmendOrderRequest = z
  .strictObject({
    lines: z.array(AmendLineChange).max(ORDER_LIMITS.items).default([]),
    substitutes: z.array(AmendSubstitute).max(ORDER_LIMITS.items).default([]),
    reason: AmendmentReason,
    comment: InputText.trim().max(ORDER_LIMITS.comment).nullable().optional(),
    /** Mark the removed or replaced products and modifiers sold out until the vendor's next day. */
    markSoldOut: z.literal(UNTIL_TOMORROW).nullable().optional(),
  })
  .refine((body) => body.lines.length + body.substitutes.length > 0, {
    message: 'Nothing to change: send at least one line or substitute',
    path: ['lines'],
  });
export type AmendOrderRequest = z.infer<typeof AmendOrderRequest>;

export const AmendmentParams = z.object({ orderId: Id, amendmentId: Id });

/** Stock counts on the wire (rules and values: stock.ts). */
import { z } from 'zod';
import { STOCK_MAX } from '../stock.ts';

/** How many portions are left: a whole number from 0 to STOCK_MAX; null means not counted. */
export const Stock = z.number().int().min(0).max(STOCK_MAX);

/**
 * POST products/{id}/restock and components/{id}/restock: `{add}` portions on top of the count (an
 * uncounted item starts from zero), or `{set}` the count to exactly this, null to stop counting.
 */
export const RestockRequest = z.union([
  z.strictObject({ add: z.number().int().min(1).max(STOCK_MAX) }),
  z.strictObject({ set: Stock.nullable() }),
]);
export type RestockRequest = z.infer<typeof RestockRequest>;

/**
 * Stock counts (docs/product.md#stock-counts): a product or a component may carry how many
 * portions are left. `null` means the item is not counted. The order intake takes portions from
 * the count and a declined, cancelled or changed order gives them back; at zero the item is sold
 * out (available: false without an end time) until someone restocks it.
 */

/** The largest count a product or a component can hold: a count is refused above it. */
export const STOCK_MAX = 1_000_000;

/** A count at or below this reads as running low: the tile shows it in red. */
export const STOCK_LOW_AT = 3;

/** The tile's quick restock adds this many portions. */
export const QUICK_RESTOCK_ADD = 10;

/** Whether a count is worth warning about: counted, and at most STOCK_LOW_AT left. */
export const isLowStock = (stock: number | null | undefined): boolean =>
  stock !== null && stock !== undefined && stock <= STOCK_LOW_AT;

/**
 * A count after a restock: `add` portions on top (an uncounted item starts from zero), or `set`
 * to exactly this (null: stop counting). Capped at STOCK_MAX by the request's schema, not here.
 */
export function restockedCount(current: number | null, change: { add: number } | { set: number | null }) {
  return 'add' in change ? (current ?? 0) + change.add : change.set;
}

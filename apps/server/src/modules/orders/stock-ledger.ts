/**
 * The portions an order holds of the catalogue's stock counts (docs/product.md#stock-counts): the
 * intake counts them as it prices the lines — a line's count of the product, and each modifier's
 * count times the line's — and the order keeps what it took (`stockHeld`), so a decline, a cancel
 * or a change gives back what it took and never more, even when the count was started after the
 * order came in.
 */

import type { Tx } from '../../db/client.ts';
import type { OrderLineSnapshot, StockPortions } from '../../db/schema/orders.ts';
import { giveStockBack, hasPortions, noPortions } from '../catalogue/stock.ts';

type Line = Pick<OrderLineSnapshot, 'productId' | 'count' | 'components'>;

const add = (into: Record<string, number>, id: number | null, n: number) => {
  if (id === null || n <= 0) return;
  into[id] = (into[id] ?? 0) + n;
};

/** The portions of these lines, products' and modifiers' apart. */
export function portionsOf(lines: readonly Line[]): StockPortions {
  const portions = noPortions();
  for (const line of lines) {
    add(portions.products, line.productId, line.count);
    for (const c of line.components) add(portions.components, c.componentId, c.count * line.count);
  }
  return portions;
}

function combine(a: StockPortions, b: StockPortions, sign: 1 | -1): StockPortions {
  const out = noPortions();
  for (const key of ['products', 'components'] as const) {
    for (const [id, n] of Object.entries(a[key])) add(out[key], Number(id), n);
    for (const [id, n] of Object.entries(b[key])) {
      const next = (out[key][id] ?? 0) + sign * n;
      if (next > 0) out[key][id] = next;
      else delete out[key][id];
    }
  }
  return out;
}

export const plus = (a: StockPortions, b: StockPortions) => combine(a, b, 1);

/** Of `wanted`, what `held` covers. */
export function within(held: StockPortions | null, wanted: StockPortions): StockPortions {
  const out = noPortions();
  if (!held) return out;
  for (const key of ['products', 'components'] as const) {
    for (const [id, n] of Object.entries(wanted[key]))
      add(out[key], Number(id), Math.min(n, held[key][id] ?? 0));
  }
  return out;
}

/** What an order holds once it gave these back; null when nothing is left. */
export function heldAfter(held: StockPortions | null, given: StockPortions): StockPortions | null {
  if (!held) return null;
  const left = combine(held, given, -1);
  return hasPortions(left) ? left : null;
}

/**
 * Gives back what the order holds of `portions` (all it holds without them) and answers what it
 * holds afterwards, to be stored with the order's change.
 */
export async function release(
  tx: Tx,
  order: { accountId: number; stockHeld: StockPortions | null },
  now: Date,
  portions?: StockPortions,
): Promise<StockPortions | null> {
  if (!hasPortions(order.stockHeld)) return null;
  const given = portions ? within(order.stockHeld, portions) : order.stockHeld;
  if (!hasPortions(given)) return order.stockHeld;
  await giveStockBack(tx, order.accountId, given, now);
  return heldAfter(order.stockHeld, given);
}

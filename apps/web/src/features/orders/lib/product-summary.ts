import type { Order } from '@larder/contract';
import { itemName } from './order-labels';

export interface ProductTotal {
  key: string;
  name: string;
  /** Portions to cook over all the orders. */
  count: number;
  /** How many orders ask for it. */
  orders: number;
  /** Components (extras) with their summed counts. */
  components: { name: string; count: number }[];
  comments: string[];
}

/** Orders the kitchen still has to cook: confirmed and not marked ready. */
export function ordersToCook(orders: readonly Order[]): Order[] {
  return orders.filter((order) => order.status === 'APPROVED' && order.readyAt === null);
}

/**
 * The mobile productBar view: each product summed over the orders given (what to cook), with its
 * components summed per portion; most portions first.
 */
export function summarizeProducts(orders: readonly Order[], lang: string): ProductTotal[] {
  const totals = new Map<string, ProductTotal & { componentCounts: Map<string, number> }>();
  for (const order of orders) {
    const inOrder = new Set<string>();
    for (const item of order.items) {
      const key = item.productId === null ? `name:${item.name}` : `id:${item.productId}`;
      let total = totals.get(key);
      if (!total) {
        total = {
          key,
          name: itemName(item, lang),
          count: 0,
          orders: 0,
          components: [],
          comments: [],
          componentCounts: new Map(),
        };
        totals.set(key, total);
      }
      total.count += item.count;
      if (!inOrder.has(key)) {
        total.orders += 1;
        inOrder.add(key);
      }
      for (const component of item.components) {
        const name = itemName(component, lang);
        total.componentCounts.set(
          name,
          (total.componentCounts.get(name) ?? 0) + component.count * item.count,
        );
      }
      if (item.comment?.trim()) total.comments.push(item.comment.trim());
    }
  }
  return [...totals.values()]
    .map(({ componentCounts, ...total }) => ({
      ...total,
      components: [...componentCounts.entries()]
        .map(([name, count]) => ({ name, count }))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

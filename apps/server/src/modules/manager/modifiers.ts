import { COMPONENT_ERROR_CODES, type CreateOrderRequest, isAvailableAt } from '@larder/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  componentGroups,
  components,
  productComponentGroups,
  productComponentPrices,
} from '../../db/schema/index.ts';
import type { OrderItemComponentSnapshot } from '../../db/schema/orders.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * The modifiers a customer may add to the ordered products: only components of the visible groups
 * attached to the product, within the product's limits for each group, at the product's price.
 */

type ComponentRow = typeof components.$inferSelect;
type Attachment = typeof productComponentGroups.$inferSelect;

export interface Modifiers {
  /** The product's visible groups, in its order. */
  attachments: Map<number, Attachment[]>;
  componentsOfGroup: Map<number, ComponentRow[]>;
  /** `${productId}:${componentId}` → the product's own price of the component. */
  productPrice: Map<string, number>;
}

export async function loadModifiers(tx: Tx, productIds: number[]): Promise<Modifiers> {
  const links = await tx
    .select({ link: productComponentGroups })
    .from(productComponentGroups)
    .innerJoin(
      componentGroups,
      and(eq(componentGroups.id, productComponentGroups.groupId), eq(componentGroups.visible, true)),
    )
    .where(inArray(productComponentGroups.productId, productIds))
    .orderBy(asc(productComponentGroups.order), asc(productComponentGroups.groupId));
  const attachments = new Map<number, Attachment[]>();
  for (const { link } of links) push(attachments, link.productId, link);
  const groupIds = [...new Set(links.map((l) => l.link.groupId))];
  const [componentRows, prices] =
    groupIds.length === 0
      ? [[], []]
      : await Promise.all([
          tx
            .select()
            .from(components)
            .where(inArray(components.groupId, groupIds))
            .orderBy(asc(components.order), asc(components.id)),
          tx
            .select()
            .from(productComponentPrices)
            .where(inArray(productComponentPrices.productId, productIds)),
        ]);
  const componentsOfGroup = new Map<number, ComponentRow[]>();
  for (const c of componentRows) push(componentsOfGroup, c.groupId, c);
  return {
    attachments,
    componentsOfGroup,
    productPrice: new Map(prices.map((p) => [`${p.productId}:${p.componentId}`, p.priceMinor])),
  };
}

const refuse = (status: number, code: string, message: string) => new AppError(status, code, message);

/**
 * The components of one order line, checked against the product's groups: a component of a group
 * not attached → 400; an unavailable one → 409; more than the group's maxCount in all, or more
 * different ones than its maxComponentsCount → 400. A required group left empty gets its default.
 */
export function chooseComponents(
  item: CreateOrderRequest['items'][number],
  modifiers: Modifiers,
  now: Date,
): OrderItemComponentSnapshot[] {
  const groups = modifiers.attachments.get(item.productId) ?? [];
  const groupOf = new Map<number, Attachment>();
  const byId = new Map<number, ComponentRow>();
  for (const link of groups) {
    for (const c of modifiers.componentsOfGroup.get(link.groupId) ?? []) {
      groupOf.set(c.id, link);
      byId.set(c.id, c);
    }
  }

  // The same component listed twice in a line counts once with the summed count.
  const counts = new Map<number, number>();
  for (const { componentId, count } of item.components) {
    if (!byId.has(componentId)) {
      throw refuse(
        400,
        COMPONENT_ERROR_CODES.unknownComponent,
        `Component ${componentId} cannot be added to product ${item.productId}`,
      );
    }
    counts.set(componentId, (counts.get(componentId) ?? 0) + count);
  }
  for (const id of counts.keys()) {
    if (!isAvailableAt(byId.get(id)!, now)) {
      throw refuse(409, COMPONENT_ERROR_CODES.componentUnavailable, `Component ${id} is not available now`);
    }
  }

  const chosen = [...counts.entries()].map(([id, count]) => ({ id, count }));
  for (const link of groups) {
    const inGroup = chosen.filter((c) => groupOf.get(c.id) === link);
    if (inGroup.length === 0) {
      if (link.required && link.defaultComponentId !== null) {
        const fallback = byId.get(link.defaultComponentId);
        if (!fallback || !isAvailableAt(fallback, now)) {
          throw refuse(
            409,
            COMPONENT_ERROR_CODES.componentUnavailable,
            `The default component of a required group of product ${item.productId} is not available now`,
          );
        }
        chosen.push({ id: fallback.id, count: 1 });
      }
      continue;
    }
    const total = inGroup.reduce((sum, c) => sum + c.count, 0);
    if (total > link.maxCount) {
      throw refuse(
        400,
        COMPONENT_ERROR_CODES.tooManyComponents,
        `Product ${item.productId} takes at most ${link.maxCount} components of group ${link.groupId}, not ${total}`,
      );
    }
    const different = link.multiSelection ? link.maxComponentsCount : 1;
    if (inGroup.length > different) {
      throw refuse(
        400,
        COMPONENT_ERROR_CODES.tooManyDifferentComponents,
        `Product ${item.productId} takes at most ${different} different components of group ${link.groupId}`,
      );
    }
  }

  return chosen.map(({ id, count }) => {
    const component = byId.get(id)!;
    return {
      componentId: id,
      nameI18n: component.nameI18n,
      count,
      priceMinor: modifiers.productPrice.get(`${item.productId}:${id}`) ?? component.priceMinor,
    };
  });
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

import { type AppErrorCode, COMPONENT_ERROR_CODES, type CreateOrderRequest } from '@larder/contract';
import type { OrderItemComponentSnapshot } from '../../db/schema/orders.ts';
import { AppError } from '../../lib/errors.ts';
import {
  componentPriceMinor,
  isOffered,
  listedComponents,
  type Modifiers,
  mostDifferent,
} from '../catalogue/orderable.ts';

/**
 * The modifiers a customer may add to the ordered products: only components the menu lists for the
 * product (catalogue/orderable.ts), within the product's limits for each group, at its price.
 */

const refuse = (status: number, code: AppErrorCode, message: string) => new AppError(status, code, message);

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
  const listed = listedComponents(modifiers, item.productId);

  // The same component listed twice in a line counts once with the summed count.
  const counts = new Map<number, number>();
  for (const { componentId, count } of item.components) {
    if (!listed.has(componentId)) {
      throw refuse(
        400,
        COMPONENT_ERROR_CODES.unknownComponent,
        `Component ${componentId} cannot be added to product ${item.productId}`,
      );
    }
    counts.set(componentId, (counts.get(componentId) ?? 0) + count);
  }
  for (const id of counts.keys()) {
    if (!isOffered(listed.get(id)!.component, now)) {
      throw refuse(409, COMPONENT_ERROR_CODES.componentUnavailable, `Component ${id} is not available now`);
    }
  }

  const chosen = [...counts.entries()].map(([id, count]) => ({ id, count }));
  for (const link of groups) {
    const inGroup = chosen.filter((c) => listed.get(c.id)?.attachment === link);
    if (inGroup.length === 0) {
      if (link.required && link.defaultComponentId !== null) {
        const fallback = listed.get(link.defaultComponentId)?.component;
        if (!fallback || !isOffered(fallback, now)) {
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
    const different = mostDifferent(link);
    if (inGroup.length > different) {
      throw refuse(
        400,
        COMPONENT_ERROR_CODES.tooManyDifferentComponents,
        `Product ${item.productId} takes at most ${different} different components of group ${link.groupId}`,
      );
    }
  }

  return chosen.map(({ id, count }) => {
    const { component } = listed.get(id)!;
    return {
      componentId: id,
      nameI18n: component.nameI18n,
      count,
      priceMinor: componentPriceMinor(modifiers, item.productId, component),
    };
  });
}

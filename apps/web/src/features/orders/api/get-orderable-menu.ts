import type { Catalogue, Component, Product } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { orderKeys } from './order-keys';

/**
 * GET /vendor/accounts/{accountId}/catalogue/catalogue, read by the order change dialog's
 * substitute picker (the catalogue feature keeps its own copy; a feature never imports another).
 */
export function getOrderableMenu(accountId: number, signal?: AbortSignal): Promise<Catalogue> {
  return api.get<Catalogue>(`vendor/accounts/${accountId}/catalogue/catalogue`, { signal });
}

export const orderableMenuQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: orderKeys.menu(accountId),
    queryFn: ({ signal }) => getOrderableMenu(accountId, signal),
    select: (catalogue) => orderableMenu(catalogue, Date.now()),
    staleTime: 30_000,
  });

/** Whether a product or a component is offered now: available, or sold out until a moment passed. */
const offered = (item: { available: boolean; availableAgainAt: string | null }, now: number) =>
  item.available || (item.availableAgainAt !== null && Date.parse(item.availableAgainAt) <= now);

export interface OrderableMenu {
  /** The products a customer could order now, once each, in catalogue order. */
  products: Product[];
  /** The components a customer could add now (of visible groups, offered), by id. */
  components: ReadonlyMap<number, Component>;
}

/**
 * What a customer could order now: visible, offered products in visible sections, and the offered
 * components of visible modifier groups. The server checks again when the substitute is proposed.
 */
export function orderableMenu(catalogue: Catalogue, now: number): OrderableMenu {
  const seen = new Set<number>();
  const products: Product[] = [];
  for (const section of catalogue.sections) {
    if (!section.visible) continue;
    for (const product of section.products) {
      if (seen.has(product.id) || !product.visible || !offered(product, now)) continue;
      seen.add(product.id);
      products.push(product);
    }
  }
  const components = new Map<number, Component>();
  for (const group of catalogue.componentGroups) {
    if (!group.visible) continue;
    for (const component of group.components) {
      if (offered(component, now)) components.set(component.id, component);
    }
  }
  return { products, components };
}

export function useOrderableMenu(accountId: number, enabled = true) {
  return useQuery({ ...orderableMenuQueryOptions(accountId), enabled });
}

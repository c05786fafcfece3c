import type { Catalogue, Product } from '@larder/contract';
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
    select: (catalogue) => orderableProducts(catalogue, Date.now()),
    staleTime: 30_000,
  });

/** Whether a product is offered now: available, or sold out until a moment that has passed. */
const offered = (item: { available: boolean; availableAgainAt: string | null }, now: number) =>
  item.available || (item.availableAgainAt !== null && Date.parse(item.availableAgainAt) <= now);

/**
 * The products a customer could order now: visible and offered, in a visible section, once each
 * (in catalogue order). The server checks again when the substitute is proposed.
 */
export function orderableProducts(catalogue: Catalogue, now: number): Product[] {
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
  return products;
}

export function useOrderableMenu(accountId: number, enabled = true) {
  return useQuery({ ...orderableMenuQueryOptions(accountId), enabled });
}

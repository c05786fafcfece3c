import type { OrderSettings } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { orderSettingsKeys } from './order-settings-keys';

/** GET /vendor/{vendorId}/params/order-settings: what is in effect now. */
export function getOrderSettings(vendorId: number, signal?: AbortSignal): Promise<OrderSettings> {
  return api.get<OrderSettings>(`vendor/${vendorId}/params/order-settings`, { signal });
}

/** Another tablet may change them: read again every minute and on coming back to the tab. */
const REFRESH_MS = 60_000;

export const orderSettingsQueryOptions = (vendorId: number) =>
  queryOptions({
    queryKey: orderSettingsKeys.detail(vendorId),
    queryFn: ({ signal }) => getOrderSettings(vendorId, signal),
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
  });

export function useOrderSettings(vendorId: number) {
  return useQuery(orderSettingsQueryOptions(vendorId));
}

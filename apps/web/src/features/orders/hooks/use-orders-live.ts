import { TIMINGS_MS } from '@larder/contract';
import { useDocumentVisibility } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useModalParams } from '@/shared/hooks/use-modal-params';
import { deferredModule, loadUntilLoaded } from '@/shared/lib/deferred-module';
import { activeOrdersQueryOptions } from '../api/get-active-orders';
import { ordersPollInterval } from '../lib/live-schedule';
import type { OrdersSocketHandlers } from '../lib/orders-socket';

export interface OrdersLiveOptions
  extends Pick<OrdersSocketHandlers, 'onOrderCancelled' | 'onCatalogueChange'> {
  vendorId: number | null;
  /** account.visible: polled every 60 s when visible, 300 s when not. */
  establishmentVisible: boolean;
}

/**
 * The socket's code, loaded once the board shows: the socket opens after the first screen anyway
 * (and reloads the lists when it does). Were the network down then, the download is tried again
 * every few seconds while the lists are polled.
 */
const ordersSocketModule = deferredModule(() => import('../lib/orders-socket'));

/** The socket: not yet open, open, or lost (closed or silent) and being reconnected. */
export type LiveState = 'connecting' | 'live' | 'lost';

const parseOrderId = (value: string | null): number | null =>
  value !== null && /^\d+$/.test(value) ? Number(value) : null;

/**
 * Keeps the active order lists current for the whole vendor area (docs/product.md#live-updates): polls them
 * with TanStack Query at the documented rate, and keeps the live socket open (lib/orders-socket.ts),
 * which applies its messages to the cache.
 */
export function useOrdersLive({
  vendorId,
  establishmentVisible,
  onOrderCancelled,
  onCatalogueChange,
}: OrdersLiveOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tabVisibility = useDocumentVisibility();
  const { searchParams, clearParams } = useModalParams();
  const [liveState, setLiveState] = useState<LiveState>('connecting');

  const orders = useQuery({
    ...activeOrdersQueryOptions(vendorId ?? 0),
    enabled: vendorId !== null,
    refetchInterval: (query) =>
      ordersPollInterval({
        hasVendor: vendorId !== null,
        establishmentVisible,
        failed: query.state.status === 'error',
        tabHidden: tabVisibility === 'hidden',
      }),
    refetchIntervalInBackground: true,
    // Back on the tab after a while: fetch at once rather than at the next tick.
    refetchOnWindowFocus: true,
  });

  // The socket handlers outlive renders: they read the latest of these through refs.
  const openOrderId = parseOrderId(searchParams.get('order'));
  const latest = useRef<OrdersSocketHandlers>({
    openOrderId,
    clearParams,
    t,
    onOrderCancelled,
    onCatalogueChange,
  });
  useEffect(() => {
    latest.current = { openOrderId, clearParams, t, onOrderCancelled, onCatalogueChange };
  }, [openOrderId, clearParams, t, onOrderCancelled, onCatalogueChange]);

  useEffect(() => {
    let close: (() => void) | undefined;
    const stopLoading = loadUntilLoaded(
      ordersSocketModule,
      TIMINGS_MS.deferredCodeRetry,
      ({ openOrdersSocket }) => {
        close = openOrdersSocket({
          vendorId,
          queryClient,
          handlers: () => latest.current,
          onConnectedChange: (connected) => setLiveState(connected ? 'live' : 'lost'),
        });
      },
    );
    return () => {
      stopLoading();
      close?.();
    };
  }, [vendorId, queryClient]);

  return { orders, connected: liveState === 'live', liveState };
}

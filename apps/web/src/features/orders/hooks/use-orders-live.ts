import {
  type ActiveOrders,
  type CatalogueAvailabilityMessage,
  formatOrderNumber,
  type LiveMessage,
  type Order,
} from '@larder/contract';
import { useDocumentVisibility } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { endSession, socketUrl } from '@/shared/api/client';
import { useModalParams } from '@/shared/hooks/use-modal-params';
import { userKeys } from '@/shared/session/api/user-keys';
import { activeOrdersQueryOptions } from '../api/get-active-orders';
import { orderKeys } from '../api/order-keys';
import { findOrder } from '../lib/active-orders';
import { declinedOrders } from '../lib/declined-orders';
import { LiveConnection } from '../lib/live-connection';
import { applyLiveMessageToOrder, reduceLiveMessage } from '../lib/live-messages';
import { ordersPollInterval } from '../lib/live-schedule';

/** What the open order's modal says as it closes: declined (by someone, or for want of a yes) or cancelled. */
function closingNotice(message: LiveMessage) {
  if (message.body.status !== 'DECLINED') return 'orders.notices.cancelled';
  return message.body.declineReason === 'NOT_ACCEPTED_IN_TIME'
    ? 'orders.notices.notAcceptedInTime'
    : 'orders.notices.declined';
}

/** docs/product.md#live-updates: an unknown order is fetched with the lists, debounced by 1 s. */
export const LIVE_REFETCH_DEBOUNCE_MS = 1000;

export interface OrdersLiveOptions {
  vendorId: number | null;
  /** account.visible: polled every 60 s when visible, 300 s when not. */
  establishmentVisible: boolean;
  /** An order that was on the board has been cancelled (the alert sounds and shows it). */
  onOrderCancelled?: (order: Order) => void;
  /** Items of the catalogue changed availability or stock count: the app reloads what shows them. */
  onCatalogueChange?: (message: CatalogueAvailabilityMessage) => void;
}

/** The socket: not yet open, open, or lost (closed or silent) and being reconnected. */
export type LiveState = 'connecting' | 'live' | 'lost';

const parseOrderId = (value: string | null): number | null =>
  value !== null && /^\d+$/.test(value) ? Number(value) : null;

/**
 * Keeps the active order lists current for the whole vendor area (docs/product.md#live-updates): polls them
 * with TanStack Query at the documented rate, and applies the live socket's messages to the cache —
 * moving orders between groups, refetching (debounced) for orders it does not know and after every
 * (re)connect, remembering declined orders and closing the modal of an order that was declined or
 * cancelled.
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
  const latest = useRef({ openOrderId, clearParams, t, onOrderCancelled, onCatalogueChange });
  useEffect(() => {
    latest.current = { openOrderId, clearParams, t, onOrderCancelled, onCatalogueChange };
  }, [openOrderId, clearParams, t, onOrderCancelled, onCatalogueChange]);

  useEffect(() => {
    const listKey = orderKeys.list(vendorId ?? 0);
    let refetchTimer: ReturnType<typeof setTimeout> | undefined;
    let active = true;

    const refetchNow = () => queryClient.invalidateQueries({ queryKey: listKey }, { cancelRefetch: false });
    // After a (re)connect nothing the socket might have said is trusted: the lists, every open
    // order and the vendor (its pause) are loaded again.
    const refetchEverything = () => {
      // A load that started before the socket came back may miss what happened meanwhile: restart it.
      void queryClient.invalidateQueries({ queryKey: listKey });
      void queryClient.invalidateQueries({ queryKey: orderKeys.details() });
      void queryClient.invalidateQueries({ queryKey: userKeys.me() });
    };
    const refetchSoon = () => {
      clearTimeout(refetchTimer);
      refetchTimer = setTimeout(() => void refetchNow(), LIVE_REFETCH_DEBOUNCE_MS);
    };

    const handle = async (message: LiveMessage) => {
      if (!active) return;
      // A list load already under way may have been answered before this change: drop it (the
      // cache returns to what it held) and load again after the message is applied.
      let cancelledLoad = false;
      if (queryClient.getQueryData(listKey) && queryClient.isFetching({ queryKey: listKey }) > 0) {
        await queryClient.cancelQueries({ queryKey: listKey });
        cancelledLoad = true;
        if (!active) return;
      }
      const {
        openOrderId: open,
        clearParams: clear,
        t: translate,
        onOrderCancelled: cancelled,
      } = latest.current;
      const before = queryClient.getQueryData<ActiveOrders>(listKey);
      const cancelledOrder =
        message.type === 'ORDER_STATUS_UPDATE' && message.body.status === 'CANCELLED'
          ? findOrder(before, message.orderId)
          : undefined;
      const outcome = reduceLiveMessage(
        {
          lists: before,
          declined: declinedOrders.ids(),
          openOrderId: open,
        },
        message,
      );
      for (const id of outcome.declined) declinedOrders.remember(id);
      if (outcome.lists) queryClient.setQueryData(listKey, outcome.lists);
      queryClient.setQueryData<Order>(orderKeys.detail(vendorId ?? 0, message.orderId), (order) =>
        order ? applyLiveMessageToOrder(order, message) : order,
      );
      // A changed order's own entry (the receipt, the archive's) is loaded again as it is now.
      if (message.type === 'ORDER_AMENDED') {
        void queryClient.invalidateQueries({ queryKey: orderKeys.detail(vendorId ?? 0, message.orderId) });
      }
      if (outcome.refetch || cancelledLoad) refetchSoon();
      if (cancelledOrder) cancelled?.(cancelledOrder);
      if (outcome.closeOpenOrder) {
        clear(['view', 'order']);
        // A cancelled order from the board has had its notice already.
        if (!cancelledOrder)
          notifications.show({
            color: 'gray',
            message: translate(closingNotice(message), { number: formatOrderNumber(message.orderId) }),
          });
      }
    };
    // Messages are applied one after another, in the order they came.
    let queue: Promise<void> = Promise.resolve();
    const onMessage = (message: LiveMessage) => {
      queue = queue
        .then(() => handle(message))
        .catch((error: unknown) => console.error('Live message failed', error));
    };

    const connection = new LiveConnection({
      // Without a vendor id the connection waits and asks again in 5 s (docs/product.md#live-updates).
      url: () => (vendorId === null ? null : socketUrl('vendor/socket', { vendorId })),
      // docs/product.md#live-updates: after every (re)connect the lists are reloaded, so a missed message
      // costs nothing.
      onOpen: refetchEverything,
      onMessage,
      onVendorPause: () => void queryClient.invalidateQueries({ queryKey: userKeys.me() }),
      // What a substitute may be is read again; the catalogue's own copy is the app's to reload.
      onCatalogueChange: (message) => {
        void queryClient.invalidateQueries({ queryKey: orderKeys.menus() });
        latest.current.onCatalogueChange?.(message);
      },
      onConnectedChange: (connected) => setLiveState(connected ? 'live' : 'lost'),
      // Back to sign-in (docs/product.md#how-the-web-app-reacts), which tells why.
      onSessionEnded: endSession,
    });
    connection.start();
    return () => {
      active = false;
      clearTimeout(refetchTimer);
      connection.stop();
    };
  }, [vendorId, queryClient]);

  return { orders, connected: liveState === 'live', liveState };
}

import {
  type ActiveOrders,
  type CatalogueAvailabilityMessage,
  formatOrderNumber,
  type LiveMessage,
  type Order,
} from '@larder/contract';
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from '@/i18n/i18n';
import { endSession, socketUrl } from '@/shared/api/client';
import type { AppSearchParam } from '@/shared/paths';
import { userKeys } from '@/shared/session/api/user-keys';
import { orderKeys } from '../api/order-keys';
import { findOrder } from './active-orders';
import { declinedOrders } from './declined-orders';
import { LiveConnection } from './live-connection';
import { applyLiveMessageToOrder, reduceLiveMessage } from './live-messages';

/** docs/product.md#live-updates: an unknown order is fetched with the lists, debounced by 1 s. */
export const LIVE_REFETCH_DEBOUNCE_MS = 1000;

/** What the socket's handlers read as each message comes: the latest render's values. */
export interface OrdersSocketHandlers {
  /** The order whose modal is open, if any. */
  openOrderId: number | null;
  clearParams: (names: readonly AppSearchParam[]) => void;
  t: TFunction;
  /** An order that was on the board has been cancelled (the alert sounds and shows it). */
  onOrderCancelled?: (order: Order) => void;
  /** Items of the catalogue changed availability or stock count: the app reloads what shows them. */
  onCatalogueChange?: (message: CatalogueAvailabilityMessage) => void;
}

export interface OrdersSocketOptions {
  vendorId: number | null;
  queryClient: QueryClient;
  handlers: () => OrdersSocketHandlers;
  /** The socket opened (true) or was lost (false: closed, or silent past a heartbeat). */
  onConnectedChange: (connected: boolean) => void;
}

/** What the open order's modal says as it closes: declined (by someone, or for want of a yes) or cancelled. */
function closingNotice(message: LiveMessage) {
  if (message.body.status !== 'DECLINED') return 'orders.notices.cancelled';
  return message.body.declineReason === 'NOT_ACCEPTED_IN_TIME'
    ? 'orders.notices.notAcceptedInTime'
    : 'orders.notices.declined';
}

/**
 * Opens the vendor's live socket and applies its messages to the query cache (docs/product.md#live-updates):
 * moving orders between groups, refetching (debounced) for orders it does not know and after every
 * (re)connect, remembering declined orders and closing the modal of an order that was declined or
 * cancelled. Returns what closes it.
 *
 * A module of its own, loaded once the board shows: the socket opens after the first screen, whose
 * lists it reloads on opening anyway, so its code need not delay that screen.
 */
export function openOrdersSocket({
  vendorId,
  queryClient,
  handlers,
  onConnectedChange,
}: OrdersSocketOptions): () => void {
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
    const { openOrderId, clearParams, t, onOrderCancelled } = handlers();
    const before = queryClient.getQueryData<ActiveOrders>(listKey);
    const cancelledOrder =
      message.type === 'ORDER_STATUS_UPDATE' && message.body.status === 'CANCELLED'
        ? findOrder(before, message.orderId)
        : undefined;
    const outcome = reduceLiveMessage(
      { lists: before, declined: declinedOrders.ids(), openOrderId },
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
    if (cancelledOrder) onOrderCancelled?.(cancelledOrder);
    if (outcome.closeOpenOrder) {
      clearParams(['view', 'order']);
      // A cancelled order from the board has had its notice already.
      if (!cancelledOrder)
        notifications.show({
          color: 'gray',
          message: t(closingNotice(message), { number: formatOrderNumber(message.orderId) }),
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
      handlers().onCatalogueChange?.(message);
    },
    onConnectedChange,
    // Back to sign-in (docs/product.md#how-the-web-app-reacts), which tells why.
    onSessionEnded: endSession,
  });
  connection.start();
  return () => {
    active = false;
    clearTimeout(refetchTimer);
    connection.stop();
  };
}

import type { CatalogueAvailabilityMessage, Order } from '@larder/contract';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { useModalParams } from '@/shared/hooks/use-modal-params';
import { isOrderModalView } from '@/shared/paths';
import { useVendorSession } from '@/shared/session/vendor-context';
import { type OrderAlert, useOrderAlert } from '../hooks/use-order-alert';
import { type LiveState, useOrdersLive } from '../hooks/use-orders-live';

export interface OrdersLiveContextValue {
  alert: OrderAlert;
  /** The live socket is open. */
  connected: boolean;
  /** Not yet open, open, or lost and reconnecting (closed, or silent past a heartbeat). */
  liveState: LiveState;
}

const OrdersLiveContext = createContext<OrdersLiveContextValue | null>(null);

/**
 * Runs the live orders for the whole vendor area — polling, the socket and the new-order chime — so
 * the Orders badge is current and a new order rings on every page, not only on the orders page.
 */
export function OrdersLiveProvider({
  children,
  onCatalogueChange,
}: {
  children: ReactNode;
  /** The socket told of items whose availability or stock count changed (the app reloads the catalogue). */
  onCatalogueChange?: (message: CatalogueAvailabilityMessage) => void;
}) {
  const { vendorId, account } = useVendorSession();
  // The alert needs the orders and the live orders need the alert's cancel cue: a ref ties them.
  const announceCancelled = useRef<(order: Order) => void>(() => {});
  const onOrderCancelled = useCallback((order: Order) => announceCancelled.current(order), []);
  const { orders, connected, liveState } = useOrdersLive({
    vendorId,
    establishmentVisible: account.visible,
    onOrderCancelled,
    onCatalogueChange,
  });
  const approved = orders.data?.APPROVED;
  const autoAccepted = useMemo(() => approved?.filter((order) => order.autoAccepted), [approved]);
  const alert = useOrderAlert(orders.data?.WAITING_APPROVAL, autoAccepted);
  useEffect(() => {
    announceCancelled.current = alert.announceCancelled;
  }, [alert.announceCancelled]);

  // Opening an order counts as having seen it.
  const { view, searchParams } = useModalParams();
  const openOrder = searchParams.get('order');
  const { acknowledge } = alert;
  useEffect(() => {
    if (isOrderModalView(view) && openOrder && /^\d+$/.test(openOrder)) acknowledge([Number(openOrder)]);
  }, [view, openOrder, acknowledge]);

  const value = useMemo(() => ({ alert, connected, liveState }), [alert, connected, liveState]);
  return <OrdersLiveContext.Provider value={value}>{children}</OrdersLiveContext.Provider>;
}

/** The alert controls (mute, sound unlock, notifications, acknowledge) and the connection state. */
export function useOrdersLiveContext(): OrdersLiveContextValue {
  const value = useContext(OrdersLiveContext);
  if (!value) throw new Error('useOrdersLiveContext() is only available inside OrdersLiveProvider');
  return value;
}

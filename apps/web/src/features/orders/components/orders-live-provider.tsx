import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { useModalParams } from '@/shared/hooks/use-modal-params';
import { isOrderModalView } from '@/shared/paths';
import { useVendorSession } from '@/shared/session/vendor-context';
import { type OrderAlert, useOrderAlert } from '../hooks/use-order-alert';
import { useOrdersLive } from '../hooks/use-orders-live';

export interface OrdersLiveContextValue {
  alert: OrderAlert;
  /** The live socket is open. */
  connected: boolean;
}

const OrdersLiveContext = createContext<OrdersLiveContextValue | null>(null);

/**
 * Runs the live orders for the whole vendor area — polling, the socket and the new-order chime — so
 * the Orders badge is current and a new order rings on every page, not only on the orders page.
 */
export function OrdersLiveProvider({ children }: { children: ReactNode }) {
  const { vendorId, account } = useVendorSession();
  const { orders, connected } = useOrdersLive({ vendorId, establishmentVisible: account.visible });
  const approved = orders.data?.APPROVED;
  const autoAccepted = useMemo(() => approved?.filter((order) => order.autoAccepted), [approved]);
  const alert = useOrderAlert(orders.data?.WAITING_APPROVAL, autoAccepted);

  // Opening an order counts as having seen it.
  const { view, searchParams } = useModalParams();
  const openOrder = searchParams.get('order');
  const { acknowledge } = alert;
  useEffect(() => {
    if (isOrderModalView(view) && openOrder && /^\d+$/.test(openOrder)) acknowledge([Number(openOrder)]);
  }, [view, openOrder, acknowledge]);

  const value = useMemo(() => ({ alert, connected }), [alert, connected]);
  return <OrdersLiveContext.Provider value={value}>{children}</OrdersLiveContext.Provider>;
}

/** The alert controls (mute, sound unlock, notifications, acknowledge) and the connection state. */
export function useOrdersLiveContext(): OrdersLiveContextValue {
  const value = useContext(OrdersLiveContext);
  if (!value) throw new Error('useOrdersLiveContext() is only available inside OrdersLiveProvider');
  return value;
}

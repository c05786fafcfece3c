import type { Order, TakeAwayValidationMethod } from '@larder/contract';
import { IconCircleCheck, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/react';
import { StateButton } from '@/shared/components/state-button';
import { deferredModule, useDeferredDialog } from '@/shared/lib/deferred-module';
import { useCompleteOrder } from '../api/complete-order';
import { useOrderAction } from '../hooks/use-order-action';

/** The hand-over dialogs' code: loaded when first asked for, or before while the board is idle. */
export const completeDialogsModule = deferredModule(() => import('./complete-dialogs'));

export interface CompleteButtonProps {
  order: Order;
  /** Take-away validation (vendor params courierSettings); null while the params load. */
  method: TakeAwayValidationMethod | null;
}

/**
 * Complete a take-away order the way the platform validates the hand-over — VENDOR_QR shows the
 * take-away code as a QR code first, COURIER_CODE asks for the code, DISABLED completes at once —
 * or hand a ready delivery order to the courier.
 */
export function CompleteButton({ order, method }: CompleteButtonProps) {
  const { t } = useTranslation();
  const complete = useCompleteOrder(order.vendorId);
  const { state, run } = useOrderAction(order.orderId);
  const dialog = useDeferredDialog(completeDialogsModule);
  const dialogs = dialog.module;
  const delivery = order.receiptType === 'DELIVERY';
  const validation = delivery ? 'DISABLED' : method;

  // Handing over cannot be taken back, so a delivery order is confirmed first.
  const onClick = () => {
    if (validation === 'DISABLED' && !delivery)
      void run(() => complete.mutateAsync({ orderId: order.orderId }));
    else dialog.open();
  };

  return (
    <>
      <StateButton
        state={state}
        size="md"
        color={delivery ? 'violet' : 'green'}
        leftSection={delivery ? <IconTruckDelivery size={18} /> : <IconCircleCheck size={18} />}
        onClick={onClick}
        disabled={validation === null}
        data-testid="complete-order"
        style={{ flex: '1 1 auto' }}
      >
        {delivery ? t('orders.actions.handToCourier') : t('orders.actions.complete')}
      </StateButton>
      {dialogs && delivery && (
        <dialogs.HandOverDialog opened={dialog.opened} onClose={dialog.close} order={order} />
      )}
      {dialogs && validation === 'VENDOR_QR' && (
        <dialogs.QrDialog opened={dialog.opened} onClose={dialog.close} order={order} />
      )}
      {dialogs && validation === 'COURIER_CODE' && (
        <dialogs.CodeDialog opened={dialog.opened} onClose={dialog.close} order={order} />
      )}
    </>
  );
}

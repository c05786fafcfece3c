import { can, type Order } from '@larder/contract';
import { useTranslation } from '@/i18n/react';
import { StateButton } from '@/shared/components/state-button';
import { useVendorParams } from '@/shared/params/api/get-vendor-params';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useReadyOrder } from '../api/ready-order';
import { useOrderAction } from '../hooks/use-order-action';
import { availableActions } from '../lib/active-orders';
import { ApproveButton, cookingDelayChoices } from './approve-button';
import { CompleteButton } from './complete-button';
import { DeclineButton } from './decline-button';
import classes from './orders.module.css';

/** The buttons the state machine allows this order (nextOrderStatus), for roles that handle orders. */
export function OrderActions({ order }: { order: Order }) {
  const { user } = useVendorSession();
  const params = useVendorParams();
  if (!can(user.role, 'orders.handle')) return null;
  const actions = availableActions(order);
  if (actions.length === 0) return null;
  const delayOptions = cookingDelayChoices(params.data?.orderSettings.cookingDelayOptions);
  const method =
    params.data?.courierSettings.takeAwayValidationMethod ?? (params.isError ? 'DISABLED' : null);

  return (
    <div className={classes.actions}>
      {actions.includes('approve') && <ApproveButton order={order} delayOptions={delayOptions} />}
      {actions.includes('decline') && <DeclineButton order={order} />}
      {actions.includes('ready') && <ReadyButton order={order} />}
      {actions.includes('complete') && <CompleteButton order={order} method={method} />}
    </div>
  );
}

function ReadyButton({ order }: { order: Order }) {
  const { t } = useTranslation();
  const ready = useReadyOrder(order.vendorId);
  const { state, run } = useOrderAction(order.orderId);
  return (
    <StateButton
      state={state}
      size="md"
      color="blue"
      onClick={() => void run(() => ready.mutateAsync(order.orderId))}
      data-testid="ready-order"
    >
      {t('orders.actions.ready')}
    </StateButton>
  );
}

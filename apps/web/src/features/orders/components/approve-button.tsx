import { COOKING_DELAY_MAX_MINUTES, type Order } from '@larder/contract';
import { ActionIcon, Group } from '@mantine/core';
import { IconCheck, IconChevronDown, IconClockPause } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/react';
import { DeferredMenu } from '@/shared/components/deferred-menu';
import { StateButton } from '@/shared/components/state-button';
import { useApproveOrder } from '../api/approve-order';
import { openPendingTicketTab, ticketUrl } from '../api/get-ticket';
import { useOrderAction } from '../hooks/use-order-action';
import { usePrintOnAccept } from '../lib/print-settings';

/** Cooking delays offered besides "now": the params' options within 1..120 min, ascending, once each. */
export function cookingDelayChoices(options: readonly number[] | undefined): number[] {
  return [...new Set(options ?? [])]
    .filter((minutes) => Number.isInteger(minutes) && minutes > 0 && minutes <= COOKING_DELAY_MAX_MINUTES)
    .sort((a, b) => a - b);
}

/** Approve at once, or — from the menu beside it — approve with the cooking start shifted by a delay. */
export function ApproveButton({ order, delayOptions }: { order: Order; delayOptions: number[] }) {
  const { t } = useTranslation();
  const approve = useApproveOrder(order.vendorId);
  const { state, run } = useOrderAction(order.orderId);
  const [printOnAccept] = usePrintOnAccept();
  const approveWith = (cookingDelayTime: number) => {
    const ticket = printOnAccept ? openPendingTicketTab() : null;
    void run(() => approve.mutateAsync({ orderId: order.orderId, cookingDelayTime })).then((approved) => {
      if (approved) ticket?.show(ticketUrl(order.vendorId, order.orderId, { autoprint: true }));
      else ticket?.cancel();
    });
  };

  return (
    <Group gap={0} wrap="nowrap" style={{ flex: '2 1 auto' }}>
      <StateButton
        state={state}
        size="md"
        color="green"
        fullWidth
        leftSection={<IconCheck size={18} />}
        onClick={() => approveWith(0)}
        data-testid="approve-order"
        style={delayOptions.length > 0 ? { borderTopRightRadius: 0, borderBottomRightRadius: 0 } : undefined}
      >
        {t('orders.actions.approve')}
      </StateButton>
      {delayOptions.length > 0 && (
        <DeferredMenu
          position="bottom-end"
          shadow="md"
          width={260}
          target={
            <ActionIcon
              size={42}
              color="green"
              variant="filled"
              disabled={state === 'loading'}
              aria-label={t('orders.actions.approveWithDelay')}
              data-testid="approve-delay"
              style={{
                borderTopLeftRadius: 0,
                borderBottomLeftRadius: 0,
                borderLeft: '1px solid rgb(255 255 255 / 45%)',
              }}
            >
              <IconChevronDown size={18} />
            </ActionIcon>
          }
        >
          {({ Menu }) => (
            <>
              <Menu.Label>{t('orders.actions.approveWithDelay')}</Menu.Label>
              <Menu.Item leftSection={<IconCheck size={16} />} onClick={() => approveWith(0)}>
                {t('orders.actions.noDelay')}
              </Menu.Item>
              {delayOptions.map((minutes) => (
                <Menu.Item
                  key={minutes}
                  leftSection={<IconClockPause size={16} />}
                  onClick={() => approveWith(minutes)}
                >
                  {t('orders.actions.delayMinutes', { count: minutes })}
                </Menu.Item>
              ))}
            </>
          )}
        </DeferredMenu>
      )}
    </Group>
  );
}

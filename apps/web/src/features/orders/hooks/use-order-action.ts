import { formatOrderNumber } from '@larder/contract';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useTranslation } from '@/i18n/react';
import { useButtonState } from '@/shared/components/state-button';
import { isOrderConflict } from '../api/order-cache';

/**
 * A StateButton's state plus `run`: runs an order action and tells the user when it did not happen.
 * A conflict (someone else moved the order) gets a calm notice — the lists are reloaded by the
 * mutation; any other failure an error notice. `run` resolves to whether the action succeeded.
 */
export function useOrderAction(orderId: number) {
  const { t } = useTranslation();
  const button = useButtonState();
  const { run: runButton } = button;

  const run = useCallback(
    async (action: () => Promise<unknown>, { silentCodes = [] as string[] } = {}): Promise<boolean> => {
      try {
        await runButton(action);
        return true;
      } catch (error) {
        const number = formatOrderNumber(orderId);
        if (isOrderConflict(error)) {
          notifications.show({ color: 'blue', message: t('orders.notices.conflict', { number }) });
        } else if (!silentCodes.includes((error as { code?: string }).code ?? '')) {
          notifications.show({ color: 'red', title: t('common.oops'), message: t('orders.notices.failed') });
        }
        return false;
      }
    },
    [runButton, orderId, t],
  );

  return { state: button.state, run };
}

import type { Order } from '@larder/contract';
import { Button } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/react';
import { deferredModule, useDeferredDialog } from '@/shared/lib/deferred-module';

/** The confirmation's code: loaded when first asked for, or before while the board is idle. */
export const declineDialogModule = deferredModule(() => import('./decline-dialog'));

/** Decline, after a confirmation that says what it means and takes an optional reason. */
export function DeclineButton({ order }: { order: Order }) {
  const { t } = useTranslation();
  const dialog = useDeferredDialog(declineDialogModule);

  return (
    <>
      <Button
        size="md"
        variant="light"
        color="red"
        leftSection={<IconX size={18} />}
        onClick={dialog.open}
        data-testid="decline-order"
        style={{ flex: '1 1 auto' }}
      >
        {t('orders.actions.decline')}
      </Button>
      {dialog.module && (
        <dialog.module.DeclineDialog order={order} opened={dialog.opened} onClose={dialog.close} />
      )}
    </>
  );
}

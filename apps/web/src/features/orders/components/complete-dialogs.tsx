import { formatOrderNumber, ORDER_ERROR_CODES, type Order } from '@larder/contract';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { isApiError } from '@/shared/api/api-error';
import { CenteredSpinner } from '@/shared/components/spinner';
import { StateButton } from '@/shared/components/state-button';
import { useCompleteOrder } from '../api/complete-order';
import { useOrderAction } from '../hooks/use-order-action';
import classes from './orders.module.css';

// The QR code library loads only when a take-away order is handed over with VENDOR_QR.
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

export interface DialogProps {
  opened: boolean;
  onClose: () => void;
  order: Order;
}

export function HandOverDialog({ opened, onClose, order }: DialogProps) {
  const { t } = useTranslation();
  const complete = useCompleteOrder(order.vendorId);
  const { state, run } = useOrderAction(order.orderId);

  const confirm = async () => {
    if (await run(() => complete.mutateAsync({ orderId: order.orderId }))) onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('guidance.handOver.title', { number: formatOrderNumber(order.orderId) })}
      size="sm"
      centered
    >
      <Stack gap="md" data-testid="hand-over-dialog">
        <Text size="sm">{t('guidance.handOver.text')}</Text>
        {order.courier ? (
          <Text fw={600} data-testid="hand-over-courier">
            {t('guidance.handOver.courier', { name: order.courier.name })}
          </Text>
        ) : (
          <Alert color="yellow" variant="light">
            {t('guidance.handOver.noCourier')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <StateButton
            state={state}
            color="violet"
            leftSection={<IconTruckDelivery size={18} />}
            onClick={() => void confirm()}
            data-testid="confirm-hand-over"
          >
            {t('guidance.handOver.confirm')}
          </StateButton>
        </Group>
      </Stack>
    </Modal>
  );
}

export function QrDialog({ opened, onClose, order }: DialogProps) {
  const { t } = useTranslation();
  const complete = useCompleteOrder(order.vendorId);
  const { state, run } = useOrderAction(order.orderId);
  const code = order.takeAwayCode;

  const confirm = async () => {
    if (await run(() => complete.mutateAsync({ orderId: order.orderId }))) onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('orders.complete.qrTitle', { number: formatOrderNumber(order.orderId) })}
      size="sm"
      centered
    >
      <Stack gap="md" data-testid="take-away-qr">
        <Text size="sm">{t('orders.complete.qrText')}</Text>
        {code ? (
          <>
            <div className={classes.qr}>
              <Suspense fallback={<CenteredSpinner />}>
                <QRCodeSVG value={code} size={220} marginSize={2} title={t('orders.info.takeAwayCode')} />
              </Suspense>
            </div>
            <Text ta="center" fz={28} fw={800} lts={4} ff="monospace" data-testid="take-away-code">
              {code}
            </Text>
          </>
        ) : (
          <Alert color="yellow" variant="light">
            {t('orders.complete.noCode')}
          </Alert>
        )}
        <StateButton
          state={state}
          size="md"
          color="green"
          onClick={() => void confirm()}
          data-testid="confirm-complete"
        >
          {t('orders.complete.confirm')}
        </StateButton>
      </Stack>
    </Modal>
  );
}

export function CodeDialog({ opened, onClose, order }: DialogProps) {
  const { t } = useTranslation();
  const complete = useCompleteOrder(order.vendorId);
  const { state, run } = useOrderAction(order.orderId);
  const [code, setCode] = useState('');
  const [wrong, setWrong] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const takeAwayCode = code.trim().toUpperCase();
    if (!takeAwayCode) return;
    setWrong(false);
    const done = await run(
      () =>
        complete.mutateAsync({ orderId: order.orderId, takeAwayCode }).catch((error: unknown) => {
          if (isApiError(error, ORDER_ERROR_CODES.invalidTakeAwayCode)) setWrong(true);
          throw error;
        }),
      { silentCodes: [ORDER_ERROR_CODES.invalidTakeAwayCode] },
    );
    if (done) {
      setCode('');
      onClose();
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('orders.complete.codeTitle', { number: formatOrderNumber(order.orderId) })}
      size="sm"
      centered
    >
      <form onSubmit={(event) => void submit(event)} data-testid="take-away-code-form">
        <Stack gap="md">
          <Text size="sm">{t('orders.complete.codeText')}</Text>
          <TextInput
            label={t('orders.complete.codeLabel')}
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setWrong(false);
            }}
            error={wrong ? t('orders.complete.wrongCode') : undefined}
            maxLength={16}
            size="lg"
            autoComplete="off"
            autoCapitalize="characters"
            styles={{ input: { letterSpacing: 4, fontWeight: 700, textTransform: 'uppercase' } }}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.close')}
            </Button>
            <StateButton
              type="submit"
              state={state}
              color="green"
              disabled={!code.trim()}
              data-testid="confirm-complete"
            >
              {t('orders.complete.confirm')}
            </StateButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { formatOrderNumber, type Order } from '@larder/contract';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { ModalLayout } from '@/shared/components/modal-layout';
import { CenteredSpinner } from '@/shared/components/spinner';
import { useOpenOrder } from '../hooks/use-open-order';

/** The frame of an order modal: loads the order of the `order` parameter, then renders its content. */
export function OrderModalFrame({
  title,
  children,
}: {
  title: (number: string) => string;
  children: (order: Order) => ReactNode;
}) {
  const { t } = useTranslation();
  const { orderId, order, isPending, isError } = useOpenOrder();
  const heading = title(orderId === null ? '' : formatOrderNumber(orderId));
  let body: ReactNode;
  if (order) body = children(order);
  else if (isPending && orderId !== null) body = <CenteredSpinner />;
  else
    body = (
      <Alert
        color={isError ? 'red' : 'gray'}
        variant="light"
        icon={<IconAlertCircle size={18} />}
        role="alert"
      >
        {t('orders.notFound')}
      </Alert>
    );
  return <ModalLayout title={heading}>{body}</ModalLayout>;
}

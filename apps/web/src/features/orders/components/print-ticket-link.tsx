import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/react';
import { ticketUrl } from '../api/get-ticket';

/** "Print ticket": the order's kitchen ticket in a new tab, with its own Print button. */
export function PrintTicketLink({ vendorId, orderId }: { vendorId: number; orderId: number }) {
  const { t } = useTranslation();
  return (
    <a
      href={ticketUrl(vendorId, orderId)}
      target="_blank"
      rel="noopener"
      data-testid="print-ticket"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <IconPrinter size={16} aria-hidden />
      {t('orders.links.ticket')}
    </a>
  );
}

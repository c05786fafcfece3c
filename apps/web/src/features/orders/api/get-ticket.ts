import { ticketPath } from '@larder/contract';
import { getApiClientSettings } from '@/shared/api/client';

/**
 * GET /vendor/{vendorId}/orders/{orderId}/ticket: the kitchen ticket, an HTML page the server
 * renders for an 80 mm printer. It opens in its own tab, where the session cookie goes with it.
 */
export function ticketUrl(vendorId: number, orderId: number, options: { autoprint?: boolean } = {}): string {
  return `${getApiClientSettings().baseUrl}/${ticketPath(vendorId, orderId, options)}`;
}

export interface PendingTicketTab {
  show: (url: string) => void;
  cancel: () => void;
}

/**
 * A tab opened now, while the click still counts as a user gesture (popup blockers allow only
 * that), and pointed at the ticket once the order is accepted — or closed if it is not.
 */
export function openPendingTicketTab(): PendingTicketTab | null {
  const tab = window.open('about:blank', '_blank');
  if (!tab) return null;
  tab.opener = null;
  return {
    show: (url) => {
      tab.location.href = url;
    },
    cancel: () => tab.close(),
  };
}

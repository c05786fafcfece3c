import type { UiLanguage } from './schemas/users.ts';

/**
 * The kitchen ticket (issue 13): a printable page per order for 80 mm thermal printers, rendered
 * by the server in the signed-in user's language. Its words live here, beside the web's.
 */
export const TICKET_LABELS: Record<
  UiLanguage,
  Record<
    | 'title'
    | 'print'
    | 'takeaway'
    | 'delivery'
    | 'code'
    | 'placed'
    | 'readyBy'
    | 'comment'
    | 'customer'
    | 'changed'
    | 'waiting',
    string
  >
> = {
  en: {
    title: 'Kitchen ticket',
    print: 'Print',
    takeaway: 'Takeaway',
    delivery: 'Delivery',
    code: 'Pickup code',
    placed: 'Placed',
    readyBy: 'Ready by',
    comment: 'Comment',
    customer: 'Customer',
    changed: 'Changed',
    waiting: 'Waiting for the customer',
  },
  ru: {
    title: 'Кухонный бегунок',
    print: 'Печать',
    takeaway: 'Самовывоз',
    delivery: 'Доставка',
    code: 'Код выдачи',
    placed: 'Создан',
    readyBy: 'Готов к',
    comment: 'Комментарий',
    customer: 'Клиент',
    changed: 'Изменён',
    waiting: 'Ждём ответа клиента',
  },
};

/** The ticket page's path under the API base; `autoprint` opens the print dialog at once. */
export const ticketPath = (vendorId: number, orderId: number, options: { autoprint?: boolean } = {}) =>
  `vendor/${vendorId}/orders/${orderId}/ticket${options.autoprint ? '?autoprint=1' : ''}`;

/** The one script the ticket page runs (the CSP allows only our own script files). */
export const TICKET_SCRIPT_PATH = '/api/vendor/tickets/print.js';

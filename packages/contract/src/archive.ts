import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { ORDER_STATUSES } from './enum-values.ts';
import { OrderStatus, ReceiptType } from './enums.ts';
import { pluralize } from './format.ts';
import { Order, PaymentType } from './orders.ts';
import { REVIEW_LIMITS, REVIEW_PAGE_SIZE } from './review-limits.ts';
import { Id, InputText, RefId } from './schemas/common.ts';
import { LocationsScope } from './schemas/locations.ts';
import { zonedDate, zonedTimeToInstant } from './time-zones.ts';

/**
 * The record of the business (docs/product.md#archive-and-export, #statistics and #reviews): archive paging,
 * the xlsx export, statistics and reviews.
 */

export const ARCHIVE_PAGE_SIZE = { default: 20, max: 100 } as const;
/** The archive's status filter offers every status an order can be in (docs/product.md#statuses). */
export const ARCHIVE_STATUSES = ORDER_STATUSES;
/** The earliest day the period pickers offer (docs/product.md#archive-and-export). */
export const ARCHIVE_MIN_DATE = '2022-01-01';

/**
 * Orders that earned money: revenue, vendor profit and the average check count these only, so a
 * declined or cancelled order never inflates a sum (docs/product.md#statistics).
 */
export const REVENUE_STATUSES = ['COMPLETED'] as const satisfies readonly OrderStatus[];
export const earnsRevenue = (status: OrderStatus): boolean =>
  (REVENUE_STATUSES as readonly OrderStatus[]).includes(status);

const Instant = z.iso.datetime({ offset: true });

/** An instant range; `from` inclusive, `to` exclusive. */
const Period = {
  from: Instant.optional(),
  to: Instant.optional(),
};

/** A search is an order number (#000123, 123) or part of a customer's phone. */
export const ARCHIVE_SEARCH_MAX = 32;

export const ArchiveOrdersQuery = z
  .strictObject({
    page: z.coerce.number().int().min(0).max(1_000_000).default(0),
    size: z.coerce.number().int().min(1).max(ARCHIVE_PAGE_SIZE.max).default(ARCHIVE_PAGE_SIZE.default),
    status: OrderStatus.optional(),
    ...Period,
    search: InputText.trim().max(ARCHIVE_SEARCH_MAX).optional(),
    /** `all`: the orders of every location the user works at, not only the path's. */
    locations: LocationsScope,
    /**
     * The `next` of the previous page: the page then starts right after that order, found by the
     * (createdAt, id) index, so deep pages cost what the first does and orders arriving meanwhile
     * neither repeat nor skip a row. Without it `page` counts from the newest order.
     */
    after: z
      .string()
      .regex(/^\d{1,16}_\d{1,10}$/)
      .optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), {
    message: 'The period must end after it starts',
    path: ['to'],
  });
export type ArchiveOrdersQuery = z.infer<typeof ArchiveOrdersQuery>;

/** One row of the archive list: what the table and the export show, without the receipt. */
export const ArchiveOrderSummary = z.object({
  orderId: z.number(),
  /** The location that took the order (the archive may list every location's). */
  vendorId: z.number(),
  status: OrderStatus,
  receiptType: ReceiptType,
  paymentType: PaymentType,
  /** The final total, after the order's amendments (docs/product.md#changing-an-accepted-order). */
  totalPrice: z.number(),
  /** The total when the order arrived. */
  originalTotalPrice: z.number(),
  /** originalTotalPrice − totalPrice: what the amendments paid back (negative: charged). */
  refund: z.number(),
  vendorProfit: z.number(),
  deliveryCost: z.number(),
  currencyCode: z.string(),
  itemCount: z.number().int(),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  createdAt: z.string(),
});
export type ArchiveOrderSummary = z.infer<typeof ArchiveOrderSummary>;

export const ArchiveOrdersPage = z.object({
  content: z.array(ArchiveOrderSummary),
  last: z.boolean(),
  /** Pass as `after` for the next page; null on the last one. */
  next: z.string().nullable(),
  /** The period actually read (the default one when none was asked). */
  from: z.string(),
  to: z.string(),
});
export type ArchiveOrdersPage = z.infer<typeof ArchiveOrdersPage>;

/**
 * An archived order (docs/product.md#archive-and-export): the order with what the vendor earned, and the
 * customer's comment under the archive's field name, `commentForVendor` (the same text as `comment`, which
 * the web reads).
 */
export const ArchiveOrder = Order.extend({
  vendorProfit: z.number(),
  commentForVendor: z.string().nullable(),
});
export type ArchiveOrder = z.infer<typeof ArchiveOrder>;

/** The cursor of a row: its creation instant in microseconds-free milliseconds and its id. */
export const archiveCursor = (createdAt: string | Date, orderId: number): string =>
  `${new Date(createdAt).getTime()}_${orderId}`;

/** `#000123`, `000123` or `123` → 123; null when the text is not an order number. */
export function parseOrderNumber(search: string): number | null {
  const match = /^#?\s*(\d{1,10})$/.exec(search.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

// ---- export (docs/product.md#archive-and-export) ----

export const ArchiveExportQuery = z
  .strictObject({
    ...Period,
    status: OrderStatus.optional(),
    /** `all`: every location the user works at, with a column naming each order's location. */
    locations: LocationsScope,
    lang: z.enum(['en', 'ru']).default('en'),
    /** The file name the user typed (without .xlsx); the default one otherwise. */
    name: InputText.trim().min(1).max(LIMITS.exportName).optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), {
    message: 'The period must end after it starts',
    path: ['to'],
  });
export type ArchiveExportQuery = z.infer<typeof ArchiveExportQuery>;

/** Rows written so far, sent as a trailer-free progress hint: the export's row count header. */
export const EXPORT_ROW_COUNT_HEADER = 'x-export-rows';

/** The default file name: `<title> DD-MM-YYYY` with underscores for spaces. */
export function defaultExportName(title: string, date: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${title} ${get('day')}-${get('month')}-${get('year')}`.replace(/\s+/g, '_');
}

/** The downloaded file: the name (spaces as underscores) with .xlsx appended once. */
export function exportFileName(name: string): string {
  const base = name
    .trim()
    .replace(/\s+/g, '_')
    .replace(/\.xlsx$/i, '');
  return `${base}.xlsx`;
}

/** The file name: longer input is rejected (the caller keeps the old value); empty is fixed on leaving. */
export const acceptsExportName = (value: string): boolean => value.length <= LIMITS.exportName;

// ---- the period (the default one starts a month ago) ----

/**
 * docs/product.md#archive-and-export: the default archive period starts at midnight one month before today,
 * in the vendor's zone, and ends now. The 31st of a month one month on is the last day of the shorter month.
 */
export function defaultArchivePeriod(now: Date, timeZone: string): { from: Date; to: Date } {
  const today = zonedDate(now, timeZone);
  let year = today.year;
  let month = today.month - 1;
  if (month === 0) {
    month = 12;
    year -= 1;
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const from = zonedTimeToInstant({ year, month, day: Math.min(today.day, lastDay) }, timeZone);
  return { from, to: now };
}

// ---- statistics (docs/product.md#statistics) ----

/** Five years of days is still a small answer. */
export const STATISTIC_MAX_DAYS = 5 * 366;

export const StatisticQuery = z
  .strictObject({
    from: Instant,
    to: Instant,
    /** `all`: the figures of every location the user works at together. */
    locations: LocationsScope,
  })
  .refine((q) => Date.parse(q.from) < Date.parse(q.to), {
    message: 'The period must end after it starts',
    path: ['to'],
  })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= STATISTIC_MAX_DAYS * 86_400_000, {
    message: 'The period is too long',
    path: ['from'],
  });
export type StatisticQuery = z.infer<typeof StatisticQuery>;

const Money = z.number();

export const OrderStats = z.object({
  total: z.number().int(),
  byStatus: z.array(z.object({ status: OrderStatus, count: z.number().int() })),
  /** Days of the vendor's calendar (YYYY-MM-DD), every day of the period, oldest first. */
  byDay: z.array(z.object({ date: z.string(), count: z.number().int(), revenue: Money })),
  /** Hours 0..23 of the vendor's clock. */
  byHour: z.array(z.object({ hour: z.number().int(), count: z.number().int() })),
  /**
   * Median seconds from creation to approval over the orders approved by a person (auto-accepted
   * ones took no one's time); null with none.
   */
  medianAcceptanceSeconds: z.number().nullable(),
  /** DECLINED orders over all orders of the period (0..1); null with none. */
  declineRate: z.number().nullable(),
  /**
   * Orders the kitchen changed after they arrived (an amendment applied or a proposal accepted,
   * refused or expired) over all orders of the period (0..1); null with none.
   */
  amendedRate: z.number().nullable(),
  /** Orders declined because nobody accepted them within the acceptance window. */
  missed: z.number().int(),
  /** CANCELLED orders over all orders of the period (0..1); null with none. */
  cancellationRate: z.number().nullable(),
  /**
   * Of the hours the weekly schedule opens the kitchen in the period (up to now), the share in
   * which at least one order arrived (0..1): an order only arrives while the vendor is open, so
   * it is a floor of the time the vendor was really open; null when nothing was scheduled.
   */
  openHoursShare: z.number().nullable(),
  scheduledHours: z.number().int(),
});
export type OrderStats = z.infer<typeof OrderStats>;

export const PaymentStats = z.object({
  currencyCode: z.string(),
  /** Over REVENUE_STATUSES orders. */
  revenue: Money,
  vendorProfit: Money,
  averageCheck: Money.nullable(),
  byPaymentType: z.array(
    z.object({ paymentType: PaymentType, count: z.number().int(), revenue: Money, vendorProfit: Money }),
  ),
});
export type PaymentStats = z.infer<typeof PaymentStats>;

export const Statistic = z.object({
  from: z.string(),
  to: z.string(),
  orderStats: OrderStats,
  paymentStats: PaymentStats,
});
export type Statistic = z.infer<typeof Statistic>;

// ---- reviews (docs/product.md#reviews) ----

/** A review only follows an order the customer received. */
export const REVIEWABLE_STATUSES = [
  'COMPLETED',
  'COMPLETED_NOT_PAID',
] as const satisfies readonly OrderStatus[];

export const Rating = z.number().int().min(REVIEW_LIMITS.rating.min).max(REVIEW_LIMITS.rating.max);

export const CreateReviewRequest = z.strictObject({
  orderId: RefId,
  rating: Rating,
  text: InputText.trim().max(REVIEW_LIMITS.text).nullable().optional(),
});
export type CreateReviewRequest = z.infer<typeof CreateReviewRequest>;

export const ReviewReplyRequest = z.strictObject({
  text: InputText.trim().min(1).max(REVIEW_LIMITS.reply),
});
export type ReviewReplyRequest = z.infer<typeof ReviewReplyRequest>;

export const ReviewParams = z.object({ vendorId: Id, reviewId: Id });

export const ReviewsQuery = z.strictObject({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(REVIEW_PAGE_SIZE.max).default(REVIEW_PAGE_SIZE.default),
  rating: z.coerce.number().pipe(Rating).optional(),
});
export type ReviewsQuery = z.infer<typeof ReviewsQuery>;

export const Review = z.object({
  reviewId: z.number(),
  orderId: z.number(),
  rating: z.number().int(),
  text: z.string().nullable(),
  createdAt: z.string(),
  items: z.array(z.object({ name: z.string(), count: z.number().int() })),
  reply: z.object({ text: z.string(), updatedAt: z.string() }).nullable(),
});
export type Review = z.infer<typeof Review>;

export const ReviewsPage = z.object({ content: z.array(Review), last: z.boolean() });
export type ReviewsPage = z.infer<typeof ReviewsPage>;

export const ReviewHistogram = z.object({
  /** Counts for ratings 1..5, in that order. */
  counts: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
  total: z.number().int(),
  average: z.number().nullable(),
});
export type ReviewHistogram = z.infer<typeof ReviewHistogram>;

// ---- the spreadsheet's words (the export speaks the language the user reads the screen in) ----

export const EXPORT_LANGUAGES = ['en', 'ru'] as const;
export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number];

export const EXPORT_COLUMNS = [
  'number',
  'created',
  'status',
  'receiptType',
  'paymentType',
  'customer',
  'items',
  'itemCount',
  'total',
  'vendorProfit',
  'originalTotal',
  'refund',
  'deliveryCost',
  'declineComment',
  /** Only in an export of every location: the location that took the order. */
  'location',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

export const EXPORT_LABELS: Record<
  ExportLanguage,
  {
    sheet: string;
    title: string;
    columns: Record<ExportColumn, string>;
    /** The last row's first cell: the count of the orders summed up under it. */
    totals: (orders: number) => string;
    status: Record<OrderStatus, string>;
    receiptType: Record<ReceiptType, string>;
    paymentType: Record<PaymentType, string>;
  }
> = {
  en: {
    sheet: 'Orders',
    title: 'Orders report',
    columns: {
      number: 'Order',
      created: 'Created',
      status: 'Status',
      receiptType: 'Type',
      paymentType: 'Payment',
      customer: 'Customer',
      items: 'Items',
      itemCount: 'Item count',
      total: 'Total',
      vendorProfit: 'Vendor profit',
      originalTotal: 'Original total',
      refund: 'Refund',
      deliveryCost: 'Delivery cost',
      declineComment: 'Decline comment',
      location: 'Location',
    },
    totals: (orders) => `Total: ${orders} ${orders === 1 ? 'order' : 'orders'}`,
    status: {
      CREATED: 'Created',
      WAITING_APPROVAL: 'Awaiting confirmation',
      APPROVED: 'Confirmed',
      DECLINED: 'Declined',
      ON_DELIVERY: 'On delivery',
      ARRIVED: 'Ready for pickup',
      CANCELLED: 'Cancelled',
      COMPLETED_NOT_PAID: 'Completed, not paid',
      COMPLETED: 'Completed',
    },
    receiptType: { TAKEAWAY: 'Takeaway', DELIVERY: 'Delivery' },
    paymentType: { CARD: 'Card', CASH: 'Cash', ONLINE: 'Online' },
  },
  ru: {
    sheet: 'Заказы',
    title: 'Отчёт по заказам',
    columns: {
      number: 'Заказ',
      created: 'Создан',
      status: 'Статус',
      receiptType: 'Тип',
      paymentType: 'Оплата',
      customer: 'Клиент',
      items: 'Состав',
      itemCount: 'Позиций',
      total: 'Сумма',
      vendorProfit: 'Доход заведения',
      originalTotal: 'Исходная сумма',
      refund: 'Возврат',
      deliveryCost: 'Доставка',
      declineComment: 'Причина отказа',
      location: 'Заведение',
    },
    totals: (orders) =>
      `Итого: ${orders} ${pluralize(orders, { one: 'заказ', few: 'заказа', many: 'заказов' })}`,
    status: {
      CREATED: 'Создан',
      WAITING_APPROVAL: 'Ожидает подтверждения',
      APPROVED: 'Подтверждён',
      DECLINED: 'Отклонён',
      ON_DELIVERY: 'В доставке',
      ARRIVED: 'Готов к выдаче',
      CANCELLED: 'Отменён',
      COMPLETED_NOT_PAID: 'Выполнен, не оплачен',
      COMPLETED: 'Выполнен',
    },
    receiptType: { TAKEAWAY: 'Самовывоз', DELIVERY: 'Доставка' },
    paymentType: { CARD: 'Карта', CASH: 'Наличные', ONLINE: 'Онлайн' },
  },
};

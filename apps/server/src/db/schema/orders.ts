import type {
  AmendmentReason,
  AmendmentStatus,
  BusinessModel,
  Courier,
  CustomerInfo,
  DeclineReason,
  LocalizedValue,
  OrderStatus,
  PaymentType,
  ReceiptType,
} from '@larder/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, vendors } from './accounts.ts';
import type { NutritionFacts } from './catalogue.ts';

export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text().$type<OrderStatus>().notNull(),
    receiptType: text().$type<ReceiptType>().notNull(),
    paymentType: text().$type<PaymentType>().notNull(),
    balanceModel: text().$type<BusinessModel>().notNull(),
    currencyCode: text().notNull(),
    /** Money in minor units, computed by the server at creation. */
    itemsTotalMinor: integer().notNull(),
    deliveryCostMinor: integer().notNull().default(0),
    totalPriceMinor: integer().notNull(),
    collectPriceMinor: integer().notNull(),
    vendorPriceMinor: integer().notNull(),
    /** The total at creation; totalPriceMinor is the one after the order's amendments. */
    originalTotalPriceMinor: integer().notNull(),
    /**
     * The account's commission (or markup) when the order was created, so an amendment splits the
     * new total by the same rule; null for orders older than the column (the account's current).
     */
    commissionBasisPoints: integer(),
    /** Every change of the order's lines, oldest first (read with the row: no query of its own). */
    amendments: jsonb().$type<StoredAmendment[]>().notNull().default([]),
    /** While a proposal waits for the customer: its deadline (the expiry sweep reads it). */
    amendmentAnswerBefore: timestamp({ withTimezone: true }),
    /**
     * One more with every amendment and every decided proposal: a move made from an older read
     * of the order (a cancel racing an amendment) matches nothing and answers 409.
     */
    revision: integer().notNull().default(0),
    /**
     * The portions this order took from stock counts and still holds (docs/product.md#stock-counts):
     * what a decline, a cancel or a change gives back, never more. Null: none.
     */
    stockHeld: jsonb().$type<StockPortions>(),
    customerInfo: jsonb().$type<CustomerInfo>().notNull(),
    comment: text(),
    promocode: text(),
    takeAwayCode: text(),
    declineComment: text(),
    declineReason: text().$type<DeclineReason>(),
    /** Approved at intake by the vendor's auto-accept setting. */
    autoAccepted: boolean().notNull().default(false),
    /** A waiting order not approved by then is declined by the acceptance sweep. */
    acceptBefore: timestamp({ withTimezone: true }),
    courier: jsonb().$type<Courier>(),
    courierLatitude: doublePrecision(),
    courierLongitude: doublePrecision(),
    cookingTimeMinutes: integer().notNull().default(0),
    cookingDelayMinutes: integer().notNull().default(0),
    estimatedDeliveryMinutes: integer(),
    /** The marketplace's Idempotency-Key: a retried create answers the first order. */
    idempotencyKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    statusUpdatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp({ withTimezone: true }),
    readyAt: timestamp({ withTimezone: true }),
    declinedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    deliveryStartedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    estimatedCookingStartAt: timestamp({ withTimezone: true }),
    estimatedCookingEndAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.vendorId, t.status),
    index().on(t.vendorId, t.createdAt),
    // The archive's keyset: newest first by (createdAt, id) within a vendor, read backwards.
    index('orders_vendor_created_id_idx').on(t.vendorId, t.createdAt, t.id),
    uniqueIndex().on(t.vendorId, t.idempotencyKey),
    // The acceptance sweep reads only the waiting orders, oldest deadline first.
    index('orders_waiting_accept_before_idx').on(t.acceptBefore).where(sql`${t.status} = 'WAITING_APPROVAL'`),
    // The amendment sweep reads only the orders with a proposal waiting.
    index('orders_amendment_answer_before_idx')
      .on(t.amendmentAnswerBefore)
      .where(sql`${t.amendmentAnswerBefore} is not null`),
  ],
);

/** Portions by item id (docs/product.md#stock-counts): products' and components' apart. */
export interface StockPortions {
  products: Record<string, number>;
  components: Record<string, number>;
}

export interface OrderItemComponentSnapshot {
  componentId: number | null;
  nameI18n: LocalizedValue;
  count: number;
  priceMinor: number;
}

/** An order line as an amendment keeps it (the order_items row, money in minor units). */
export interface OrderLineSnapshot {
  itemId: number;
  position: number;
  productId: number | null;
  nameI18n: LocalizedValue;
  count: number;
  priceMinor: number;
  discountPriceMinor: number | null;
  totalMinor: number;
  weight: number;
  nutritionFacts: NutritionFacts | null;
  components: OrderItemComponentSnapshot[];
  comment: string | null;
}

/** An order's money in minor units, as the order row holds it. */
export interface OrderMoney {
  itemsTotalMinor: number;
  totalPriceMinor: number;
  collectPriceMinor: number;
  vendorPriceMinor: number;
}

/** One amendment as stored on the order (the API's OrderAmendment in minor units). */
export interface StoredAmendment {
  id: number;
  at: string;
  by: { userId: number | null; name: string | null };
  reason: AmendmentReason;
  comment: string | null;
  status: AmendmentStatus;
  removed: { before: OrderLineSnapshot; after: OrderLineSnapshot | null }[];
  substitutes: { before: OrderLineSnapshot; substitute: OrderLineSnapshot }[];
  /** The order's money before the change (PENDING: now). */
  before: OrderMoney;
  /** After it (PENDING: if accepted). */
  after: OrderMoney;
  /** PENDING: the money if refused, so a read past the deadline shows it with no query. */
  ifRejected: OrderMoney | null;
  answerBefore: string | null;
  resolvedAt: string | null;
}

/** What was ordered, copied from the menu at order time so later menu edits never change it. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    productId: integer(),
    nameI18n: jsonb('name_i18n').$type<LocalizedValue>().notNull(),
    count: integer().notNull(),
    priceMinor: integer().notNull(),
    discountPriceMinor: integer(),
    totalMinor: integer().notNull(),
    weight: integer().notNull().default(0),
    nutritionFacts: jsonb().$type<NutritionFacts>(),
    components: jsonb().$type<OrderItemComponentSnapshot[]>().notNull().default([]),
    comment: text(),
  },
  (t) => [index().on(t.orderId)],
);

/** Every status change: who moved the order, when, from what to what. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    action: text().notNull(),
    fromStatus: text().$type<OrderStatus>(),
    toStatus: text().$type<OrderStatus>().notNull(),
    /** The vendor user who acted; null for the marketplace. */
    actorUserId: integer(),
    /** SYSTEM: the server itself, e.g. the acceptance window declining an order. */
    actor: text().$type<'VENDOR' | 'MARKETPLACE' | 'DEMO' | 'SYSTEM'>().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.orderId)],
);

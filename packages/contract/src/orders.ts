import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { BusinessModel, OrderStatus, ReceiptType } from './enums.ts';
import { COOKING_DELAY_MAX_MINUTES } from './order-state.ts';
import { decimalInt, Id, Image, InputText, LocalizedValue, RefId } from './schemas/common.ts';
import { DeclineReason } from './schemas/order-settings.ts';

export const PaymentType = z.enum(['CARD', 'CASH', 'ONLINE']);
export type PaymentType = z.infer<typeof PaymentType>;

export const CustomerInfo = z.object({
  name: InputText.trim().min(1).max(LIMITS.shortText),
  phone: InputText.trim().max(32).nullable().default(null),
  address: InputText.trim().max(500).nullable().default(null),
  comment: InputText.trim().max(LIMITS.description).nullable().default(null),
});
export type CustomerInfo = z.infer<typeof CustomerInfo>;

export const Courier = z.object({
  name: InputText.max(LIMITS.shortText),
  phone: InputText.max(32).nullable(),
  photo: InputText.max(1000).nullable(),
});
export type Courier = z.infer<typeof Courier>;

export const OrderItemComponent = z.object({
  componentId: z.number().nullable(),
  name: z.string(),
  nameI18n: LocalizedValue,
  count: z.number().int(),
  price: z.number(),
});

export const OrderItem = z.object({
  /** The line's own id: an amendment names the lines it changed by it. */
  itemId: z.number(),
  productId: z.number().nullable(),
  name: z.string(),
  nameI18n: LocalizedValue,
  count: z.number().int(),
  price: z.number(),
  discountPrice: z.number().nullable(),
  totalPrice: z.number(),
  weight: z.number(),
  nutritionFacts: z
    .object({ proteins: z.number(), fats: z.number(), carbs: z.number(), kcal: z.number() })
    .nullable(),
  components: z.array(OrderItemComponent),
  comment: z.string().nullable(),
  /** The product's picture as it is now (horizontal first, docs/product.md#images), for the receipt. */
  image: Image.nullable().optional(),
});
export type OrderItem = z.infer<typeof OrderItem>;

const Instant = z.string().nullable();

/**
 * Why the kitchen changed an accepted order (docs/product.md#changing-an-accepted-order): an item
 * ran out, or anything else the comment explains.
 */
export const AmendmentReason = z.enum(['OUT_OF_STOCK', 'OTHER']);
export type AmendmentReason = z.infer<typeof AmendmentReason>;

/**
 * APPLIED: removals and reductions, made at once. PENDING: a substitute proposed, waiting for the
 * customer's answer; ACCEPTED, REJECTED or EXPIRED (no answer in time) once decided.
 */
export const AmendmentStatus = z.enum(['PENDING', 'APPLIED', 'ACCEPTED', 'REJECTED', 'EXPIRED']);
export type AmendmentStatus = z.infer<typeof AmendmentStatus>;

/** A line an amendment reduced or removed: as it was, and as it is now (null: removed). */
export const AmendedLine = z.object({
  itemId: z.number(),
  before: OrderItem,
  after: OrderItem.nullable(),
});
export type AmendedLine = z.infer<typeof AmendedLine>;

/** A line a proposal replaces, and the substitute offered at its menu price when proposed. */
export const SubstitutedLine = z.object({
  itemId: z.number(),
  before: OrderItem,
  substitute: OrderItem,
});
export type SubstitutedLine = z.infer<typeof SubstitutedLine>;

/** One change of an accepted order, as kept on the order. */
export const OrderAmendment = z.object({
  /** Counted from 1 within the order: the marketplace answers a proposal by it. */
  id: z.number(),
  at: z.string(),
  /** The member of staff who made it. */
  by: z.object({ userId: z.number().nullable(), name: z.string().nullable() }),
  reason: AmendmentReason,
  comment: z.string().nullable(),
  removed: z.array(AmendedLine),
  substitutes: z.array(SubstitutedLine),
  status: AmendmentStatus,
  /** The order's total before the change was applied (PENDING: now). */
  totalPriceBefore: z.number(),
  /** The order's total after it (PENDING: if the customer accepts). */
  totalPriceAfter: z.number(),
  /** totalPriceBefore − totalPriceAfter: paid back to the customer; negative, charged. */
  refund: z.number(),
  /** PENDING: what the customer gets back if they refuse (the line removed); null otherwise. */
  refundIfRejected: z.number().nullable(),
  /** PENDING: the customer's answer counts until then; later the proposal expires as rejected. */
  answerBefore: Instant,
  resolvedAt: Instant,
});
export type OrderAmendment = z.infer<typeof OrderAmendment>;

/** An order as the vendor sees it (docs/product.md#orders); money as decimals, times ISO-8601 UTC. */
export const Order = z.object({
  orderId: z.number(),
  vendorId: z.number(),
  status: OrderStatus,
  receiptType: ReceiptType,
  totalPrice: z.number(),
  /** The total when the order was created; totalPrice is what it comes to after its amendments. */
  originalTotalPrice: z.number(),
  collectPrice: z.number(),
  vendorPrice: z.number(),
  deliveryCost: z.number(),
  currencyCode: z.string(),
  items: z.array(OrderItem),
  /** Every change the kitchen made to the order after it arrived, oldest first. */
  amendments: z.array(OrderAmendment),
  comment: z.string().nullable(),
  declineComment: z.string().nullable(),
  /** Set on a DECLINED order: the kitchen declined it, or nobody accepted it in time. */
  declineReason: DeclineReason.nullable(),
  /** Approved at intake by the vendor's auto-accept setting, not by a person. */
  autoAccepted: z.boolean(),
  /** A waiting order not approved by then is declined (NOT_ACCEPTED_IN_TIME); null when not waiting. */
  acceptBefore: Instant,
  customerInfo: CustomerInfo,
  paymentType: PaymentType,
  promocode: z.string().nullable(),
  balanceModel: BusinessModel,
  /**
   * The commission (basis points) the order's money is split by, recorded at creation; null for an
   * older order, split by its account's current one (account.commissionRate). The change dialog
   * previews totals with it (previewAmendment).
   */
  commissionBasisPoints: z.number().int().nullable(),
  takeAwayCode: z.string().nullable(),
  courier: Courier.nullable(),
  courierLocation: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  cookingDelayTime: z.number().int(),
  createdAt: z.string(),
  statusUpdatedAt: z.string(),
  approvedAt: Instant,
  approvedAtLocal: Instant,
  readyAt: Instant,
  declinedAt: Instant,
  cancelledAt: Instant,
  deliveryStartedAt: Instant,
  completedAt: Instant,
  deliveryTime: Instant,
  estimatedCookingStartAt: Instant,
  estimatedCookingStartAtLocal: Instant,
  estimatedCookingEndAt: Instant,
  estimatedCookingEndAtLocal: Instant,
  estimatedDeliveryDuration: z.number().int().nullable(),
  estimatedOrderDeliveryTime: Instant,
});
export type Order = z.infer<typeof Order>;

/** GET /api/vendor/{vendorId}/orders: the active lists keyed by status. */
export const ActiveOrders = z.object({
  WAITING_APPROVAL: z.array(Order),
  APPROVED: z.array(Order),
  ARRIVED: z.array(Order),
});
export type ActiveOrders = z.infer<typeof ActiveOrders>;

export const OrderParams = z.object({ vendorId: Id, orderId: Id });

export const ApproveOrderQuery = z.strictObject({
  cookingDelayTime: decimalInt(0, COOKING_DELAY_MAX_MINUTES).optional(),
});
export type ApproveOrderQuery = z.infer<typeof ApproveOrderQuery>;
export const DeclineOrderRequest = z.strictObject({
  declineComment: InputText.trim().max(LIMITS.shortText).nullable().optional(),
});
export type DeclineOrderRequest = z.infer<typeof DeclineOrderRequest>;
export const CompleteOrderRequest = z.strictObject({
  /** COURIER_CODE validation: the take-away code the customer shows. */
  takeAwayCode: InputText.trim().max(16).optional(),
});
export type CompleteOrderRequest = z.infer<typeof CompleteOrderRequest>;

/** Live messages on /api/vendor/socket (docs/product.md#live-updates). */
export const LIVE_MESSAGE_TYPES = [
  'NEW_ORDER',
  'ORDER_STATUS_UPDATE',
  'COURIER_FOUND',
  'COURIER_CANCEL',
  'COURIER_LOCATION_UPDATE',
  /** The order's lines or totals changed (an amendment made, or a proposal decided): reload it. */
  'ORDER_AMENDED',
] as const;
export const LiveMessageType = z.enum(LIVE_MESSAGE_TYPES);
export type LiveMessageType = z.infer<typeof LiveMessageType>;

/**
 * One live message: `{type, orderId, body: {status, ...}}` (docs/product.md#live-updates). The server builds
 * it with this type and the web parses what arrives with this schema; the body may carry more than named.
 */
export const LiveMessage = z.object({
  type: LiveMessageType,
  orderId: z.number().int(),
  body: z.looseObject({
    status: OrderStatus,
    /** A ready DELIVERY order keeps its status: readyAt tells clients it is ready. */
    readyAt: z.string().nullable().optional(),
    courier: Courier.nullable().optional(),
    location: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
    declineReason: DeclineReason.nullable().optional(),
    autoAccepted: z.boolean().optional(),
  }),
});
export type LiveMessage = z.infer<typeof LiveMessage>;

/** Marketplace side (docs/product.md#placing-an-order): what an order is created from. */
export const ORDER_LIMITS = { items: 100, itemCount: 99, componentCount: 20, comment: 500 } as const;

export const CreateOrderItem = z.strictObject({
  productId: RefId,
  count: z.number().int().min(1).max(ORDER_LIMITS.itemCount),
  components: z
    .array(
      z.strictObject({ componentId: RefId, count: z.number().int().min(1).max(ORDER_LIMITS.componentCount) }),
    )
    .max(50)
    .default([]),
  comment: InputText.trim().max(ORDER_LIMITS.comment).nullable().optional(),
});

export const CreateOrderRequest = z.strictObject({
  receiptType: ReceiptType,
  customerInfo: CustomerInfo,
  items: z.array(CreateOrderItem).min(1).max(ORDER_LIMITS.items),
  paymentType: PaymentType,
  deliveryCost: z.number().min(0).max(10_000).default(0),
  promocode: InputText.trim().max(64).nullable().optional(),
  comment: InputText.trim().max(ORDER_LIMITS.comment).nullable().optional(),
  /** Generated when a TAKEAWAY order comes without one. */
  takeAwayCode: InputText.trim()
    .regex(/^[A-Z0-9]{4,8}$/)
    .optional(),
  /** An unpaid online order waits in CREATED until the marketplace reports payment. */
  paid: z.boolean().default(true),
  estimatedDeliveryDuration: z.number().int().min(0).max(600).optional(),
});
export type CreateOrderRequest = z.infer<typeof CreateOrderRequest>;

export const ManagerOrderParams = z.object({ orderId: Id });

export const CourierEventRequest = z.discriminatedUnion('event', [
  z.strictObject({ event: z.literal('FOUND'), courier: Courier }),
  z.strictObject({ event: z.literal('CANCEL') }),
  z.strictObject({
    event: z.literal('LOCATION'),
    location: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  }),
]);
export type CourierEventRequest = z.infer<typeof CourierEventRequest>;

export const DeliveredRequest = z.strictObject({ paid: z.boolean().default(true) });

/**
 * The marketplace's back channel: the events it learns of (by webhook and by the pull feed), the
 * reads it may make, and the webhook endpoints it registers. The event types and the feed's and
 * webhooks' limits live here; the server writes and sends exactly these shapes.
 */
import { z } from 'zod';
import { Order, OrderAmendment } from './orders.ts';
import { decimalInt, Id, InputText } from './schemas/common.ts';
import { DeclineReason } from './schemas/order-settings.ts';
import { SpecialHours } from './schemas/special-hours.ts';

/** Every event type the server writes. A webhook endpoint may subscribe to any subset. */
export const MARKETPLACE_EVENT_TYPES = [
  'order.created',
  'order.paid',
  'order.approved',
  'order.declined',
  'order.ready',
  'order.picked_up',
  'order.completed',
  'order.cancelled',
  'order.courier_updated',
  'order.amended',
  'order.amendment_proposed',
  'order.amendment_resolved',
  'vendor.opened',
  'vendor.closed',
  'vendor.paused',
  'vendor.resumed',
  'vendor.updated',
  'menu.updated',
  'item.availability_changed',
] as const;
export const MarketplaceEventType = z.enum(MARKETPLACE_EVENT_TYPES);
export type MarketplaceEventType = z.infer<typeof MarketplaceEventType>;

export const EVENT_FEED = {
  /** Events per page of the pull feed, at most. */
  maxLimit: 500,
  defaultLimit: 100,
  /** Events are kept at least this long; an older cursor answers 410 CursorExpired. */
  retentionDays: 30,
} as const;

export const WEBHOOKS = {
  maxEndpoints: 10,
  /** A delivery that has no 2xx answer within this long is a failed attempt. */
  timeoutMs: 10_000,
  /**
   * Seconds to wait before each retry after a failed attempt (the first attempt is immediate);
   * each wait is randomised by ±20 % so that endpoints recovering together are not hit at once.
   * After the last one fails the delivery is marked failed.
   */
  retryDelaysS: [5, 30, 120, 600, 3600, 6 * 3600, 24 * 3600],
  retryJitter: 0.2,
  /** After a rotation the old secret keeps signing beside the new one this long. */
  previousSecretHours: 24,
  /** The first bytes of an endpoint's answer kept with each attempt. */
  answerExcerptBytes: 1024,
  maxUrlLength: 2000,
  maxDescriptionLength: 500,
} as const;

/** Who moved an order: the vendor's staff, the marketplace, demo mode's player, or the server itself. */
export const OrderActor = z.enum(['VENDOR', 'MARKETPLACE', 'DEMO', 'SYSTEM']);

export const OrderHistoryEntry = z.object({
  action: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  actor: OrderActor,
  /** The member of staff who acted (actor VENDOR); null otherwise. */
  actorUserId: z.number().nullable(),
  at: z.string(),
});

/** An order as the marketplace reads it: the vendor's view of it plus its status history. */
export const ManagerOrder = Order.extend({ history: z.array(OrderHistoryEntry) });
export type ManagerOrder = z.infer<typeof ManagerOrder>;

const EventBase = z.object({
  /** Unique; also the webhook-id header of its deliveries. */
  id: z.string(),
  createdAt: z.string(),
  /** The vendor the event concerns; null for an account-wide event (menu.updated). */
  vendorId: z.number().nullable(),
  accountId: z.number(),
  /** False while the vendor's account is in demo mode: its orders are the server's own. */
  liveMode: z.boolean(),
});

const orderEvent = <T extends MarketplaceEventType, D extends z.ZodRawShape>(type: T, extra: D) =>
  EventBase.extend({
    type: z.literal(type),
    data: z.object({ order: ManagerOrder, ...extra }),
  });

export const OrderApprovedData = {
  /** How long the kitchen cooks (busy-mode minutes included), from the cooking start. */
  cookingMinutes: z.number(),
  /** The cooking starts this many minutes after the approval (the delay the kitchen chose). */
  cookingDelayMinutes: z.number(),
  estimatedCookingEndAt: z.string().nullable(),
  autoAccepted: z.boolean(),
};
export const OrderDeclinedData = {
  reason: DeclineReason,
  comment: z.string().nullable(),
};

/**
 * An amendment's events: `order.amended` whenever the order's lines and totals changed (at once,
 * or by a decided proposal), `order.amendment_proposed` when a substitute waits for the customer,
 * `order.amendment_resolved` when it was decided. `refund` is the amendment's (negative: a charge).
 */
export const OrderAmendmentData = {
  amendment: OrderAmendment,
  refund: z.number(),
};

export const VendorCommon = z.object({
  id: z.number(),
  accountId: z.number(),
  name: z.string(),
  liveMode: z.boolean(),
  /** The vendor has activated its account (finished onboarding). */
  activated: z.boolean(),
  /** Shown to customers (the establishment's visibility switch). */
  visible: z.boolean(),
  /** Open to customers: the establishment is shown and the vendor switched on (a pause aside). */
  opened: z.boolean(),
  pausedUntil: z.string().nullable(),
  /** Paused by the server for lack of an orders screen; holds until someone resumes. */
  autoPaused: z.boolean(),
  /** Whether the order intake would accept an order right now (the intake's own rule). */
  acceptingOrders: z.boolean(),
  /** Why it would not; null when accepting. SPECIAL_HOURS: a closed day, or outside the day's hours. */
  notAcceptingReason: z.enum(['CLOSED', 'PAUSED', 'CAPACITY_REACHED', 'SPECIAL_HOURS']).nullable(),
  /**
   * When the intake takes orders again if it does not now: the end of a timed pause, the start of
   * the next quarter hour when the capacity is reached, the next moment special hours open (the
   * next interval, or the midnight of the first day without an entry); null when it does now, and
   * when it waits for a person (closed, or paused by the server until someone resumes).
   */
  nextOpeningAt: z.string().nullable(),
  timeZone: z.string(),
  workingHours: z.array(
    z.object({ day: z.string(), from: z.string(), until: z.string(), turnIntoAnotherDay: z.boolean() }),
  ),
  /** Upcoming dates whose hours replace the weekly hours on the vendor's clock, by date. */
  specialHours: SpecialHours,
  address: z
    .object({ address: z.string().nullable(), latitude: z.number(), longitude: z.number() })
    .nullable(),
  phone: z.string().nullable(),
  acceptanceMinutes: z.number(),
  maxOrdersPer15Min: z.number().nullable(),
  busyExtraMinutes: z.number(),
  autoAccept: z.boolean(),
});
export const ManagerVendor = VendorCommon;
export type ManagerVendor = z.infer<typeof ManagerVendor>;

export const ManagerVendorList = z.object({
  vendors: z.array(ManagerVendor),
  /** Pass as `after` for the next page; null on the last one. */
  next: z.string().nullable(),
});

export const ManagerVendorListQuery = z.object({
  after: decimalInt(0, 2_147_483_647).optional(),
  limit: decimalInt(1, 500).default(100),
});

const vendorEvent = <T extends MarketplaceEventType>(type: T) =>
  EventBase.extend({ type: z.literal(type), data: z.object({ vendor: ManagerVendor }) });

export const MenuUpdatedEvent = EventBase.extend({
  type: z.literal('menu.updated'),
  data: z.object({
    accountId: z.number(),
    /** The strong ETag GET vendors/{id}/menu answers with for every vendor of the account now. */
    etag: z.string(),
  }),
});

export const ItemAvailabilityChangedEvent = EventBase.extend({
  type: z.literal('item.availability_changed'),
  data: z.object({
    accountId: z.number(),
    item: z.enum(['product', 'component']),
    id: z.number(),
    available: z.boolean(),
    availableAgainAt: z.string().nullable(),
  }),
});

/** One schema per event type (the webhook payloads and the feed's items). */
export const MARKETPLACE_EVENT_SCHEMAS = {
  'order.created': orderEvent('order.created', {}),
  'order.paid': orderEvent('order.paid', {}),
  'order.approved': orderEvent('order.approved', OrderApprovedData),
  'order.declined': orderEvent('order.declined', OrderDeclinedData),
  'order.ready': orderEvent('order.ready', {}),
  'order.picked_up': orderEvent('order.picked_up', {}),
  'order.completed': orderEvent('order.completed', {}),
  'order.cancelled': orderEvent('order.cancelled', {}),
  'order.courier_updated': orderEvent('order.courier_updated', {}),
  'order.amended': orderEvent('order.amended', OrderAmendmentData),
  'order.amendment_proposed': orderEvent('order.amendment_proposed', OrderAmendmentData),
  'order.amendment_resolved': orderEvent('order.amendment_resolved', OrderAmendmentData),
  'vendor.opened': vendorEvent('vendor.opened'),
  'vendor.closed': vendorEvent('vendor.closed'),
  'vendor.paused': vendorEvent('vendor.paused'),
  'vendor.resumed': vendorEvent('vendor.resumed'),
  'vendor.updated': vendorEvent('vendor.updated'),
  'menu.updated': MenuUpdatedEvent,
  'item.availability_changed': ItemAvailabilityChangedEvent,
} as const satisfies Record<MarketplaceEventType, z.ZodType>;

export const MarketplaceEvent = z.discriminatedUnion('type', [
  MARKETPLACE_EVENT_SCHEMAS['order.created'],
  MARKETPLACE_EVENT_SCHEMAS['order.paid'],
  MARKETPLACE_EVENT_SCHEMAS['order.approved'],
  MARKETPLACE_EVENT_SCHEMAS['order.declined'],
  MARKETPLACE_EVENT_SCHEMAS['order.ready'],
  MARKETPLACE_EVENT_SCHEMAS['order.picked_up'],
  MARKETPLACE_EVENT_SCHEMAS['order.completed'],
  MARKETPLACE_EVENT_SCHEMAS['order.cancelled'],
  MARKETPLACE_EVENT_SCHEMAS['order.courier_updated'],
  MARKETPLACE_EVENT_SCHEMAS['order.amended'],
  MARKETPLACE_EVENT_SCHEMAS['order.amendment_proposed'],
  MARKETPLACE_EVENT_SCHEMAS['order.amendment_resolved'],
  MARKETPLACE_EVENT_SCHEMAS['vendor.opened'],
  MARKETPLACE_EVENT_SCHEMAS['vendor.closed'],
  MARKETPLACE_EVENT_SCHEMAS['vendor.paused'],
  MARKETPLACE_EVENT_SCHEMAS['vendor.resumed'],
  MARKETPLACE_EVENT_SCHEMAS['vendor.updated'],
  MenuUpdatedEvent,
  ItemAvailabilityChangedEvent,
]);
export type MarketplaceEvent = z.infer<typeof MarketplaceEvent>;

/** A comma-separated list of event types in a query string. */
const EventTypeList = InputText.max(2000)
  .transform((value) =>
    value
      .split(',')
      .map((type) => type.trim())
      .filter(Boolean),
  )
  .pipe(z.array(MarketplaceEventType).min(1));

export const EventFeedQuery = z.object({
  /** The `next` of the previous page; absent: from the oldest event kept. */
  after: InputText.max(40).optional(),
  limit: decimalInt(1, EVENT_FEED.maxLimit).default(EVENT_FEED.defaultLimit),
  types: EventTypeList.optional(),
  vendorId: Id.optional(),
});
export type EventFeedQuery = z.infer<typeof EventFeedQuery>;

export const EventFeedPage = z.object({
  events: z.array(MarketplaceEvent),
  /** Pass as `after` to continue; the same cursor again when nothing new has committed yet. */
  next: z.string(),
});
export type EventFeedPage = z.infer<typeof EventFeedPage>;

/** An http(s) URL without credentials; where it may point is checked by the server (not private). */
const WebhookUrl = InputText.trim()
  .max(WEBHOOKS.maxUrlLength)
  .refine((value) => URL.canParse(value), { message: 'Not a URL' });

export const CreateWebhookRequest = z.strictObject({
  url: WebhookUrl,
  /** The event types to send; absent or null: every type. */
  types: z.array(MarketplaceEventType).min(1).max(MARKETPLACE_EVENT_TYPES.length).nullable().optional(),
  description: InputText.trim().max(WEBHOOKS.maxDescriptionLength).nullable().optional(),
});
export type CreateWebhookRequest = z.infer<typeof CreateWebhookRequest>;

export const UpdateWebhookRequest = z
  .strictObject({
    url: WebhookUrl.optional(),
    types: z.array(MarketplaceEventType).min(1).max(MARKETPLACE_EVENT_TYPES.length).nullable().optional(),
    description: InputText.trim().max(WEBHOOKS.maxDescriptionLength).nullable().optional(),
    enabled: z.boolean().optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'Nothing to change: send at least one field',
  });
export type UpdateWebhookRequest = z.infer<typeof UpdateWebhookRequest>;

export const Webhook = z.object({
  id: z.number(),
  url: z.string(),
  types: z.array(MarketplaceEventType).nullable(),
  description: z.string().nullable(),
  enabled: z.boolean(),
  /** Why the server disabled it (GONE: the endpoint answered 410); null otherwise. */
  disabledReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof Webhook>;

/** The answer to a registration or a rotation: the only time the signing secret is shown. */
export const WebhookWithSecret = Webhook.extend({ secret: z.string() });
export type WebhookWithSecret = z.infer<typeof WebhookWithSecret>;

export const WebhookList = z.object({ webhooks: z.array(Webhook) });
export const WebhookIdParams = z.object({ webhookId: Id });
export const EventIdParams = z.object({
  eventId: InputText.regex(/^evt_[A-Za-z0-9_-]{1,64}$/, 'Not an event id'),
});

export const DeliveryState = z.enum(['PENDING', 'DELIVERED', 'FAILED']);
export const WebhookAttempt = z.object({
  at: z.string(),
  /** The endpoint's HTTP status; null when it gave none (refused, timed out, address not allowed). */
  status: z.number().nullable(),
  durationMs: z.number(),
  error: z.string().nullable(),
  /** The first kilobyte of the endpoint's answer. */
  answer: z.string().nullable(),
});
export const WebhookDelivery = z.object({
  id: z.number(),
  eventId: z.string(),
  eventType: z.string(),
  state: DeliveryState,
  attempts: z.array(WebhookAttempt),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export const WebhookDeliveryList = z.object({
  deliveries: z.array(WebhookDelivery),
  /** Pass as `after` for the next (older) page; null on the last one. */
  next: z.string().nullable(),
});
export const WebhookDeliveryQuery = z.object({
  status: z.enum(['pending', 'delivered', 'failed']).optional(),
  after: decimalInt(1, Number.MAX_SAFE_INTEGER).optional(),
  limit: decimalInt(1, 100).default(50),
});
export const RedeliverResponse = z.object({
  /** The deliveries of the event queued again, one per enabled endpoint that takes its type. */
  queued: z.number(),
});

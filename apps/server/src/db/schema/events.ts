import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The transactional outbox: every change a marketplace must know of writes its event here in the
 * change's own transaction, so an event exists if and only if its change committed. `position`
 * is given after the commit, in the order the sequencer sees the events committed (see
 * modules/events/sequencer.ts): the pull feed and the webhooks read in that order, so an event
 * whose transaction committed late is still delivered after the ones a reader has passed.
 */
export const marketplaceEvents = pgTable(
  'marketplace_events',
  {
    /** Insertion order; ties the events of one transaction together in the order written. */
    seq: bigserial({ mode: 'number' }).primaryKey(),
    /** The public id (`evt_…`), also the webhook-id of its deliveries. */
    id: text().notNull(),
    type: text().notNull(),
    /** Null for an account-wide event (menu.updated). No foreign keys: events outlive what they name. */
    vendorId: integer(),
    accountId: integer().notNull(),
    liveMode: boolean().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    /** Events that must reach a webhook in order share a key (`order:42`): one order's life. */
    orderingKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** The feed position, given by the sequencer once the event has committed; null before. */
    position: bigint({ mode: 'number' }),
  },
  (t) => [
    uniqueIndex().on(t.id),
    uniqueIndex().on(t.position),
    index('marketplace_events_unsequenced_idx').on(t.seq).where(sql`${t.position} is null`),
    index().on(t.createdAt),
  ],
);

/**
 * One row: the last position given and the last one pruned. The sequencer locks it, so positions
 * are given by one transaction at a time, on every instance, in increasing order.
 */
export const eventFeedState = pgTable('event_feed_state', {
  id: integer().primaryKey(),
  lastPosition: bigint({ mode: 'number' }).notNull().default(0),
  /** Every position up to this one has been deleted: an older cursor answers 410. */
  prunedThrough: bigint({ mode: 'number' }).notNull().default(0),
});

/** The marketplace's webhook endpoints (the platform has one marketplace: no tenant column). */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial().primaryKey(),
  url: text().notNull(),
  /** Event types sent to it; null: every type. */
  types: text().array(),
  description: text(),
  enabled: boolean().notNull().default(true),
  /** Why the server disabled it (the endpoint answered 410 Gone); null when enabled by hand. */
  disabledReason: text(),
  /** `whsec_…` as the Standard Webhooks specification spells it. */
  secret: text().notNull(),
  /** The secret before the last rotation, still signing beside the new one until then. */
  previousSecret: text(),
  previousSecretExpiresAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One event to one endpoint. Created by the sequencer with the event's position; sent by whichever
 * instance claims it first (FOR UPDATE SKIP LOCKED and a lease), retried until delivered or failed.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    endpointId: integer()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventSeq: bigint({ mode: 'number' })
      .notNull()
      .references(() => marketplaceEvents.seq, { onDelete: 'cascade' }),
    position: bigint({ mode: 'number' }).notNull(),
    orderingKey: text().notNull(),
    /** PENDING until a 2xx (DELIVERED) or the last retry (FAILED). */
    state: text().$type<'PENDING' | 'DELIVERED' | 'FAILED'>().notNull().default('PENDING'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull(),
    /** An instance is sending it until then; after that another may take it over. */
    leaseUntil: timestamp({ withTimezone: true }),
    lastStatus: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'PENDING'`),
    index('webhook_deliveries_order_idx')
      .on(t.endpointId, t.orderingKey, t.position)
      .where(sql`${t.state} = 'PENDING'`),
    index().on(t.endpointId, t.state, t.id),
    uniqueIndex().on(t.endpointId, t.eventSeq),
  ],
);

/** Every attempt at a delivery, as the endpoint answered it. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    deliveryId: bigint({ mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull(),
    /** The HTTP status; null when no answer came (refused, timed out, address not allowed). */
    status: integer(),
    durationMs: integer().notNull(),
    /** Why no answer came, or null. */
    error: text(),
    /** The first kilobyte of the answer's body. */
    answer: text(),
  },
  (t) => [index().on(t.deliveryId)],
);

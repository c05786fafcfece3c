/**
 * The marketplace's webhook endpoints: registered, listed (never with their secrets), changed,
 * deleted, their secrets rotated; their deliveries listed, and an event queued again.
 */
import { randomBytes } from 'node:crypto';
import {
  type CreateWebhookRequest,
  MARKETPLACE_ERROR_CODES,
  type MarketplaceEventType,
  type UpdateWebhookRequest,
  WEBHOOKS,
  type Webhook,
  type WebhookWithSecret,
} from '@larder/contract';
import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  marketplaceEvents,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { rowsOf } from '../../lib/sql.ts';
import { deliveriesOf, WEBHOOK_CHANNEL } from '../events/sequencer.ts';
import { checkWebhookUrl } from './url-guard.ts';

type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** 24 random bytes, as the specification writes secrets: `whsec_` and base64. */
const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

function toWebhook(row: EndpointRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    types: (row.types as MarketplaceEventType[] | null) ?? null,
    description: row.description,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The secrets that sign a delivery now: the current one, and the previous one during its grace. */
export function signingSecrets(
  row: Pick<EndpointRow, 'secret' | 'previousSecret' | 'previousSecretExpiresAt'>,
  now: Date,
) {
  const secrets = [row.secret];
  if (row.previousSecret && row.previousSecretExpiresAt && now < row.previousSecretExpiresAt) {
    secrets.push(row.previousSecret);
  }
  return secrets;
}

/** Where PostgreSQL's advisory lock keeps registrations taking turns (the 10-endpoint limit). */
const REGISTRATION_LOCK = [0x4c617277, 1] as const;

export async function createWebhook(
  db: Db,
  input: CreateWebhookRequest,
  allowPrivate: boolean,
  now: Date,
): Promise<WebhookWithSecret> {
  await checkWebhookUrl(input.url, allowPrivate);
  return db.transaction(async (tx) => {
    // Two registrations at once must not both see nine endpoints.
    await tx.execute(sql`select pg_advisory_xact_lock(${REGISTRATION_LOCK[0]}, ${REGISTRATION_LOCK[1]})`);
    const [existing] = await tx.select({ n: count() }).from(webhookEndpoints);
    if ((existing?.n ?? 0) >= WEBHOOKS.maxEndpoints) {
      throw conflict(
        MARKETPLACE_ERROR_CODES.webhookLimitReached,
        `At most ${WEBHOOKS.maxEndpoints} webhook endpoints; delete one first`,
      );
    }
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        url: input.url,
        types: input.types ?? null,
        description: input.description ?? null,
        secret: newSecret(),
        createdAt: now,
      })
      .returning();
    return { ...toWebhook(row!), secret: row!.secret };
  });
}

export async function listWebhooks(db: Db): Promise<Webhook[]> {
  const rows = await db.select().from(webhookEndpoints).orderBy(asc(webhookEndpoints.id));
  return rows.map(toWebhook);
}

export async function getWebhook(db: Db, id: number): Promise<Webhook> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  if (!row) throw notFound('Webhook endpoint not found');
  return toWebhook(row);
}

export async function updateWebhook(
  db: Db,
  id: number,
  input: UpdateWebhookRequest,
  allowPrivate: boolean,
): Promise<Webhook> {
  if (input.url !== undefined) await checkWebhookUrl(input.url, allowPrivate);
  const set: Partial<typeof webhookEndpoints.$inferInsert> = {};
  if (input.url !== undefined) set.url = input.url;
  if (input.types !== undefined) set.types = input.types;
  if (input.description !== undefined) set.description = input.description;
  // Enabling by hand clears the server's reason for disabling it.
  if (input.enabled !== undefined) Object.assign(set, { enabled: input.enabled, disabledReason: null });
  const [row] = await db.update(webhookEndpoints).set(set).where(eq(webhookEndpoints.id, id)).returning();
  if (!row) throw notFound('Webhook endpoint not found');
  return toWebhook(row);
}

export async function deleteWebhook(db: Db, id: number): Promise<void> {
  const deleted = await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning();
  if (deleted.length === 0) throw notFound('Webhook endpoint not found');
}

/** A new secret; the old one keeps signing beside it for a day, so receivers can switch in their own time. */
export async function rotateSecret(db: Db, id: number, now: Date): Promise<WebhookWithSecret> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id))
      .for('update');
    if (!current) throw notFound('Webhook endpoint not found');
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        secret: newSecret(),
        previousSecret: current.secret,
        previousSecretExpiresAt: new Date(now.getTime() + WEBHOOKS.previousSecretHours * 3_600_000),
      })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    return { ...toWebhook(row!), secret: row!.secret };
  });
}

const STATE_OF = { pending: 'PENDING', delivered: 'DELIVERED', failed: 'FAILED' } as const;

/** An endpoint's deliveries, newest first, each with its attempts. */
export async function listDeliveries(
  db: Db,
  endpointId: number,
  query: { status?: keyof typeof STATE_OF; after?: number; limit: number },
) {
  await getWebhook(db, endpointId);
  const where = [eq(webhookDeliveries.endpointId, endpointId)];
  if (query.status) where.push(eq(webhookDeliveries.state, STATE_OF[query.status]));
  if (query.after !== undefined) where.push(lt(webhookDeliveries.id, query.after));
  const rows = await db
    .select({
      delivery: webhookDeliveries,
      eventId: marketplaceEvents.id,
      eventType: marketplaceEvents.type,
    })
    .from(webhookDeliveries)
    .innerJoin(marketplaceEvents, eq(marketplaceEvents.seq, webhookDeliveries.eventSeq))
    .where(and(...where))
    .orderBy(desc(webhookDeliveries.id))
    .limit(query.limit);
  const ids = rows.map((r) => r.delivery.id);
  const attempts =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(webhookAttempts)
          .where(inArray(webhookAttempts.deliveryId, ids))
          .orderBy(asc(webhookAttempts.id));
  const last = rows[rows.length - 1];
  return {
    deliveries: rows.map(({ delivery, eventId, eventType }) => ({
      id: delivery.id,
      eventId,
      eventType,
      state: delivery.state,
      attempts: attempts
        .filter((a) => a.deliveryId === delivery.id)
        .map((a) => ({
          at: a.at.toISOString(),
          status: a.status,
          durationMs: a.durationMs,
          error: a.error,
          answer: a.answer,
        })),
      nextAttemptAt: delivery.state === 'PENDING' ? delivery.nextAttemptAt.toISOString() : null,
      createdAt: delivery.createdAt.toISOString(),
      finishedAt: delivery.finishedAt?.toISOString() ?? null,
    })),
    next: rows.length === query.limit && last ? String(last.delivery.id) : null,
  };
}

/**
 * Queues an event again for every enabled endpoint that takes its type: a finished delivery starts
 * over, a missing one (an endpoint registered since) is created. Answers how many were queued.
 */
export async function redeliverEvent(db: Db, eventId: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select({
        seq: marketplaceEvents.seq,
        type: marketplaceEvents.type,
        position: marketplaceEvents.position,
      })
      .from(marketplaceEvents)
      .where(eq(marketplaceEvents.id, eventId));
    if (!event || event.position === null) throw notFound('Event not found');
    const queued = await rowsOf(
      tx,
      deliveriesOf(
        sql`e.seq = ${event.seq}`,
        now,
        sql`on conflict (endpoint_id, event_seq) do update
          set state = 'PENDING', attempts = 0, next_attempt_at = excluded.next_attempt_at,
              lease_until = null, finished_at = null`,
      ),
    );
    const n = queued.length;
    if (n > 0) await tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
    return n;
  });
}

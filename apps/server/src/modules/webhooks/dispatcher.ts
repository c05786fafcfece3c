/**
 * Sends due webhook deliveries, on every instance. A delivery is claimed with FOR UPDATE SKIP
 * LOCKED and a lease, so two instances do not send the same attempt; an instance killed while
 * sending leaves its lease to expire, and another instance takes the delivery over then.
 *
 * Order per endpoint and ordering key (an order's life): a delivery is due only when no earlier
 * delivery with the same key is still pending, so `order.ready` waits until that order's
 * `order.approved` was delivered or finally failed — across instances, since the wait is in the
 * claim's own query.
 */
import { WEBHOOKS } from '@larder/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { marketplaceEvents, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { RunOnDemand } from '../../lib/run-on-demand.ts';
import { rowsOf } from '../../lib/sql.ts';
import { eventColumns, eventJson } from '../events/feed.ts';
import { WEBHOOK_CHANNEL } from '../events/sequencer.ts';
import { type Attempt, sendWebhook } from './sender.ts';
import { signingSecrets } from './service.ts';

/** Longer than an attempt may take (WEBHOOKS.timeoutMs), so a live sender never loses its lease. */
export const LEASE_MS = 30_000;
/** Deliveries claimed by one instance at a time. */
const CLAIM_BATCH = 32;

export interface Claimed {
  id: number;
  endpointId: number;
  eventSeq: number;
  attempts: number;
}

/** Claims the due deliveries an instance may send now, each the first pending of its key. */
export async function claimDue(db: Db, now: Date, limit = CLAIM_BATCH): Promise<Claimed[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await rowsOf<{
    id: string | number;
    endpoint_id: number;
    event_seq: string | number;
    attempts: number;
  }>(
    db,
    sql`
      update webhook_deliveries d
      set lease_until = ${at} + make_interval(secs => ${LEASE_MS / 1000}), attempts = d.attempts + 1
      where d.id in (
        select d.id from webhook_deliveries d
        join webhook_endpoints ep on ep.id = d.endpoint_id and ep.enabled
        where d.state = 'PENDING'
          and d.next_attempt_at <= ${at}
          and (d.lease_until is null or d.lease_until <= ${at})
          and not exists (
            select 1 from webhook_deliveries earlier
            where earlier.endpoint_id = d.endpoint_id
              and earlier.ordering_key = d.ordering_key
              and earlier.state = 'PENDING'
              and earlier.position < d.position
          )
        order by d.position
        limit ${limit}
        for update of d skip locked
      )
      returning d.id, d.endpoint_id, d.event_seq, d.attempts`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    endpointId: r.endpoint_id,
    eventSeq: Number(r.event_seq),
    attempts: r.attempts,
  }));
}

/** When the next attempt is due after `attempts` failed ones, or null when none is left. */
export function nextAttemptAt(attempts: number, now: Date, random = Math.random): Date | null {
  const delayS = WEBHOOKS.retryDelaysS[attempts - 1];
  if (delayS === undefined) return null;
  const jitter = 1 + (random() * 2 - 1) * WEBHOOKS.retryJitter;
  return new Date(now.getTime() + delayS * 1000 * jitter);
}

export interface DispatchOptions {
  allowPrivate: boolean;
  /** The moment the receiver sees in webhook-timestamp: the wall clock, whatever the app's clock says. */
  wallClock?: () => Date;
  random?: () => number;
}

/** Sends one claimed delivery and records how it went. */
export async function deliver(
  db: Db,
  claimed: Claimed,
  now: Date,
  options: DispatchOptions,
): Promise<Attempt> {
  const [found] = await db
    .select({ endpoint: webhookEndpoints, event: eventColumns })
    .from(webhookEndpoints)
    .innerJoin(marketplaceEvents, eq(marketplaceEvents.seq, claimed.eventSeq))
    .where(eq(webhookEndpoints.id, claimed.endpointId));
  if (!found) {
    // Deleted meanwhile (the cascade removes the delivery too): nothing to send.
    return { status: null, durationMs: 0, error: 'The endpoint or event is gone', answer: null };
  }
  const { endpoint, event } = found;
  const attempt = await sendWebhook(
    endpoint.url,
    {
      eventId: event.id,
      body: eventJson(event),
      secrets: signingSecrets(endpoint, now),
      sentAt: (options.wallClock ?? (() => new Date()))(),
    },
    { allowPrivate: options.allowPrivate },
  );
  const delivered = attempt.status !== null && attempt.status >= 200 && attempt.status < 300;
  const gone = attempt.status === 410;
  const retryAt = delivered || gone ? null : nextAttemptAt(claimed.attempts, now, options.random);
  const state = delivered ? 'DELIVERED' : retryAt ? 'PENDING' : 'FAILED';
  await db.transaction(async (tx) => {
    // The attempt is kept unless its delivery is gone meanwhile (its endpoint deleted).
    await tx.execute(sql`
      insert into webhook_attempts (delivery_id, at, status, duration_ms, error, answer)
      select ${claimed.id}, ${now.toISOString()}::timestamptz, ${attempt.status}, ${attempt.durationMs},
             ${attempt.error}, ${attempt.answer}
      where exists (select 1 from webhook_deliveries where id = ${claimed.id})`);
    // Only the holder of this claim (its attempt number) records the outcome: a delivery taken
    // over after a lost lease is the other instance's to finish.
    await tx
      .update(webhookDeliveries)
      .set({
        state,
        lastStatus: attempt.status,
        leaseUntil: null,
        ...(retryAt ? { nextAttemptAt: retryAt } : { finishedAt: now }),
      })
      .where(
        sql`${webhookDeliveries.id} = ${claimed.id} and ${webhookDeliveries.attempts} = ${claimed.attempts}`,
      );
    if (gone) {
      // 410 Gone: the receiver says the endpoint is no more; it gets nothing until enabled again.
      await tx
        .update(webhookEndpoints)
        .set({ enabled: false, disabledReason: 'GONE' })
        .where(eq(webhookEndpoints.id, claimed.endpointId));
    }
    // A finished delivery may free the next one of its key.
    if (state !== 'PENDING') await tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
  });
  return attempt;
}

/** Attempts in flight per instance at most. */
const MAX_IN_FLIGHT = 32;

/**
 * This instance's sender. Each look claims as many due deliveries as there is room for and sends
 * them without waiting for one another; each one finished looks again at once (the next event of
 * its order may be due now), so one slow endpoint holds up nothing but its own order's events.
 */
export class Dispatcher {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly looker: RunOnDemand;

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    private readonly options: DispatchOptions,
    private readonly onError: (error: unknown) => void,
  ) {
    this.looker = new RunOnDemand(() => this.claimAndSend(), onError);
  }

  /** Looks for due deliveries now (a NOTIFY arrived, a poll, a delivery finished). */
  look(): Promise<void> {
    return this.looker.run();
  }

  private async claimAndSend() {
    const room = MAX_IN_FLIGHT - this.inFlight.size;
    if (room <= 0) return;
    const now = this.clock();
    for (const claimed of await claimDue(this.db, now, Math.min(room, CLAIM_BATCH))) {
      const sending: Promise<void> = deliver(this.db, claimed, now, this.options)
        .then(() => undefined, this.onError)
        .finally(() => {
          this.inFlight.delete(sending);
          void this.look();
        });
      this.inFlight.add(sending);
    }
  }

  /** Sends until nothing is due and nothing is on its way (tests, closing the server). */
  async drain(): Promise<void> {
    for (;;) {
      await this.look();
      if (this.inFlight.size === 0) return;
      await Promise.allSettled([...this.inFlight]);
    }
  }

  /** Waits for what is on its way, claiming nothing more. */
  async idle(): Promise<void> {
    await this.looker.idle();
    await Promise.allSettled([...this.inFlight]);
  }
}

/**
 * The one way an event for the marketplace is written: `recordMarketplaceEvent(tx, …)` inside the transaction
 * that makes the change, so the event exists if and only if the change committed (a transactional
 * outbox). The commit also NOTIFYs the outbox channel, and every instance's sequencer gives the
 * new events their feed positions at once (sequencer.ts).
 */
import { randomBytes } from 'node:crypto';
import type { MarketplaceEventType } from '@larder/contract';
import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accounts, marketplaceEvents, vendors } from '../../db/schema/index.ts';

/** Woken on every commit that wrote events; carries nothing (the rows are the truth). */
export const OUTBOX_CHANNEL = 'larder_outbox';

export interface NewEvent {
  type: MarketplaceEventType;
  /** The vendor it concerns; omitted for an account-wide event, which then names `accountId`. */
  vendorId?: number;
  accountId?: number;
  data: Record<string, unknown>;
  /** Events that must arrive in order share a key; by default the vendor's (or account's). */
  orderingKey?: string;
  at: Date;
  /** The account and its mode, when the caller has just read them in this transaction. */
  tenant?: EventTenant;
}

/** Whose event it is: the account, and whether it is live or a test account. */
export interface EventTenant {
  accountId: number;
  liveMode: boolean;
}

/**
 * What goes out in the event's own statement: writes of the same change (as data-modifying CTEs)
 * and notifications (`pg_notify(…)` calls), a round trip fewer for each.
 */
export interface Along {
  writes?: readonly SQLWrapper[];
  notices?: readonly SQL[];
}

/** `evt_` and 128 random bits: unique without a round trip, and says nothing of volumes. */
const newEventId = () => `evt_${randomBytes(16).toString('base64url')}`;

async function tenantOf(tx: Tx, event: NewEvent): Promise<EventTenant> {
  if (event.tenant) return event.tenant;
  if (event.vendorId !== undefined) {
    const [row] = await tx
      .select({ accountId: vendors.accountId, liveMode: accounts.liveMode })
      .from(vendors)
      .innerJoin(accounts, eq(accounts.id, vendors.accountId))
      .where(eq(vendors.id, event.vendorId));
    if (!row) throw new Error(`event ${event.type} names vendor ${event.vendorId}, which does not exist`);
    return row;
  }
  if (event.accountId === undefined) throw new Error(`event ${event.type} names neither vendor nor account`);
  const [row] = await tx
    .select({ accountId: accounts.id, liveMode: accounts.liveMode })
    .from(accounts)
    .where(eq(accounts.id, event.accountId));
  if (!row) throw new Error(`event ${event.type} names account ${event.accountId}, which does not exist`);
  return row;
}

/** Writes one event in the caller's transaction, with what goes `along`; answers its public id. */
export async function recordMarketplaceEvent(tx: Tx, event: NewEvent, along: Along = {}): Promise<string> {
  const tenant = await tenantOf(tx, event);
  const id = newEventId();
  const insert = tx.insert(marketplaceEvents).values({
    id,
    type: event.type,
    vendorId: event.vendorId ?? null,
    accountId: tenant.accountId,
    liveMode: tenant.liveMode,
    data: event.data,
    orderingKey:
      event.orderingKey ??
      (event.vendorId !== undefined ? `vendor:${event.vendorId}` : `account:${tenant.accountId}`),
    createdAt: event.at,
  });
  // The row and the notification in one statement (one round trip fewer for every write that
  // announces itself). One notification per transaction however many events it writes:
  // PostgreSQL folds identical NOTIFYs of a transaction into one.
  const writes = [insert, ...(along.writes ?? [])].map(
    (write, i) => sql`${sql.raw(`write_${i}`)} as (${write.getSQL()})`,
  );
  const notices = [sql`pg_notify(${OUTBOX_CHANNEL}, '')`, ...(along.notices ?? [])];
  await tx.execute(sql`with ${sql.join(writes, sql`, `)} select ${sql.join(notices, sql`, `)}`);
  return id;
}

import type {
  CatalogueAvailabilityMessage,
  LiveMessage,
  SessionEndReason,
  VendorPauseMessage,
} from '@larder/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import type { Stale } from './stale.ts';

export const LIVE_CHANNEL = 'larder_live';

/** What travels through NOTIFY: the message and the vendor whose clients receive it. */
export interface LiveEnvelope {
  vendorId: number;
  message: LiveMessage | VendorPauseMessage | CatalogueAvailabilityMessage;
}

/**
 * Sessions of these users ended, and why: every instance re-checks their sockets and closes the
 * dead ones, telling the browser the reason.
 */
export interface SessionsEndedNotice {
  sessionsEnded: { userIds: number[]; reason?: SessionEndReason };
}

/** Cached copies a change made stale: every instance drops its own (live/stale.ts). */
export interface StaleNotice {
  stale: Stale;
}

/** Everything that travels on the live channel. */
export type LiveNotice = LiveEnvelope | SessionsEndedNotice | StaleNotice;

const notifyCall = (notice: LiveNotice): SQL => sql`pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notice)})`;

async function notify(tx: Tx, notice: LiveNotice) {
  await tx.execute(sql`select ${notifyCall(notice)}`);
}

const announced = new WeakMap<Tx, Set<number>>();

/** The vendors a live message went to in this transaction: their order lists are stale (stale.ts). */
export function announcedVendors(tx: Tx): ReadonlySet<number> {
  return announced.get(tx) ?? new Set();
}

function announce(tx: Tx, vendorId: number) {
  let vendors = announced.get(tx);
  if (!vendors) {
    vendors = new Set();
    announced.set(tx, vendors);
  }
  vendors.add(vendorId);
}

/**
 * Publishes inside the caller's transaction: PostgreSQL delivers a NOTIFY only when the
 * transaction commits, so an event goes out if and only if its change did. Every instance drops
 * the vendor's active-order list when it arrives.
 */
export async function publishLive(tx: Tx, vendorId: number, message: LiveEnvelope['message']) {
  await notify(tx, { vendorId, message });
  announce(tx, vendorId);
}

/**
 * publishLive's message as a `pg_notify(…)` call, for a statement of the caller's that writes
 * something else as well (recordMarketplaceEvent's `along`): one round trip for both. The
 * transaction has announced the vendor as publishLive does.
 */
export function liveNotice(tx: Tx, vendorId: number, message: LiveEnvelope['message']): SQL {
  announce(tx, vendorId);
  return notifyCall({ vendorId, message });
}

/** Inside the transaction that deleted the sessions, like every other live event. */
export async function publishSessionsEnded(tx: Tx, userIds: number[], reason: SessionEndReason) {
  if (userIds.length === 0) return;
  await notify(tx, { sessionsEnded: { userIds, reason } });
}

/** Inside the transaction of the change, so the copies are dropped if and only if it committed. */
export async function publishStale(tx: Tx, stale: Stale) {
  await notify(tx, { stale });
}

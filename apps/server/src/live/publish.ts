import type { LiveMessage } from '@larder/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';

export const LIVE_CHANNEL = 'larder_live';

/** What travels through NOTIFY: the message and the vendor whose clients receive it. */
export interface LiveEnvelope {
  vendorId: number;
  message: LiveMessage;
}

/**
 * Publishes inside the caller's transaction: PostgreSQL delivers a NOTIFY only when the
 * transaction commits, so an event goes out if and only if its change did.
 */
export async function publishLive(tx: Tx, vendorId: number, message: LiveMessage) {
  const envelope: LiveEnvelope = { vendorId, message };
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(envelope)})`);
}

import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';

/**
 * Counts one attempt against `key` in a fixed window and answers the count including it. The
 * count and the decision are one upsert (the row lock serialises parallel attempts), so of N
 * attempts sent at once exactly those numbered up to the limit see a count within it.
 */
export async function countAttempt(db: Db | Tx, key: string, windowMs: number, now = new Date()) {
  const started = rateLimitCounters.windowStartedAt;
  const expired = sql`${started} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${at} else ${started} end`,
      },
    })
    .returning({ count: rateLimitCounters.count });
  return row?.count ?? 1;
}

/** Gives back one counted attempt (it turned out not to be a failure). */
export async function refundAttempt(db: Db | Tx, key: string) {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(eq(rateLimitCounters.key, key));
}

export async function clearAttempts(db: Db | Tx, key: string) {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/**
 * Gives committed events their feed positions, in the order it finds them committed.
 *
 * Why not the insertion order: ids come from a sequence when a transaction writes, and
 * transactions commit in another order. A reader that had read up to id 12 while the transaction
 * holding id 11 was still open would skip 11 for ever (the outbox's classic gap). Positions are
 * instead given after the commit, by one transaction at a time (they lock the feed's state row),
 * each taking every event committed before it started: an event that commits late simply gets a
 * later position, after everything a reader may already have passed. Positions only grow, and
 * each batch of them becomes visible at once with the transaction that gives them.
 *
 * The same transaction fans the events out to the webhook endpoints that want them, so a delivery
 * exists for every positioned event and enabled endpoint, once.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql.ts';

/** Woken when new deliveries are due: every instance's dispatcher looks for work. */
export const WEBHOOK_CHANNEL = 'larder_webhooks';

/**
 * The statement that queues the events `which` names for every enabled endpoint that takes their
 * type (`onConflict` says what an existing delivery becomes), answering a row per delivery.
 */
export function deliveriesOf(which: SQL, now: Date, onConflict: SQL): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`
    insert into webhook_deliveries (endpoint_id, event_seq, position, ordering_key, next_attempt_at, created_at)
    select ep.id, e.seq, e.position, e.ordering_key, ${at}, ${at}
    from marketplace_events e
    join webhook_endpoints ep on ep.enabled and (ep.types is null or e.type = any(ep.types))
    where ${which}
    ${onConflict}
    returning 1 as n`;
}

/** Events positioned per transaction; a backlog takes several. */
const BATCH = 1000;

/** Positions every committed event not yet positioned; answers how many it positioned. */
export async function sequenceEvents(db: Db, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const positioned = await db.transaction(async (tx) => {
      // The row lock makes the instances take turns; the statements after it see every event
      // committed before it was granted (each statement of READ COMMITTED reads afresh).
      const [state] = await rowsOf<{ last_position: string | number }>(
        tx,
        sql`select last_position from event_feed_state where id = 1 for update`,
      );
      const last = Number(state?.last_position ?? 0);
      const numbered = await rowsOf(
        tx,
        sql`
        with due as (
          select seq from marketplace_events where position is null order by seq limit ${BATCH}
        ), numbered as (
          select seq, ${last}::bigint + row_number() over (order by seq) as position from due
        )
        update marketplace_events e set position = numbered.position
        from numbered where e.seq = numbered.seq
        returning 1 as n`,
      );
      const count = numbered.length;
      if (count === 0) return 0;
      const upTo = last + count;
      await tx.execute(sql`update event_feed_state set last_position = ${upTo} where id = 1`);
      const fannedOut = await rowsOf(
        tx,
        deliveriesOf(sql`e.position > ${last} and e.position <= ${upTo}`, now, sql`on conflict do nothing`),
      );
      if (fannedOut.length > 0) await tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
      return count;
    });
    total += positioned;
    if (positioned < BATCH) return total;
  }
}

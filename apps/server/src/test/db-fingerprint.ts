import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sequenceEvents } from '../modules/events/sequencer.ts';

/**
 * A checksum of every row of every table of the application schema, table by table, so a test can
 * prove that a refused request wrote nothing at all — including to tables added after the test
 * was written. `exclude` names tables whose writes a refusal legitimately makes (rate-limit
 * counters) or that reading touches (a session's last-seen time).
 */
export async function dbFingerprint(
  db: Db,
  exclude: readonly string[] = [],
): Promise<Record<string, string>> {
  // Events committed before now get their feed positions in the background (the outbox's
  // sequencer); give them here, so a position given later is not taken for the request's write.
  await sequenceEvents(db, new Date());
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map((t) => t.name)
    .filter((name) => !exclude.includes(name));
  // One statement for all tables: a fuzz run takes a fingerprint around every request.
  const perTable = sql.join(
    tables.map(
      (name) =>
        sql`select ${name}::text as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest
            from ${sql.identifier(name)} t`,
    ),
    sql` union all `,
  );
  const rows = await rowsOf<{ name: string; digest: string }>(db, perTable);
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

// Both drivers (PGlite and node-postgres) answer raw SQL with `{rows}`.
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

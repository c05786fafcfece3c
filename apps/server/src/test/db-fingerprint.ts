import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sequenceEvents } from '../modules/events/sequencer.ts';
import { literal, quote, writtenSinceSql } from './seeded-database.ts';

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

const tableLists = new WeakMap<Db, string[]>();

/**
 * Starts watching the application's tables and answers a check that lists the tables (quoted)
 * written to since, by the rule seeded-database.ts finds the tables a test wrote to by
 * (writtenSinceSql). Every committed write shows, as in a fingerprint, for a fifth of its cost:
 * no row is turned into text and hashed, which made a fingerprint on each side of every fuzzed
 * request cost more than the request. Only for a database nothing else writes to meanwhile.
 */
export async function watchWrites(db: Db, exclude: readonly string[] = []): Promise<() => Promise<string[]>> {
  let tables = tableLists.get(db);
  if (!tables) {
    tables = (
      await rowsOf<{ name: string }>(
        db,
        sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
      )
    ).map((t) => t.name);
    tableLists.set(db, tables);
  }
  const watched = tables.filter((name) => !exclude.includes(name));
  // Plain SQL without parameters: one statement of a few dozen parameters costs twice as much.
  const start = sql.raw(
    [
      `select '' as name, (txid_current() % 4294967296) as rows`,
      `select '#unsequenced', (select count(*) from marketplace_events where position is null)`,
      ...watched.map((name) => `select ${literal(name)}, count(*) from public.${quote(name)}`),
    ].join(' union all '),
  );
  let rows = await rowsOf<{ name: string; rows: string | number }>(db, start);
  // As in dbFingerprint: positions the sequencer gives later are no write of what is watched.
  if (Number(rows.find((row) => row.name === '#unsequenced')?.rows) > 0) {
    await sequenceEvents(db, new Date());
    rows = await rowsOf(db, start);
  }
  const since = String(rows.find((row) => row.name === '')!.rows);
  const check = sql.raw(
    writtenSinceSql(
      rows
        .filter((row) => row.name !== '' && row.name !== '#unsequenced')
        .map(({ name, rows: count }) => ({ name: quote(name), rows: Number(count) })),
      since,
    ),
  );
  return async () => (await rowsOf<{ name: string }>(db, check)).map((row) => row.name);
}

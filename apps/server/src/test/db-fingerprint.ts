import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * A checksum of every row of every table of the application schema, table by table, so a test can
 * prove that a refused request wrote nothing at all — including to tables added after the test
 * was written. `exclude` names tables whose writes a refusal legitimately makes (sign-in failures).
 */
export async function dbFingerprint(
  db: Db,
  exclude: readonly string[] = [],
): Promise<Record<string, string>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables) {
    if (exclude.includes(name)) continue;
    const [row] = await rowsOf<{ count: string; digest: string | null }>(
      db,
      sql`select count(*)::text as count, md5(string_agg(t::text, '|' order by t::text)) as digest
          from ${sql.identifier(name)} t`,
    );
    fingerprint[name] = `${row?.count}:${row?.digest ?? ''}`;
  }
  return fingerprint;
}

// Both drivers (PGlite and node-postgres) answer raw SQL with `{rows}`.
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

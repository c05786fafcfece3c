import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';

/**
 * The rows of a raw query. Both drivers answer `{rows}`, but the shared Db type cannot say so.
 * Columns come back as the driver parses them: bigint (count, sum) as text, so callers take
 * Number() of aggregates, and timestamps as Date or text, so callers take new Date() of them.
 */
export async function rowsOf<T extends Record<string, unknown>>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

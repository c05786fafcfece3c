import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { asClient, createTestApp, OWNER, signInAs, type TestApp } from './app.ts';
import { dbFingerprint } from './db-fingerprint.ts';

/** Every row of the application's tables, and where each sequence stands. */
async function state(db: Db) {
  const sequences = await db.execute(
    sql`select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1`,
  );
  return { rows: await dbFingerprint(db), sequences: (sequences as unknown as { rows: unknown[] }).rows };
}

/** What tells one test database from another: the PGlite instance, or the PostgreSQL database's name. */
const identity = (t: TestApp) =>
  t.connectionString ?? (t.database.db as unknown as { $client: unknown }).$client;

describe('a reused test database', () => {
  it('holds exactly the seeded rows and sequences again, whatever the last test wrote', async () => {
    const first = await createTestApp();
    const seeded = await state(first.database.db);
    const cookie = await signInAs(first.app, OWNER);
    const section = await first.app.inject(
      asClient({
        method: 'POST',
        url: '/api/vendor/accounts/1/catalogue/sections',
        cookie,
        payload: { name: { values: { en: 'Written by the last test' } }, visible: true },
      }),
    );
    expect(section.statusCode).toBe(201);
    expect((await state(first.database.db)).rows).not.toEqual(seeded.rows);
    const used = identity(first);
    await first.close();

    const next = await createTestApp();
    expect(identity(next)).toBe(used);
    expect(await state(next.database.db)).toEqual(seeded);
    await next.close();
  });

  it('is not reused once a test changed its schema', async () => {
    const first = await createTestApp();
    const used = identity(first);
    await first.database.db.execute(sql`create table left_behind (id int)`);
    await first.close();

    const next = await createTestApp();
    expect(identity(next)).not.toBe(used);
    const found = await next.database.db.execute(
      sql`select 1 from pg_tables where tablename = 'left_behind'`,
    );
    expect((found as unknown as { rows: unknown[] }).rows).toEqual([]);
    await next.close();
  });
});

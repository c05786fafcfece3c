import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openPglite } from '../db/client.ts';
import { asClient, createTestApp, OWNER, signInAs } from './app.ts';
import { dbFingerprint } from './db-fingerprint.ts';

/** Every row of the application's tables, and where each sequence stands. */
async function state(client: PGlite) {
  const sequences = await client.query(
    `select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1`,
  );
  return { rows: await dbFingerprint(openPglite(client).db), sequences: sequences.rows };
}

describe.skipIf(process.env.TEST_DB === 'postgres')('a reused test database', () => {
  it('holds exactly the seeded rows and sequences again, whatever the last test wrote', async () => {
    const fresh = new PGlite({ loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]) });
    const seeded = await state(fresh);
    await fresh.close();

    const first = await createTestApp();
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
    const client = (first.database.db as unknown as { $client: PGlite }).$client;
    expect((await state(client)).rows).not.toEqual(seeded.rows);
    await first.close();

    const next = await createTestApp();
    const reused = (next.database.db as unknown as { $client: PGlite }).$client;
    expect(reused).toBe(client);
    expect(await state(reused)).toEqual(seeded);
    await next.close();
  });

  it('is not reused once a test changed its schema', async () => {
    const first = await createTestApp();
    const client = (first.database.db as unknown as { $client: PGlite }).$client;
    await first.database.db.execute(sql`create table left_behind (id int)`);
    await first.close();

    const next = await createTestApp();
    const other = (next.database.db as unknown as { $client: PGlite }).$client;
    expect(other).not.toBe(client);
    const found = await other.query(`select 1 from pg_tables where tablename = 'left_behind'`);
    expect(found.rows).toEqual([]);
    await next.close();
  });
});

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { type Db, openPglite, openPostgres } from '../db/client.ts';
import { asClient, createTestApp, OWNER, signInAs, type TestApp } from './app.ts';
import { dbFingerprint } from './db-fingerprint.ts';
import { withDatabase } from './global-setup.ts';

/** Tables a test below writes to. */
const WRITTEN = ['sections', 'users', 'product_tags'];

/**
 * Every row of the application's tables (in no particular order: a reset puts the rows back, not
 * their places, see seeded-database.ts) and where each sequence stands.
 */
async function state(db: Db) {
  const sequences = await db.execute(
    sql`select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1`,
  );
  return {
    rows: await dbFingerprint(db),
    sequences: (sequences as unknown as { rows: unknown[] }).rows,
  };
}

/** The state of the run's seeded template itself, read from a copy no test has used. */
async function templateState() {
  const postgresTemplate = inject('postgresTemplate');
  if (!postgresTemplate) {
    const client = new PGlite({ loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]) });
    try {
      return await state(openPglite(client).db);
    } finally {
      await client.close();
    }
  }
  const template = new URL(postgresTemplate).pathname.slice(1);
  const name = template.replace(/template$/, `check_${randomBytes(4).toString('hex')}`);
  const admin = new pg.Client({ connectionString: withDatabase(postgresTemplate, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
    const copy = openPostgres(withDatabase(postgresTemplate, name), 1);
    try {
      return await state(copy.db);
    } finally {
      await copy.close();
      await admin.query(`drop database ${name}`);
    }
  } finally {
    await admin.end();
  }
}

/** What tells one test database from another: the PGlite instance, or the PostgreSQL database's name. */
const identity = (t: TestApp) =>
  t.connectionString ?? (t.database.db as unknown as { $client: unknown }).$client;

describe('a reused test database', () => {
  it('holds exactly the seeded rows and sequences again, whatever the last test wrote', async () => {
    const seeded = await templateState();
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
    // Only the tables a test wrote to are put back: an insert, an update and a delete each mark one.
    await first.database.db.execute(
      sql`update users set name = 'Renamed by the last test' where email = ${OWNER}`,
    );
    await first.database.db.execute(
      sql`delete from product_tags where ctid = (select min(ctid) from product_tags)`,
    );
    const written = await state(first.database.db);
    for (const table of WRITTEN) expect(written.rows[table], table).not.toBe(seeded.rows[table]);
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

import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/**
 * The PGlite a test gets: the seeded template loaded into a new instance costs over a second, so a
 * worker keeps the instance the last test released and puts its data back to the seeded state
 * (about a tenth of that). An instance whose schema a test changed (a trigger added, a temporary
 * table) is not trusted: it is closed and a new one loaded.
 *
 * What makes the reuse safe is that every test gets new Database and drizzle handles over it: the
 * server's per-instance caches hang off those handles, so nothing cached outlives a test.
 */

/** The copy of the seeded rows each instance keeps beside the application's tables. */
const SEED_SCHEMA = 'test_seed';

interface Reusable {
  client: PGlite;
  /** The statements that put the seeded rows and sequence values back. */
  resetSql: string;
  /** The catalog's shape when it was loaded: anything else means a test changed the schema. */
  schemaShape: string;
}

let idle: Reusable | undefined;
const instances = new WeakMap<PGlite, Reusable>();

const SCHEMA_SHAPE_SQL = `select concat_ws(':',
  (select count(*) from pg_class), (select max(oid::int8) from pg_class),
  (select count(*) from pg_trigger), (select count(*) from pg_proc),
  (select count(*) from pg_constraint), (select count(*) from pg_attribute)) as shape`;

async function schemaShape(client: PGlite): Promise<string> {
  return (await client.query<{ shape: string }>(SCHEMA_SHAPE_SQL)).rows[0]!.shape;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Loads the template and keeps a copy of its rows and sequence values to reset to. */
async function load(templateFile: string): Promise<Reusable> {
  const client = new PGlite({ loadDataDir: new Blob([fs.readFileSync(templateFile)]) });
  await client.waitReady;
  const tables = (
    await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).rows.map((row) => quote(row.name));
  const sequences = (
    await client.query<{ name: string; value: string; called: boolean }>(
      `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name,
              coalesce(last_value, start_value)::text as value, last_value is not null as called
       from pg_sequences where schemaname = 'public'`,
    )
  ).rows;
  await client.exec(
    [
      `create schema ${SEED_SCHEMA};`,
      ...tables.map((table) => `create table ${SEED_SCHEMA}.${table} as table public.${table};`),
    ].join('\n'),
  );
  const resetSql = [
    'reset all;',
    // Rows go back as they were: no trigger runs, no foreign key is checked on the way.
    'set session_replication_role = replica;',
    `truncate ${tables.map((table) => `public.${table}`).join(', ')};`,
    ...tables.map((table) => `insert into public.${table} select * from ${SEED_SCHEMA}.${table};`),
    ...sequences.map(
      (sequence) => `select setval('${sequence.name}', ${sequence.value}, ${sequence.called});`,
    ),
    'set session_replication_role = origin;',
  ].join('\n');
  const reusable = { client, resetSql, schemaShape: await schemaShape(client) };
  instances.set(client, reusable);
  return reusable;
}

/** The seeded data on this instance again, or false when the instance cannot be trusted. */
async function reset(reusable: Reusable): Promise<boolean> {
  if (reusable.client.closed) return false;
  try {
    // A transaction a test left open ends here (PostgreSQL only warns when there is none).
    await reusable.client.exec('rollback');
    if ((await schemaShape(reusable.client)) !== reusable.schemaShape) return false;
    await reusable.client.exec(reusable.resetSql);
    return true;
  } catch {
    return false;
  }
}

/** A PGlite holding exactly the seeded template. */
export async function seededPglite(templateFile: string): Promise<PGlite> {
  const reusable = idle;
  idle = undefined;
  if (reusable && (await reset(reusable))) return reusable.client;
  await reusable?.client.close().catch(() => {});
  return (await load(templateFile)).client;
}

/** The test is done with the instance: the next one may reuse it (only one is kept idle). */
export async function releasePglite(client: PGlite): Promise<void> {
  const reusable = instances.get(client);
  if (!reusable || client.closed || idle) {
    if (!client.closed) await client.close();
    return;
  }
  idle = reusable;
}

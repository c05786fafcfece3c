import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { withDatabase } from './global-setup.ts';

/**
 * The database a test gets, holding exactly the seeded rows. Making one costs: a PGlite loaded from
 * the template takes over a second, a PostgreSQL database created from the template and dropped
 * after the test about 0.6 s. So a worker keeps the database the last test released and puts its
 * data back to the seeded state (a tenth of that). A database whose schema a test changed (a
 * trigger added, a temporary table) is not trusted: it is replaced by a new copy of the template.
 *
 * What makes the reuse safe is that every test gets new Database and drizzle handles over it: the
 * server's per-instance caches hang off those handles, so nothing cached outlives a test.
 */

/** The copy of the seeded rows each database keeps beside the application's tables. */
const SEED_SCHEMA = 'test_seed';

/** Raw SQL on either driver. */
interface SqlSession {
  rows<T>(sql: string): Promise<T[]>;
  exec(sql: string): Promise<void>;
}

/** How to put a database back as it was seeded, and the catalog's shape to check first. */
interface Snapshot {
  /** The statements that put the seeded rows and sequence values back. */
  resetSql: string;
  /** The catalog's shape when the snapshot was taken: anything else means a test changed the schema. */
  schemaShape: string;
}

const SCHEMA_SHAPE_SQL = `select concat_ws(':',
  (select count(*) from pg_class), (select max(oid::int8) from pg_class),
  (select count(*) from pg_trigger), (select count(*) from pg_proc),
  (select count(*) from pg_constraint), (select count(*) from pg_attribute)) as shape`;

async function schemaShape(session: SqlSession): Promise<string> {
  return (await session.rows<{ shape: string }>(SCHEMA_SHAPE_SQL))[0]!.shape;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Keeps a copy of the database's rows and sequence values beside them, to reset to. */
async function takeSnapshot(session: SqlSession): Promise<Snapshot> {
  const tables = (
    await session.rows<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).map((row) => quote(row.name));
  const sequences = await session.rows<{ name: string; value: string; called: boolean }>(
    `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name,
            coalesce(last_value, start_value)::text as value, last_value is not null as called
     from pg_sequences where schemaname = 'public'`,
  );
  await session.exec(
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
  return { resetSql, schemaShape: await schemaShape(session) };
}

/** The seeded data back, or false when the database cannot be trusted. */
async function restore(session: SqlSession, snapshot: Snapshot): Promise<boolean> {
  try {
    // A transaction a test left open ends here (PostgreSQL only warns when there is none).
    await session.exec('rollback');
    if ((await schemaShape(session)) !== snapshot.schemaShape) return false;
    await session.exec(snapshot.resetSql);
    return true;
  } catch {
    return false;
  }
}

// PGlite: the worker's idle instance.

interface ReusablePglite {
  client: PGlite;
  snapshot: Snapshot;
}

let idlePglite: ReusablePglite | undefined;
const pglites = new WeakMap<PGlite, ReusablePglite>();

const pgliteSession = (client: PGlite): SqlSession => ({
  rows: async (sql) => (await client.query(sql)).rows as never,
  exec: async (sql) => void (await client.exec(sql)),
});

/** A PGlite holding exactly the seeded template. */
export async function seededPglite(templateFile: string): Promise<PGlite> {
  const reusable = idlePglite;
  idlePglite = undefined;
  if (
    reusable &&
    !reusable.client.closed &&
    (await restore(pgliteSession(reusable.client), reusable.snapshot))
  ) {
    return reusable.client;
  }
  await reusable?.client.close().catch(() => {});
  const client = new PGlite({ loadDataDir: new Blob([fs.readFileSync(templateFile)]) });
  await client.waitReady;
  pglites.set(client, { client, snapshot: await takeSnapshot(pgliteSession(client)) });
  return client;
}

/** The test is done with the instance: the next one may reuse it (only one is kept idle). */
export async function releasePglite(client: PGlite): Promise<void> {
  const reusable = pglites.get(client);
  if (!reusable || client.closed || idlePglite) {
    if (!client.closed) await client.close();
    return;
  }
  idlePglite = reusable;
}

// PostgreSQL: the worker's idle database, a copy of the template named with the template's prefix.

interface ReusablePostgres {
  url: string;
  snapshot: Snapshot;
}

let idlePostgres: ReusablePostgres | undefined;
const postgresByUrl = new Map<string, ReusablePostgres>();

/** Runs `task` over a connection of its own to the database at `url`. */
async function withClient<T>(url: string, task: (session: SqlSession) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await task({
      rows: async (sql) => (await client.query(sql)).rows,
      exec: async (sql) => void (await client.query(sql)),
    });
  } finally {
    await client.end();
  }
}

/** Runs one statement on the template's server outside any test database (CREATE/DROP DATABASE). */
const onServer = (templateUrl: string, sql: string) =>
  withClient(withDatabase(templateUrl, 'postgres'), (session) => session.exec(sql));

const databaseName = (url: string) => new URL(url).pathname.slice(1);

async function dropDatabase(url: string): Promise<void> {
  postgresByUrl.delete(url);
  await onServer(url, `drop database if exists ${databaseName(url)} with (force)`);
}

/** The URL of a PostgreSQL database holding exactly the seeded template. */
export async function seededPostgres(templateUrl: string): Promise<string> {
  const reusable = idlePostgres;
  idlePostgres = undefined;
  if (reusable) {
    const restored = await withClient(reusable.url, async (session) => {
      // Whatever a test left connected (a second instance it did not close) would see the reset.
      await session.exec(
        `select pg_terminate_backend(pid, 5000) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
      );
      return restore(session, reusable.snapshot);
    }).catch(() => false);
    if (restored) return reusable.url;
    await dropDatabase(reusable.url);
  }
  // The template's name is `larder_t_<pid>_template`; copies share its prefix, which the run's
  // global teardown drops.
  const template = databaseName(templateUrl);
  const name = template.replace(/template$/, randomBytes(6).toString('hex'));
  await onServer(templateUrl, `create database ${name} template ${template}`);
  const url = withDatabase(templateUrl, name);
  postgresByUrl.set(url, { url, snapshot: await withClient(url, takeSnapshot) });
  return url;
}

/** The test is done with the database: the next one may reuse it (only one is kept idle). */
export async function releasePostgres(url: string): Promise<void> {
  const reusable = postgresByUrl.get(url);
  if (!reusable || idlePostgres) {
    await dropDatabase(url);
    return;
  }
  idlePostgres = reusable;
}

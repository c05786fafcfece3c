import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { withDatabase } from './global-setup.ts';

/**
 * The database a test gets, holding exactly the seeded rows. Making one costs: a PGlite loaded from
 * the template takes over a second, a PostgreSQL database created from the template and dropped
 * after the test about 0.6 s. So a worker keeps the database the last test released and puts its
 * data back to the seeded state: only the tables the test wrote to, which are found by their row
 * counts and the transaction ids of their rows, and every sequence (about 10 ms on PGlite for a
 * test that wrote to a few tables, where putting back all of them took 50 ms and more). A database
 * whose schema a test changed (a trigger added, a temporary table) is not trusted: it is replaced
 * by a new copy of the template.
 *
 * What makes the reuse safe is that the server's per-instance caches hang off the Database and
 * drizzle handles: a test that builds its own app gets new handles, and the app a file shares
 * (fileTestApp in app.ts) forgets its copies before each test.
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
  /** Each application table (quoted) with the number of rows it was seeded with. */
  tables: { name: string; rows: number }[];
  /** The statement that puts every sequence back where the seed left it. */
  sequencesSql: string;
  /** The catalog's shape when the snapshot was taken: anything else means a test changed the schema. */
  schemaShape: string;
  /**
   * A transaction id taken after the rows were last put back: a row written since has a younger
   * xmin. With the row counts, that tells the tables a test wrote to (inserted, updated, deleted
   * or truncated) from those it only read, and only those are put back.
   */
  since: string;
}

const SCHEMA_SHAPE_SQL = `select concat_ws(':',
  (select count(*) from pg_class), (select max(oid::int8) from pg_class),
  (select count(*) from pg_trigger), (select count(*) from pg_proc),
  (select count(*) from pg_constraint), (select count(*) from pg_attribute)) as shape`;

async function schemaShape(session: SqlSession): Promise<string> {
  return (await session.rows<{ shape: string }>(SCHEMA_SHAPE_SQL))[0]!.shape;
}

/** A new transaction id (as xid): every write after this one has a younger one. */
async function transactionId(session: SqlSession): Promise<string> {
  return (await session.rows<{ xid: string }>('select (txid_current() % 4294967296)::text as xid'))[0]!.xid;
}

/** An identifier and a text as SQL spells them, for statements built without parameters. */
export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The statement naming which of `tables` (quoted names, each with the row count it had) were
 * written to since the transaction `since`: its count changed, or it holds a row of a younger
 * transaction. Every committed insert, update (even of a value to itself), delete and truncate shows.
 */
export function writtenSinceSql(tables: readonly { name: string; rows: number }[], since: string): string {
  const after = `age(${literal(since)}::xid)`;
  return tables
    .map(
      ({ name, rows }) =>
        `select ${literal(name)} as name where (select count(*) from public.${name}) <> ${rows}
           or exists (select from public.${name} where age(xmin) < ${after})`,
    )
    .join(' union all ');
}

/** Keeps a copy of the database's rows and sequence values beside them, to reset to. */
async function takeSnapshot(session: SqlSession): Promise<Snapshot> {
  const names = (
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
      ...names.map((table) => `create table ${SEED_SCHEMA}.${table} as table public.${table};`),
    ].join('\n'),
  );
  const counts = await session.rows<{ name: string; rows: number }>(
    names
      .map((table) => `select ${literal(table)} as name, (select count(*) from public.${table})::int as rows`)
      .join(' union all '),
  );
  const sequencesSql = sequences.length
    ? `select ${sequences
        .map((sequence) => `setval(${literal(sequence.name)}, ${sequence.value}, ${sequence.called})`)
        .join(', ')};`
    : '';
  return {
    tables: counts,
    sequencesSql,
    schemaShape: await schemaShape(session),
    since: await transactionId(session),
  };
}

/** The tables written since the snapshot's transaction id: rows of a younger xmin, or a count changed. */
async function writtenTables(session: SqlSession, snapshot: Snapshot): Promise<string[]> {
  const rows = await session.rows<{ name: string }>(writtenSinceSql(snapshot.tables, snapshot.since));
  return rows.map((row) => row.name);
}

/**
 * The seeded data back, or false when the database cannot be trusted. Only the tables a test wrote
 * to are put back (most tests write to a few); the sequences always are. Their rows are deleted and
 * the seeded ones inserted again with triggers and foreign keys off (replica mode), so no other
 * table need be touched: TRUNCATE would have to take every table referring to them along, and
 * costs a new file per table and index (70 ms a reset on PostgreSQL, 20 to 30 on PGlite, against
 * 1 to 7 for DELETE). The rows need not come back in the places they were seeded in (a place
 * pruned of an updated row's old version is taken again), so a query without ORDER BY may list them
 * in another order than on the template: a test that picks "the first" row orders by id, as the
 * server's own queries order whatever they list.
 */
async function restore(session: SqlSession, snapshot: Snapshot): Promise<boolean> {
  try {
    // A transaction a test left open ends here (PostgreSQL only warns when there is none).
    await session.exec('rollback');
    // Settings a test made on a session the next test shares (PGlite's only one) go; a lock a test
    // left held fails the reset instead of holding it up.
    await session.exec(`reset all; set lock_timeout = '5s'`);
    if ((await schemaShape(session)) !== snapshot.schemaShape) return false;
    const written = new Set(await writtenTables(session, snapshot));
    const tables = snapshot.tables.map((table) => table.name).filter((name) => written.has(name));
    await session.exec(
      [
        // Rows go back as they were: no trigger runs, no foreign key is checked on the way.
        'set session_replication_role = replica;',
        ...tables.map(
          (table) =>
            `delete from public.${table}; insert into public.${table} select * from ${SEED_SCHEMA}.${table};`,
        ),
        snapshot.sequencesSql,
        'set session_replication_role = origin;',
        'reset lock_timeout;',
      ].join('\n'),
    );
    snapshot.since = await transactionId(session);
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

/**
 * Puts a PGlite that stays in use (the file's app keeps it) back to the seeded rows; false when it
 * cannot be trusted and must be replaced.
 */
export async function resetPglite(client: PGlite): Promise<boolean> {
  const reusable = pglites.get(client);
  return !!reusable && !client.closed && (await restore(pgliteSession(client), reusable.snapshot));
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

/**
 * Puts a PostgreSQL database whose connections stay open (the file's app keeps its pool) back to
 * the seeded rows; false when it cannot be trusted and must be replaced.
 */
export async function resetPostgres(url: string): Promise<boolean> {
  const reusable = postgresByUrl.get(url);
  if (!reusable) return false;
  return withClient(url, (session) => restore(session, reusable.snapshot)).catch(() => false);
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

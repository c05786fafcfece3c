import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The drizzle handle every service takes: the same type on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services that must run inside a caller's transaction take this. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Whether the handle is a transaction's (one connection, one statement at a time) or the database's. */
export const isTransaction = (db: Db | Tx): db is Tx => db instanceof PgTransaction;

/**
 * Reads that do not wait for one another: at once on the pool's connections, one after another in
 * a transaction, whose one connection takes one query at a time (node-postgres queues a second one
 * until pg 9, which refuses it).
 */
export async function readEach<T extends readonly unknown[]>(
  db: Db | Tx,
  reads: readonly [...{ [K in keyof T]: () => PromiseLike<T[K]> }],
): Promise<T> {
  if (!isTransaction(db)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}

export type Listener = (payload: string) => void;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other instance on this database runs its own: instances started together
   * migrate and seed one after the other, so a migration is applied exactly once.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /**
   * LISTEN on a channel; returns the unsubscribe function. `onReconnect` runs after a lost
   * connection was re-established: notifications sent meanwhile were missed.
   */
  listen(channel: string, listener: Listener, onReconnect?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The advisory lock key (two int4s) that serialises migrating and seeding across instances. */
const BOOT_LOCK = [0x4c617264, 1];

/** The committed migrations (copied beside the built server). */
export const migrationsFolder = new URL('./migrations', import.meta.url).pathname;
const drizzleOptions = { schema, casing: 'snake_case' } as const;

export function openPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, ...drizzleOptions });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process per data directory (the data-dir lock): nothing to wait for.
    exclusively: (work) => work(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, listener) => client.listen(channel, listener),
    close: () => client.close(),
  };
}

/**
 * PostgreSQL's memory settings inside a serving process. PGlite's WebAssembly memory never
 * shrinks, and PostgreSQL's shared memory is all written over at start: at PGlite's defaults
 * (shared_buffers 128 MB, 100 connections) that alone kept about 150 MB in the server's RSS for
 * good. One backend serves the process, so it needs few connection slots; pages past the buffers
 * come from the operating system's file cache, which the kernel takes back when memory runs short.
 */
export const SERVING_PGLITE: PgliteSettings = {
  shared_buffers: '16MB',
  wal_buffers: '512kB',
  max_connections: '10',
};

/** PostgreSQL settings (`-c name=value`) on top of PGlite's; `{}` keeps PGlite's own. */
export type PgliteSettings = Record<string, string>;

export async function createPglite(
  dataDir: string | undefined,
  settings: PgliteSettings = SERVING_PGLITE,
): Promise<PGlite> {
  const client = new PGlite({
    dataDir,
    // relaxedDurability stays off: PGlite then syncs to the file system before a query returns,
    // so an acknowledged COMMIT survives kill -9.
    relaxedDurability: false,
    startParams: [
      ...PGlite.defaultStartParams,
      ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
  });
  await client.waitReady;
  return client;
}

export function openPostgres(connectionString: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client that loses its connection emits 'error'; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, ...drizzleOptions });
  const listeners = new Map<string, Set<Listener>>();
  const reconnectCallbacks = new Set<() => void>();
  let listenClient: Promise<pg.Client> | undefined;
  let closed = false;

  // One dedicated connection carries every LISTEN of this instance. When it drops (a restart of
  // PostgreSQL, a network blip) it is re-opened with backoff and every channel listened to again.
  const connectListener = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString });
    client.on('notification', (n) => {
      for (const l of listeners.get(n.channel) ?? []) l(n.payload ?? '');
    });
    let dead = false;
    const lost = () => {
      if (dead || closed) return;
      dead = true;
      listenClient = undefined;
      void reconnect();
    };
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    for (const channel of listeners.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return client;
  };
  const reconnect = async () => {
    for (let attempt = 0; !closed; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(250 * 2 ** attempt, 10_000)).unref());
      if (closed) return;
      try {
        listenClient = Promise.resolve(await connectListener());
        for (const callback of reconnectCallbacks) callback();
        return;
      } catch {
        // Try again after the next delay.
      }
    }
  };
  const listenConnection = () => {
    listenClient ??= connectListener();
    return listenClient;
  };

  return {
    kind: 'postgres',
    db: db as unknown as Db,
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    exclusively: async (work) => {
      // A session-level advisory lock on a connection of its own, held across the work's own
      // queries on other connections; PostgreSQL releases it if this process dies meanwhile.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1, $2)', BOOT_LOCK);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1, $2)', BOOT_LOCK);
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, listener, onReconnect) => {
      const client = await listenConnection();
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      set.add(listener);
      if (onReconnect) reconnectCallbacks.add(onReconnect);
      return async () => {
        set.delete(listener);
        if (onReconnect) reconnectCallbacks.delete(onReconnect);
      };
    },
    close: async () => {
      closed = true;
      const client = listenClient;
      listenClient = undefined;
      if (client) await (await client).end().catch(() => {});
      await pool.end();
    },
  };
}

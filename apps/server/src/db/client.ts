import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The drizzle handle every service takes: the same type on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services that must run inside a caller's transaction take this. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Listener = (payload: string) => void;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** LISTEN on a channel; returns the unsubscribe function. */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;
const drizzleOptions = { schema, casing: 'snake_case' } as const;

export function openPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, ...drizzleOptions });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, listener) => client.listen(channel, listener),
    close: () => client.close(),
  };
}

export async function createPglite(dataDir: string | undefined): Promise<PGlite> {
  // relaxedDurability stays off: PGlite then syncs to the file system before a query returns, so
  // an acknowledged COMMIT survives kill -9.
  const client = new PGlite({ dataDir, relaxedDurability: false });
  await client.waitReady;
  return client;
}

export function openPostgres(connectionString: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client that loses its connection emits 'error'; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, ...drizzleOptions });
  let listenClient: Promise<pg.Client> | undefined;
  const listeners = new Map<string, Set<Listener>>();

  // One dedicated connection carries every LISTEN of this instance.
  const listenConnection = () => {
    listenClient ??= (async () => {
      const client = new pg.Client({ connectionString });
      client.on('error', () => {});
      client.on('notification', (n) => {
        for (const l of listeners.get(n.channel) ?? []) l(n.payload ?? '');
      });
      await client.connect();
      return client;
    })();
    return listenClient;
  };

  return {
    kind: 'postgres',
    db: db as unknown as Db,
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, listener) => {
      const client = await listenConnection();
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      set.add(listener);
      return async () => {
        set.delete(listener);
      };
    },
    close: async () => {
      if (listenClient) await (await listenClient).end();
      await pool.end();
    },
  };
}
